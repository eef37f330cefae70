/**
 * The platform's shapes (server/README.md "Layout"): the options of `startPlatform`, the running
 * platform it resolves, and the running pieces that `index.ts` starts and `shutdown.ts` stops.
 */
import type { Server } from 'node:http';

import type { WebSocketServer } from 'ws';

import type { VadEngine } from './audio/hearing.ts';
import type { HearingPool } from './audio/hearing-pool.ts';
import type { FrameClock } from './audio/pacer.ts';
import type { Synthesizer, SynthesizerStats } from './audio/tts.ts';
import type { VadConfig } from './audio/vad.ts';
import type { LiveSessions } from './calls/live-sessions.ts';
import type { CallRegistry } from './calls/registry.ts';
import type { ChatSessions } from './chat/sessions.ts';
import type { DemoPageOverrides } from './http/page-config.ts';
import type { AdmissionLimits } from './limits/admission.ts';
import type { ChatLimits } from './limits/chat-limits.ts';
import type { Outbox, OutboxLimits } from './messages/outbox.ts';
import type { PlatformStore } from './storage/store.ts';
import type { PlatformTiming } from './timing.ts';

/** Options of {@link startPlatform}. */
export interface PlatformOptions {
  /** TCP port; 0 picks a free one. Default: `PORT` or 4173. */
  readonly port?: number;
  /** Interface to bind. Default: `HOST` or `127.0.0.1`. */
  readonly host?: string;
  /** Directory of the static site (must hold 404.html). Default `demo-host/`. */
  readonly siteDir?: string;
  /** Directory of the built bundle. Default `dist/`. */
  readonly distDir?: string;
  /** Bearer public key of the API. Default: `LOCAL_PUBLIC_KEY` or `local-demo-key`. */
  readonly publicKey?: string;
  /** Directory of the assistant data files. Default `server/assistants/`. */
  readonly assistantsDir?: string;
  readonly timing?: Partial<PlatformTiming>;
  /**
   * Energy detector thresholds (see `audio/vad.ts`); `endSilenceMs` is the end-of-turn silence when the
   * assistant has no `startSpeakingPlan.waitSeconds` (default 400).
   */
  readonly vad?: Partial<VadConfig>;
  /**
   * Which voice-activity detector decides turns (docs/platform.md "Turn-taking"): `silero` (default) or
   * `energy`. Default: `VAD`, else `silero`. When Silero's model cannot load, the platform warns once
   * and uses `energy`.
   */
  readonly vadEngine?: VadEngine;
  /** A Silero hearing worker to share (e.g. between test platforms); not closed by `close()`. */
  readonly hearingPool?: HearingPool;
  /** Most calls not yet ended; more get 503 (default 200). */
  readonly maxCalls?: number;
  /**
   * Per-address limits (429): calls created and alive (default:
   * `LOCAL_CALLS_PER_MINUTE` / `LOCAL_CALLS_ALIVE_PER_CLIENT`, else 20 per
   * minute and 5 alive) and call-socket upgrades, resumes included (default
   * `callsAlive` per second, burst 4 × `callsAlive`).
   */
  readonly admission?: AdmissionLimits;
  /** Web chat limits (default from the environment, see `chatLimitsFromEnv` in `limits/chat-limits.ts`). */
  readonly chatLimits?: ChatLimits;
  /** Bounds of the server messages' delivery (`messages/outbox.ts`; tests shrink the retry delay). */
  readonly outbox?: Partial<OutboxLimits>;
  /**
   * Which reverse proxies to believe about the client's address for the
   * per-address limits (`limits/client-address.ts`: a hop count or an
   * address/CIDR list). Default: `TRUST_PROXY`, else none.
   */
  readonly trustProxy?: string;
  /** Pause between streamed chat pieces, ms (default 15). */
  readonly chatDeltaIntervalMs?: number;
  /** espeak-ng worker threads (default 1). */
  readonly ttsWorkers?: number;
  /**
   * Which lines to synthesize at startup: `first` messages only (awaited
   * before listening), or `all` (first messages awaited, the rest in the
   * background; default), or `none`.
   */
  readonly presynthesize?: 'all' | 'first' | 'none';
  /**
   * Folder that keeps the fixed lines' speech across restarts (docs/platform.md "What it is"), or
   * `'off'`. Default: `TTS_CACHE_DIR`, else `.data/tts` (relative to the working directory).
   * Ignored when `synthesizer` is given.
   */
  readonly ttsCacheDir?: string;
  /** A synthesizer to share (e.g. between test platforms); not closed by `close()`. */
  readonly synthesizer?: Synthesizer;
  /** `<voice-demo>` attributes for the served page. Default: from `VOICE_*` env (see `http/page-config.ts`). */
  readonly pageOverrides?: DemoPageOverrides;
  /** Prerender the demo page per language with the build's prerenderer, when built (default true; docs/prerendering.md). */
  readonly prerender?: boolean;
  /**
   * Directory of the durable state (docs/durable-state.md): the outbox, chats and live calls survive a
   * restart there. Default `':memory:'` (nothing kept; tests); the program passes `DATA_DIR`, else `.data`.
   */
  readonly dataDir?: string;
  /** How long chats, call records and waiting server messages are kept, ms (default 24 h, `DATA_RETENTION_HOURS`). */
  readonly retentionMs?: number;
}

/** A running platform. */
export interface RunningPlatform {
  /** Base URL, ending with `/` (the API is at `${url}api`). */
  readonly url: string;
  readonly server: Server;
  /** The public key the API expects. */
  readonly publicKey: string;
  /** Resolves when every scripted line is synthesized (with `presynthesize: 'all'`; at once otherwise). */
  readonly ready: Promise<void>;
  /**
   * Live figures: calls not ended, calls carried by an open socket
   * (`sockets`), calls waiting for a resume after a drop (`detached`), TTS counters.
   */
  stats(): {
    /** The detector every call uses (after any fallback). */
    vad: VadEngine;
    liveCalls: number;
    sockets: number;
    detached: number;
    tts: SynthesizerStats;
    storeBytes: number;
  };
  /** Ends every call (`server-shutdown`, close 1001), stops listening and stops the TTS workers. */
  close(): Promise<void>;
  /**
   * Stops for a restart (docs/durable-state.md "Restart"; `SIGTERM`): stops listening and taking calls,
   * closes every call socket with 1012 "service restart" without ending its call, writes every call, chat
   * and server message to the store and closes it. The calls go on after the next start on the same
   * `dataDir` if the clients resume within the grace window. Resolves within about 1 s.
   */
  suspend(): Promise<void>;
}

/** The running pieces of a platform, as {@link startServices} starts them; the teardowns stop them. */
export interface Services {
  readonly store: PlatformStore;
  readonly synthesizer: Synthesizer;
  /** False for `PlatformOptions.synthesizer`: a shared synthesizer is not closed with the platform. */
  readonly ownsSynthesizer: boolean;
  readonly outbox: Outbox;
  readonly registry: CallRegistry;
  readonly sessions: LiveSessions;
  readonly clock: FrameClock;
  /** The call sockets' server (`noServer`: the HTTP server's upgrades go through `calls/upgrade.ts`). */
  readonly wss: WebSocketServer;
  readonly chats: ChatSessions;
  /** Aborted at close or suspend: server tools stop waiting, server requests in flight stop. */
  readonly shutdown: AbortController;
  /** The minute's sweep ({@link startSweep}). */
  readonly sweep: NodeJS.Timeout;
  /** The Silero hearing worker (none with the energy detector), and whether the platform closes it. */
  readonly hearing: { readonly pool?: HearingPool; readonly owned: boolean };
}
