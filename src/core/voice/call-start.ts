/**
 * A call's start (`docs/voice-client.md` "Start sequence"): the
 * `initialization` stage, steps 3–10 in order with a progress event per
 * stage, then `call-start-success` or the failure path. Step 1 (the
 * double-start guard), the input check and the new session are
 * `VoiceClient.start`/`resume`; what happens during the call is the
 * session's (`session.ts`).
 *
 * Every await races the session's signal, so `stop()` interrupts any stage
 * at once, and is followed by a {@link checkpoint}, so nothing runs
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
 *
 * The steps are in `start-steps.ts` (3–6), `start-join.ts` (7) and `start-optional.ts` (8–10).
 */
import type { WebCallResponse } from '../api/web-call.ts';
import { VoiceClientError } from './errors.ts';
import type { ClientSettings } from './options.ts';
import type { CallSession } from './session.ts';
import { joinCall } from './start-join.ts';
import { optionalStep, setUpRecording } from './start-optional.ts';
import {
  checkpoint,
  cleanUpPrior,
  createCall,
  prepareTransport,
  waitForPermissions,
  type CallSource,
  type StartContext,
} from './start-steps.ts';

export type { CallSource } from './start-steps.ts';

/** docs/behaviour.md §9 "Audio-level observer interval", in milliseconds. */
const AUDIO_OBSERVER_INTERVAL_MS = 100;

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
    const start: StartContext = { session: this.session, settings: this.settings };
    const { session } = this;
    // Returning from a step is one more await: the stop is checked again before the next one.
    const call = await createCall(start, source);
    checkpoint(session);
    await cleanUpPrior(session, call.descriptor, this.priorTeardown());
    checkpoint(session);
    const transport = await prepareTransport(start, call);
    checkpoint(session);
    await waitForPermissions(start);
    checkpoint(session);
    await joinCall(start, transport, call);
    checkpoint(session);
    setUpRecording(session, transport, call);

    // Step 9: remote audio-level observer at 100 ms.
    await optionalStep(start, 'audio-observer-setup', 'audio-observer-failed', () =>
      transport.startAudioLevelObserver(AUDIO_OBSERVER_INTERVAL_MS),
    );
    checkpoint(session);

    // Step 10: noise cancellation.
    await optionalStep(start, 'audio-processing-setup', 'audio-processing-failed', () =>
      transport.enableNoiseCancellation(),
    );
    checkpoint(session);

    return call.webCall;
  }
}
