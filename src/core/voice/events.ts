/**
 * The voice client's events (docs/behaviour.md §4 "Library call events", §3 "Progress event",
 * §8 "Embedded client events"): one typed map, from which the names list and the DOM detail
 * types derive. Every listener takes at most one argument, one `CustomEvent` `detail`.
 */
import type {
  StartStage,
  CallStartProgressEvent,
  CallStartSuccessEvent,
  CallStartFailedEvent,
  StartContext,
} from './start-events.ts';
import type { TransportNetworkQuality } from './connection-quality.ts';

/** A failure as plain data (built by `serializeError()` in `serialize-error.ts`). */
export interface SerializedError {
  readonly message: string;
  /** `Error.name`; `undefined` for non-errors. */
  readonly name?: string;
  readonly code?: string;
  readonly stack?: string;
  /** HTTP status of a failed `POST /call/web`. */
  readonly status?: number;
  /** The cause chain's text, e.g. daily's string rejection. */
  readonly cause?: string;
}

export { START_STAGES } from './start-events.ts';
export type {
  StartStage,
  CallStartProgressEvent,
  StartContext,
  CallStartFailedEvent,
} from './start-events.ts';

/**
 * `error` event types (docs/behaviour.md §8 "Embedded client events"; `docs/voice-client.md`
 * "Errors"): `<stage>-error` for a start stage, the call-time types, and those the elements add.
 */
export type VoiceErrorType =
  | `${StartStage}-error`
  | 'audio-processor-recovery-error'
  | 'audio-playback-error'
  | 'daily-error'
  | 'websocket-error'
  | 'microphone-permission-denied'
  | 'invalid-message'
  | 'tool-call-error'
  | 'device-switch-error'
  | 'tool-result-error'
  | 'chat-error'
  | 'feedback-error'
  | 'chunk-load-error';

/**
 * `error` payload (docs/behaviour.md §8): `stage` is `input-validation` for a missing assistant,
 * squad or workflow, the start stage for other start failures, `call` during the call.
 */
export interface VoiceErrorEvent {
  readonly type: VoiceErrorType;
  readonly stage: StartStage | 'input-validation' | 'call';
  readonly error: SerializedError;
  /** ISO 8601. */
  readonly timestamp: string;
  /** ms from `start()`, for start failures. */
  readonly totalDuration?: number;
  readonly context?: StartContext;
  /** The original error (a `VoiceClientError`). Not JSON-safe. */
  readonly cause: unknown;
}

/** `camera-error` payload (docs/behaviour.md §8 "Camera errors"). */
interface CameraErrorEvent {
  readonly type: 'camera-error';
  /** daily's type, e.g. `permissions`, `not-found`; `unknown` when absent. */
  readonly cameraErrorType: string;
  readonly error: SerializedError;
  readonly audioOk?: boolean;
  readonly videoOk?: boolean;
  readonly timestamp: string;
}

/**
 * `network-quality-change` payload (docs/voice-client.md "Connection quality"), on both transports:
 * Daily's own rating, or the WebSocket transport's measured round trip.
 */
interface NetworkQualityEvent extends TransportNetworkQuality {
  readonly timestamp: string;
}

interface NetworkConnectionEvent {
  readonly connectionType: string;
  readonly event: string;
  readonly timestamp: string;
}

/** A JSON value, as parsed from an app message. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The event map (docs/behaviour.md §4 "Library call events", §8; `docs/voice-client.md` "Events"). */
export type VoiceClientEvents = {
  'call-start': () => void;
  /** The call ended after joining (not emitted for a start that never joined). */
  'call-end': () => void;
  'speech-start': () => void;
  /** 1 s after the last level above 0.01; also just before `call-end` while speaking. */
  'speech-end': () => void;
  /** 0..1: summed level / 0.15, capped at 1; every 100 ms (docs/behaviour.md §9). */
  'volume-level': (level: number) => void;
  /** An app message as the server sent it, or the synthesized ended `status-update` (once). */
  message: (message: JsonValue) => void;
  error: (event: VoiceErrorEvent) => void;
  'call-start-progress': (event: CallStartProgressEvent) => void;
  'call-start-success': (event: CallStartSuccessEvent) => void;
  /** Followed by an `error` event, cleanup, and `start()` returning `null`. */
  'call-start-failed': (event: CallStartFailedEvent) => void;
  'camera-error': (event: CameraErrorEvent) => void;
  'network-quality-change': (event: NetworkQualityEvent) => void;
  'network-connection': (event: NetworkConnectionEvent) => void;
  /** Once per resume attempt, from 1 (docs/voice-client.md "Reconnect policy"). */
  'call-reconnecting': (event: CallReconnectingEvent) => void;
  'call-reconnected': (event: CallReconnectedEvent) => void;
};

interface CallReconnectingEvent {
  readonly attempt: number;
  /** `page-change`: a new page takes the call over (`persist-call`). */
  readonly reason: 'network' | 'page-change';
  readonly timestamp: string;
}

interface CallReconnectedEvent {
  /** ms without a connection. */
  readonly downtimeMs: number;
  readonly timestamp: string;
}

/** A name of {@link VoiceClientEvents}. */
export type VoiceClientEventName = keyof VoiceClientEvents;

/** Each event's `CustomEvent.detail`: the listener's argument, or `undefined`. */
export type VoiceClientEventDetail = {
  [K in VoiceClientEventName]: Parameters<VoiceClientEvents[K]> extends [infer P] ? P : undefined;
};

// Exhaustive both ways: a missing or extra name is a compile error.
const EVENT_NAMES = {
  'call-start': true,
  'call-end': true,
  'speech-start': true,
  'speech-end': true,
  'volume-level': true,
  message: true,
  error: true,
  'call-start-progress': true,
  'call-start-success': true,
  'call-start-failed': true,
  'camera-error': true,
  'network-quality-change': true,
  'network-connection': true,
  'call-reconnecting': true,
  'call-reconnected': true,
} as const satisfies { readonly [K in VoiceClientEventName]: true };

/** Every event name, once; elements re-dispatch each as `voice-<name>`. */
export const VOICE_CLIENT_EVENT_NAMES: readonly VoiceClientEventName[] = Object.freeze(
  Object.keys(EVENT_NAMES) as VoiceClientEventName[],
);
