/** 'Forget this conversation' (docs/elements/voice-widget.md "Stored data and forgetting"). */
import { endChatSession } from '../../core/chat/chat-end.ts';
import { forgetStoredKeys } from '../../core/util/history-storage.ts';
import type { KeyStorage } from '../../core/util/page-store.ts';
import type { HistoryClearedDetail } from '../events.ts';
import type { Dispatch } from './feedback-send.ts';

/** What to forget. */
export interface ForgetRequest {
  /** The chat's platform session to end, if any. */
  readonly chatId?: string | undefined;
  /** The ended call whose result is cleared, if any. */
  readonly callId?: string | undefined;
  /** Where the chat goes (needed to end its session). */
  readonly apiUrl?: string | undefined;
  readonly publicKey?: string | undefined;
  readonly assistantId?: string | undefined;
  /** Tests: the storages and `fetch`. */
  readonly stores?: readonly (KeyStorage | undefined)[];
  readonly fetch?: typeof fetch;
}

/**
 * Removes every key of the bundle from both storages, ends the chat session in the background (a
 * failure is ignored: the platform ends idle sessions) and fires `voice-history-cleared`.
 * @returns the dispatched detail.
 */
export function forgetConversation(
  request: ForgetRequest,
  dispatch: Dispatch,
): HistoryClearedDetail {
  const keys = forgetStoredKeys(request.stores);
  const { chatId, callId, apiUrl, publicKey, assistantId } = request;
  if (chatId && apiUrl && publicKey && assistantId) {
    void endChatSession({
      apiUrl,
      publicKey,
      assistantId,
      sessionId: chatId,
      ...(request.fetch ? { fetch: request.fetch } : {}),
    });
  }
  const detail: HistoryClearedDetail = {
    ...(chatId ? { chatId } : {}),
    ...(callId ? { callId } : {}),
    keys,
  };
  dispatch('voice-history-cleared', detail);
  return detail;
}
