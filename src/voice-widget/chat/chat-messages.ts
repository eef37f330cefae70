/** Small pure helpers over the chat's visible history. */
import type { ChatMessage } from '../../core/chat/chat-storage.ts';

/** `messages` with the visitor's last message marked failed (it gets a retry). */
export function markLastUserFailed(messages: readonly ChatMessage[]): ChatMessage[] {
  const out = [...messages];
  for (let i = out.length - 1; i >= 0; i--) {
    const m = out[i] as ChatMessage;
    if (m.role === 'user') {
      out[i] = { ...m, status: 'failed' };
      break;
    }
  }
  return out;
}
