/**
 * The live conversation panel of `<voice-call-button>` (docs/elements/voice-call-button.md "The live conversation panel"): under the button while a call connects, runs and
 * after it ends (until the next call or a dismiss). It renders the element's {@link LiveCall} store: the
 * transcript, mute (or push-to-talk's control and the talk-mode switch), levels, timer, microphone and speaker pickers and hint, the composer,
 * consent, the guided error, the recap, and 'tap to continue' while the
 * browser holds the call's audio back. With `panel="none"` only the consent
 * dialog and 'tap to continue' are shown. Its sections: `PanelEndedBar.tsx`,
 * `PanelConversation.tsx` and `PanelOutcome.tsx`.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Dispatch } from '../conversation/feedback-send.ts';
import type { ButtonStatus } from '../call/button-state.ts';
import { detectBrowser } from '../conversation/guidance.ts';
import type { LiveCall } from '../conversation/live-call.ts';
import type { Lang } from '../../core/lang.ts';
import { CallError } from './CallError.tsx';
import { Consent } from './Consent.tsx';
import { PanelConversation } from './PanelConversation.tsx';
import { PanelEndedBar } from './PanelEndedBar.tsx';
import { PanelOutcome } from './PanelOutcome.tsx';
import { ResumeAudio } from './ResumeAudio.tsx';
import { problemText } from './strings.ts';
import { TextsContext } from '../i18n/texts-context.ts';
import type { Texts } from '../i18n/texts.ts';
import { applyOverrides, type TextsOverride } from '../i18n/overrides.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

interface LivePanelProps {
  readonly live: LiveCall;
  readonly status: ButtonStatus;
  readonly lang: Lang;
  /** The language's texts. */
  readonly texts: Texts;
  /** The element's `texts` (docs/elements/voice-call-button.md "Texts"), applied here and warned about once. */
  readonly override?: TextsOverride | undefined;
  readonly warn?: (message: string) => void;
  /** `languages`: the language control's choices (none: no control). */
  readonly languages?: readonly Lang[];
  /** The visitor chose another language. */
  readonly onLanguage?: (lang: Lang) => void;
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

/** See the module comment. */
export function LivePanel(props: LivePanelProps) {
  const { lang, texts: base, override, warn = console.warn } = props;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `warn` is the element's; the texts depend on the language and the override only.
  const texts = useMemo(() => applyOverrides(base, lang, override, warn), [base, lang, override]);
  return (
    <TextsContext.Provider value={{ lang, texts }}>
      <PanelBody {...props} texts={texts} />
    </TextsContext.Provider>
  );
}

function PanelBody({
  live,
  status,
  lang,
  texts,
  assistantName,
  consentText,
  showPanel,
  onRetry,
  feedback = false,
  feedbackTarget,
  dispatch = () => {},
  languages = [],
  onLanguage = () => {},
}: LivePanelProps) {
  const snap = useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
  const t = texts.panel;
  if (snap.phase === 'consent') {
    return (
      <Consent
        title={t.consentTitle}
        text={consentText || t.consentText}
        acceptLabel={t.accept}
        declineLabel={t.decline}
        onAccept={() => live.consent.accept()}
        onDecline={() => live.consent.decline()}
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
      <LanguageSelect
        languages={languages}
        lang={lang}
        label={texts.sheet.languageLabel}
        onChange={onLanguage}
      />
      {snap.phase === 'ended' && <PanelEndedBar live={live} snap={snap} strings={t} />}
      {resumeAudio}
      {snap.problem && (
        <CallError
          text={problemText(texts.errors, snap.problem, browser)}
          retryLabel={t.retry}
          onRetry={onRetry}
        />
      )}
      {(snap.startedAt !== undefined || snap.phase === 'active') && (
        <PanelConversation
          live={live}
          snap={snap}
          running={running}
          assistantName={assistantName}
          strings={t}
        />
      )}
      <PanelOutcome
        live={live}
        snap={snap}
        lang={lang}
        assistantName={assistantName}
        strings={t}
        feedback={feedback}
        feedbackTarget={feedbackTarget}
        dispatch={dispatch}
      />
    </section>
  );
}
