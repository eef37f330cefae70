/**
 * One POST of a server message to a stored assistant's server (docs/platform.md
 * "Server messages"), as both the outbox and server tools send it: a JSON
 * body, `X-Vapi-Secret` when the server has a secret, and no redirects (a
 * 3xx comes back as the response, never followed: no open relay).
 */
import type { AssistantServer } from '../dialogue/server-config.ts';

/**
 * POSTs `body` (a serialised `{ message: { type, … } }`) to `server.url`.
 *
 * @param signal stops the request (a timeout, the call or the platform ending).
 * @param fetchImpl `fetch` (tests).
 * @param extraHeaders more headers (the outbox's `X-Message-Id`).
 * @returns the response, whatever its status; the caller reads or cancels its body.
 * @throws (rejects) on a network error or when `signal` aborts.
 */
export function postToServer(
  server: AssistantServer,
  body: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...extraHeaders,
    ...(server.secret ? { 'X-Vapi-Secret': server.secret } : {}),
  };
  return fetchImpl(server.url, { method: 'POST', headers, body, redirect: 'manual', signal });
}
