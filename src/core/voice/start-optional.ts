/**
 * Steps 8–10 of a call's start (`docs/voice-client.md` "Start sequence"): video recording, the
 * remote audio-level observer and noise cancellation. They are optional: a failure is reported
 * (its failed progress event and `<stage>-error`) and the call goes on, as the reference SDK does.
 */
import { invoke, outcomeWithin } from './abort.ts';
import { VoiceClientError, type VoiceClientErrorCode } from './errors.ts';
import type { StartStage } from './events.ts';
import type { CallSession } from './session.ts';
import { checkpoint, type StartContext, type StartedCall } from './start-steps.ts';
import type { Transport } from './transport.ts';

/**
 * Step 8: optional video recording; `recording-started` then sends say-first-message.
 * A meeting token already started it at join: asking again would record twice.
 */
export function setUpRecording(
  session: CallSession,
  transport: Transport,
  call: StartedCall,
): void {
  const { report } = session;
  if (call.videoRecordingEnabled && call.descriptor.roomAccess(call.webCall).token) {
    report.completed(session, 'video-recording-setup', {
      action: 'auto-started-via-meeting-token',
    });
  } else if (call.videoRecordingEnabled) {
    report.started(session, 'video-recording-setup');
    try {
      session.recordingRequestedAt = Date.now();
      transport.startRecording();
      report.completed(session, 'video-recording-setup');
    } catch (error) {
      optionalStageFailed(session, 'video-recording-setup', 'recording-failed', error);
    }
  } else {
    report.completed(session, 'video-recording-setup', { action: 'skipped-not-enabled' });
  }
}

/**
 * Runs an optional stage: waits up to `setupStepWaitMs` for it to confirm.
 * If it has not by then, the stage is reported completed with `{pending:
 * true}`, and a later rejection is still reported as a failure.
 * @throws the stop reason only.
 */
export async function optionalStep(
  { session, settings }: StartContext,
  stage: StartStage,
  code: VoiceClientErrorCode,
  run: () => Promise<void>,
): Promise<void> {
  session.report.started(session, stage);
  const attempt = invoke(run);
  const outcome = await outcomeWithin(attempt, settings.setupStepWaitMs, session.signal);
  checkpoint(session);
  if (outcome.status === 'fulfilled') {
    session.report.completed(session, stage);
  } else if (outcome.status === 'rejected') {
    optionalStageFailed(session, stage, code, outcome.reason);
  } else {
    session.report.completed(session, stage, { pending: true });
    attempt.catch((error: unknown) => {
      if (!session.finished) optionalStageFailed(session, stage, code, error);
    });
  }
}

/** An optional stage failed: its failed progress event and `<stage>-error`; the call goes on. */
function optionalStageFailed(
  session: CallSession,
  stage: StartStage,
  code: VoiceClientErrorCode,
  reason: unknown,
): void {
  const error = VoiceClientError.wrap(code, reason, `The ${stage} stage failed`);
  session.report.failed(session, { error: error.message }, stage);
  session.report.error(`${stage}-error`, stage, error);
}
