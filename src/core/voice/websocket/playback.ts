/**
 * Downlink playback of the WebSocket transport: the assistant's 20 ms PCM
 * frames (docs/platform.md "Binary frames: audio") are scheduled back to back on
 * the output clock behind a small jitter buffer, and the level of what is
 * playing is measured for the docs/behaviour.md §4/§9 speech detection.
 *
 * Jitter buffer:
 * - Buffering: frames are held until {@link PlayerOptions.jitterBufferMs}
 *   (default 80 ms) of audio is queued, or that long after the first queued
 *   frame (so a short utterance still plays); then they are scheduled from
 *   `currentTime + 10 ms`, one after another.
 * - Playing: each frame goes right after the previous one.
 * - Underrun: a frame that arrives when the scheduled audio has (almost)
 *   run out starts buffering again (re-buffering), instead of playing
 *   choppy. The start of each utterance after a pause counts too.
 * - A frame that would play more than {@link PlayerOptions.maxLatencyMs}
 *   (default 500 ms) ahead is dropped, so latency stays bounded (e.g. while a
 *   suspended `AudioContext` does not advance).
 *
 * Level: {@link PcmPlayer.level} is the peak absolute sample (0..1) of the
 * audio playing in the last window (100 ms), i.e. timed by the output clock,
 * not by arrival; WebRTC's `audioLevel`, which Daily's audio-level observer
 * reports, is likewise a peak over about 100 ms.
 */
import type { AudioOutput } from './call-audio.ts';
import { decodePcm16, peakOf, PCM_SAMPLE_RATE } from './pcm.ts';

/** Default jitter buffer, in milliseconds. */
const DEFAULT_JITTER_BUFFER_MS = 80;
/** Default cap on how far ahead audio is scheduled, in milliseconds. */
const DEFAULT_MAX_LATENCY_MS = 500;
/** Lead time of the first frame after (re-)buffering, and the least lead a frame may have, in seconds. */
const LEAD_SECONDS = 0.01;
/** How long played frames are kept for {@link PcmPlayer.level}, in seconds. */
const LEVEL_HISTORY_SECONDS = 1;

/** Options of {@link PcmPlayer}. */
export interface PlayerOptions {
  /** Audio queued before playback (re)starts, in ms (> 0). Default 80. */
  readonly jitterBufferMs?: number;
  /** Frames that would play further ahead than this are dropped, in ms. Default 500. */
  readonly maxLatencyMs?: number;
}

/** Counters of a {@link PcmPlayer}. */
export interface PlaybackStats {
  /** Frames scheduled. */
  readonly framesPlayed: number;
  /** Frames dropped for exceeding `maxLatencyMs`. */
  readonly framesDropped: number;
  /** Times the scheduled audio ran out and buffering started again (after the first start). */
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

/** One per call; uses the global `setTimeout`, so fake timers drive it in tests. */
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

  /**
   * Takes one downlink frame: PCM s16le 16 kHz mono (any even length; 640
   * bytes per docs/platform.md). Empty frames and frames after {@link dispose}
   * are ignored.
   */
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

  /**
   * Peak absolute sample (0..1) of the audio playing during the last
   * `windowMs` milliseconds of the output clock; 0 when nothing played.
   */
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
   * Plays whatever is still held in the jitter buffer at once (the stream has
   * ended) and returns how long the scheduled audio still plays, in seconds
   * of the output clock (0 when nothing is left).
   */
  drain(): number {
    if (this.disposed) return 0;
    if (!this.playing) this.startPlaying();
    return this.playing ? Math.max(0, this.nextTime - this.output.currentTime) : 0;
  }

  /** Drops queued frames and stops the timer; later frames are ignored. Idempotent. */
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
