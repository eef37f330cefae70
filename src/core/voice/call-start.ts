/**
 * A call's start (`docs/voice-client.md` "Start sequence"): the
 * `initialization` stage, steps 3–10 in order with a progress event per
 * stage, then `call-start-success` or the failure path. Step 1 (the
 * double-start guard), the input check and the new session are
 * `VoiceClient.start`/`resume`; what happens during the call is the
 * session's (`session.ts`).
 *
 * Every await races the session's signal, so `stop()` interrupts any stage
 * at once, and is followed by a {@link CallStart.checkpoint}, so nothing runs
 * after a stop that came in while the await was resolving. The critical
 * stages (web call, call object, join) throw; the optional ones (recording,
 * audio observer, noise cancellation) report their failure and let the call
 * go on, as the reference SDK does.
 *
 * What differs by transport comes from the call's descriptor (registry
 * `transports.ts`): the names of steps 5 and 7 (`daily-call-object-creation`
 * / `daily-call-join` for a Daily room, `audio-capture-setup` /
 * `websocket-connection` for a WebSocket call), where it joins, and how a
 * resume joins and is confirmed.
 */
import { createWebCall, type WebCallPayload, type WebCallResponse } from '../api/web-call.ts';
import { childController, invoke, outcomeWithin, raceAbort, raceAbortAs, sleep } from './abort.ts';
import { VoiceClientError, type VoiceClientErrorCode } from './errors.ts';
import type { StartStage } from './events.ts';
import type { ClientSettings } from './options.ts';
import { resumedWebCall, resumeRoomAccess } from './resume.ts';
import type { CallSession } from './session.ts';
import type { RoomAccess, Transport } from './transport.ts';
import type { ResumeState, TransportDescriptor } from './transport-descriptor.ts';

/** What a call starts from: a web-call payload to create, or a call another page handed over. */
export type CallSource = WebCallPayload | { readonly resume: ResumeState };

/** docs/behaviour.md §9 "Audio-level observer interval", in milliseconds. */
const AUDIO_OBSERVER_INTERVAL_MS = 100;

/** Voice provider whose assistant sends video (reference SDK: then video is subscribed). */
const VIDEO_VOICE_PROVIDER = 'tavus';

/** What step 3 gives the later steps: the web call, its transport's descriptor and what they read of it. */
interface StartedCall {
  readonly webCall: WebCallResponse;
  readonly descriptor: TransportDescriptor;
  /** The handed-over call being resumed, if any. */
  readonly resume: ResumeState | undefined;
  readonly videoRecordingEnabled: boolean;
  /** The assistant's voice provider, if the web call names it. */
  readonly voiceProvider: string | undefined;
}

/** The start of one session's call; see the module comment. One per `start()`/`resume()`. */
export class CallStart {
  /**
   * @param session the new session (its owner ends it on failure).
   * @param settings the client's checked settings (time limits in ms, transport factory and registry).
   * @param priorTeardown the previous call's teardown while it still runs (read at step 4).
   */
  constructor(
    private readonly session: CallSession,
    private readonly settings: ClientSettings,
    private readonly priorTeardown: () => Promise<void> | undefined,
  ) {}

