/**
 * A real local HTTP server standing in for the platform's `POST /call/web`.
 * It answers CORS preflights (the client runs cross-origin, in happy-dom as
 * in a browser), records every non-preflight request, and answers through a
 * replaceable handler.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { useStarted } from './fixture.ts';

interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type Reply = (req: SeenRequest, res: ServerResponse) => void;

export interface WebCallServer {
  readonly url: string;
  readonly requests: SeenRequest[];
  reply(handler: Reply): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, content-type, accept',
  'Access-Control-Allow-Methods': 'POST',
};

/** A successful web-call answer (docs/behaviour.md §3 response fields, plus one the client ignores). */
export function webCallBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'call-123',
    webCallUrl: 'https://example.daily.co/room-1',
    artifactPlan: { videoRecordingEnabled: false },
    assistant: { voice: { provider: '11labs' } },
    orgId: 'ignored',
    ...overrides,
  };
}

/** Writes `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Writes a raw body with a JSON content type (for malformed JSON). */
export function sendRaw(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
  res.end(text);
}

export const ok: Reply = (_req, res) => sendJson(res, 200, webCallBody());

async function startWebCallServer(): Promise<WebCallServer> {
  const requests: SeenRequest[] = [];
  let handler: Reply = ok;
  const server = createServer((incoming, res) => {
    if (incoming.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (body += chunk));
    incoming.on('end', () => {
      const seen = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        body,
      };
      requests.push(seen);
      handler(seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Registers, in the calling file or `describe` block, one
 * {@link WebCallServer} for its tests ({@link useStarted}): started in
 * `beforeAll` answering with `reply`, back to `reply` with no request seen
 * after each test, closed in `afterAll`.
 */
export function useWebCallServer(reply: Reply = ok): WebCallServer {
  const reset = (server: WebCallServer): void => {
    server.reply(reply);
    server.requests.length = 0;
  };
  return useStarted(
    async () => {
      const server = await startWebCallServer();
      reset(server);
      return server;
    },
    { afterEach: reset, stop: (server) => server.close() },
  );
}
