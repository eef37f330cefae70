/**
 * Helpers of the local platform's tests: a platform on a free port, REST
 * calls and a receiver of server messages (docs/platform.md "Server
 * messages"). The WebSocket client of a call (`CallClient`) and the stored
 * assistants with a server are in scripts/lib/, shared with the benchmarks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../../server/index.ts';
import type { CallClient, CallJson } from '../../scripts/lib/call-client.ts';

export const KEY = 'test-key';

/**
 * Starts a platform on 127.0.0.1 with a free port and the test key; only first
 * messages pre-synthesized. Every test client shares one address, so per-address
 * admission is lifted unless a test sets its own.
 */
export function startTestPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  return startPlatform({
    port: 0,
    host: '127.0.0.1',
    publicKey: KEY,
    presynthesize: 'first',
    admission: { callsPerMinute: 100_000, callsAlive: 100_000 },
    ...options,
  });
}

/** `fetch` against the platform; `auth: false` omits the bearer header. */
export function api(
  platform: RunningPlatform,
  path: string,
  init: RequestInit & { auth?: boolean | string } = {},
): Promise<Response> {
  const { auth = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (auth !== false) headers.set('Authorization', `Bearer ${auth === true ? KEY : auth}`);
  return fetch(new URL(path.replace(/^\//, ''), platform.url), { ...rest, headers });
}

/** Creates a call; fails the test unless the answer is 201. */
export async function createCall(
  platform: RunningPlatform,
  language?: 'es' | 'he',
): Promise<CallJson> {
  const body: Record<string, unknown> = { assistantId: 'sofia' };
  if (language) body['assistantOverrides'] = { variableValues: { language } };
  const res = await api(platform, '/api/call/web', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  if (res.status !== 201) throw new Error(`POST /api/call/web → ${res.status} ${await res.text()}`);
  return (await res.json()) as CallJson;
}

/** `GET /api/call/{id}` body. */
export async function getCall(platform: RunningPlatform, id: string): Promise<CallJson> {
  const res = await api(platform, `/api/call/${id}`);
  if (res.status !== 200) throw new Error(`GET /api/call/${id} → ${res.status}`);
  return (await res.json()) as CallJson;
}

/**
 * Opens a WebSocket that is expected to be refused.
 *
 * @returns the HTTP status of the refusal, or `open` if it opened.
 */
export function upgradeStatus(url: string): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('open', () => {
      resolve('open');
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}

/** Largest gap between consecutive downlink frames received in [from, to] (performance.now() ms), counting from the last frame before `from`. */
export function largestGap(client: CallClient, from: number, to: number): number {
  let previous: number | undefined;
  let gap = 0;
  for (const frame of client.frames) {
    if (frame.at > to) break;
    if (frame.at >= from && previous !== undefined) gap = Math.max(gap, frame.at - previous);
    previous = frame.at;
  }
  return Math.max(gap, previous === undefined ? Infinity : to - previous);
}

/** One POST a {@link startReceiver} receiver got. */
export interface ReceivedPost {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  /** The JSON body (`{ message: { unparsed } }` when it was not JSON). */
  readonly body: { message: Record<string, unknown> };
  /** performance.now() when the body had arrived. */
  readonly at: number;
}

/**
 * A local receiver of server messages on 127.0.0.1: records every POST body,
 * then lets `answer` respond (default 200 `{}`; an `answer` that never ends the
 * response makes a receiver that hangs). `closed` counts the requests whose
 * connection closed before an answer (the sender aborted them).
 */
export async function startReceiver(
  answer: (req: IncomingMessage, res: ServerResponse, got: ReceivedPost) => void = (_q, r) =>
    void r.end('{}'),
): Promise<{ url: string; got: ReceivedPost[]; server: Server; aborted: () => number }> {
  const got: ReceivedPost[] = [];
  let aborted = 0;
  const server = createServer((req, res) => {
    let text = '';
    res.on('close', () => {
      if (!res.writableFinished) aborted++;
    });
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      let body: ReceivedPost['body'];
      try {
        body = JSON.parse(text) as ReceivedPost['body'];
      } catch {
        body = { message: { unparsed: text } };
      }
      const post = { path: req.url ?? '', headers: req.headers, body, at: performance.now() };
      got.push(post);
      answer(req, res, post);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    server,
    aborted: () => aborted,
  };
}
