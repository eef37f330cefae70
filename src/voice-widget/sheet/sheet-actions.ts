/**
 * What the sheet's controls do: the call button, sending the draft (into the call while one runs,
 * else to the chat), consent before a call or a first message when `require-consent` asks for it
 * (docs/elements/voice-widget.md), 'new conversation', 'write instead', the starter suggestions
 * and the quick replies. It owns the text
 * field's draft and what waits for consent.
 */
import { useState, type RefObject } from 'react';
import { hasConsent, rememberConsent } from '../../common/conversation/consent.ts';
import { pageStore } from '../../core/util/page-store.ts';
import type { LiveCall } from '../../common/conversation/live-call.ts';
import type { ChatStore } from '../chat/chat-store.ts';
import type { WidgetProps } from '../session-types.ts';
import type { SheetState } from './sheet-state.ts';
import type { OfferedReply } from '../../common/conversation/quick-replies.ts';

/** What waits for the visitor's consent: a call, or a chat message. */
export type Pending = { kind: 'call' } | { kind: 'chat'; text: string };

/** What {@link useSheetActions} works with. */
export interface SheetActionsInput {
  readonly props: WidgetProps;
  readonly live: LiveCall;
  readonly chat: ChatStore;
  readonly state: SheetState;
  readonly inputRef: RefObject<HTMLInputElement>;
  /** Sends `voice-consent-change`. */
  readonly onConsent: (accepted: boolean) => void;
  /** Vapi's `assistantOverrides` of each call and chat request (`common/conversation/overrides.ts`). */
  readonly overrides?: (() => Readonly<Record<string, unknown>>) | undefined;
}

/** See the module comment. `pending` is what waits for consent, while the dialog shows. */
export function useSheetActions({
  props,
  live,
  chat,
  state,
  inputRef,
  onConsent,
  overrides,
}: SheetActionsInput) {
  const [pending, setPending] = useState<Pending | undefined>();
  const [draft, setDraft] = useState('');
  const config = {
    publicKey: props.publicKey,
    assistantId: props.assistantId,
    apiUrl: props.apiUrl,
    lang: props.lang,
    overrides,
  };
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
  return {
    pending,
    /** The text field's text (the sheet owns it: it stays until sent). */
    draft,
    setDraft,
    pressCall: (): void => {
      if (state.status !== 'idle') live.press(config, false);
      else gate({ kind: 'call' });
    },
    /** Sends the draft: into the call while one runs, else to the chat (after consent); the draft stays when nothing was sent. */
    send: (): void => {
      if (state.view.composer === 'call') {
        if (live.messages.sendText(draft)) setDraft('');
        return;
      }
      // Empty text gets its inline error at once; consent is asked only for something to send.
      if (draft.trim() === '') chat.send(draft, config);
      else gate({ kind: 'chat', text: draft });
    },
    /** A starter suggestion: sent as if typed (the draft stays). */
    sendSuggestion: (text: string): void => {
      if (state.view.composer === 'call') live.messages.sendText(text);
      else gate({ kind: 'chat', text });
    },
    /** A quick reply: the call's while one runs, else the chat's. */
    chooseReply: (reply: OfferedReply): void => {
      if (state.callActive) live.chooseReply(reply);
      else chat.chooseReply(reply, config);
    },
    retryChat: (): void => chat.retry(config),
    /** Clears the chat and its stored session, and an ended call's result (a running call goes on). */
    newConversation: (): void => {
      chat.newConversation();
      live.dismiss();
    },
    writeInstead: (): void => {
      live.dismiss();
      inputRef.current?.focus();
    },
    accept: (action: Pending): void => {
      rememberConsent(props.assistantId, consentStorage);
      setPending(undefined);
      onConsent(true);
      run(action);
    },
    decline: (): void => {
      setPending(undefined);
      onConsent(false);
    },
  };
}
