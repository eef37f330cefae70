/**
 * One call, from `start()` (or `resume()`) to its teardown: its state, its
 * transport's events turned into the client's (`docs/voice-client.md`
 * "Events": call events, the end of the call, fatal transport errors
 * re-emitted under the transport's call error type ("Errors"), camera and
 * network events forwarded), the app-message protocol, and the end of the
 * call. The start sequence that fills it in is
 * `CallStart` (`call-start.ts`); the client owns the session slot and ends
 * sessions through {@link CallSession.finish}.
 *
 * Every transport listener is removed at the end and ignores events once the
 * session is finished. App messages that arrive before the join has
 * completed are held and delivered right after it.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import type { Unsubscribe } from './emitter.ts';
import { VoiceClientError } from './errors.ts';
import type { StartContext, StartStage } from './events.ts';
import {
  connectionLostEnd,
  customerEndedCall,
  encodeClientMessage,
  parseAppMessage,
} from './messages.ts';
import { MicGain, type MicGainEnvironment } from './mic-gain.ts';
import type { StartInputs } from './payload.ts';
import { iso, type Reporter } from './reporter.ts';
import { serializeError } from './serialize-error.ts';
import { SpeechDetector } from './speech.ts';
import type { Transport, TransportEvents } from './transport.ts';
import type { ResumeToken, TransportDescriptor } from './transport-descriptor.ts';

/** Most app messages kept from before the join completes; later ones are dropped (logged). */
const MAX_EARLY_MESSAGES = 64;

/** The app message that tells the server the assistant's audio is playing (reference SDK behaviour). */
const PLAYABLE_MESSAGE = 'playable';

/** Fatal errors of a call that is still connected, which the client itself gives up (no audio output device). */
const CLIENT_GIVES_UP: ReadonlySet<string> = new Set(['audio-output-unavailable']);

/** Why a session ends. */
export type FinishReason = 'stopped' | 'left' | 'fatal' | 'failed';

/** One call's state and event handling; see the module comment. */
export class CallSession {
  private readonly controller = new AbortController();
  /** `Date.now()` when `start()` was called. */
  readonly startedAt: number;
  readonly context: StartContext;
  readonly speech: SpeechDetector;
  readonly micGain: MicGain;
  /** Listeners on the transport, removed at teardown. */
  private readonly detach: Unsubscribe[] = [];

  /** The stage under way (for progress durations and failure reports). */
  stage: StartStage = 'initialization';
  /** `Date.now()` when {@link stage} started. */
  stageStartedAt: number;
  /** True until `start()` has finished (successfully or not). */
  starting = true;
  transport: Transport | undefined;
  /** The call's kind of transport; set from the web call response. */
  descriptor: TransportDescriptor | undefined;
  /** The transport's call object exists (mute and gain work from here). */
  prepared = false;
  /** The room has been joined and not yet left. */
  joined = false;
  /**
   * App messages that arrived before the join completed (a WebSocket server
   * greets as soon as the socket opens); delivered right after the join's
   * `completed` progress event. At most {@link MAX_EARLY_MESSAGES}.
   */
  private readonly earlyMessages: unknown[] = [];
  /** The server said 'listening' (`call-start` was emitted). */
  private callStarted = false;
  /** A `status-update` with status `ended` was emitted (by the server or by us). */
  private endedStatusSent = false;
  /** Set when the call ended because its connection could not be resumed (`connection-lost`). */
  private connectionLost = false;
  /** The call's web call, once created (or, for a resumed call, rebuilt from its resume state). */
  webCall: WebCallResponse | undefined;
  /** For a call taken over from another page: when that page left it (epoch ms), until the platform confirmed the resume. */
  resumingSince: number | undefined;
  /** The platform's latest resume secret for this call (its transport's `resume-token`), for `VoiceClient.getResumeState`. */
  resumeToken: ResumeToken | undefined;
  videoRecordingEnabled = false;
  /** `Date.now()` when recording was requested, for `videoRecordingStartDelaySeconds`. */
  recordingRequestedAt = 0;
  /** Set once: the session is over (stopped, left, failed). */
  finished = false;
  /** Resolves when the transport and mic gain are released (bounded). */
  teardown: Promise<void> | undefined;

