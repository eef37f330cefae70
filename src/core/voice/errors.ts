/**
 * Errors of the voice call client: {@link VoiceClientError}, with a stable `code` (the table is
 * `docs/voice-client.md` "Errors") and the original failure as `cause` (daily-js rejects with strings).
 */
import { VoiceWidgetsError } from '../errors.ts';
import { describeReason } from './serialize-error.ts';

/** Every {@link VoiceClientError} `code` (`docs/voice-client.md` "Errors"). */
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

/** For a `start()` without assistant, squad or workflow (docs/behaviour.md §5). */
const MISSING_INPUT_MESSAGE = 'Assistant or Squad or Workflow must be provided.';

/** For mute or mic gain with no call (docs/behaviour.md §5). */
const NO_CALL_MESSAGE = 'Call object is not available.';

/** Every error the voice client creates; `details` carries extra data such as daily's `error` payload. */
export class VoiceClientError extends VoiceWidgetsError {
  override readonly name: string = 'VoiceClientError';
  declare readonly code: VoiceClientErrorCode;
  readonly details: unknown;

  constructor(
    code: VoiceClientErrorCode,
    message: string,
    options: { cause?: unknown; details?: unknown } = {},
  ) {
    super(code, message, 'cause' in options ? { cause: options.cause } : undefined);
    this.details = options.details;
  }

  /** Wraps any thrown value under `code`, kept as `cause`; a {@link VoiceClientError} is returned unchanged. */
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

  /** No assistant, squad or workflow. */
  static missingInput(): VoiceClientError {
    return new VoiceClientError('missing-input', MISSING_INPUT_MESSAGE);
  }

  /** Mute or mic gain with no call. */
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

  /** The microphone was refused; `cause` is the `getUserMedia` rejection. */
  static microphonePermissionDenied(cause: unknown): VoiceClientError {
    return new VoiceClientError(
      'microphone-permission-denied',
      'Microphone permission was denied. Allow the microphone for this page and try again.',
      { cause },
    );
  }

  /** A call-room option breaks a call-room rule. */
  static invalidRoomOptions(message: string): VoiceClientError {
    return new VoiceClientError('invalid-room-options', message);
  }
}
