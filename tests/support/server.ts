/**
 * Helpers of the local platform's tests: a platform on a free port, REST
 * calls and a receiver of server messages (docs/platform.md "Server
 * messages"). The WebSocket client of a call (`CallClient`) and the stored
 * assistants with a server are in scripts/lib/, shared with the benchmarks.
 */
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { afterAll, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';

import { assistantsWithServer } from '../../scripts/lib/assistants.ts';
import { CallClient, type CallJson, unparsedFrames } from '../../scripts/lib/call-client.ts';
import { Synthesizer } from '../../server/audio/tts.ts';
import type { Language } from '../../server/dialogue/assistants.ts';
import { type PlatformOptions, type RunningPlatform, startPlatform } from '../../server/index.ts';
import type { AdmissionLimits } from '../../server/limits/admission.ts';
import type { ChatLimits } from '../../server/limits/chat-limits.ts';
import { useStarted } from './fixture.ts';

export const KEY = 'test-key';

/** Chat limits the platform's own tests never reach: a session and a message whenever they send one. */
export const CHAT_LIMITS_LIFTED: ChatLimits = {
  maxSessions: 1000,
  sessionsPerMinute: 100_000,
  sessionsAlive: 100_000,
  messagesPerSecond: 1000,
  messageBurst: 1000,
  idleMs: 60_000,
};

/**
 * Per-address call admission for a browser test file's platform: every page
 * of the file comes from one address, so the limits are lifted.
 */
export const ONE_ADDRESS_ADMISSION: AdmissionLimits = { callsPerMinute: 1000, callsAlive: 1000 };

/** Chat limits for a browser test file's platform, lifted likewise. */
export const ONE_ADDRESS_CHAT_LIMITS: ChatLimits = {
  maxSessions: 1000,
  sessionsPerMinute: 1000,
  sessionsAlive: 1000,
  messagesPerSecond: 100,
  messageBurst: 100,
  idleMs: 600_000,
};

/**
 * Starts a platform on 127.0.0.1 with a free port and the test key; only first
 * messages pre-synthesized. Every test client shares one address, so per-address
 * admission is lifted unless a test sets its own. The protocol tests speak with tones, which
 * only the energy detector takes for speech, so it listens unless a test asks for Silero
 * (the hearing tests feed recorded speech).
 */
export function startTestPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  return startPlatform({
    port: 0,
    host: '127.0.0.1',
    publicKey: KEY,
    presynthesize: 'first',
    admission: { callsPerMinute: 100_000, callsAlive: 100_000 },
    vadEngine: 'energy',
    ...options,
  });
}

/** The platform {@link useTestPlatform} starts for the tests of a file or a `describe` block. */
export interface PlatformFixture {
  /** The espeak-ng synthesizer it speaks with, for other platforms the tests start (closed after them). */
  readonly synthesizer: Synthesizer;
  /** The platform, once `beforeAll` has started it. */
  readonly platform: RunningPlatform;
  /** Closes `client` after the tests, with every other client tracked, and returns it. */
  track(client: CallClient): CallClient;
  /** Creates a call on `on` (default {@link platform}) and connects a tracked client to it. */
  open(
    on?: RunningPlatform,
    language?: 'es' | 'he',
  ): Promise<{ client: CallClient; call: CallJson; id: string }>;
}

/**
 * Registers, in the calling file or `describe` block, a test platform
 * ({@link startTestPlatform} with `options`) that speaks with a synthesizer of
 * its own: both start in `beforeAll`, options computed then when given as a
 * function (after the hooks registered before this call). `afterAll` closes
 * the tracked clients, the platform and the synthesizer, then checks that
 * every frame a {@link CallClient} received parsed on the browser client
 * (`unparsedFrames`).
 */
export function useTestPlatform(
  options: PlatformOptions | (() => PlatformOptions) = {},
): PlatformFixture {
  let synthesizer: Synthesizer | undefined;
  let platform: RunningPlatform | undefined;
  const clients: CallClient[] = [];
  beforeAll(async () => {
    synthesizer = new Synthesizer();
    const chosen = typeof options === 'function' ? options() : options;
    platform = await startTestPlatform({ synthesizer, ...chosen });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await platform?.close();
    await synthesizer?.close();
    // Every frame the platform sent parses on the client (src/core/protocol/parse-server-message.ts).
    // Emptied as it is checked: the list is the module's, shared by the files a worker runs without isolation.
    expect(unparsedFrames.splice(0)).toEqual([]);
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`the test platform's ${what} is used before beforeAll`);
    return value;
  };
  const fixture: PlatformFixture = {
    get synthesizer() {
      return started(synthesizer, 'synthesizer');
    },
    get platform() {
      return started(platform, 'platform');
    },
    track(client) {
      clients.push(client);
      return client;
    },
    async open(on = fixture.platform, language) {
      const call = await createCall(on, language);
      return { client: fixture.track(await CallClient.connect(call)), call, id: call.id };
    },
  };
  return fixture;
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
  language?: Language,
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

/**
 * Starts measuring how late this process's event loop runs (a busy machine, or work blocking it);
 * the returned function stops and gives the largest delay seen, ms. A downlink gap beyond it is the
 * frames waiting on something else (a socket, a receiver, a queue), not on the CPU.
 */
export function loopLateness(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    histogram.disable();
    return histogram.max / 1e6;
  };
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

/** A {@link startReceiver} receiver with `dir`, a folder of assistants whose server it is. */
export type HookedAssistants = Awaited<ReturnType<typeof startReceiver>> & { readonly dir: string };

/**
 * Registers, in the calling file or `describe` block, a receiver of server
 * messages and a folder of assistants sending to it
 * ({@link assistantsWithServer} with `withServer`): made in `beforeAll`, the
 * receiver closed and the folder removed in `afterAll` ({@link useStarted}).
 */
export function useHookedAssistants(
  withServer?: Record<string, Record<string, unknown>>,
): HookedAssistants {
  return useStarted(
    async () => {
      const hook = await startReceiver();
      return { ...hook, dir: await assistantsWithServer(hook.url, withServer) };
    },
    {
      stop: async (hook) => {
        hook.server.close();
        await rm(hook.dir, { recursive: true, force: true });
      },
    },
  );
}
