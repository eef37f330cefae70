/**
 * `<voice-widget>`'s expanded sheet: the heading, one
 * conversation log for chat and calls, the call controls (mute or push-to-talk, the talk-mode switch, the microphone and speaker pickers), the text field,
 * consent, guided errors and the recap. What shows for the mode and the
 * call's state comes from {@link sheetView}. While open, Tab stays inside
 * (`focus-trap`, shadow-DOM aware) and Escape closes it.
 */
import { createFocusTrap } from 'focus-trap';
import { ForgetControl } from '../../common/live-panel/ForgetControl.tsx';
import { PRIVACY_STRINGS } from '../../common/live-panel/privacy-strings.ts';
import type { FeedbackRating } from '../../core/protocol/feedback.ts';
import {
  ConversationFeedback,
  type FeedbackSubject,
} from '../../common/live-panel/ConversationFeedback.tsx';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CallController } from '../../common/call/controller.ts';
import { MAX_CHAT_CHARS } from '../../core/chat/chat-client.ts';
import type { ChatStore } from '../chat/chat-store.ts';
import { MAX_TEXT_CHARS } from '../../core/protocol/client-messages.ts';
import { hasConsent, rememberConsent } from '../../common/conversation/consent.ts';
import { pageStore } from '../../core/util/history-storage.ts';
import { detectBrowser } from '../../common/conversation/guidance.ts';
import type { LiveCall } from '../../common/conversation/live-call.ts';
import { dirOf } from '../../core/lang.ts';
import type { WidgetProps } from '../session-types.ts';
import { sheetView } from '../view.ts';
import { CallError } from '../../common/live-panel/CallError.tsx';
import { Consent } from '../../common/live-panel/Consent.tsx';
import { MicSelect, SpeakerSelect, TalkControls } from '../../common/live-panel/Controls.tsx';
import { MessageForm } from '../../common/live-panel/MessageForm.tsx';
import { Meters } from '../../common/live-panel/Meters.tsx';
import { Recap } from '../../common/live-panel/Recap.tsx';
import { ReconnectNote } from '../../common/live-panel/ReconnectNote.tsx';
import { ResumeAudio } from '../../common/live-panel/ResumeAudio.tsx';
import {
  format,
  inputErrorText,
  PANEL_STRINGS,
  problemText,
} from '../../common/live-panel/strings.ts';
import { useCallStatus } from '../../common/hooks.ts';
import { Icon } from '../../common/icons/CallIcons.tsx';
import { ChatLog } from './ChatLog.tsx';
import { SHEET_STRINGS } from './strings.ts';

export interface WidgetSheetProps {
  readonly props: WidgetProps;
  readonly call: CallController;
  readonly live: LiveCall;
  readonly chat: ChatStore;
  readonly onClose: () => void;
  /** Sends a widget event from the element (`voice-consent-change`). */
  readonly onConsent: (accepted: boolean) => void;
  /** The element's `link-hosts`, parsed (`parseLinkHosts`); `undefined` (absent) allows links to any host. */
  readonly linkHosts?: readonly string[] | undefined;
  /** Sends a rating (`voice-feedback`, and the POST with `api-url`); resolves false when the POST failed. */
  readonly onFeedback: (
    rating: FeedbackRating,
    comment: string,
    subject: FeedbackSubject,
  ) => Promise<boolean>;
  /** 'Forget this conversation', confirmed: `callId` is the ended call shown, if any. */
  readonly onForget: (callId: string | undefined) => void;
}

type Pending = { kind: 'call' } | { kind: 'chat'; text: string };

