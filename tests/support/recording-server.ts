/**
 * A real local HTTP server for the platform-client tests. It records every
 * request (method, raw target, headers, body bytes) and answers through a
 * replaceable handler.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. `target` is the raw request target (path + query, still percent-encoded). */
export interface RecordedRequest {
  readonly method: string;
  readonly target: string;
  readonly path: string;
  readonly search: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Answers one recorded request. May leave `res` open to simulate a stalled server. */
type Handler = (req: RecordedRequest, res: ServerResponse) => void;

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Replaces the handler until {@link reset}. */
  handle(handler: Handler): void;
  /** Clears the recorded requests and restores the default handler. */
  reset(): void;
  /** Resolves with the next request once its body has been read. */
  nextRequest(): Promise<RecordedRequest>;
  close(): Promise<void>;
}

/** Default answer: 200 JSON echoing method and target. */
const echo: Handler = (req, res) => json(res, 200, { echo: `${req.method} ${req.target}` });

/** Writes a JSON response. */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  res.writeHead(status, { 'Content-Type': contentType });
  res.end(JSON.stringify(body));
}

/** Writes a text response. */
export function text(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'Content-Type': contentType });
  res.end(body);
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = echo;
  let waiters: ((req: RecordedRequest) => void)[] = [];

  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const target = incoming.url ?? '';
      const queryAt = target.indexOf('?');
      const req: RecordedRequest = {
        method: incoming.method ?? '',
        target,
        path: queryAt === -1 ? target : target.slice(0, queryAt),
        search: queryAt === -1 ? '' : target.slice(queryAt + 1),
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(req);
      const waiting = waiters;
      waiters = [];
      for (const resolve of waiting) resolve(req);
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      handler = echo;
    },
    nextRequest() {
      return new Promise((resolve) => waiters.push(resolve));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Parses a recorded multipart body with the platform's own parser (undici's `Response.formData`). */
export async function readMultipart(req: RecordedRequest): Promise<FormData> {
  const contentType = req.headers['content-type'] ?? '';
  return new Response(new Uint8Array(req.body), {
    headers: { 'Content-Type': contentType },
  }).formData();
}
