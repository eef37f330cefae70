/**
 * The live voice button's state machine (docs/behaviour.md §4 "Live voice button";
 * docs/elements/voice-call-button.md "States"): the connected, speaking and connecting flags of
 * docs/behaviour.md §3 "Live-call local state" folded into one status, so no impossible mix.
 * Speech events keep `reconnecting` (buffered audio may still play); a call taken over from
 * another page (`resume`) starts in `reconnecting`.
 */
import type { VoiceClientEventName } from '../../core/voice/index.ts';
import { asRecord } from '../../core/util/records.ts';

/** The button's status. */
export type ButtonStatus = 'idle' | 'connecting' | 'connected' | 'speaking' | 'reconnecting';

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
  | 'reconnected';

/** `error` types after which the call goes on (the client's warnings); any other ends it. */
const NON_FATAL_ERROR_TYPES: ReadonlySet<string> = new Set([
  'audio-playback-error',
  'audio-processor-recovery-error',
]);

/** The input of an `error` event's detail: `warning` for a {@link NON_FATAL_ERROR_TYPES} type, else `error`. */
export function errorInput(detail: unknown): 'error' | 'warning' {
  const type = asRecord(detail)?.['type'];
  return typeof type === 'string' && NON_FATAL_ERROR_TYPES.has(type) ? 'warning' : 'error';
}

/** The client events that move the button, as inputs (`error` is read by {@link errorInput}). */
const CLIENT_INPUTS: Partial<Readonly<Record<VoiceClientEventName, CallInput>>> = {
  'call-start': 'call-start',
  'call-end': 'call-end',
  'speech-start': 'speech-start',
  'speech-end': 'speech-end',
  'call-start-failed': 'call-start-failed',
  'call-reconnecting': 'reconnecting',
  'call-reconnected': 'reconnected',
};

/** The input of a voice client event (`detail` is read for `error`); `undefined` for events that do not move the button. */
export function clientInput(name: VoiceClientEventName, detail: unknown): CallInput | undefined {
  return name === 'error' ? errorInput(detail) : CLIENT_INPUTS[name];
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
    case 'speech-start':
      return status === 'connected' ? 'speaking' : status;
    case 'speech-end':
      return status === 'speaking' ? 'connected' : status;
    case 'reconnecting':
      // Only a call that was running can be resumed; a start still connecting stays so.
      return status === 'connected' || status === 'speaking' ? 'reconnecting' : status;
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
