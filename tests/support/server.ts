/**
 * Helpers of the local platform's tests: a platform on a free port, REST
 * calls, a WebSocket client that records everything the server sends, and a
 * receiver of server messages (docs/platform.md "Server messages").
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { DEFAULT_ASSISTANTS_DIR } from '../../server/dialogue/assistants.ts';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../../server/index.ts';
import { FRAME_BYTES } from '../../server/audio/pcm.ts';
import { parseServerMessage } from '../../src/core/protocol/parse-server-message.ts';

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

/** The 201 body of `POST /api/call/web`. */
export interface CallJson {
  id: string;
  status: string;
  endedReason?: string;
  messages?: Array<{ role: string; content: string }>;
  transport: { provider: string; websocketCallUrl: string };
  [key: string]: unknown;
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

/** One thing the client received, in order. */
/**
 * Every text frame a {@link CallClient} of this test process received that the
 * browser client's parser (`parseServerMessage`) rejects: the round trip
 * "what the platform sends parses on the client". Server tests check it is
 * empty after their calls.
 */
export const unparsedFrames: string[] = [];

export type Received =
  | {
      readonly kind: 'text';
      readonly raw: string;
      readonly json: Record<string, unknown> | undefined;
      readonly at: number;
    }
  | { readonly kind: 'audio'; readonly bytes: number; readonly rms: number; readonly at: number };

/** Waits until `predicate` holds, polling every 5 ms. */
export async function waitUntil(
  predicate: () => boolean,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(5);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** A WebSocket client of a call that records what the server sends. */
export class CallClient {
  readonly ws: WebSocket;
  readonly received: Received[] = [];
  closeCode: number | undefined;
  closeReason = '';
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  /** @param options `ws` client options (e.g. `localAddress`, to come from another loopback address). */
  constructor(url: string, options?: WebSocket.ClientOptions) {
    this.ws = new WebSocket(url, options);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`unexpected response ${res.statusCode}`)),
      );
      this.ws.once('error', reject);
    });
    this.opened.catch(() => {});
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        this.closeCode = code;
        this.closeReason = reason.toString();
        resolve(code);
      });
    });
    this.ws.on('error', () => {});
    this.ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(data);
      const at = performance.now();
      if (isBinary) {
        let sum = 0;
        for (let i = 0; i + 1 < buf.length; i += 2) sum += buf.readInt16LE(i) ** 2;
        this.received.push({
          kind: 'audio',
          bytes: buf.length,
          rms: Math.sqrt(sum / Math.max(1, buf.length / 2)) / 32768,
          at,
        });
      } else {
        const raw = buf.toString('utf8');
        let json: Record<string, unknown> | undefined;
        try {
          json = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          json = undefined;
        }
        if (!parseServerMessage(raw)) unparsedFrames.push(raw);
        this.received.push({ kind: 'text', raw, json, at });
      }
    });
  }

  /** Opens a client on the call's socket URL and waits for the open. */
  static async connect(call: CallJson): Promise<CallClient> {
    const client = new CallClient(call.transport.websocketCallUrl);
    await client.opened;
    return client;
  }

  /** The text messages, JSON-parsed (`listening` as `{ type: 'listening' }`). */
  get messages(): Array<Record<string, unknown>> {
    return this.received.flatMap((r) => (r.kind === 'text' ? [r.json ?? { type: r.raw }] : []));
  }

  /** Audio frames received. */
  get frames(): Array<Extract<Received, { kind: 'audio' }>> {
    return this.received.filter(
      (r): r is Extract<Received, { kind: 'audio' }> => r.kind === 'audio',
    );
  }

  /** Count of messages matching all fields of `match`. */
  count(match: Record<string, unknown>): number {
    return this.messages.filter((m) => Object.entries(match).every(([k, v]) => m[k] === v)).length;
  }

  /** Waits for the `n`-th message (1-based) matching `match`. */
  async waitFor(match: Record<string, unknown>, n = 1, timeoutMs = 5000): Promise<void> {
    await waitUntil(() => this.count(match) >= n, timeoutMs, `${n}× ${JSON.stringify(match)}`);
  }

  /** Waits for the socket to close and returns the code. */
  async waitClose(timeoutMs = 5000): Promise<number> {
    await waitUntil(() => this.closeCode !== undefined, timeoutMs, 'close');
    return this.closeCode as number;
  }

  /** Sends PCM in 640-byte frames, as fast as the socket takes them. */
  sendPcm(pcm: Buffer, frameBytes = FRAME_BYTES): void {
    for (let i = 0; i < pcm.length; i += frameBytes)
      this.ws.send(pcm.subarray(i, Math.min(pcm.length, i + frameBytes)));
  }

  sendJson(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.terminate();
  }
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

/**
 * A folder of stored assistants for a test platform (docs/platform.md
 * "Server messages"): `sofia` as shipped, and for each entry of `withServer`
 * (id → fields over Sofía's) a copy of Sofía with that id whose server is
 * `hookUrl` (2 s timeout). The caller removes the folder.
 */
export async function assistantsWithServer(
  hookUrl: string,
  withServer: Record<string, Record<string, unknown>> = { hooked: {} },
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'assistants-'));
  const sofia = JSON.parse(
    await readFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8'),
  ) as Record<string, unknown>;
  await copyFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), join(dir, 'sofia.json'));
  for (const [id, fields] of Object.entries(withServer)) {
    await writeFile(
      join(dir, `${id}.json`),
      JSON.stringify({ ...sofia, id, server: { url: hookUrl, timeoutSeconds: 2 }, ...fields }),
    );
  }
  return dir;
}
