/**
 * A call's start, SPEC §4 "Web call start (embedded client)": the
 * `initialization` stage, steps 3–10 in order with a progress event per stage
 * (SPEC §3 "Progress event"), then `call-start-success` or the failure path
 * ({@link startCall}). Step 1 (the double-start guard), the input check and
 * the new session live in `VoiceClient.start`.
 *
 * Every await races the session's signal, so `stop()` interrupts any stage
 * at once, and is followed by a `checkpoint`, so nothing runs after a stop
 * that came in while the await was resolving. The critical stages (web
 * call, call object, join) throw; the optional ones (recording, audio
 * observer, noise cancellation) report their failure and let the call go
 * on, as the reference SDK does.
 *
 * The names of steps 5 and 7 follow the call's transport (`transport-kind.ts`):
 * `daily-call-object-creation` / `daily-call-join` for a Daily room,
 * `audio-capture-setup` / `websocket-connection` for a WebSocket call.
 */
import { createWebCall, type WebCallPayload, type WebCallResponse } from '../api/web-call.ts';
import { childController, invoke, outcomeWithin, raceAbort, raceAbortAs, sleep } from './abort.ts';
import { VoiceClientError, type VoiceClientErrorCode } from './errors.ts';
import type { StartStage } from './events.ts';
import type { ClientHost } from './host.ts';
import { resumedWebCall, resumeRoomAccess, type ResumeState } from './resume.ts';
import type { CallSession } from './session.ts';
import { deliverEarlyMessages, resumed, wireTransport } from './session-wiring.ts';
import type { RoomAccess, Transport } from './transport.ts';
import { roomAccessFor, TRANSPORT_NAMES, transportKindOf } from './transport-kind.ts';

/** What a call starts from: a web-call payload to create, or a call another page handed over. */
export type CallSource = WebCallPayload | { readonly resume: ResumeState };

/** SPEC §9 "Audio-level observer interval", in milliseconds. */
export const AUDIO_OBSERVER_INTERVAL_MS = 100;

/** Voice provider whose assistant sends video (reference SDK: then video is subscribed). */
const VIDEO_VOICE_PROVIDER = 'tavus';

/**
 * Starts the call of a new `session` (SPEC §4 step 2 on): `initialization`
 * started and completed, the stages of {@link runStart}, then
 * `call-start-success`. When a stage fails: its failed progress event,
 * `call-start-failed`, the `<stage>-error` event, and the session's end
 * (`host.finish`). A stopped session ends without an error event.
 *
 * @returns the web call, or `null` once the failed or stopped session is torn
 *   down. Never rejects.
 */
export async function startCall(host: ClientHost, session: CallSession, payload: CallSource): Promise<WebCallResponse | null> {
  const { report } = host;
  const { hasAssistant, hasSquad, hasWorkflow } = session.context;
  report.started(session, 'initialization', { hasAssistant, hasSquad, hasWorkflow });
  report.completed(session, 'initialization');
  try {
    const webCall = await runStart(host, session, payload);
    if (session.finished) throw session.signal.reason;
    session.starting = false;
    host.events.emit('call-start-success', {
      totalDuration: Date.now() - session.startedAt,
      callId: webCall.id,
      timestamp: new Date().toISOString(),
    });
    return webCall;
  } catch (error) {
    if (!session.finished) {
      const failure = VoiceClientError.wrap('start-failed', error);
      report.failed(session, { error: failure.message });
      report.startFailed(session, session.stage, failure);
      await host.finish(session, 'failed');
    }
    await session.teardown;
    return null;
  } finally {
    session.starting = false;
  }
}

/**
 * Runs the start stages for `session`. Resolves with the web call once every
 * stage has run.
 * @throws VoiceClientError of the failed critical stage (its `stage` is
 *   `session.stage`), or the session signal's reason when stopped.
 */
