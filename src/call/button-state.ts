/**
 * The live voice button's state machine (SPEC §4 "Live voice button", SPEC §3
 * "Live-call local state": the flags connected, assistant speaking and
 * connecting, folded into one status so impossible mixes cannot occur).
 *
 * | status     | look                         | next                                              |
 * |------------|------------------------------|---------------------------------------------------|
 * | idle       | green gradient               | press → connecting                                |
 * | connecting | grey, disabled, spinner      | call-start → connected                            |
 * | connected  | blue                         | speech-start → speaking; press or call-end → idle |
 * | speaking   | red, pulsing                 | speech-end → connected; call-end → idle           |
 *
 * Any error, and a failed start, returns to idle (SPEC §4: "On an error, the
 * connecting and connected flags reset to idle").
 */

/** The button's status. */
export type CallStatus = 'idle' | 'connecting' | 'connected' | 'speaking';

/** What moves the button: the visitor's press, or a client event. */
export type CallInput =
  | 'press'
  | 'call-start'
  | 'call-end'
  | 'speech-start'
  | 'speech-end'
  | 'error'
  | 'call-start-failed';

/** The next status after `input` in `status`; unknown combinations keep the status. */
export function nextCallStatus(status: CallStatus, input: CallInput): CallStatus {
  switch (input) {
    case 'press':
      // Connecting is disabled: a press there changes nothing.
      return status === 'idle' ? 'connecting' : status === 'connecting' ? 'connecting' : 'idle';
    case 'call-start':
      return status === 'connecting' ? 'connected' : status;
    case 'speech-start':
      return status === 'connected' ? 'speaking' : status;
    case 'speech-end':
      return status === 'speaking' ? 'connected' : status;
    case 'call-end':
    case 'error':
    case 'call-start-failed':
      return 'idle';
  }
}
