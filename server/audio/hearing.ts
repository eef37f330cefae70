/**
 * What one call hears (docs/platform.md "Turn-taking", "Echo"): the uplink, less the assistant's
 * own voice coming back, decided into the visitor's speech turns. Two detectors:
 * - `silero` (default): echo cancelling and Silero VAD in the hearing worker (`hearing-pool.ts`),
 *   answers per 32 ms frame, then {@link ProbabilityVad} here;
 * - `energy` (the fallback, `VAD=energy`): the same echo canceller and the energy detector
 *   (`vad.ts`) on this thread.
 * Both directions are placed on one timeline (16 kHz samples since the call's hearing started):
 * the downlink at the time each frame was due, the uplink by its own audio clock, anchored on
 * arrival. A client more than {@link MAX_AHEAD_MS} ahead of real time has its audio dropped, so
 * a flood costs no more than real time.
 */
import { EchoCanceller } from './echo.ts';
import type { HearingPool, HearingStream } from './hearing-pool.ts';
import { floatToS16le, s16leToFloat, SAMPLES_PER_MS } from './pcm.ts';
import { EnergyVad, type VadConfig, type VadEvent } from './vad.ts';

/** Which detector decides speech (`VAD` platform option). */
export type VadEngine = 'silero' | 'energy';

/** Timing of turns, from the assistant's speaking plans (docs/platform.md "Speaking plans"). */
interface TurnTiming {
  /** Silence after speech that ends the visitor's turn, ms (`startSpeakingPlan.waitSeconds`). */
  readonly endSilenceMs: number;
}

/** Settings of a {@link Hearing}. */
export interface HearingOptions {
  /** The Silero pool; without it the energy detector listens. */
  readonly pool?: HearingPool | undefined;
  readonly timing: TurnTiming;
  /** Energy detector thresholds (energy only; `endSilenceMs` comes from {@link timing}). */
  readonly energy?: Partial<VadConfig> | undefined;
  /** Events, in order; with Silero they come later than the audio that caused them. */
  readonly onEvents: (events: VadEvent[]) => void;
  /** `performance.now()`-like clock, ms (tests). */
  readonly now?: () => number;
}

/** A client this far ahead of real time has its uplink dropped, ms. */
const MAX_AHEAD_MS = 5_000;
/**
 * A gap in the uplink over this re-anchors its clock on arrival, ms. Clients send continuously
 * (silence when muted), so a shorter lateness is the network's: the audio behind it is continuous
 * and its clock must not move, or the echo's delay would jump.
 */
const REANCHOR_GAP_MS = 1000;
/** A downlink frame sent this much after the previous one's end starts a new run of playout, ms. */
const PLAYOUT_SLACK_MS = 200;

/** See the module comment. */
export class Hearing {
  private readonly epoch: number;
  private readonly now: () => number;
  private readonly detector: ProbabilityVad | EnergyVad;
  private readonly stream: HearingStream | undefined;
  private readonly echo: EchoCanceller | undefined;
  /** Timeline sample after the last downlink frame placed. */
  private downlinkAt = 0;
  /** Timeline sample of the uplink's sample 0 (see {@link uplink}); undefined before the first. */
  private anchor: number | undefined;
  /** Uplink samples taken since the anchor's run began. */
  private uplinkCount = 0;
  private closed = false;
  /** Uplink samples dropped for being too far ahead of real time. */
  private droppedAhead = 0;

  constructor(private readonly options: HearingOptions) {
    this.now = options.now ?? (() => performance.now());
    this.epoch = this.now();
    if (options.pool) {
      const vad = new ProbabilityVad(options.timing.endSilenceMs);
      this.detector = vad;
      this.stream = options.pool.open((probs) => {
        if (this.closed) return;
        const events = vad.push(probs);
        if (events.length > 0 || vad.speaking) options.onEvents(events);
      });
    } else {
      this.detector = new EnergyVad({
        ...options.energy,
        endSilenceMs: options.timing.endSilenceMs,
      });
      this.echo = new EchoCanceller();
    }
  }

  /** Which detector listens. */
  get engine(): VadEngine {
    return this.stream ? 'silero' : 'energy';
  }

  /** True while the visitor's confirmed speech goes on. */
  get speaking(): boolean {
    return this.detector.speaking;
  }

  /** Length of the visitor's current speech, audio ms (0 when not speaking). */
  get speechMs(): number {
    return this.detector.speechMs;
  }

  /** Uplink samples dropped (too far ahead of real time, or too much waiting for the worker). */
  get dropped(): number {
    return this.droppedAhead + (this.stream?.dropped ?? 0);
  }

  /**
   * The assistant's downlink frame (s16le), sent now. It is placed as a client's playout buffer
   * plays it: right after the previous frame, as long as that is no more than {@link PLAYOUT_SLACK_MS}
   * behind now (a late timer sends the frames due together, and the client still plays them one
   * after another); at the time it was sent otherwise (a new line).
   */
  downlink(frame: Buffer): void {
    if (this.closed) return;
    const sent = Math.round((this.now() - this.epoch) * SAMPLES_PER_MS);
    const at = sent - this.downlinkAt > PLAYOUT_SLACK_MS * SAMPLES_PER_MS ? sent : this.downlinkAt;
    this.downlinkAt = at + (frame.length >> 1);
    if (this.stream) this.stream.reference(frame, at);
    else this.echo?.reference(s16leToFloat(frame), at);
  }