export async function runStart(host: ClientHost, session: CallSession, source: CallSource): Promise<WebCallResponse> {
  const { report } = host;
  const { signal } = session;

  // Step 3: create the web call (a resumed call has one already: README "Call continuity").
  const resume = 'resume' in source ? source.resume : undefined;
  report.started(session, 'web-call-creation', resume ? { action: 'resume' } : undefined);
  const options = host.webCallTimeoutMs === undefined ? { signal } : { signal, timeoutMs: host.webCallTimeoutMs };
  const webCall = resume
    ? resumedWebCall(resume)
    : await raceAbortAs(createWebCall(host.apiConfig, source as WebCallPayload, options), signal, 'web-call-failed', 'Creating the web call failed');
  checkpoint(session);
  session.webCall = webCall;
  const names = TRANSPORT_NAMES[transportKindOf(webCall)];
  session.transportNames = names;
  const videoRecordingEnabled = webCall.artifactPlan?.videoRecordingEnabled ?? false;
  const voiceProvider = webCall.assistant?.voice?.provider;
  report.completed(session, 'web-call-creation', {
    callId: webCall.id,
    videoRecordingEnabled,
    voiceProvider: voiceProvider ?? 'unknown',
  });

  // Step 4: clean up any prior room (a previous call's teardown still running).
  const prior = host.pendingTeardown();
  if (prior) {
    report.started(session, names.prepareStage, { action: 'cleanup-existing' });
    await raceAbort(prior, signal);
    checkpoint(session);
  }

  // Step 5: create the call object and wire its events.
  const assistantVideoEnabled = voiceProvider === VIDEO_VOICE_PROVIDER;
  report.started(session, names.prepareStage, { videoRecordingEnabled, assistantVideoEnabled });
  let transport: Transport;
  try {
    transport = host.transportFactory.create({
      webCall,
      assistantSpeakerName: host.assistantSpeakerName,
      videoRecordingEnabled,
      assistantVideoEnabled,
      reconnectPolicy: host.reconnectPolicy,
    });
  } catch (error) {
    throw VoiceClientError.wrap('call-object-failed', error, 'Could not create the transport');
  }
  session.transport = transport;
  session.videoRecordingEnabled = videoRecordingEnabled;
  wireTransport(host, session, transport);
  await raceAbortAs(invoke(() => transport.prepare(signal)), signal, 'call-object-failed', 'Could not create the call object');
  checkpoint(session);
  session.prepared = true;
  report.completed(session, names.prepareStage);

  // Step 6: on mobile, wait for permissions.
  const { isMobile } = session.context;
  report.started(session, 'mobile-permissions', { isMobile });
  if (isMobile) {
    await sleep(host.mobilePermissionWaitMs, signal);
    checkpoint(session);
    report.completed(session, 'mobile-permissions', { action: 'permissions-wait' });
  } else {
    report.completed(session, 'mobile-permissions', { action: 'skipped-not-mobile' });
  }

  // Step 7: join without automatic track subscription (or open the socket), under our own time limit.
  report.started(session, names.joinStage);
  session.recordingRequestedAt = Date.now();
  if (resume) {
    session.resumingSince = resume.savedAtMs;
    host.events.emit('call-reconnecting', { attempt: 1, reason: 'page-change', timestamp: new Date().toISOString() });
  }
  await joinWithTimeout(host, session, transport, resume ? resumeRoomAccess(resume) : roomAccessFor(webCall));
  checkpoint(session);
  session.joined = true;
  report.completed(session, names.joinStage);
  if (resume && names.kind === 'daily') resumed(host, session);
  deliverEarlyMessages(host, session);
  checkpoint(session);

  // Step 8: optional video recording; `recording-started` then sends say-first-message.
  // A meeting token (`transport.callToken`) already started it at join: asking again would record twice.
  if (videoRecordingEnabled && roomAccessFor(webCall).token) {
    report.completed(session, 'video-recording-setup', { action: 'auto-started-via-meeting-token' });
  } else if (videoRecordingEnabled) {
    report.started(session, 'video-recording-setup');
    try {
      session.recordingRequestedAt = Date.now();
      transport.startRecording();
      report.completed(session, 'video-recording-setup');
    } catch (error) {
      optionalStageFailed(host, session, 'video-recording-setup', 'recording-failed', error);
    }
  } else {
    report.completed(session, 'video-recording-setup', { action: 'skipped-not-enabled' });
  }

  // Step 9: remote audio-level observer at 100 ms.
  await optionalStep(host, session, 'audio-observer-setup', 'audio-observer-failed', () =>
    transport.startAudioLevelObserver(AUDIO_OBSERVER_INTERVAL_MS),
  );
  checkpoint(session);

  // Step 10: noise cancellation.
  await optionalStep(host, session, 'audio-processing-setup', 'audio-processing-failed', () =>
    transport.enableNoiseCancellation(),
  );
  checkpoint(session);

  return webCall;
}

/**
 * Throws the stop reason when the session finished while an await was
 * resolving: a settled promise can win a race against `stop()` by one
 * microtask, and nothing may be reported or touched after the stop.
 */
function checkpoint(session: CallSession): void {
  if (session.finished) throw session.signal.reason;
}

async function joinWithTimeout(host: ClientHost, session: CallSession, transport: Transport, room: RoomAccess): Promise<void> {
  const { controller, release } = childController(session.signal);
  const timer = setTimeout(() => controller.abort(VoiceClientError.joinTimeout(host.joinTimeoutMs)), host.joinTimeoutMs);
  try {
    await raceAbort(invoke(() => transport.join(room, controller.signal)), controller.signal);
  } catch (error) {
    if (session.signal.aborted) throw session.signal.reason;
    throw VoiceClientError.wrap('join-failed', error, 'Joining the call room failed');
  } finally {
    clearTimeout(timer);
    release();
  }
}

/**
 * Runs an optional stage: waits up to `setupStepWaitMs` for it to confirm.
 * If it has not by then, the stage is reported completed with `{pending:
 * true}`, and a later rejection is still reported as a failure.
 */
async function optionalStep(
  host: ClientHost,
  session: CallSession,
  stage: StartStage,
  code: VoiceClientErrorCode,
  run: () => Promise<void>,
): Promise<void> {
  host.report.started(session, stage);
  const attempt = invoke(run);
  const outcome = await outcomeWithin(attempt, host.setupStepWaitMs, session.signal);
  checkpoint(session);
  if (outcome.status === 'fulfilled') {
    host.report.completed(session, stage);
  } else if (outcome.status === 'rejected') {
    optionalStageFailed(host, session, stage, code, outcome.reason);
  } else {
    host.report.completed(session, stage, { pending: true });
    attempt.catch((error: unknown) => {
      if (!session.finished) optionalStageFailed(host, session, stage, code, error);
    });
  }
}

function optionalStageFailed(
  host: ClientHost,
  session: CallSession,
  stage: StartStage,
  code: VoiceClientErrorCode,
  reason: unknown,
): void {
  const error = VoiceClientError.wrap(code, reason, `The ${stage} stage failed`);
  host.report.failed(session, { error: error.message }, stage);
  host.report.error(`${stage}-error`, stage, error);
}
