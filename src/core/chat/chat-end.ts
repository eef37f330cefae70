/**
 * Ends a web chat session on the platform (docs/elements/voice-widget.md "Stored data and
 * forgetting") with Vapi's `{ …, input: 'Ending chat...', sessionEnd: true }` request.
 */
import { request } from '../api/request.ts';
import type { ChatWebRequest } from '../protocol/requests.ts';

/** Not processed by the platform. */
const END_CHAT_INPUT = 'Ending chat...';

/** Where and which session to end. */
export interface EndChatRequest {
  readonly apiUrl: string;
  readonly publicKey: string;
  readonly assistantId: string;
  readonly sessionId: string;
  readonly fetch?: typeof fetch;
  /** ms; default 60 000. */
  readonly timeoutMs?: number;
}

/** The request body, as Vapi's web chat ends a session. */
export function endChatBody(
  request: Pick<EndChatRequest, 'assistantId' | 'sessionId'>,
): ChatWebRequest {
  return {
    assistantId: request.assistantId,
    sessionId: request.sessionId,
    input: END_CHAT_INPUT,
    sessionEnd: true,
  };
}

/** Sends the session end; false on any failure (the session then ends when idle). Never throws. */
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