  /**
   * Starts the call (step 2 on, `docs/voice-client.md` "Start sequence"): `initialization` started and
   * completed, the stages, then `call-start-success`. When a stage fails:
   * its failed progress event, `call-start-failed`, the `<stage>-error`
   * event, and the session's end. A stopped session ends without an error
   * event.
   *
   * @returns the web call, or `null` once the failed or stopped session is
   *   torn down. Never rejects.
   */
  async run(source: CallSource): Promise<WebCallResponse | null> {
    const { session } = this;
    const { report } = session;
    const { hasAssistant, hasSquad, hasWorkflow } = session.context;
    report.started(session, 'initialization', { hasAssistant, hasSquad, hasWorkflow });
    report.completed(session, 'initialization');
    try {
      const webCall = await this.stages(source);
      if (session.finished) throw session.signal.reason;
      session.starting = false;
      report.events.emit('call-start-success', {
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
        await session.finish('failed');
      }
      await session.teardown;
      return null;
    } finally {
      session.starting = false;
    }
  }

  /**
   * Runs the start stages. Resolves with the web call once every stage has run.
   * @throws VoiceClientError of the failed critical stage (its `stage` is
   *   `session.stage`), or the session signal's reason when stopped.
   */
  private async stages(source: CallSource): Promise<WebCallResponse> {
    // Returning from a step is one more await: the stop is checked again before the next one.
    const call = await this.createWebCall(source);
    this.checkpoint();
    await this.cleanUpPrior(call.descriptor);
    this.checkpoint();
    const transport = await this.prepareTransport(call);
    this.checkpoint();
    await this.waitForPermissions();
    this.checkpoint();
    await this.joinCall(transport, call);
    this.checkpoint();
    this.setUpRecording(transport, call);

    // Step 9: remote audio-level observer at 100 ms.
    await this.optionalStep('audio-observer-setup', 'audio-observer-failed', () =>
      transport.startAudioLevelObserver(AUDIO_OBSERVER_INTERVAL_MS),
    );
    this.checkpoint();

    // Step 10: noise cancellation.
    await this.optionalStep('audio-processing-setup', 'audio-processing-failed', () =>
      transport.enableNoiseCancellation(),
    );
    this.checkpoint();

    return call.webCall;
  }

  /** Step 3: create the web call (a resumed call has one already: docs/voice-client.md "Reconnect policy"). */
  private async createWebCall(source: CallSource): Promise<StartedCall> {
    const { session, settings } = this;
    const { report, signal } = session;
    const resume = 'resume' in source ? source.resume : undefined;
    report.started(session, 'web-call-creation', resume ? { action: 'resume' } : undefined);
    const options =
      settings.webCallTimeoutMs === undefined
        ? { signal }
        : { signal, timeoutMs: settings.webCallTimeoutMs };
    const webCall = resume
      ? resumedWebCall(resume, settings.transports)
      : await raceAbortAs(
          createWebCall(settings.apiConfig, source as WebCallPayload, options),
          signal,
          'web-call-failed',
          'Creating the web call failed',
        );
    this.checkpoint();
    session.webCall = webCall;
    const descriptor = settings.transports.forWebCall(webCall);
    session.descriptor = descriptor;
    const videoRecordingEnabled = webCall.artifactPlan?.videoRecordingEnabled ?? false;
    const voiceProvider = webCall.assistant?.voice?.provider;
    report.completed(session, 'web-call-creation', {
      callId: webCall.id,
      videoRecordingEnabled,
      voiceProvider: voiceProvider ?? 'unknown',
    });
    return { webCall, descriptor, resume, videoRecordingEnabled, voiceProvider };
  }

  /** Step 4: clean up any prior room (a previous call's teardown still running). */
  private async cleanUpPrior(descriptor: TransportDescriptor): Promise<void> {
    const { session } = this;
    const prior = this.priorTeardown();
    if (!prior) return;
    session.report.started(session, descriptor.names.prepareStage, { action: 'cleanup-existing' });
    await raceAbort(prior, session.signal);
    this.checkpoint();
  }

  /** Step 5: create the call object and wire its events. */
  private async prepareTransport(call: StartedCall): Promise<Transport> {
    const { session, settings } = this;
    const { report, signal } = session;
    const { webCall, descriptor, videoRecordingEnabled } = call;
    const assistantVideoEnabled = call.voiceProvider === VIDEO_VOICE_PROVIDER;
    report.started(session, descriptor.names.prepareStage, {
      videoRecordingEnabled,
      assistantVideoEnabled,
    });
    let transport: Transport;
    try {
      transport = settings.transportFactory.create({
        webCall,
        assistantSpeakerName: settings.assistantSpeakerName,
        videoRecordingEnabled,
        assistantVideoEnabled,
        reconnectPolicy: settings.reconnectPolicy,
      });
    } catch (error) {
      throw VoiceClientError.wrap('call-object-failed', error, 'Could not create the transport');
    }
    session.transport = transport;
    session.videoRecordingEnabled = videoRecordingEnabled;
    session.wire(transport, descriptor);
    await raceAbortAs(
      invoke(() => transport.prepare(signal)),
      signal,
      'call-object-failed',
      'Could not create the call object',
    );
    this.checkpoint();
    session.prepared = true;
    report.completed(session, descriptor.names.prepareStage);
    return transport;
  }

  /** Step 6: on mobile, wait for permissions. */
  private async waitForPermissions(): Promise<void> {
    const { session } = this;
    const { report } = session;
    const { isMobile } = session.context;
    report.started(session, 'mobile-permissions', { isMobile });
    if (isMobile) {
      await sleep(this.settings.mobilePermissionWaitMs, session.signal);
      this.checkpoint();
      report.completed(session, 'mobile-permissions', { action: 'permissions-wait' });
    } else {
      report.completed(session, 'mobile-permissions', { action: 'skipped-not-mobile' });
    }
  }

  /** Step 7: join without automatic track subscription (or open the socket), under our own time limit. */
  private async joinCall(transport: Transport, call: StartedCall): Promise<void> {
    const { session, settings } = this;
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
    await this.join(
      transport,
      resume ? resumeRoomAccess(resume, settings.transports) : descriptor.roomAccess(webCall),
    );
    this.checkpoint();
    session.joined = true;
    report.completed(session, descriptor.names.joinStage);
    if (resume && descriptor.resume.confirmedBy === 'join') session.confirmResume();
    session.deliverEarlyMessages();
    this.checkpoint();
  }

  /**
   * Step 8: optional video recording; `recording-started` then sends say-first-message.
   * A meeting token already started it at join: asking again would record twice.
   */
  private setUpRecording(transport: Transport, call: StartedCall): void {
    const { session } = this;
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
        this.optionalStageFailed('video-recording-setup', 'recording-failed', error);
      }
    } else {
      report.completed(session, 'video-recording-setup', { action: 'skipped-not-enabled' });
    }
  }

  /**
   * Throws the stop reason when the session finished while an await was
   * resolving: a settled promise can win a race against `stop()` by one
   * microtask, and nothing may be reported or touched after the stop.
   */
  private checkpoint(): void {
    if (this.session.finished) throw this.session.signal.reason;
  }

  /**
   * Step 7 under `joinTimeoutMs`.
   * @throws VoiceClientError `join-timeout` or `join-failed` (the transport's error as `cause`), or the stop reason.
   */
  private async join(transport: Transport, room: RoomAccess): Promise<void> {
    const { session } = this;
    const { joinTimeoutMs } = this.settings;
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

  /**
   * Runs an optional stage: waits up to `setupStepWaitMs` for it to confirm.
   * If it has not by then, the stage is reported completed with `{pending:
   * true}`, and a later rejection is still reported as a failure.
   */
  private async optionalStep(
    stage: StartStage,
    code: VoiceClientErrorCode,
    run: () => Promise<void>,
  ): Promise<void> {
    const { session } = this;
    session.report.started(session, stage);
    const attempt = invoke(run);
    const outcome = await outcomeWithin(attempt, this.settings.setupStepWaitMs, session.signal);
    this.checkpoint();
    if (outcome.status === 'fulfilled') {
      session.report.completed(session, stage);
    } else if (outcome.status === 'rejected') {
      this.optionalStageFailed(stage, code, outcome.reason);
    } else {
      session.report.completed(session, stage, { pending: true });
      attempt.catch((error: unknown) => {
        if (!session.finished) this.optionalStageFailed(stage, code, error);
      });
    }
  }

  /** An optional stage failed: its failed progress event and `<stage>-error`; the call goes on. */
  private optionalStageFailed(
    stage: StartStage,
    code: VoiceClientErrorCode,
    reason: unknown,
  ): void {
    const error = VoiceClientError.wrap(code, reason, `The ${stage} stage failed`);
    this.session.report.failed(this.session, { error: error.message }, stage);
    this.session.report.error(`${stage}-error`, stage, error);
  }
}
