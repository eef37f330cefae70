/**
 * The local voice platform: one Node process that serves the demo site and,
 * on the same origin, the platform API under
 * `/api` with the WebSocket call transport (docs/platform.md). The demo
 * assistant speaks with espeak-ng and follows its script (no speech
 * recognition offline).
 *
 * This file is the composition root: it builds the pieces of `http/`,
 * `calls/`, `chat/`, `dialogue/`, `audio/` and `limits/` (server/README.md
 * "Layout") and wires them together; nothing else imports it but tests and
 * scripts.
 *
 * As a program: `tsx server/index.ts` listens on `PORT` (default 4173; 0 picks
 * a free port) on `HOST` (default 127.0.0.1) and prints its URL. The public
 * key is `LOCAL_PUBLIC_KEY` (default `local-demo-key`); the other `LOCAL_*`
 * limits are in server/README.md. Its state (the outbox, chats, live calls)
 * lives in `DATA_DIR` (default `.data/`; docs/durable-state.md), kept for
 * `DATA_RETENTION_HOURS`; the assistants come from `ASSISTANTS_DIR` (default
 * `server/assistants/`). `SIGTERM` or `SIGINT` is a restart: the platform
 * stops taking calls, closes call sockets with 1012 "service restart" (the
 * clients resume on the next start), writes what it holds and exits within 5 s.
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { WebSocketServer } from 'ws';

import { MAX_WS_PAYLOAD_BYTES } from '../src/core/protocol/limits.ts';
import type { VadEngine } from './audio/hearing.ts';
import { HearingPool } from './audio/hearing-pool.ts';
import { FrameClock } from './audio/pacer.ts';
import { Synthesizer } from './audio/tts.ts';
import { TtsDiskCache } from './audio/tts-disk-cache.ts';
import { LiveSessions } from './calls/live-sessions.ts';
import { CallRegistry } from './calls/registry.ts';
import { reportCall } from './calls/server-report.ts';
import { createUpgradeHandler } from './calls/upgrade.ts';
import { reportChat } from './chat/server-report.ts';
import { ChatSessions } from './chat/sessions.ts';
import {
  type Assistant,
  DEFAULT_ASSISTANTS_DIR,
  loadAssistants,
  scriptLines,
} from './dialogue/assistants.ts';
import { createApiHandler } from './http/api.ts';
import { demoPageOverrides } from './http/page-config.ts';
import { createHttpServer, type HttpServerHandlers, listen } from './http/server.ts';
import { createStaticHandler } from './http/static.ts';
import {
  Admission,
  admissionFromEnv,
  type AdmissionLimits,
  UpgradeAdmission,
} from './limits/admission.ts';
import { chatLimitsFromEnv } from './limits/chat-limits.ts';
import { parseTrustProxy, type TrustProxy } from './limits/client-address.ts';
import { FeedbackStore } from './messages/feedback.ts';
import { Outbox, outboxLimitsFromEnv } from './messages/outbox.ts';
import type { PlatformOptions, RunningPlatform, Services } from './platform-types.ts';
import { abandon, endCalls, suspendCalls, teardown } from './shutdown.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import {
  DEFAULT_RETENTION_HOURS,
  type PlatformStore,
  retentionMsFromEnv,
  StorageOpenError,
} from './storage/store.ts';
import { DEFAULT_TIMING, type PlatformTiming } from './timing.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export type { PlatformOptions, RunningPlatform } from './platform-types.ts';
export { DEFAULT_TIMING, type PlatformTiming } from './timing.ts';

/**
 * Starts the platform: loads the assistants, starts the TTS and synthesizes
 * the first messages, then listens.
 *
 * @throws (rejects) the `listen` error (e.g. `EADDRINUSE`); an Error for an
 *   invalid assistant data file or a missing `404.html`; a `StorageOpenError`
 *   for a corrupt or foreign database in `dataDir`, or one another platform
 *   holds; a TTS error if the first messages cannot be synthesized.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const timing: PlatformTiming = { ...DEFAULT_TIMING, ...options.timing };
  // Before anything is started: a bad TRUST_PROXY fails the start with its reason.
  const trustProxy = parseTrustProxy(options.trustProxy ?? process.env['TRUST_PROXY']);
  const publicKey = options.publicKey ?? process.env['LOCAL_PUBLIC_KEY'] ?? 'local-demo-key';
  const assistants = await loadAssistants(options.assistantsDir ?? DEFAULT_ASSISTANTS_DIR);
  const serveStatic = await createStaticHandler(
    options.siteDir ?? resolve(ROOT, 'demo-host'),
    options.distDir ?? resolve(ROOT, 'dist'),
    options.pageOverrides ?? demoPageOverrides(process.env, publicKey),
    { prerender: options.prerender ?? true },
  );
  // Before anything is started: a corrupt or foreign database, or another platform on it, fails the start
  // (StorageOpenError naming the file; docs/durable-state.md "Storage").
  const store = openSqliteStore(options.dataDir ?? ':memory:');
  const ownsSynthesizer = options.synthesizer === undefined;
  const synthesizer = options.synthesizer ?? createSynthesizer(options);
  let ready: Promise<void>;
  try {
    ready = (await presynthesize(synthesizer, assistants, options.presynthesize ?? 'all')).rest;
  } catch (error) {
    if (ownsSynthesizer) await synthesizer.close();
    store.close();
    throw error;
  }

  const admission = options.admission ?? admissionFromEnv();
  const hearingPool = options.hearingPool ?? (await startHearing(options.vadEngine));
  const services = startServices(options, timing, assistants, store, synthesizer, ownsSynthesizer, {
    ...(hearingPool ? { pool: hearingPool } : {}),
    owned: options.hearingPool === undefined,
  });
  const server = createPlatformServer(services, options, {
    assistants,
    publicKey,
    trustProxy,
    admission,
    site: serveStatic,
  });
  // Calls taken back from the store (docs/durable-state.md "Calls"): detached, waiting for their clients' resumes.
  services.sessions.restore(services.registry.restoreStored(assistants));
  // What the outbox held before the restart is delivered again; the stored chats are live again.
  services.outbox.resume();
  services.chats.restoreStored(Date.now());

  const port = options.port ?? Number(process.env['PORT'] ?? 4173);
  const host = options.host ?? process.env['HOST'] ?? '127.0.0.1';
  let actualPort: number;
  try {
    actualPort = await listen(server, port, host);
  } catch (error) {
    await abandon(services);
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${actualPort}/`,
    server,
    publicKey,
    ready,
    stats: () => {
      const sockets = services.sessions.attachedCount;
      return {
        vad: hearingPool ? 'silero' : 'energy',
        liveCalls: services.registry.liveCount,
        sockets,
        detached: services.sessions.size - sockets,
        tts: synthesizer.stats(),
        storeBytes: store.sizeBytes(),
      };
    },
    suspend: () =>
      (closing ??= teardown(services, server, () => suspendCalls(services, server), 250)),
    close: () => (closing ??= teardown(services, server, () => endCalls(services))),
  };
}

/**
 * Starts the Silero hearing worker unless `engine` (default `VAD`, else `silero`) is `energy`.
 * @returns undefined for the energy detector: asked for, or the fallback when the model cannot load (warned).
 */
