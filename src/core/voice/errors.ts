/**
 * Errors of the voice call client (`docs/voice-client.md#errors`).
 *
 * One base class, {@link VoiceClientError} (a `VoiceWidgetsError`, the
 * bundle's root, `src/core/errors.ts`), with a unique string `code` and
 * the original failure kept as `cause` (daily-js rejects with plain strings;
 * those strings are kept as the `cause` too). Build it through the static
 * factories.
 *
 * | code                     | when                                                                  |
 * |--------------------------|-----------------------------------------------------------------------|
 * | `invalid-options`        | bad constructor options (e.g. an empty public key)                    |
 * | `missing-input`          | `start()` got no assistant, squad or workflow (`docs/voice-client.md#errors`)               |
 * | `no-call`                | mute or mic gain with no call: 'Call object is not available.' (`docs/voice-client.md#errors`) |
 * | `web-call-failed`        | `POST /call/web` failed; `cause` is the `PlatformError`               |
 * | `sdk-load-failed`        | the transport's SDK chunk (daily-js) could not be loaded              |
 * | `invalid-room-options`   | call-room options break a call-room rule                                  |
 * | `call-object-failed`     | the transport could not create its call object                        |
 * | `join-failed`            | joining the room failed (daily's string rejection or `error` event)   |
 * | `join-timeout`           | the room did not answer within `joinTimeoutMs`                        |
 * | `stopped`                | `stop()`/`end()` interrupted the operation                            |
 * | `room-error`             | a fatal room error after joining (`docs/voice-client.md#errors`)   |
 * | `camera-error`           | the room reported a camera or microphone error                        |
 * | `recording-failed`       | video recording could not be started                                  |
 * | `audio-observer-failed`  | the remote audio-level observer could not be started                  |
 * | `audio-processing-failed`| noise cancellation, or the switch back to no processor, failed        |
 * | `audio-playback-failed`  | the assistant's audio could not be played (autoplay policy, …)        |
 * | `audio-output-unavailable` | WebSocket transport: the browser may play sound but its audio output never started (no output device); the call is ended |
 * | `send-failed`            | the transport refused an app message                                  |
 * | `mic-gain-failed`        | the microphone gain chain could not be built                          |
 * | `microphone-permission-denied` | WebSocket transport: `getUserMedia` was refused (`NotAllowedError`) |
 * | `audio-capture-failed`   | WebSocket transport: no microphone, or the capture graph or its worklet failed |
 * | `websocket-error`        | WebSocket transport: the call's socket closed abnormally after opening (code ≠ 1000) |
 * | `start-failed`           | a start stage failed in an unexpected way (a bug or a custom transport) |
 * | `invalid-message`        | `sendText()` got empty text, text over 1000 characters, or no text    |
 * | `device-switch-failed`   | `setInputDevice()` could not open or use the chosen microphone        |
 * | `connection-lost`        | the call's connection dropped and could not be resumed within the grace window (or the platform refused the resume) |
 * | `reconnect-queue-full`   | `sendText()` while reconnecting with 16 messages already waiting       |
 */
import { VoiceWidgetsError } from '../errors.ts';
import { describeReason } from './serialize-error.ts';

/** Every {@link VoiceClientError} `code`; see the table at the top of this module. */
export type VoiceClientErrorCode =
  | 'invalid-options'
  | 'missing-input'
  | 'no-call'
  | 'web-call-failed'
  | 'sdk-load-failed'
  | 'invalid-room-options'
  | 'call-object-failed'
  | 'join-failed'
  | 'join-timeout'
  | 'stopped'
  | 'room-error'
  | 'camera-error'
  | 'recording-failed'
  | 'audio-observer-failed'
  | 'audio-processing-failed'
  | 'audio-playback-failed'
  | 'audio-output-unavailable'
  | 'send-failed'
  | 'mic-gain-failed'
  | 'microphone-permission-denied'
  | 'audio-capture-failed'
  | 'websocket-error'
  | 'start-failed'
  | 'invalid-message'
  | 'device-switch-failed'
  | 'connection-lost'
  | 'reconnect-queue-full';

/** The message (`docs/voice-client.md#errors`) for a `start()` without assistant, squad or workflow. */
const MISSING_INPUT_MESSAGE = 'Assistant or Squad or Workflow must be provided.';

/** The message (`docs/voice-client.md#errors`) for mute or mic gain with no call. */
const NO_CALL_MESSAGE = 'Call object is not available.';

/**
 * Base class of every error the voice client creates. `cause` is the original
 * failure exactly as it was thrown or emitted (an `Error`, a daily-js string,
 * a daily-js event payload); `details` carries extra data such as the room's
 * `error` event payload.
 */
export class VoiceClientError extends VoiceWidgetsError {
  override readonly name: string = 'VoiceClientError';
  /** Stable machine-readable code; see the table at the top of this module. */
  declare readonly code: VoiceClientErrorCode;
  /** Extra data, e.g. daily's `error` event payload; `undefined` when none. */
  readonly details: unknown;

  constructor(
    code: VoiceClientErrorCode,
    message: string,
    options: { cause?: unknown; details?: unknown } = {},
  ) {
    super(code, message, 'cause' in options ? { cause: options.cause } : undefined);
    this.details = options.details;
  }

  /**
   * Wraps any thrown or rejected value (an `Error`, a plain string as daily-js
   * rejects with, an event payload) under `code`, keeping it as `cause`. A
   * {@link VoiceClientError} is returned unchanged.
   */
  static wrap(
    code: VoiceClientErrorCode,
    reason: unknown,
    prefix?: string,
    details?: unknown,
  ): VoiceClientError {
    if (reason instanceof VoiceClientError) return reason;
    const text = describeReason(reason);
    const message = prefix ? `${prefix}: ${text}` : text;
    return new VoiceClientError(code, message, { cause: reason, details });
  }

  /** Bad constructor options. */
  static invalidOptions(message: string): VoiceClientError {
    return new VoiceClientError('invalid-options', message);
  }

  /** No assistant, squad or workflow (`docs/voice-client.md#errors`). */
  static missingInput(): VoiceClientError {
    return new VoiceClientError('missing-input', MISSING_INPUT_MESSAGE);
  }

  /** Mute or mic gain with no call (`docs/voice-client.md#errors`). */
  static noCall(): VoiceClientError {
    return new VoiceClientError('no-call', NO_CALL_MESSAGE);
  }

  /** `stop()` or `end()` interrupted the operation. */
  static stopped(): VoiceClientError {
    return new VoiceClientError('stopped', 'The call was stopped.');
  }

  /** The room did not answer within `timeoutMs` milliseconds. */
  static joinTimeout(timeoutMs: number): VoiceClientError {
    return new VoiceClientError(
      'join-timeout',
      `Joining the call room timed out after ${timeoutMs} ms.`,
    );
  }

  /**
   * The visitor (or the browser's policy) refused the microphone: `cause` is
   * the `getUserMedia` rejection (`NotAllowedError`, or `SecurityError` on an
   * insecure origin).
   */
  static microphonePermissionDenied(cause: unknown): VoiceClientError {
    return new VoiceClientError(
      'microphone-permission-denied',
      'Microphone permission was denied. Allow the microphone for this page and try again.',
      { cause },
    );
  }

  /** A call-room option breaks a call-room rule (`docs/voice-client.md#errors`). */
  static invalidRoomOptions(message: string): VoiceClientError {
    return new VoiceClientError('invalid-room-options', message);
  }
}
