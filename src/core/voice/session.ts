/**
 * One call, from `start()` (or `resume()`) to its teardown: its state, its transport's events
 * turned into the client's (`docs/voice-client.md` "Events"), and the end of the call.
 * `CallStart` (`call-start.ts`) fills it in; the client owns the slot.
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

/** Most app messages kept from before the join completes; later ones are dropped. */
const MAX_EARLY_MESSAGES = 64;

/** Tells the server the assistant's audio is playing (reference SDK behaviour). */
const PLAYABLE_MESSAGE = 'playable';

/** Fatal errors of a still connected call that the client itself gives up, so it ends the call there. */
const CLIENT_GIVES_UP: ReadonlySet<string> = new Set(['audio-output-unavailable']);

/** Why a session ends. */
export type FinishReason = 'stopped' | 'left' | 'fatal' | 'failed';

/** One call's state and event handling. */
export class CallSession {
  private readonly controller = new AbortController();
  readonly startedAt: number;
  readonly context: StartContext;
  readonly speech: SpeechDetector;
  readonly micGain: MicGain;
  private readonly detach: Unsubscribe[] = [];

  stage: StartStage = 'initialization';
  stageStartedAt: number;
  /** Until `start()` has finished. */
  starting = true;
  transport: Transport | undefined;
  descriptor: TransportDescriptor | undefined;
  /** The call object exists (mute and gain work from here). */
  prepared = false;
  joined = false;
  /** App messages from before the join completed (a WebSocket server greets at once). */
  private readonly earlyMessages: unknown[] = [];
  private callStarted = false;
  /** An ended `status-update` was emitted (by the server or by us). */
  private endedStatusSent = false;
  private connectionLost = false;
  webCall: WebCallResponse | undefined;
  /** For a call taken over from another page: when that page left it (epoch ms), until confirmed. */
  resumingSince: number | undefined;
  /** The platform's latest resume secret, for `VoiceClient.getResumeState`. */
  resumeToken: ResumeToken | undefined;
  videoRecordingEnabled = false;
  recordingRequestedAt = 0;
  finished = false;
  teardown: Promise<void> | undefined;

  /**
   * @param owner ends the session when asked by {@link finish} (the client frees its slot first).
   * @param now `Date.now()` of the `start()` call, ms.
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

  /** Ends the session through its owner. Idempotent; never rejects. */
  finish(reason: FinishReason): Promise<void> {
    return this.owner(this, reason);
  }

  /** Marks the session finished and aborts its signal; false when it already was. */
  markFinished(): boolean {
    if (this.finished) return false;
    this.finished = true;
    this.controller.abort(VoiceClientError.stopped());
    return true;
  }

  /** Turns `transport`'s events into client events until the session ends. */
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

  /** A call taken over from another page is carried again: `call-reconnected`, once. */
  confirmResume(): void {
    const since = this.resumingSince;
    if (since === undefined) return;
    this.resumingSince = undefined;
    this.report.events.emit('call-reconnected', {
      downtimeMs: Math.max(0, Date.now() - since),
      timestamp: iso(Date.now()),
    });
  }

  /** Delivers the messages held before the join, in order (join `completed` → `call-start` → `message`). */
  deliverEarlyMessages(): void {
    for (const data of this.earlyMessages.splice(0)) {
      if (this.finished) return;
      this.onAppMessage(data);
    }
  }

  /** Sends app-message data when joined; logs and returns false when refused. */
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
   * The end of the session, once marked finished: the stopped stage's failed event, `call-end` and
   * the ended `status-update` once when joined, then the transport and mic gain released.
   * @returns the teardown (bounded); never rejects.
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

  /** 'listening' is call start (once); other data is parsed into `message`; failures are logged (docs/behaviour.md §8). */
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
