/**
 * Per-turn latency (docs/voice-client.md "Turn latency"): each answer's wait numbered from 1 in its
 * call or chat, and their median for the recap. {@link TurnWatch} finds a call's turns in its levels; the chat times its own.
 */
import { ASSISTANT_AUDIBLE, MIC_AUDIBLE } from '../../core/voice/echo-detector.ts';
import { medianOf } from '../../core/util/median.ts';
import type { CallLevels } from './echo-watch.ts';

/** `voice-turn-metrics`' detail. */
export interface TurnMetricsDetail {
  readonly kind: 'call' | 'chat';
  /** 1 for the first answer of the call or chat, then 2, 3… */
  readonly turn: number;
  /** From the end of the visitor's turn to the answer's first audible audio (call) or first character shown (chat), ms, rounded. */
  readonly latencyMs: number;
}

/** One call's or chat's turns: numbering and the median. */
export class TurnLog {
  private readonly latencies: number[] = [];

  constructor(private readonly kind: 'call' | 'chat') {}

  /** A new call or chat: numbering starts again at 1. */
  reset(): void {
    this.latencies.length = 0;
  }

  /** Records one answer's wait (ms); `undefined` for a value that is not a finite, positive wait. */
  record(latencyMs: number): TurnMetricsDetail | undefined {
    if (!Number.isFinite(latencyMs) || latencyMs <= 0) return undefined;
    const rounded = Math.round(latencyMs);
    this.latencies.push(rounded);
    return { kind: this.kind, turn: this.latencies.length, latencyMs: rounded };
  }

  /** Answers recorded so far. */
  get turns(): number {
    return this.latencies.length;
  }

  /** The median wait so far, ms rounded; `undefined` before the first answer. */
  median(): number | undefined {
    const median = medianOf(this.latencies);
    return median === undefined ? undefined : Math.round(median);
  }
}

/** The levels' sampling period, ms. */
const SAMPLE_MS = 20;
/** The visitor's speech must add up to this much (ms of samples above {@link MIC_AUDIBLE}) to be a turn: a cough or an echo's tail is not. */
const MIN_VISITOR_SPEECH_MS = 200;
/** After the assistant falls silent, the microphone is not listened to this long (its echo's tail), ms. */
export const ECHO_TAIL_MS = 250;

/**
 * Finds a call's turns in its levels: the visitor's end of speech is the last sample with the
 * microphone above {@link MIC_AUDIBLE} (after at least {@link MIN_VISITOR_SPEECH_MS} of speech),
 * a typed turn's end is its send; the answer starts at the first sample with the assistant above
 * {@link ASSISTANT_AUDIBLE}. While the assistant is audible the microphone is ignored (it may
 * hear the assistant). Both levels are peaks over the transports' 100 ms window.
 */
export class TurnWatch {
  private timer: ReturnType<typeof setInterval> | undefined;
  /** When the visitor's turn ended (their last loud sample, or the send), waiting for an answer. */
  private endedAt: number | undefined;
  /** ms of the visitor's speech heard since the assistant last spoke. */
  private spokenMs = 0;
  /** When the assistant was last audible. */
  private assistantAt: number | undefined;

  /**
   * @param levels the call's levels, 0..1.
   * @param now ms clock.
   * @param answered called with each answer's wait, ms.
   */
  constructor(
    private readonly levels: CallLevels,
    private readonly now: () => number,
    private readonly answered: (latencyMs: number) => void,
  ) {}

  /** Starts watching a new call (a watch already running starts over). */
  start(): void {
    this.stop();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
  }

  /** The visitor sent text: their turn ended now. */
  typed(): void {
    this.endedAt = this.now();
    this.spokenMs = MIN_VISITOR_SPEECH_MS;
  }

  /** Reads the levels once (the timer's step; tests call it directly). */
  sample(): void {
    const t = this.now();
    if (this.levels.outputLevel() >= ASSISTANT_AUDIBLE) {
      if (this.endedAt !== undefined && this.spokenMs >= MIN_VISITOR_SPEECH_MS)
        this.answered(t - this.endedAt);
      this.endedAt = undefined;
      this.spokenMs = 0;
      this.assistantAt = t;
      return;
    }
    if (this.assistantAt !== undefined && t - this.assistantAt < ECHO_TAIL_MS) return;
    if (this.levels.inputLevel() >= MIC_AUDIBLE) {
      this.spokenMs += SAMPLE_MS;
      this.endedAt = t;
    }
  }

  /** Stops watching. Idempotent. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.endedAt = this.assistantAt = undefined;
    this.spokenMs = 0;
  }
}
