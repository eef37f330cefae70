/**
 * Step 7 of a call's start (`docs/voice-client.md` "Start sequence"): join the room without
 * automatic track subscription (or open the socket), under the client's own `joinTimeoutMs`; a
 * handed-over call joins as a resume (docs/voice-client.md "Reconnect policy").
 */
import { childController, invoke, raceAbort } from './abort.ts';
import { VoiceClientError } from './errors.ts';
import { resumeRoomAccess } from './resume.ts';
import type { CallSession } from './session.ts';
import { checkpoint, type StartContext, type StartedCall } from './start-steps.ts';
import type { RoomAccess, Transport } from './transport.ts';

/**
 * Step 7: joins `transport` to the call's room, then delivers the messages that came early.
 * @throws VoiceClientError `join-timeout` or `join-failed`, or the stop reason.
 */
export async function joinCall(
  { session, settings }: StartContext,
  transport: Transport,
  call: StartedCall,
): Promise<void> {
  const { report } = session;
  const { webCall, descriptor, resume } = call;
  report.started(session, descriptor.names.joinStage);
  session.recordingRequestedAt = Date.now();
  if (resume) {
    session.resumingSince = resume.savedAtMs;
    report.events.emit('call-reconnecting', {
      attempt: 1,
      reason: 'page-change',
      timestamp: new Date().toISOString(),
    });
  }
  await join(
    session,
    settings.joinTimeoutMs,
    transport,
    resume ? resumeRoomAccess(resume, settings.transports) : descriptor.roomAccess(webCall),
  );
  checkpoint(session);
  session.joined = true;
  report.completed(session, descriptor.names.joinStage);
  if (resume && descriptor.resume.confirmedBy === 'join') session.confirmResume();
  session.deliverEarlyMessages();
  checkpoint(session);
}

/**
 * The join under `joinTimeoutMs` (ms).
 * @throws VoiceClientError `join-timeout` or `join-failed` (the transport's error as `cause`), or the stop reason.
 */
async function join(
  session: CallSession,
  joinTimeoutMs: number,
  transport: Transport,
  room: RoomAccess,
): Promise<void> {
  const { controller, release } = childController(session.signal);
  const timer = setTimeout(
    () => controller.abort(VoiceClientError.joinTimeout(joinTimeoutMs)),
    joinTimeoutMs,
  );
  try {
    await raceAbort(
      invoke(() => transport.join(room, controller.signal)),
      controller.signal,
    );
  } catch (error) {
    if (session.signal.aborted) throw session.signal.reason;
    throw VoiceClientError.wrap('join-failed', error, 'Joining the call room failed');
  } finally {
    clearTimeout(timer);
    release();
  }
}
