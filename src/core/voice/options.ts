/**
 * `VoiceClient`'s options, their defaults, and the settings a client runs
 * with once they are checked (docs/behaviour.md §6 "Roles and permissions": the public
 * key; docs/behaviour.md §9 "Business constants and limits"; `docs/voice-client.md`).
 */
import type { FetchLike, PlatformConfig } from '../api/types.ts';
import { VoiceClientError } from './errors.ts';
import type { MicGainEnvironment } from './mic-gain.ts';
import { DEFAULT_API_URL, MOBILE_PERMISSION_WAIT_MS } from './platform.ts';
import { DEFAULT_RECONNECT_POLICY, type ReconnectPolicy } from './reconnect-policy.ts';
import { createTransportFactory, registryOf } from './select-transport.ts';
import type { TransportFactory } from './transport.ts';
import type { TransportDescriptor } from './transport-descriptor.ts';
import type { TransportKind, TransportRegistry } from './transports.ts';

/** Default user name of the assistant's participant (docs/behaviour.md §9). */
const DEFAULT_ASSISTANT_SPEAKER_NAME = 'Vapi Speaker';
/** Default join time limit: 30 000 ms. daily-js has none (docs/voice-client.md "daily-js facts designed for"). */
const DEFAULT_JOIN_TIMEOUT_MS = 30_000;
/** Default wait for the audio observer and noise cancellation to confirm: 5000 ms. */
const DEFAULT_SETUP_STEP_WAIT_MS = 5000;

/** Options of `VoiceClient`; all optional. */
export interface VoiceClientOptions {
  /** API origin (plus optional path prefix). Default `https://api.vapi.ai`. */
  readonly apiUrl?: string;
  /** `fetch` for `POST /call/web`; default `globalThis.fetch`, looked up per call. */
  readonly fetch?: FetchLike;
  /** Time limit of `POST /call/web` in ms (> 0). Default: the request core's 60 000. */
  readonly webCallTimeoutMs?: number;
  /** Time limit of joining the room in ms (> 0). Default 30 000. */
  readonly joinTimeoutMs?: number;
  /**
   * Makes the transport of each call. Default: `createTransportFactory()`,
   * which picks the WebSocket transport when the web call response carries
   * `transport.websocketCallUrl` and Daily when it carries `webCallUrl`.
   */
  readonly transportFactory?: TransportFactory;
  /**
   * The kinds of transport the client can run calls over, in matching order
   * (`docs/voice-client.md` "Transports"): each web call response is served
   * by the first whose `detect` claims it (the last entry serves one none
   * claims); its descriptor names the start stages, how the call resumes
   * and how a tool result is sent. Default `TRANSPORTS` (WebSocket, then
   * Daily). A new transport: `[myTransport, ...TRANSPORTS]`.
   * @throws VoiceClientError `invalid-options` (from the constructor) for an empty list or a repeated kind.
   */
  readonly transports?: readonly TransportDescriptor[];
  /**
   * Which transport `prefetch()` warms before the first call (with the
   * default factory): `daily` downloads the daily-js chunk; `websocket` and
   * `none` download nothing. After a call, the last call's kind is warmed.
   * Default: the transport `usualFor` the `apiUrl`: `daily` for Vapi's API
   * (`https://api.vapi.ai`, whose web calls are Daily rooms), `websocket`
   * otherwise (the local platform), so a WebSocket call never loads daily-js.
   */
  readonly prefetchTransport?: TransportKind | 'none';
  /** User name of the assistant's participant, whose audio is played. Default `Vapi Speaker`. */
  readonly assistantSpeakerName?: string;
  /** Leak-warning limit of listeners per event; `0` disables. Default 10 (docs/behaviour.md §9). */
  readonly maxListeners?: number;
  /** Mobile detection for docs/behaviour.md §4 step 6. Default: the user agent. */
  readonly isMobile?: () => boolean;
  /** Wait on mobile before joining, in ms. Default 1000 (docs/behaviour.md §9). */
  readonly mobilePermissionWaitMs?: number;
  /** Longest wait for the audio observer and noise cancellation to confirm, in ms. Default 5000. */
  readonly setupStepWaitMs?: number;
  /** Browser hooks of the microphone gain; for tests. */
  readonly micGain?: MicGainEnvironment;
  /**
   * When a dropped connection is tried again (`docs/voice-client.md`
   * "Reconnect policy"): before each attempt the transport calls
   * `nextRetryDelayInMs({retryCount, elapsedMs, retryReason, closeCode})`
   * and waits that many ms; `null` gives up (the call ends with
   * `connection-lost`). The platform's grace window bounds the retrying
   * whatever the policy says. Used by the WebSocket transport; daily-js
   * rejoins by itself. Default `DEFAULT_RECONNECT_POLICY`: at once, then
   * 250 ms doubling up to 1000 ms, full jitter.
   */
  readonly reconnectPolicy?: ReconnectPolicy;
}

/** The settings of a client's calls: its options checked, defaults filled in (times in ms). */
export interface ClientSettings {
  /** Base URL, public key and fetch for `POST /call/web`. */
  readonly apiConfig: PlatformConfig;
  /** Time limit of `POST /call/web`; `undefined` uses the request core's default. */
  readonly webCallTimeoutMs: number | undefined;
  /** The transports calls are matched against (`transports.ts`). */
  readonly transports: TransportRegistry;
  /** Makes each call's transport. */
  readonly transportFactory: TransportFactory;
  readonly assistantSpeakerName: string;
  readonly joinTimeoutMs: number;
  readonly mobilePermissionWaitMs: number;
  /** Longest wait for the audio observer or noise cancellation to confirm. */
  readonly setupStepWaitMs: number;
  /** When to retry a dropped connection; handed to each transport. */
  readonly reconnectPolicy: ReconnectPolicy;
}

/**
 * Checks `publicKey` and the time limits of `options` and fills in the
 * defaults above (time limits in ms).
 * @throws VoiceClientError `invalid-options` for an empty key, a time
 *   limit that is not a number > 0, or a bad transport list.
 */
export function resolveSettings(publicKey: string, options: VoiceClientOptions): ClientSettings {
  if (typeof publicKey !== 'string' || publicKey.trim() === '') {
    throw VoiceClientError.invalidOptions('VoiceClient needs a non-empty public key.');
  }
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL;
  const apiConfig: PlatformConfig = {
    baseUrl: apiUrl,
    token: publicKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const transports = registryOf(options.transports);
  return {
    apiConfig,
    webCallTimeoutMs: positive('webCallTimeoutMs', options.webCallTimeoutMs),
    transports,
    transportFactory:
      options.transportFactory ??
      createTransportFactory({
        transports,
        prefetch: options.prefetchTransport ?? transports.usualKind(apiUrl),
      }),
    assistantSpeakerName: options.assistantSpeakerName ?? DEFAULT_ASSISTANT_SPEAKER_NAME,
    joinTimeoutMs: positive('joinTimeoutMs', options.joinTimeoutMs) ?? DEFAULT_JOIN_TIMEOUT_MS,
    mobilePermissionWaitMs: options.mobilePermissionWaitMs ?? MOBILE_PERMISSION_WAIT_MS,
    setupStepWaitMs:
      positive('setupStepWaitMs', options.setupStepWaitMs) ?? DEFAULT_SETUP_STEP_WAIT_MS,
    reconnectPolicy: options.reconnectPolicy ?? DEFAULT_RECONNECT_POLICY,
  };
}

function positive(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) {
    throw VoiceClientError.invalidOptions(`${name} must be a number > 0, got ${String(value)}`);
  }
  return value;
}
