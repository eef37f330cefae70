/**
 * Ends a web chat session on the platform (docs/elements/voice-widget.md
 * "Stored data and forgetting"): one more `POST {api-url}/chat/web` in
 * Vapi's shape `{ assistantId, sessionId, input: 'Ending chat...',
 * sessionEnd: true }`, with the public key as bearer, through the one fetch
 * wrapper. The platform closes the session without answering the input.
 */
import { request } from '../api/request.ts';

/** The input Vapi's web chat sends with `sessionEnd` (not processed by the platform). */
const END_CHAT_INPUT = 'Ending chat...';

/** Where and which session to end. */
export interface EndChatRequest {
  readonly apiUrl: string;
  readonly publicKey: string;
  readonly assistantId: string;
  /** The platform's chat session (`/chat/web`'s `sessionId`). */
  readonly sessionId: string;
  /** `fetch` to use (tests). */
  readonly fetch?: typeof fetch;
  /** Longest wait, ms (default 60 000). */
  readonly timeoutMs?: number;
}

/** The request body, as Vapi's web chat ends a session. */
export function endChatBody(
  request: Pick<EndChatRequest, 'assistantId' | 'sessionId'>,
): Record<string, unknown> {
  return {
    assistantId: request.assistantId,
    sessionId: request.sessionId,
    input: END_CHAT_INPUT,
    sessionEnd: true,
  };
}

/**
 * Sends the session end and ignores the answer.
 * @returns true when the platform answered 2xx; false on any failure
 *   (network, non-2xx, time-out): the session then ends by itself when idle.
 *   Never throws.
 */
export async function endChatSession(req: EndChatRequest): Promise<boolean> {
  try {
    await request(
      {
        baseUrl: req.apiUrl,
        token: req.publicKey,
        ...(req.fetch ? { fetch: req.fetch } : {}),
        ...(req.timeoutMs === undefined ? {} : { timeoutMs: req.timeoutMs }),
      },
      {
        method: 'POST',
        path: '/chat/web',
        bodyType: 'json',
        body: endChatBody(req),
        auth: 'bearer',
      },
    );
    return true;
  } catch {
    return false;
  }
}
