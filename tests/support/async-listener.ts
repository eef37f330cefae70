import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * A `node:http` request listener from an async one: a rejection destroys the response (the client
 * sees the connection reset and its test fails there) instead of going unhandled.
 */
export function asyncListener(
  answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): RequestListener {
  return (req, res) => {
    answer(req, res).catch((error: unknown) =>
      res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
