/**
 * The end of one call session, whatever ended it (`stop()`, `end()`, the
 * room left, a fatal room error, a failed start): the SPEC §4 "When the room
 * is left" events, then the bounded teardown of the transport and the
 * microphone gain. The counterpart of `session-wiring.ts`.
 */
import type { ClientHost, FinishReason } from './host.ts';
import { connectionLostEnd, customerEndedCall } from './messages.ts';
import type { CallSession } from './session.ts';

/**
 * Ends `session`, which the caller has just marked finished
 * (`session.finish()` returned true):
 * - stopped during `start()`: the current stage's failed progress event
 *   with `{reason: 'stopped'}`;
 * - the transport listeners are removed;
 * - joined: `speech-end` (if speaking), `call-end`, once the ended
 *   `status-update` (`customer-ended-call`, or `connection-lost` when the
 *   connection could not be resumed; unless the server sent an ended
 *   status), and recording stopped when it was on;
 * - the transport is destroyed and the microphone gain closed.
 *
 * @returns the teardown, also kept as `session.teardown`: resolves when both
 *   are released (bounded by the transport's own `destroy()` limit); never
 *   rejects (a failure is logged).
 */
export function endSession(host: ClientHost, session: CallSession, reason: FinishReason): Promise<void> {
  if (reason === 'stopped' && session.starting) host.report.failed(session, { reason: 'stopped' });
  for (const off of session.detach.splice(0)) off();
  const transport = session.transport;
  if (session.joined) {
    session.joined = false;
    session.speech.stop(true);
    host.events.emit('call-end');
    if (!session.endedStatusSent) {
      session.endedStatusSent = true;
      host.events.emit('message', session.connectionLost ? connectionLostEnd() : customerEndedCall());
    }
    if (session.videoRecordingEnabled) transport?.stopRecording();
  } else {
    session.speech.stop(false);
  }
  const teardown = Promise.all([session.micGain.close(), transport?.destroy()]).then(
    () => undefined,
    (error: unknown) => console.warn(`[${host.label}] teardown failed`, error),
  );
  session.teardown = teardown;
  return teardown;
}
