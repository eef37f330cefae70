/** Small pure helpers over the chat's visible history: marking, patching, the recap. */
import type { CallReport } from '../../common/conversation/recap.ts';
import type { ChatMessage } from '../../core/chat/chat-storage.ts';
import type { ChatSnapshot } from './chat-snapshot.ts';

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

/** `messages` with the message `id` changed by `patch` (the others as they are). */
export function withPatch(
  messages: readonly ChatMessage[],
  id: string,
  patch: Partial<ChatMessage>,
): ChatMessage[] {
  return messages.map((m) => (m.id === id ? { ...m, ...patch } : m));
}

/**
 * The chat's recap once a lead was captured: the session as the call id; `now` gives ms;
 * `medianLatencyMs` the chat's median wait for a first character, if any was timed.
 */
export function chatReport(
  state: ChatSnapshot,
  sessionId: string,
  now: () => number,
  medianLatencyMs?: number,
): CallReport {
  const startedAt = state.startedAt ?? now();
  return {
    callId: sessionId,
    durationS: Math.round((now() - startedAt) / 100) / 10,
    endedReason: 'lead-captured',
    transcript: state.messages.map((m) => ({ role: m.role, text: m.text, timeS: 0 })),
    lead: state.lead ?? null,
    ...(medianLatencyMs !== undefined ? { medianLatencyMs } : {}),
  };
}
