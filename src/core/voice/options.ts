/** `VoiceClient`'s options, their defaults, and the checked settings a client runs with. */
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
/** Default join time limit, ms; daily-js has none (docs/voice-client.md "daily-js facts designed for"). */
const DEFAULT_JOIN_TIMEOUT_MS = 30_000;
/** Default wait for the audio observer and noise cancellation to confirm, ms. */
const DEFAULT_SETUP_STEP_WAIT_MS = 5000;

/** Options of `VoiceClient`; all optional. */
export interface VoiceClientOptions {
  /** API origin (plus optional path prefix). Default `https://api.vapi.ai`. */
  readonly apiUrl?: string;
  /** `fetch` for `POST /call/web`; default `globalThis.fetch`. */
  readonly fetch?: FetchLike;
  /** Time limit of `POST /call/web`, ms (> 0). Default 60 000. */
  readonly webCallTimeoutMs?: number;
  /** Time limit of joining the room, ms (> 0). Default 30 000. */
  readonly joinTimeoutMs?: number;
  /** Makes each call's transport. Default `createTransportFactory()`, picking by the web call response. */
  readonly transportFactory?: TransportFactory;
  /**
   * The transports, in matching order (`docs/voice-client.md` "Transports"). Default `TRANSPORTS`.
   * @throws VoiceClientError `invalid-options` (from the constructor) for an empty list or a repeated kind.
   */
  readonly transports?: readonly TransportDescriptor[];
  /**
   * Which transport `prefetch()` warms before the first call (`none`: nothing). Default: the one
   * `usualFor` the `apiUrl` (`daily` for Vapi's API, else `websocket`).
   */
  readonly prefetchTransport?: TransportKind | 'none';
  /** User name of the assistant's participant. Default `Vapi Speaker`. */
  readonly assistantSpeakerName?: string;
  /** Leak-warning limit of listeners per event; `0` disables. Default 10. */
  readonly maxListeners?: number;
  /** Mobile detection (docs/behaviour.md §4 step 6). Default: the user agent. */
  readonly isMobile?: () => boolean;
  /** Wait on mobile before joining, ms. Default 1000. */
  readonly mobilePermissionWaitMs?: number;
  /** Longest wait for the audio observer and noise cancellation to confirm, ms. Default 5000. */
  readonly setupStepWaitMs?: number;
  /** For tests. */
  readonly micGain?: MicGainEnvironment;
  /** When a dropped connection is tried again (`docs/voice-client.md` "Reconnect policy"). Default `DEFAULT_RECONNECT_POLICY`. */
  readonly reconnectPolicy?: ReconnectPolicy;
}

/** A client's options checked, defaults filled in (ms). */
export interface ClientSettings {
  readonly apiConfig: PlatformConfig;
  /** `undefined`: the request core's default. */
  readonly webCallTimeoutMs: number | undefined;
  readonly transports: TransportRegistry;
  readonly transportFactory: TransportFactory;
  readonly assistantSpeakerName: string;
  readonly joinTimeoutMs: number;
  readonly mobilePermissionWaitMs: number;
  readonly setupStepWaitMs: number;
  readonly reconnectPolicy: ReconnectPolicy;
}

/**
 * Checks `publicKey` and `options` and fills in the defaults.
 * @throws VoiceClientError `invalid-options` for an empty key, a bad time limit or transport list.
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
