/** One POST of a server message (docs/platform.md "Server messages"); redirects are never followed: no open relay. */
import type { AssistantServer } from '../dialogue/server-config.ts';

/**
 * POSTs `body` (a serialised `{ message: { type, … } }`) to `server.url`, with `X-Vapi-Secret` when set.
 *
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
