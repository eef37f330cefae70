/**
 * The platform's HTTP server (server/README.md "Run"): `/api` to the API, other paths
 * to the static site, upgrades to the calls. A handler that throws answers 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

import { isApiPath } from './api.ts';
import { sendError } from './json.ts';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the server routes to. */
export interface HttpServerHandlers {
  /** `/api` and below (`createApiHandler`). */
  readonly api: RequestHandler;
  /** Every other path (`createStaticHandler`). */
  readonly site: RequestHandler;
  /** The HTTP `upgrade` event (`createUpgradeHandler`). */
  readonly upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

/** Builds the server (not yet listening). */
export function createHttpServer(handlers: HttpServerHandlers): Server {
  const server = createServer((req, res) => {
    try {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (isApiPath(pathname)) handlers.api(req, res);
      else handlers.site(req, res);
    } catch (error) {
      console.error('[platform] request failed:', error);
      if (!res.headersSent) sendError(res, 500, 'server-error', 'internal error');
      else res.destroy();
    }
  });
  server.on('upgrade', handlers.upgrade);
  return server;
}

/**
 * Listens on `port` (0 picks a free one) and `host`. @returns the port bound.
 * @throws (rejects) the `listen` error, e.g. `EADDRINUSE`.
 */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}
