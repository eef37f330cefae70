/**
 * Downlink playback of the WebSocket transport (`docs/voice-client.md` "The WebSocket
 * transport"): 20 ms PCM frames scheduled back to back on the output clock behind a jitter buffer.
 * A frame arriving when the scheduled audio has run out re-buffers rather than playing choppy; one
 * more than `maxLatencyMs` ahead is dropped (e.g. while a suspended `AudioContext` stands still).
 * The level is the peak of what played, timed by the output clock, like WebRTC's `audioLevel`.
 */
import type { AudioOutput } from './call-audio.ts';
import { decodePcm16, peakOf, PCM_SAMPLE_RATE } from './pcm.ts';

/** ms. */
const DEFAULT_JITTER_BUFFER_MS = 80;
/** ms. */
const DEFAULT_MAX_LATENCY_MS = 500;
/** Lead of the first frame after (re-)buffering, and the least lead a frame may have, s. */
const LEAD_SECONDS = 0.01;
/** How long played frames are kept for {@link PcmPlayer.level}, s. */
const LEVEL_HISTORY_SECONDS = 1;

/** Options of {@link PcmPlayer}. */
export interface PlayerOptions {
  /** Audio queued before playback (re)starts, ms (> 0). Default 80. */
  readonly jitterBufferMs?: number;
  /** Frames that would play further ahead are dropped, ms. Default 500. */
  readonly maxLatencyMs?: number;
}

/** Counters of a {@link PcmPlayer}. */
export interface PlaybackStats {
  readonly framesPlayed: number;
  /** Dropped for exceeding `maxLatencyMs`. */
  readonly framesDropped: number;
  /** Times buffering started again after the first start. */
  readonly rebuffers: number;
}

interface Scheduled {
  readonly start: number;
  readonly end: number;
  readonly peak: number;
}

interface Queued {
  readonly samples: Float32Array;
  readonly peak: number;
}

/** One per call; uses the global `setTimeout` (fake timers drive it in tests). */
export class PcmPlayer {
  private readonly jitterSeconds: number;
  private readonly maxLatencySeconds: number;
  private readonly queue: Queued[] = [];
  private queuedSeconds = 0;
  private playing = false;
  private nextTime = 0;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly history: Scheduled[] = [];
  private disposed = false;
  private counters = { framesPlayed: 0, framesDropped: 0, rebuffers: 0 };
  /** Told, when a frame comes after the scheduled audio ran out, how long before it did, ms. */
  onUnderrun: ((ranOutMs: number) => void) | undefined;

  constructor(
    private readonly output: AudioOutput,
    options: PlayerOptions = {},
  ) {
    this.jitterSeconds = (options.jitterBufferMs ?? DEFAULT_JITTER_BUFFER_MS) / 1000;
    this.maxLatencySeconds = (options.maxLatencyMs ?? DEFAULT_MAX_LATENCY_MS) / 1000;
  }

  /** Counters since the player was made. */
  get stats(): PlaybackStats {
    return { ...this.counters };
  }

  /** Takes one downlink frame (PCM s16le 16 kHz mono); ignored when empty or after {@link dispose}. */
  push(frame: ArrayBuffer): void {
    if (this.disposed) return;
    const samples = decodePcm16(frame);
    if (samples.length === 0) return;
    const item: Queued = { samples, peak: peakOf(samples) };
    if (this.playing) {
      const now = this.output.currentTime;
      if (this.nextTime < now + LEAD_SECONDS) {
        this.playing = false;
        this.counters.rebuffers++;
        this.onUnderrun?.(Math.max(0, (now - this.nextTime) * 1000));
      } else if (this.nextTime - now > this.maxLatencySeconds) {
        this.counters.framesDropped++;
        return;
      } else {
        this.schedule(item);
        return;
      }
    }
    this.queue.push(item);
    this.queuedSeconds += samples.length / PCM_SAMPLE_RATE;
    if (this.queuedSeconds >= this.jitterSeconds - 1e-9) {
      this.startPlaying();
    } else if (this.flushTimer === undefined) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = undefined;
        this.startPlaying();
      }, this.jitterSeconds * 1000);
    }
  }

  /** Peak sample (0..1) of the audio playing in the last `windowMs` ms of the output clock. */
  level(windowMs: number): number {
    const now = this.output.currentTime;
    const from = now - windowMs / 1000;
    let level = 0;
    let stale = 0;
    for (const entry of this.history) {
      if (entry.end < now - LEVEL_HISTORY_SECONDS) stale++;
      if (entry.start < now && entry.end > from && entry.peak > level) level = entry.peak;
    }
    if (stale > 0) this.history.splice(0, stale);
    return level;
  }

  /**
   * Plays what the jitter buffer still holds; returns when the audio scheduled so far ends, s on the
   * output clock (possibly past), or undefined when nothing was ever scheduled or after {@link dispose}.
   */
  drain(): number | undefined {
    if (this.disposed) return undefined;
    if (!this.playing) this.startPlaying();
    return this.counters.framesPlayed > 0 ? this.nextTime : undefined;
  }

  /** Drops queued frames; later frames are ignored. Idempotent. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.queue.length = 0;
    this.history.length = 0;
  }

  private startPlaying(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.disposed || this.queue.length === 0) return;
    this.playing = true;
    this.nextTime = this.output.currentTime + LEAD_SECONDS;
    for (const item of this.queue.splice(0)) this.schedule(item);
    this.queuedSeconds = 0;
  }

  private schedule(item: Queued): void {
    const start = this.nextTime;
    const end = start + item.samples.length / PCM_SAMPLE_RATE;
    this.output.play(item.samples, PCM_SAMPLE_RATE, start);
    this.nextTime = end;
    this.history.push({ start, end, peak: item.peak });
    this.counters.framesPlayed++;
  }
}
