/**
 * `<voice-widget>`'s expanded sheet: the heading, one
 * conversation log for chat and calls, the call controls (mute or push-to-talk, the talk-mode switch, the microphone and speaker pickers), the text field,
 * consent, guided errors and the recap. What shows for the mode and the
 * call's state comes from `sheetView` (`../view.ts`). While open, Tab stays inside
 * (`focus-trap`, shadow-DOM aware) and Escape closes it. Its sections are the
 * `Sheet*.tsx` files beside it; its state and actions, `sheet-state.ts` and
 * `sheet-actions.ts`.
 */
import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { CallController } from '../../common/call/controller.ts';
import type { LiveCall } from '../../common/conversation/live-call.ts';
import type { FeedbackSubject } from '../../common/live-panel/ConversationFeedback.tsx';
import type { FeedbackRating } from '../../core/protocol/feedback.ts';
import { dirOf, type Lang } from '../../core/lang.ts';
import type { ChatStore } from '../chat/chat-store.ts';
import type { WidgetProps } from '../session-types.ts';
import { useSheetActions } from './sheet-actions.ts';
import { useSheetState } from './sheet-state.ts';
import { SheetCallBar } from './SheetCallBar.tsx';
import { SheetComposer } from './SheetComposer.tsx';
import { SheetConsent } from './SheetConsent.tsx';
import { SheetHeader } from './SheetHeader.tsx';
import { SheetLog } from './SheetLog.tsx';
import { SheetNotices } from './SheetNotices.tsx';
import { SheetRecap } from './SheetRecap.tsx';

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
  /** The visitor chose another language in the language control. */
  readonly onLanguage: (lang: Lang) => void;
  /** Vapi's `assistantOverrides` of each call and chat request, read when sent (`common/conversation/overrides.ts`). */
  readonly overrides?: () => Readonly<Record<string, unknown>>;
}

/** See the module comment. */
export function WidgetSheet({
  props,
  call,
  live,
  chat,
  onClose,
  onConsent,
  onFeedback,
  onForget,
  onLanguage,
  linkHosts,
  overrides,
}: WidgetSheetProps) {
  const { lang, assistantName } = props;
  const state = useSheetState(props.mode, call, live, chat);
  const { status, liveSnap, chatSnap, callActive, connected, view } = state;
  const sheetRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusTrap(sheetRef, inputRef);
  const actions = useSheetActions({ props, live, chat, state, inputRef, onConsent, overrides });
  const { pending } = actions;

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
      onKeyDown={(e) => closeOnEscape(e, !!pending, onClose)}
    >
      <SheetHeader
        heading={props.heading ?? assistantName}
        assistantName={assistantName}
        avatar={props.avatar}
        live={callActive ? live : undefined}
        lang={lang}
        languages={props.languages}
        onLanguage={onLanguage}
        empty={chatSnap.messages.length === 0 && !liveSnap.report}
        callActive={callActive}
        onNewConversation={actions.newConversation}
        onForget={() => onForget(state.callReport?.callId)}
        onClose={onClose}
      />
      <SheetLog
        liveSnap={liveSnap}
        chatSnap={chatSnap}
        lang={lang}
        assistantName={assistantName}
        greeting={props.greeting}
        onRetry={actions.retryChat}
        linkHosts={linkHosts}
        suggestions={view.composer === 'none' ? [] : props.suggestions}
        actions={actions}
        avatar={props.avatar}
      />
      {pending && (
        <SheetConsent
          pending={pending}
          lang={lang}
          consentText={props.consentText}
          onAccept={actions.accept}
          onDecline={actions.decline}
        />
      )}
      <SheetNotices
        live={live}
        liveSnap={liveSnap}
        connected={connected}
        callProblem={state.callProblem}
        chatProblem={chatSnap.problem}
        writeInstead={view.writeInstead}
        lang={lang}
        assistantName={assistantName}
        onRetryCall={actions.pressCall}
        onWriteInstead={actions.writeInstead}
        onRetryChat={actions.retryChat}
      />
      <SheetRecap
        callReport={state.callReport}
        callStartedAt={liveSnap.startedAt}
        chatSnap={chatSnap}
        callActive={callActive}
        feedback={props.feedback}
        lang={lang}
        assistantName={assistantName}
        onFeedback={onFeedback}
      />
      {view.callControls && (
        <SheetCallBar
          status={status}
          live={live}
          liveSnap={liveSnap}
          connected={connected}
          callActive={callActive}
          assistantName={assistantName}
          lang={lang}
          onPress={actions.pressCall}
        />
      )}
      {view.composer !== 'none' && (
        <SheetComposer
          composer={view.composer}
          waiting={view.composerWaiting}
          inputRef={inputRef}
          draft={actions.draft}
          onDraft={actions.setDraft}
          liveInputError={liveSnap.inputError}
          chatInputError={chatSnap.inputError}
          lang={lang}
          onSend={actions.send}
        />
      )}
    </section>
  );
}

/** Escape closes the sheet, unless the consent dialog waits for an answer. */
function closeOnEscape(e: KeyboardEvent, pending: boolean, onClose: () => void): void {
  if (e.key !== 'Escape' || pending) return;
  e.stopPropagation();
  onClose();
}

/** Tab stays inside the sheet while it is open; focus goes to the text field, else the first control. */
function useFocusTrap(
  sheetRef: RefObject<HTMLElement>,
  inputRef: RefObject<HTMLInputElement>,
): void {
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
  }, [sheetRef, inputRef]);
}