  /**
   * @param report the client's reporter (and, through it, its emitter and log label).
   * @param owner ends the session when asked by {@link finish} (the client: it frees its slot first).
   * @param now `Date.now()` of the `start()` call, ms.
   * @param inputs what `start()` was given; `isMobile` the device.
   * @param micGain browser hooks of the microphone gain.
   */
  constructor(
    readonly report: Reporter,
    private readonly owner: (session: CallSession, reason: FinishReason) => Promise<void>,
    now: number,
    inputs: StartInputs,
    isMobile: boolean,
    micGain: MicGainEnvironment,
  ) {
    const { events } = report;
    this.startedAt = now;
    this.stageStartedAt = now;
    this.context = { ...inputs, isMobile };
    this.speech = new SpeechDetector({
      volume: (level) => events.emit('volume-level', level),
      speechStart: () => events.emit('speech-start'),
      speechEnd: () => events.emit('speech-end'),
    });
    this.micGain = new MicGain(micGain);
  }

  /** Aborts when the session finishes; every await of the start races it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * Ends the session (asks its owner, the client, which frees its slot and
   * calls {@link end}). Idempotent.
   * @returns the teardown; never rejects.
   */
  finish(reason: FinishReason): Promise<void> {
    return this.owner(this, reason);
  }

  /** Marks the session finished and aborts its signal. Returns false when it already was. */
  markFinished(): boolean {
    if (this.finished) return false;
    this.finished = true;
    this.controller.abort(VoiceClientError.stopped());
    return true;
  }

  /**
   * Subscribes the session to `transport` (of kind `descriptor`): its events
   * become client events until the session ends (`docs/voice-client.md` "Events").
   */
  wire(transport: Transport, descriptor: TransportDescriptor): void {
    const { report } = this;
    const { events, label } = report;
    const on = <K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): void => {
      this.detach.push(transport.on(event, listener));
    };
    const live = (): boolean => !this.finished;
    let recordingStarted = false;