  /**
   * Uplink audio (s16le 16 kHz mono) just received. Its place on the timeline is the uplink's own
   * clock (samples received) from an anchor, its first arrival, moved on after a gap of
   * {@link REANCHOR_GAP_MS}, never for network jitter.
   */
  uplink(pcm: Buffer): void {
    if (this.closed || pcm.length < 2) return;
    const samples = pcm.length >> 1;
    const arrivalEnd = Math.round((this.now() - this.epoch) * SAMPLES_PER_MS);
    const implied = arrivalEnd - (this.uplinkCount + samples);
    if (this.anchor === undefined || implied - this.anchor > REANCHOR_GAP_MS * SAMPLES_PER_MS)
      this.anchor = implied;
    const at = this.anchor + this.uplinkCount;
    if (at + samples - arrivalEnd > MAX_AHEAD_MS * SAMPLES_PER_MS) {
      this.droppedAhead += samples;
      return;
    }
    this.uplinkCount += samples;
    if (this.stream) {
      this.stream.uplink(pcm, at);
      return;
    }
    const { residual, trusted } = (this.echo as EchoCanceller).process(s16leToFloat(pcm), at);
    const vad = this.detector as EnergyVad;
    const events = vad.push(trusted ? floatToS16le(residual) : Buffer.alloc(pcm.length));
    this.options.onEvents(events);
  }

  /** Ends confirmed speech now (the uplink stopped mid-turn). @returns `speech-end`, or undefined. */
  flush(): VadEvent | undefined {
    return this.detector.flush();
  }

  /** Stops listening; nothing more is reported. */
  close(): void {
    this.closed = true;
    this.stream?.close();
  }
}

/** Silero speech probability that starts speech, and under which a frame is silence once started. */
const START_PROB = 0.5;
const STOP_PROB = 0.35;
/** Model frame, audio ms. */
const FRAME_MS = 32;
/** Voiced frames needed to confirm speech (96 ms): clicks and knocks are not turns. */
const MIN_SPEECH_FRAMES = 3;
/** Longest dip inside an onset before it is dropped, frames. */
const ONSET_GAP_FRAMES = 2;

/**
 * Turns from per-frame speech probabilities, with hysteresis ({@link START_PROB} /
 * {@link STOP_PROB}); same events as the energy detector. Times are audio ms of the frames seen.
 */
export class ProbabilityVad {
  private state: 'silence' | 'onset' | 'speech' = 'silence';
  private clockMs = 0;
  private startMs = 0;
  private voiced = 0;
  private gap = 0;
  private silentMs = 0;
  private lastVoicedEndMs = 0;

  /** @param endSilenceMs silence that ends a turn, ms. */
  constructor(private readonly endSilenceMs: number) {}

  /** True while confirmed speech goes on. */
  get speaking(): boolean {
    return this.state === 'speech';
  }

  /** Length of the current speech, from its start to its last voiced frame, ms. */
  get speechMs(): number {
    return this.state === 'speech' ? this.lastVoicedEndMs - this.startMs : 0;
  }

  /** Takes the next frames' probabilities (0–1). @returns the events they caused, in order. */
  push(probs: ArrayLike<number>): VadEvent[] {
    const events: VadEvent[] = [];
    for (let i = 0; i < probs.length; i++) this.frame(probs[i] as number, events);
    return events;
  }

  /** Ends confirmed speech now. @returns `speech-end`, or undefined when not speaking. */
  flush(): VadEvent | undefined {
    const was = this.state === 'speech';
    this.state = 'silence';
    if (!was) return undefined;
    return this.end();
  }

  private frame(p: number, events: VadEvent[]): void {
    const start = this.clockMs;
    this.clockMs += FRAME_MS;
    if (this.state === 'silence') {
      if (p < START_PROB) return;
      this.state = 'onset';
      this.startMs = start;
      this.voiced = 1;
      this.gap = 0;
      this.lastVoicedEndMs = this.clockMs;
    } else if (this.state === 'onset') {
      if (p >= STOP_PROB) {
        this.voiced++;
        this.gap = 0;
        this.lastVoicedEndMs = this.clockMs;
      } else if (++this.gap > ONSET_GAP_FRAMES) {
        this.state = 'silence';
        return;
      }
    } else {
      if (p >= STOP_PROB) {
        this.silentMs = 0;
        this.lastVoicedEndMs = this.clockMs;
      } else if ((this.silentMs += FRAME_MS) >= this.endSilenceMs) {
        this.state = 'silence';
        events.push(this.end());
      }
      return;
    }
    if (this.voiced >= MIN_SPEECH_FRAMES) {
      this.state = 'speech';
      this.silentMs = 0;
      events.push({ type: 'speech-start', atMs: this.startMs });
    }
  }

  private end(): VadEvent {
    return {
      type: 'speech-end',
      atMs: this.lastVoicedEndMs,
      durationMs: this.lastVoicedEndMs - this.startMs,
    };
  }
}