async function startHearing(engine?: VadEngine): Promise<HearingPool | undefined> {
  const wanted = engine ?? process.env['VAD'] ?? 'silero';
  if (wanted === 'energy') return undefined;
  if (wanted !== 'silero')
    console.warn(`[platform] VAD=${wanted.slice(0, 20)} is not silero or energy; using silero`);
  try {
    return await HearingPool.start();
  } catch (error) {
    console.warn(
      `[platform] Silero VAD could not load (${error instanceof Error ? error.message : String(error)}); turns use the energy detector (VAD=energy)`,
    );
    return undefined;
  }
}

/** The platform's own synthesizer, with the disk cache of its fixed lines unless that is `'off'`. */
function createSynthesizer(options: PlatformOptions): Synthesizer {
  const ttsCacheDir = options.ttsCacheDir ?? process.env['TTS_CACHE_DIR'] ?? '.data/tts';
  const diskCache = ttsCacheDir === 'off' ? undefined : new TtsDiskCache(resolve(ttsCacheDir));
  return new Synthesizer({ workers: options.ttsWorkers ?? 1, diskCache });
}

/**
 * Synthesizes the script ahead as `mode` says (`PlatformOptions.presynthesize`): the first messages
 * before it resolves, the rest (with `all`) in the background.
 *
 * @returns `rest`, the background synthesis's end (`RunningPlatform.ready`: its error is logged, it
 *   never rejects).
 * @throws (rejects) the TTS error of a first message.
 */
async function presynthesize(
  synthesizer: Synthesizer,
  assistants: ReadonlyMap<string, Assistant>,
  mode: 'all' | 'first' | 'none',
): Promise<{ readonly rest: Promise<void> }> {
  const say = (which: 'first' | 'rest') =>
    Promise.all(
      scriptLines(assistants, which).map(([voice, input]) => synthesizer.synthesize(voice, input)),
    );
  if (mode !== 'none') await say('first');
  if (mode !== 'all') return { rest: Promise.resolve() };
  return {
    rest: say('rest').then(
      () => undefined,
      (error: unknown) => console.error('[platform] could not synthesize the script:', error),
    ),
  };
}