    on('app-message', (data) => {
      if (!live()) return;
      if (this.joined) this.onAppMessage(data);
      else if (this.earlyMessages.length < MAX_EARLY_MESSAGES) this.earlyMessages.push(data);
      else console.warn(`[${label}] an app message arrived before joining and was dropped`);
    });
    on('remote-audio-level', (level) => {
      if (live()) this.speech.onLevel(level);
    });
    on('assistant-audio-started', () => {
      if (live()) this.trySend(PLAYABLE_MESSAGE);
    });
    on('left', () => {
      if (live()) void this.finish('left');
    });
    on('fatal-error', (error) => {
      if (!live()) return;
      if (error.code === 'connection-lost') this.connectionLost = true;
      // The client gives up a call that still runs on the platform: it ends it there too (as `end()` does).
      if (CLIENT_GIVES_UP.has(error.code)) this.trySend(encodeClientMessage({ type: 'end-call' }));
      report.error(descriptor.names.callErrorType, 'call', error);
      void this.finish('fatal');
    });
    on('camera-error', (event) => {
      if (!live()) return;
      events.emit('camera-error', {
        type: 'camera-error',
        cameraErrorType: event.cameraErrorType,
        error: serializeError(event.error),
        ...(event.audioOk === undefined ? {} : { audioOk: event.audioOk }),
        ...(event.videoOk === undefined ? {} : { videoOk: event.videoOk }),
        timestamp: iso(Date.now()),
      });
    });
    on('network-quality-change', (event) => {
      if (live()) events.emit('network-quality-change', { ...event, timestamp: iso(Date.now()) });
    });
    on('network-connection', (event) => {
      if (live()) events.emit('network-connection', { ...event, timestamp: iso(Date.now()) });
    });
    on('reconnecting', (event) => {
      if (live()) events.emit('call-reconnecting', { ...event, timestamp: iso(Date.now()) });
    });
    on('reconnected', (event) => {
      if (live()) events.emit('call-reconnected', { ...event, timestamp: iso(Date.now()) });
    });
    on('resume-token', (token) => {
      if (!live()) return;
      this.resumeToken = token;
      // A resume confirmed by the platform's new secret (`confirmedBy: 'resume-token'`); a no-op once confirmed.
      this.confirmResume();
    });
    on('recording-started', () => {
      if (!live() || !this.videoRecordingEnabled || recordingStarted) return;
      recordingStarted = true;
      const delaySeconds = (Date.now() - this.recordingRequestedAt) / 1000;
      report.completed(this, 'video-recording-started', { delaySeconds });
      this.trySend(
        encodeClientMessage({
          type: 'control',
          control: 'say-first-message',
          videoRecordingStartDelaySeconds: delaySeconds,
        }),
      );
    });
    on('warning', (warning) => {
      if (live()) report.error(warning.type, 'call', warning.error);
    });
  }

  /**
   * A call taken over from another page is carried again: `call-reconnected`
   * with the time since that page left it (docs/voice-client.md "Reconnect policy"). Once.
   */
  confirmResume(): void {
    const since = this.resumingSince;
    if (since === undefined) return;
    this.resumingSince = undefined;
    this.report.events.emit('call-reconnected', {
      downtimeMs: Math.max(0, Date.now() - since),
      timestamp: iso(Date.now()),
    });
  }

  /**
   * Delivers the app messages that arrived before the join completed, in
   * order, so events keep the order join `completed` → `call-start` →
   * `message`. Called by the start sequence once joined.
   */
  deliverEarlyMessages(): void {
    for (const data of this.earlyMessages.splice(0)) {
      if (this.finished) return;
      this.onAppMessage(data);
    }
  }

  /** Sends raw app-message data when joined; logs and returns false when the room refuses it. */
  trySend(data: string): boolean {
    if (!this.joined || !this.transport) return false;
    try {
      this.transport.sendMessage(data);
      return true;
    } catch (error) {
      console.warn(`[${this.report.label}] could not send an app message`, error);
      return false;
    }
  }

  /**
   * The end of the session, once its owner has marked it finished
   * ({@link markFinished} returned true):
   * - stopped during the start: the current stage's failed progress event
   *   with `{reason: 'stopped'}`;
   * - the transport listeners are removed;
   * - joined: `speech-end` (if speaking), `call-end`, once the ended
   *   `status-update` (`customer-ended-call`, or `connection-lost` when the
   *   connection could not be resumed; unless the server sent an ended
   *   status), and recording stopped when it was on;
   * - the transport is destroyed and the microphone gain closed.
   *
   * @returns the teardown, also kept as {@link teardown}: resolves when both
   *   are released (bounded by the transport's own `destroy()` limit); never
   *   rejects (a failure is logged).
   */
  end(reason: FinishReason): Promise<void> {
    const { report } = this;
    const { events, label } = report;
    if (reason === 'stopped' && this.starting) report.failed(this, { reason: 'stopped' });
    for (const off of this.detach.splice(0)) off();
    const transport = this.transport;
    if (this.joined) {
      this.joined = false;
      this.speech.stop(true);
      events.emit('call-end');
      if (!this.endedStatusSent) {
        this.endedStatusSent = true;
        const ended = this.connectionLost ? connectionLostEnd() : customerEndedCall();
        report.message({ ...ended }, { ok: true, message: ended, problems: [] });
      }
      if (this.videoRecordingEnabled) transport?.stopRecording();
    } else {
      this.speech.stop(false);
    }
    const teardown = Promise.all([this.micGain.close(), transport?.destroy()]).then(
      () => undefined,
      (error: unknown) => console.warn(`[${label}] teardown failed`, error),
    );
    this.teardown = teardown;
    return teardown;
  }

  /**
   * docs/behaviour.md §4: 'listening' means call start (emitted once per call); other data
   * is JSON-parsed into `message`, and read once (`parseAppMessage`) for the
   * typed listeners. A parse failure is logged, never thrown
   * (docs/behaviour.md §8 "Message parse failure: logged only").
   */
  private onAppMessage(data: unknown): void {
    const parsed = parseAppMessage(data);
    if (parsed.kind === 'listening') {
      if (this.callStarted) return;
      this.callStarted = true;
      this.report.events.emit('call-start');
      return;
    }
    if (parsed.kind === 'invalid') {
      console.log(`[${this.report.label}] Error parsing message data:`, parsed.error);
      return;
    }
    const { read } = parsed;
    if (read?.ok && read.message.type === 'status-update' && read.message.status === 'ended')
      this.endedStatusSent = true;
    this.report.message(parsed.message, read);
  }
}