export function WidgetSheet({
  props,
  call,
  live,
  chat,
  onClose,
  onConsent,
  onFeedback,
  onForget,
  linkHosts,
}: WidgetSheetProps) {
  const { lang, assistantName, mode } = props;
  const t = SHEET_STRINGS[lang];
  const p = PANEL_STRINGS[lang];
  const pv = PRIVACY_STRINGS[lang];
  const status = useCallStatus(call);
  const liveSnap = useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
  const chatSnap = useSyncExternalStore(chat.subscribe, chat.getSnapshot, chat.getSnapshot);
  const [pending, setPending] = useState<Pending | undefined>();
  const sheetRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const merged = useRef<unknown>(undefined);

  const [draft, setDraft] = useState('');
  const callActive = status !== 'idle';
  const connected =
    liveSnap.phase === 'active' &&
    liveSnap.startedAt !== undefined &&
    status !== 'idle' &&
    status !== 'connecting';
  const callProblem = liveSnap.phase === 'ended' ? liveSnap.problem : undefined;
  const view = sheetView(mode, { active: callActive, connected, problem: callProblem });
  const config = {
    publicKey: props.publicKey,
    assistantId: props.assistantId,
    apiUrl: props.apiUrl,
    lang,
  };

  // One history: a finished call's lines join the chat's before the next paint (no frame without them).
  useLayoutEffect(() => {
    const report = liveSnap.report;
    if (!report || merged.current === report) return;
    merged.current = report;
    chat.addCallLines(report.transcript);
  }, [liveSnap.report, chat]);

  // Tab stays inside while open; focus goes to the text field, else the first control.
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const trap = createFocusTrap(sheet, {
      tabbableOptions: { getShadowRoot: true },
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      initialFocus: () => inputRef.current ?? undefined,
      fallbackFocus: sheet,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, []);

  // `history="none"`: consent is asked each time, never stored.
  const consentStorage = props.history === 'none' ? undefined : pageStore('local');
  const gate = (action: Pending): void => {
    if (props.requireConsent && !hasConsent(props.assistantId, consentStorage)) {
      setPending(action);
      return;
    }
    run(action);
  };
  const run = (action: Pending): void => {
    if (action.kind === 'call') live.press(config, false);
    else if (chat.send(action.text, config)) setDraft('');
  };
  const pressCall = (): void => {
    if (status !== 'idle') live.press(config, false);
    else gate({ kind: 'call' });
  };
  /** Sends the draft: into the call while one runs, else to the chat (after consent); the draft stays when nothing was sent. */
  const send = (): void => {
    if (view.composer === 'call') {
      if (live.sendText(draft)) setDraft('');
      return;
    }
    // Empty text gets its inline error at once; consent is asked only for something to send.
    if (draft.trim() === '') chat.send(draft, config);
    else gate({ kind: 'chat', text: draft });
  };
  /** Clears the chat and its stored session, and an ended call's result (a running call goes on). */
  const newConversation = (): void => {
    chat.newConversation();
    live.dismiss();
  };
  const writeInstead = (): void => {
    live.dismiss();
    inputRef.current?.focus();
  };
  const browser = detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const callReport = liveSnap.phase === 'ended' ? liveSnap.report : undefined;
  const recap =
    callReport && liveSnap.startedAt !== undefined
      ? { report: callReport, startedAt: liveSnap.startedAt, strings: p }
      : chatSnap.report && chatSnap.startedAt !== undefined
        ? {
            report: chatSnap.report,
            startedAt: chatSnap.startedAt,
            strings: { ...p, recapTitle: t.chatRecapTitle },
          }
        : undefined;
  const chatAtRest =
    !chatSnap.busy &&
    chatSnap.sessionId !== undefined &&
    chatSnap.messages.some((m) => m.role === 'assistant' && m.status === 'done');
  const feedbackSubject: FeedbackSubject | undefined =
    !props.feedback || callActive
      ? undefined
      : callReport
        ? { callId: callReport.callId }
        : chatAtRest && chatSnap.sessionId
          ? { chatId: chatSnap.sessionId }
          : undefined;
  const heading = props.heading ?? assistantName;
  const callLabel = status === 'idle' ? t.call : status === 'connecting' ? t.connecting : t.hangUp;

  return (
    <section
      ref={sheetRef}
      className="vw-sheet"
      part="sheet"
      role="dialog"
      aria-labelledby="vw-title"
      lang={lang}
      dir={dirOf(lang)}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !pending) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="vw-head">
        <h2 id="vw-title" className="vw-title">
          {heading}
        </h2>
        <button
          type="button"
          className="vw-icon-button"
          part="new-conversation"
          aria-label={t.newConversation}
          title={t.newConversation}
          onClick={newConversation}
          disabled={chatSnap.messages.length === 0 && !liveSnap.report}
        >
          <Icon name="refresh" />
        </button>
        <ForgetControl
          compact
          strings={pv}
          disabled={callActive}
          onForget={() => onForget(callReport?.callId)}
        />
        <button
          type="button"
          className="vw-icon-button"
          part="close"
          aria-label={t.close}
          title={t.close}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <ChatLog
        greeting={props.greeting ?? format(t.greeting, { assistant: assistantName })}
        messages={chatSnap.messages}
        // After the call its lines join the history; text typed while it reconnected and never sent stays, marked, until dismissed.
        entries={
          liveSnap.phase === 'active'
            ? liveSnap.transcript.entries
            : liveSnap.transcript.entries.filter((e) => e.delivery === 'not-sent')
        }
        busy={chatSnap.busy}
        assistantName={assistantName}
        strings={t}
        youLabel={p.you}
        label={format(t.logLabel, { assistant: assistantName })}
        delivery={{ pending: p.pendingSend, 'not-sent': p.notSent }}
        onRetry={() => chat.retry(config)}
        linkHosts={linkHosts}
      />
      {pending && (
        <Consent
          title={p.consentTitle}
          text={props.consentText ?? (pending.kind === 'call' ? p.consentText : t.consentChat)}
          acceptLabel={pending.kind === 'call' ? p.accept : t.acceptChat}
          declineLabel={p.decline}
          onAccept={() => {
            rememberConsent(props.assistantId, consentStorage);
            setPending(undefined);
            onConsent(true);
            run(pending);
          }}
          onDecline={() => {
            setPending(undefined);
            onConsent(false);
          }}
        />
      )}
      {liveSnap.audioBlocked && liveSnap.phase === 'active' && (
        <ResumeAudio live={live} label={p.resumeAudio} />
      )}
      {liveSnap.reconnecting && connected && (
        <ReconnectNote reconnecting={liveSnap.reconnecting} strings={p} announce />
      )}
      {liveSnap.typedOnlyNotice && connected && (
        <p className="live-note" role="status">
          {p.typedOnly}
        </p>
      )}
      {callProblem && (
        <div className="vw-alert">
          <CallError
            text={problemText(p, callProblem, browser)}
            retryLabel={p.retry}
            onRetry={pressCall}
          />
          {view.writeInstead && (
            <button
              type="button"
              className="live-secondary"
              part="write-instead"
              onClick={writeInstead}
            >
              {t.writeInstead}
            </button>
          )}
        </div>
      )}
      {chatSnap.problem && !callProblem && (
        <CallError
          text={problemText(p, chatSnap.problem, browser)}
          retryLabel={p.retry}
          onRetry={() => chat.retry(config)}
        />
      )}
      {recap && (
        <Recap
          report={recap.report}
          startedAt={recap.startedAt}
          strings={recap.strings}
          locale={lang === 'he' ? 'he-IL' : 'es-ES'}
          assistantName={assistantName}
        />
      )}
      <ConversationFeedback subject={feedbackSubject} strings={pv} onSend={onFeedback} />
      {view.callControls && (
        <div className="vw-call-bar">
          <button
            type="button"
            className={`vw-call vw-call--${status}`}
            part="call-button"
            data-status={status}
            aria-busy={status === 'connecting' || undefined}
            onClick={pressCall}
          >
            <Icon name={status === 'idle' ? 'phone' : 'close'} />
            <span>{callLabel}</span>
          </button>
          {connected && (
            <TalkControls
              live={live}
              talkMode={liveSnap.talkMode}
              talking={liveSnap.talking}
              muted={liveSnap.muted}
              strings={p}
            />
          )}
          {callActive && (
            <Meters
              live={live}
              running={connected}
              muted={liveSnap.muted}
              strings={p}
              assistantName={assistantName}
            />
          )}
          {connected && <MicSelect live={live} label={p.micSelect} />}
          {connected && <SpeakerSelect live={live} strings={p} />}
        </div>
      )}
      {view.callControls && liveSnap.speakerLost && connected && (
        <p className="live-note" role="status">
          {p.speakerLost}
        </p>
      )}
      {view.composer !== 'none' && (
        <MessageForm
          className="live-composer vw-composer"
          inputRef={inputRef}
          label={p.inputLabel}
          placeholder={
            view.composerWaiting
              ? t.waitingPlaceholder
              : view.composer === 'call'
                ? t.callPlaceholder
                : t.chatPlaceholder
          }
          sendLabel={p.send}
          value={draft}
          onChange={setDraft}
          // One more than allowed, so an over-long paste gets the clear error instead of a silent cut.
          maxLength={MAX_CHAT_CHARS + 1}
          disabled={view.composerWaiting}
          sendDisabled={view.composerWaiting}
          error={
            view.composer === 'call'
              ? inputErrorText(p, liveSnap.inputError, MAX_TEXT_CHARS)
              : inputErrorText(p, chatSnap.inputError, MAX_CHAT_CHARS)
          }
          onSend={send}
        />
      )}
    </section>
  );
}
