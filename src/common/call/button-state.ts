/**
 * The live voice button's state machine (docs/behaviour.md §4 "Live voice button";
 * docs/elements/voice-call-button.md "States"): the connected, speaking and connecting flags of
 * docs/behaviour.md §3 "Live-call local state" folded into one status, so no impossible mix.
 * Speech events keep `reconnecting` (buffered audio may still play); a call taken over from
 * another page (`resume`) starts in `reconnecting`. A held call (`hold`) is `on-hold` whatever the
 * assistant does, until `unhold`; a dropped connection shows `reconnecting` over it.
 */
import type {
  VoiceClientEventDetail,
  VoiceClientEventName,
  VoiceErrorEvent,
} from '../../core/voice/events.ts';

/** The button's status. */
export type ButtonStatus =
  'idle' | 'connecting' | 'connected' | 'speaking' | 'reconnecting' | 'on-hold';

/** What moves the button: the visitor's press, or a client event. */
export type CallInput =
  | 'press'
  | 'resume'
  | 'call-start'
  | 'call-end'
  | 'speech-start'
  | 'speech-end'
  | 'error'
  | 'warning'
  | 'call-start-failed'
  | 'reconnecting'
  | 'reconnected'
  | 'hold'
  | 'unhold';

/** `error` types after which the call goes on (the client's warnings); any other ends it. */
const NON_FATAL_ERROR_TYPES: ReadonlySet<string> = new Set([
  'audio-playback-error',
  'audio-processor-recovery-error',
]);

/**
 * The input of an `error` event's detail: `warning` for a {@link NON_FATAL_ERROR_TYPES} type, else
 * `error` (also with no detail at all).
 */
export function errorInput(detail: Pick<VoiceErrorEvent, 'type'> | undefined): 'error' | 'warning' {
  return detail && NON_FATAL_ERROR_TYPES.has(detail.type) ? 'warning' : 'error';
}

/** A fixed input for an event that moves the button. */
const input = (value: CallInput) => (): CallInput => value;
/** An event that does not move the button. */
const none = (): undefined => undefined;

/**
 * What each client event gives the button, read from its typed detail (`error` by
 * {@link errorInput}); a new event name is a compile error until it is listed here.
 */
const CLIENT_INPUTS: {
  readonly [K in VoiceClientEventName]: (
    detail: VoiceClientEventDetail[K],
  ) => CallInput | undefined;
} = {
  'call-start': input('call-start'),
  'call-end': input('call-end'),
  'speech-start': input('speech-start'),
  'speech-end': input('speech-end'),
  'call-start-failed': input('call-start-failed'),
  'call-reconnecting': input('reconnecting'),
  'call-reconnected': input('reconnected'),
  error: errorInput,
  'volume-level': none,
  message: none,
  'call-start-progress': none,
  'call-start-success': none,
  'camera-error': none,
  'network-quality-change': none,
  'network-connection': none,
};

/** The input of a voice client event; `undefined` for events that do not move the button. */
export function clientInput<K extends VoiceClientEventName>(
  name: K,
  detail: VoiceClientEventDetail[K],
): CallInput | undefined {
  return CLIENT_INPUTS[name](detail);
}

/** The next status after `input` in `status`; unknown combinations keep the status. */
export function nextCallStatus(status: ButtonStatus, input: CallInput): ButtonStatus {
  switch (input) {
    case 'press':
      return status === 'idle' ? 'connecting' : status === 'connecting' ? 'connecting' : 'idle';
    case 'resume':
      return status === 'idle' ? 'reconnecting' : status;
    case 'call-start':
      return status === 'connecting' || status === 'reconnecting' ? 'connected' : status;
    case 'hold':
      return status === 'connected' || status === 'speaking' ? 'on-hold' : status;
    case 'unhold':
      return status === 'on-hold' ? 'connected' : status;
    case 'speech-start':
      return status === 'connected' ? 'speaking' : status;
    case 'speech-end':
      return status === 'speaking' ? 'connected' : status;
    case 'reconnecting':
      // Only a call that was running can be resumed; a start still connecting stays so.
      return status === 'connected' || status === 'speaking' || status === 'on-hold'
        ? 'reconnecting'
        : status;
    case 'reconnected':
      return status === 'reconnecting' ? 'connected' : status;
    case 'warning':
      return status;
    case 'call-end':
    case 'error':
    case 'call-start-failed':
      return 'idle';
  }
}
