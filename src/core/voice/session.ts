/**
 * The state of one call, from `start()` to teardown. Every `start()` makes a
 * new session; `stop()` aborts it. Nothing outlives it, and nothing is
 * shared with other sessions or other clients, so an old start that is still
 * unwinding can never touch a newer call.
 */
import type { Unsubscribe } from './emitter.ts';
import { VoiceClientError } from './errors.ts';
import type { StartContext, StartStage } from './events.ts';
import { MicGain, type MicGainEnvironment } from './mic-gain.ts';
import type { StartInputs } from './payload.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import { SpeechDetector, type SpeechSink } from './speech.ts';
import type { Transport } from './transport.ts';
import { TRANSPORT_NAMES, type TransportNames } from './transport-kind.ts';

/** Most app messages kept from before the join completes; later ones are dropped (logged). */
export const MAX_EARLY_MESSAGES = 64;

/** One call's state. Fields are written by `VoiceClient` only. */
export class CallSession {
  private readonly controller = new AbortController();
  /** `Date.now()` when `start()` was called. */
  readonly startedAt: number;
  readonly context: StartContext;
  readonly speech: SpeechDetector;
  readonly micGain: MicGain;
  /** Listeners on the transport, removed at teardown. */
  readonly detach: Unsubscribe[] = [];

  /** The stage under way (for progress durations and failure reports). */
  stage: StartStage = 'initialization';
  /** `Date.now()` when {@link stage} started. */
  stageStartedAt: number;
  /** True until `start()` has finished (successfully or not). */
  starting = true;
  transport: Transport | undefined;
  /** Stage and error names of the call's transport; set from the web call response (Daily until then). */
  transportNames: TransportNames = TRANSPORT_NAMES.daily;
  /** The transport's call object exists (mute and gain work from here). */
  prepared = false;
  /** The room has been joined and not yet left. */
  joined = false;
  /**
   * App messages that arrived before the join completed (a WebSocket server
   * greets as soon as the socket opens); delivered right after the join's
   * `completed` progress event. At most {@link MAX_EARLY_MESSAGES}.
   */
  readonly earlyMessages: unknown[] = [];
  /** The server said 'listening' (`call-start` was emitted). */
  callStarted = false;
  /** A `status-update` with status `ended` was emitted (by the server or by us). */
  endedStatusSent = false;
  /** Set when the call ended because its connection could not be resumed (`connection-lost`). */
  connectionLost = false;
  /** The call's web call, once created (or, for a resumed call, rebuilt from its {@link ResumeState}). */
  webCall: WebCallResponse | undefined;
  /** For a call taken over from another page: when that page left it (epoch ms), until the platform confirmed the resume. */
  resumingSince: number | undefined;
  /** The platform's latest resume secret for this call (WebSocket transport), for {@link VoiceClient.getResumeState}. */
  resumeToken: { readonly token: string; readonly graceSeconds: number } | undefined;
  videoRecordingEnabled = false;
  /** `Date.now()` when recording was requested, for `videoRecordingStartDelaySeconds`. */
  recordingRequestedAt = 0;
  /** Set once: the session is over (stopped, left, failed). */
  finished = false;
  /** Resolves when the transport and mic gain are released (bounded). */
  teardown: Promise<void> | undefined;

  constructor(now: number, inputs: StartInputs, isMobile: boolean, speech: SpeechSink, micGain: MicGainEnvironment) {
    this.startedAt = now;
    this.stageStartedAt = now;
    this.context = { ...inputs, isMobile };
    this.speech = new SpeechDetector(speech);
    this.micGain = new MicGain(micGain);
  }

  /** Aborts when the session finishes; every await of `start()` races it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Marks the session finished and aborts its signal. Returns false when it already was. */
  finish(): boolean {
    if (this.finished) return false;
    this.finished = true;
    this.controller.abort(VoiceClientError.stopped());
    return true;
  }
}
