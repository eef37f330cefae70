/**
 * The voice client's events, declared once (docs/behaviour.md §4 "Library call events",
 * §3 "Progress event", §8 "Embedded client events").
 *
 * {@link VoiceClientEvents} is the one typed map. The emitter, the names list
 * {@link VOICE_CLIENT_EVENT_NAMES} (checked against the map at compile time)
 * and the DOM-event bridge's detail types ({@link VoiceClientEventDetail}) are
 * derived from it. Every listener takes at most one argument, so every event
 * maps to one DOM `CustomEvent` `detail` (`undefined` for the bare events).
 */
import type {
  StartStage,
  CallStartProgressEvent,
  CallStartSuccessEvent,
  CallStartFailedEvent,
  StartContext,
} from './start-events.ts';

/** A failure as plain data (built by `serializeError()` in `serialize-error.ts`). */
export interface SerializedError {
  /** Human-readable text (daily's string rejection as is). */
  readonly message: string;
  /** `Error.name`, e.g. `VoiceClientError`, `ApiError`; `undefined` for non-errors. */
  readonly name?: string;
  /** The error's string `code` (e.g. `join-timeout`, `api-error`), when it has one. */
  readonly code?: string;
  /** Stack trace, when the failure is an `Error`. */
  readonly stack?: string;
  /** HTTP status, for a failed `POST /call/web` answered by the server. */
  readonly status?: number;
  /** The cause chain's text, e.g. daily's original string rejection. */
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
 * `error` event types (docs/behaviour.md §8 "Embedded client events"). A start stage's
 * failure has type `<stage>-error`; docs/behaviour.md §8 lists `validation-error`,
 * `daily-call-object-creation-error`, `daily-call-join-error`,
 * `video-recording-setup-error`, `audio-observer-setup-error` and
 * `audio-processing-setup-error`, and by the same rule a failed
 * `POST /call/web` is `web-call-creation-error` (and a WebSocket call's
 * stages give `audio-capture-setup-error` and `websocket-connection-error`).
 * A refused microphone on a WebSocket call is `microphone-permission-denied`
 * (stage `audio-capture-setup`), in place of `audio-capture-setup-error`.
 * During the call:
 * - `daily-error`: a fatal room error, re-emitted (docs/behaviour.md §8); the call ends;
 * - `websocket-error`: the WebSocket call's socket closed abnormally (a close
 *   code other than 1000, docs/platform.md "Close codes"); the call ends;
 * - `audio-processor-recovery-error`: switching the processor to `none`
 *   after a nonfatal audio-processor error failed;
 * - `audio-playback-error`: the assistant's audio could not be played
 *   (usually the browser's autoplay policy).
 *
 * Reported by the live panel of `<voice-call-button>` (as `voice-error`;
 * the call goes on):
 * - `invalid-message`: typed text was empty or over 1000 characters, or could not be sent;
 * - `tool-call-error`: a `tool-calls` entry without a function name or with arguments that are not a JSON object;
 * - `device-switch-error`: the chosen microphone could not be used (the call keeps the old one);
 * - `tool-result-error`: the page did not answer a tool call it registered (or promised) in time, its
 *   answer was over 4096 bytes or not serialisable, or the tool threw (the assistant is told it failed).
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
  /** The visitor's rating could not be sent to `{api-url}/feedback` (docs/elements/events.md "DOM events"). */
  | 'feedback-error'
  /** A lazy part of the bundle (a chunk) did not load: the network, or its integrity check (docs/deployment.md "SRI-pinned CDN build") refused it. */
  | 'chunk-load-error';

/**
 * `error` payload: "stage, error and timestamp" (docs/behaviour.md §8). `stage` is
 * `input-validation` for the docs/behaviour.md §5 validation error, a
 * {@link StartStage} for other start failures, and `call` for errors during
 * the call.
 */
export interface VoiceErrorEvent {
  readonly type: VoiceErrorType;
  readonly stage: StartStage | 'input-validation' | 'call';
  /** The failure as plain data (JSON-safe). */
  readonly error: SerializedError;
  /** ISO 8601 time of the event. */
  readonly timestamp: string;
  /** Milliseconds from `start()`, for start failures. */
  readonly totalDuration?: number;
  /** For start failures: what `start()` was given. */
  readonly context?: StartContext;
  /** The original error object (a `VoiceClientError`, whose `cause` is what was thrown). Not JSON-safe. */
  readonly cause: unknown;
}

/** `camera-error` payload: the room could not use the camera or microphone (docs/behaviour.md §8 "Camera errors"). */
interface CameraErrorEvent {
  readonly type: 'camera-error';
  /** daily's camera error type, e.g. `permissions`, `not-found`, `cam-in-use`; `unknown` when absent. */
  readonly cameraErrorType: string;
  readonly error: SerializedError;
  /** Whether the microphone still works, when the room says. */
  readonly audioOk?: boolean;
  /** Whether the camera still works, when the room says. */
  readonly videoOk?: boolean;
  readonly timestamp: string;
}

/** `network-quality-change` payload, forwarded from the room (docs/behaviour.md §8). */
interface NetworkQualityEvent {
  /** 0 (worst) to 100 (best). */
  readonly quality: number;
  /** daily's threshold: `good`, `low` or `very-low`. */
  readonly threshold: string;
  /** daily's network state: `good`, `warning`, `bad` or `unknown`. */
  readonly networkState: string;
  readonly timestamp: string;
}

/** `network-connection` payload, forwarded from the room (docs/behaviour.md §8). */
interface NetworkConnectionEvent {
  /** Which connection: `signaling`, `peer-to-peer` or `sfu`. */
  readonly connectionType: string;
  /** What happened, e.g. `connected`, `interrupted`. */
  readonly event: string;
  readonly timestamp: string;
}

/** A JSON value, as parsed from an app message. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * The event map (docs/behaviour.md §4 "Library call events", §8). Subscribe with
 * `client.on(name, listener)`; it returns an unsubscribe function.
 */
export type VoiceClientEvents = {
  /** The assistant is listening: the server sent the `'listening'` app message. */
  'call-start': () => void;
  /**
   * The call ended: the room was left, a fatal room error ended it, or
   * `stop()`/`end()` was called after joining. Not emitted for a start that
   * never joined.
   */
  'call-end': () => void;
  /** The summed remote audio level rose above 0.01 (docs/behaviour.md §9 "Speech threshold"). */
  'speech-start': () => void;
  /** 1 s after the last level above 0.01 (docs/behaviour.md §9 "Speech-end delay"); also just before `call-end` while speaking. */
  'speech-end': () => void;
  /** Remote volume, 0..1: summed level / 0.15, capped at 1 (docs/behaviour.md §9); every 100 ms during a call. */
  'volume-level': (level: number) => void;
  /**
   * A JSON app message from the server, as it sent it (docs/behaviour.md §4:
   * "other app messages are JSON-parsed"; any JSON, whatever its shape), or
   * the synthesized ended `status-update`: on leaving, the client itself
   * emits `{type: 'status-update', status: 'ended', endedReason:
   * 'customer-ended-call'}` once, unless the server already sent a
   * `status-update` with status `ended`.
   */
  message: (message: JsonValue) => void;
  /** A failure; see {@link VoiceErrorType}. */
  error: (event: VoiceErrorEvent) => void;
  /** A `start()` stage started, completed or failed (docs/behaviour.md §3 "Progress event"). */
  'call-start-progress': (event: CallStartProgressEvent) => void;
  /** `start()` completed every stage. */
  'call-start-success': (event: CallStartSuccessEvent) => void;
  /** `start()` failed; followed by an `error` event, cleanup, and `start()` returning `null`. */
  'call-start-failed': (event: CallStartFailedEvent) => void;
  /** The room could not use the camera or microphone. */
  'camera-error': (event: CameraErrorEvent) => void;
  /** The room's network quality changed. */
  'network-quality-change': (event: NetworkQualityEvent) => void;
  /** A room connection changed state. */
  'network-connection': (event: NetworkConnectionEvent) => void;
  /**
   * The call's connection dropped and the client is resuming it (docs/voice-client.md
   * "Reconnect policy"): once per attempt, `attempt` counting from 1. The call
   * is not over; `call-reconnected` or, when the grace window passes, an
   * `error` with code `connection-lost` and `call-end` follow.
   */
  'call-reconnecting': (event: CallReconnectingEvent) => void;
  /** The call is carried again after `downtimeMs` ms without a connection. */
  'call-reconnected': (event: CallReconnectedEvent) => void;
};

/** `call-reconnecting` payload. */
interface CallReconnectingEvent {
  /** 1 for the first try after a drop, then 2, 3, … */
  readonly attempt: number;
  /** `network`: the connection dropped mid-call; `page-change`: a new page takes the call over (`persist-call`). */
  readonly reason: 'network' | 'page-change';
  readonly timestamp: string;
}

/** `call-reconnected` payload. */
interface CallReconnectedEvent {
  /** Time without a connection, ms (from the drop, or the page change, to the resume). */
  readonly downtimeMs: number;
  readonly timestamp: string;
}

/** A name of {@link VoiceClientEvents}. */
export type VoiceClientEventName = keyof VoiceClientEvents;

/**
 * The payload of each event, as a DOM bridge puts it in `CustomEvent.detail`:
 * the listener's one argument, or `undefined` for bare events.
 */
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

/**
 * Every event name, once. A custom element re-dispatches each one as the DOM
 * event `voice-<name>` (e.g. `voice-call-start-progress`).
 */
export const VOICE_CLIENT_EVENT_NAMES: readonly VoiceClientEventName[] = Object.freeze(
  Object.keys(EVENT_NAMES) as VoiceClientEventName[],
);
