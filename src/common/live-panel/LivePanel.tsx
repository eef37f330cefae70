/**
 * The live conversation panel of `<voice-call-button>` (docs/elements/voice-call-button.md "The live conversation panel"): under the button while a call connects, runs and
 * after it ends (until the next call or a dismiss). It renders the element's {@link LiveCall} store: the
 * transcript, mute (or push-to-talk's control and the talk-mode switch), levels, timer, microphone and speaker pickers and hint, the composer,
 * consent, the guided error, the recap, and 'tap to continue' while the
 * browser holds the call's audio back. With `panel="none"` only the consent
 * dialog and 'tap to continue' are shown.
 */
import { useSyncExternalStore } from 'react';
import { submitFeedback, type Dispatch } from '../conversation/feedback-send.ts';
import { forgetConversation } from '../conversation/forget.ts';
import { ConversationFeedback } from './ConversationFeedback.tsx';
import { ForgetControl } from './ForgetControl.tsx';
import { PRIVACY_STRINGS } from './privacy-strings.ts';
import type { ButtonStatus } from '../call/button-state.ts';
import { detectBrowser } from '../conversation/guidance.ts';
import { formatClock } from '../conversation/recap.ts';
import type { LiveCall } from '../conversation/live-call.ts';
import type { Lang } from '../../core/lang.ts';
import { Icon } from '../icons/CallIcons.tsx';
import { CallError } from './CallError.tsx';
import { Consent } from './Consent.tsx';
import { Composer, MicSelect, SpeakerSelect, TalkControls } from './Controls.tsx';
import { LiveTranscript } from './LiveTranscript.tsx';
import { ReconnectNote } from './ReconnectNote.tsx';
import { Meters } from './Meters.tsx';
import { Recap } from './Recap.tsx';
import { ResumeAudio } from './ResumeAudio.tsx';
import { inputErrorText, PANEL_STRINGS, problemText } from './strings.ts';
import { MAX_TEXT_CHARS } from '../../core/protocol/client-messages.ts';

export interface LivePanelProps {
  readonly live: LiveCall;
  readonly status: ButtonStatus;
  readonly lang: Lang;
  readonly assistantName: string;
  /** `consent-text`, overriding the language's default. */
  readonly consentText: string | undefined;
  /** False for `panel="none"`: only the consent dialog shows. */
  readonly showPanel: boolean;
  /** Starts a new call (the retry button). */
  readonly onRetry: () => void;
  /** `feedback`: ask 'How was this conversation?' after a call. */
  readonly feedback?: boolean;
  /** The element's `api-url` attribute when set (the feedback POST goes there) and its public key. */
  readonly feedbackTarget?: {
    readonly apiUrl: string | undefined;
    readonly publicKey: string | undefined;
  };
  /** Dispatches `voice-feedback`, `voice-history-cleared` and `voice-error` from the element. */
  readonly dispatch?: Dispatch;
}

export function LivePanel({
  live,
  status,
  lang,
  assistantName,
  consentText,
  showPanel,
  onRetry,
  feedback = false,
  feedbackTarget,
  dispatch = () => {},
}: LivePanelProps) {
  const snap = useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
  const t = PANEL_STRINGS[lang];
  if (snap.phase === 'consent') {
    return (
      <Consent
        title={t.consentTitle}
        text={consentText || t.consentText}
        acceptLabel={t.accept}
        declineLabel={t.decline}
        onAccept={() => live.acceptConsent()}
        onDecline={() => live.declineConsent()}
      />
    );
  }
  // The call's audio waits for a tap: the control shows even with panel="none" (the call would be silent otherwise).
  const resumeAudio = snap.audioBlocked && snap.phase === 'active' && (
    <ResumeAudio live={live} label={t.resumeAudio} />
  );
  if (!showPanel) return resumeAudio || null;
  if (snap.phase === 'idle') return null;
  const running =
    snap.phase === 'active' &&
    snap.startedAt !== undefined &&
    status !== 'idle' &&
    status !== 'connecting';
  const browser = detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return (
    <section
      className="live-panel"
      part="live-panel"
      aria-label={t.panelLabel}
      data-phase={snap.phase}
    >
      {snap.phase === 'ended' && (
        <div className="live-bar live-bar--ended">
          <span className="live-ended">
            {snap.startedAt === undefined
              ? t.statusFailed
              : `${snap.problem === 'connection-lost' ? t.statusLost : t.statusEnded} · ${formatClock(live.elapsedS())}`}
          </span>
          <button
            type="button"
            className="live-dismiss"
            aria-label={t.dismiss}
            title={t.dismiss}
            onClick={() => live.dismiss()}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      {resumeAudio}
      {snap.problem && (
        <CallError
          text={problemText(t, snap.problem, browser)}
          retryLabel={t.retry}
          onRetry={onRetry}
        />
      )}
      {(snap.startedAt !== undefined || snap.phase === 'active') && (
        <>
          {snap.phase === 'active' && (
            <div className="live-bar">
              {running && (
                <TalkControls
                  live={live}
                  talkMode={snap.talkMode}
                  talking={snap.talking}
                  muted={snap.muted}
                  strings={t}
                />
              )}
              <Meters
                live={live}
                running={running}
                muted={snap.muted}
                strings={t}
                assistantName={assistantName}
              />
              {running && <MicSelect live={live} label={t.micSelect} />}
              {running && <SpeakerSelect live={live} strings={t} />}
            </div>
          )}
          {snap.speakerLost && running && (
            <p className="live-note" role="status">
              {t.speakerLost}
            </p>
          )}
          {/* The button's call-status region announces it: not said twice. */}
          {snap.reconnecting && running && (
            <ReconnectNote reconnecting={snap.reconnecting} strings={t} announce={false} />
          )}
          {snap.typedOnlyNotice && running && (
            <p className="live-note" role="status">
              {t.typedOnly}
            </p>
          )}
          <LiveTranscript
            entries={snap.transcript.entries}
            assistantLabel={assistantName}
            userLabel={t.you}
            label={t.transcriptLabel}
            emptyText={t.empty}
            delivery={{ pending: t.pendingSend, 'not-sent': t.notSent }}
          />
          {snap.phase === 'active' && (
            <Composer
              live={live}
              enabled={running}
              label={t.inputLabel}
              placeholder={t.inputPlaceholder}
              sendLabel={t.send}
              error={inputErrorText(t, snap.inputError, MAX_TEXT_CHARS)}
            />
          )}
        </>
      )}
      {snap.report && snap.startedAt !== undefined && (
        <Recap
          report={snap.report}
          startedAt={snap.startedAt}
          strings={t}
          locale={lang === 'he' ? 'he-IL' : 'es-ES'}
          assistantName={assistantName}
        />
      )}
      {snap.phase === 'ended' && (
        <ConversationFeedback
          subject={feedback && snap.report ? { callId: snap.report.callId } : undefined}
          strings={PRIVACY_STRINGS[lang]}
          onSend={(rating, comment, subject) =>
            submitFeedback(
              rating,
              comment,
              { apiUrl: feedbackTarget?.apiUrl, publicKey: feedbackTarget?.publicKey, ...subject },
              dispatch,
            )
          }
        />
      )}
      {snap.phase === 'ended' && (
        <div className="live-actions">
          <ForgetControl
            strings={PRIVACY_STRINGS[lang]}
            onForget={() => {
              const callId = snap.report?.callId;
              live.dismiss();
              forgetConversation({ callId }, dispatch);
            }}
          />
        </div>
      )}
    </section>
  );
}