/** Starts the calls, chats and server messages on `store` (nothing stored is taken back yet). */
function startServices(
  options: PlatformOptions,
  timing: PlatformTiming,
  assistants: ReadonlyMap<string, Assistant>,
  store: PlatformStore,
  synthesizer: Synthesizer,
  ownsSynthesizer: boolean,
  hearing: Services['hearing'],
): Services {
  // Server messages of stored assistants with a `server` (docs/platform.md "Server messages"): queued, never awaited.
  const outbox = new Outbox(
    options.outbox,
    fetch,
    store.outbox,
    (id) => assistants.get(id)?.server,
  );
  const registry: CallRegistry = new CallRegistry({
    openTimeoutMs: timing.openTimeoutMs,
    retainEndedMs: timing.retainEndedMs,
    maxCalls: options.maxCalls ?? 200,
    onChange: (call) => reportCall(outbox, call),
    store: store.records,
    sessionState: (id) => sessions.state(id),
  });
  const clock = new FrameClock();
  const sessions = new LiveSessions({
    registry,
    synthesizer,
    clock,
    timing,
    ...(options.vad ? { vad: options.vad } : {}),
    ...(hearing.pool ? { hearingPool: hearing.pool } : {}),
  });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WS_PAYLOAD_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const chats = new ChatSessions(
    options.chatLimits ?? chatLimitsFromEnv(),
    (session, reason) => reportChat(outbox, session, reason),
    {
      store: store.records,
      resolve: (assistantId, language) => {
        const assistant = assistants.get(assistantId);
        const script = assistant?.languages[language];
        return script
          ? { script, ...(assistant?.server ? { server: assistant.server } : {}) }
          : undefined;
      },
    },
  );
  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_HOURS * 3_600_000;
  const sweep = startSweep(store, outbox, chats, retentionMs);
  const shutdown = new AbortController();
  return {
    store,
    synthesizer,
    ownsSynthesizer,
    outbox,
    registry,
    sessions,
    clock,
    wss,
    chats,
    shutdown,
    sweep,
    hearing,
  };
}

/**
 * Once a minute, and once now for the expiry: idle chats end, and (retention, docs/durable-state.md
 * "Retention") what was not written for `retentionMs` is forgotten.
 */
function startSweep(
  store: PlatformStore,
  outbox: Outbox,
  chats: ChatSessions,
  retentionMs: number,
): NodeJS.Timeout {
  const expire = (now: number): void => {
    try {
      store.records.expire(now - retentionMs);
      outbox.expire(now - retentionMs);
      store.maintain();
    } catch (error) {
      console.error('[platform] could not expire old records:', error);
    }
  };
  const sweep = setInterval(() => {
    chats.sweep(Date.now());
    expire(Date.now());
  }, 60_000);
  sweep.unref();
  expire(Date.now());
  return sweep;
}

/** What the HTTP side needs besides the services. */
interface HttpSetup {
  readonly assistants: ReadonlyMap<string, Assistant>;
  readonly publicKey: string;
  readonly trustProxy: TrustProxy;
  /** Per-address limits, of the API's calls and of the call-socket upgrades alike. */
  readonly admission: AdmissionLimits;
  /** The static site's handler. */
  readonly site: HttpServerHandlers['site'];
}

/** The HTTP server (not yet listening): the API, the static site and the call sockets' upgrades. */
function createPlatformServer(
  services: Services,
  options: PlatformOptions,
  http: HttpSetup,
): Server {
  const { registry, sessions, chats, outbox, wss } = services;
  const api = createApiHandler({
    registry,
    assistants: http.assistants,
    publicKey: http.publicKey,
    admission: new Admission(http.admission),
    chats,
    feedback: new FeedbackStore(),
    outbox,
    trustProxy: http.trustProxy,
    signal: services.shutdown.signal,
    hangUp: (call) => sessions.hangUp(call),
    ...(options.chatDeltaIntervalMs !== undefined
      ? { chatDeltaIntervalMs: options.chatDeltaIntervalMs }
      : {}),
  });
  return createHttpServer({
    api,
    site: http.site,
    upgrade: createUpgradeHandler({
      wss,
      registry,
      admission: new UpgradeAdmission(http.admission),
      trustProxy: http.trustProxy,
      onConnection: (ws, call) => sessions.open(ws, call),
      onResume: (ws, callId, token) => sessions.resume(ws, callId, token),
    }),
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const assistantsDir = process.env['ASSISTANTS_DIR'];
  let options: PlatformOptions;
  try {
    options = {
      dataDir: process.env['DATA_DIR'] || '.data',
      retentionMs: retentionMsFromEnv(),
      outbox: outboxLimitsFromEnv(),
      ...(assistantsDir ? { assistantsDir: resolve(assistantsDir) } : {}),
    };
  } catch (error) {
    console.error('Could not start the local voice platform:', (error as Error).message);
    process.exit(1);
  }
  startPlatform(options)
    .then((platform) => {
      const { url, suspend, publicKey, ready } = platform;
      console.log(
        `Local voice platform: ${url} (API ${url}api, assistant "sofia", public key "${publicKey}") — ready in ${Math.round(performance.now() - started)} ms`,
      );
      void ready.then(() => {
        const { tts } = platform.stats();
        console.log(
          `[platform] ${tts.cachedLines} lines synthesized ${Math.round(performance.now() - started)} ms after start`,
        );
      });
      // A restart (docs/durable-state.md "Restart"): the calls and chats go on after the next start.
      const stop = (): void => {
        setTimeout(() => process.exit(0), 4500).unref();
        void suspend().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((err: unknown) => {
      if (err instanceof StorageOpenError)
        console.error(`Could not start the local voice platform: ${err.message}`);
      else console.error('Could not start the local voice platform:', err);
      process.exit(1);
    });
}
