/**
 * Real-time pacing of the downlink audio (docs/platform.md "Binary frames: audio").
 * Frame `i` of a line is due at `t0 + i × interval` from the line's own start, so
 * late timers never accumulate drift: a late tick sends every frame due.
 */
import { FRAME_BYTES } from './pcm.ts';

/** Something the clock drives: it sends what is due at `now` and says when it next needs a tick. */
export interface Paced {
  /** @returns the next due time (ms, `performance.now()` clock), or `undefined` when finished. */
  tick(now: number): number | undefined;
}

/** Drives {@link Paced} items; one timer for all of them. */
export class FrameClock {
  private readonly items = new Set<Paced>();
  private timer: NodeJS.Timeout | undefined;
  private nextAt = Infinity;

  /** @param minSleepMs shortest sleep between ticks, ms: batches frames of many calls due together. */
  constructor(private readonly minSleepMs = 1) {}

  /** Number of items playing. */
  get size(): number {
    return this.items.size;
  }

  /** Starts driving `item`; ticks it at once. */
  add(item: Paced): void {
    this.items.add(item);
    this.runItem(item, performance.now());
  }

  /** Stops driving `item` (no further ticks). */
  delete(item: Paced): void {
    this.items.delete(item);
    if (this.items.size === 0) this.cancel();
  }

  /** Stops everything. */
  clear(): void {
    this.items.clear();
    this.cancel();
  }

  private runItem(item: Paced, now: number): void {
    let next: number | undefined;
    try {
      next = item.tick(now);
    } catch (error) {
      console.error('[platform] paced item failed:', error);
      next = undefined;
    }
    if (next === undefined) this.items.delete(item);
    else this.schedule(next);
  }

  private schedule(at: number): void {
    if (at >= this.nextAt && this.timer) return;
    this.cancel();
    this.nextAt = at;
    const delay = Math.max(this.minSleepMs, at - performance.now());
    this.timer = setTimeout(() => this.fire(), delay);
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.nextAt = Infinity;
  }

  private fire(): void {
    this.timer = undefined;
    this.nextAt = Infinity;
    const now = performance.now();
    for (const item of [...this.items]) {
      if (this.items.has(item)) this.runItem(item, now);
    }
  }
}

/** Callbacks of a {@link Playback}. */
export interface PlaybackSink {
  /** Sends one 640-byte frame; returns false to stop the playback at once (e.g. the socket is gone). */
  frame(frame: Buffer): boolean;
  /** Called once when the last frame's time has passed (not when stopped). */
  done(): void;
}

const ZERO_FRAME = Buffer.alloc(FRAME_BYTES);

/** One line of speech being played: `pcm` cut into frames (views, not copies) sent on schedule. */
export class Playback implements Paced {
  private readonly frames: number;
  private t0 = 0;
  private sent = 0;
  private stopped = false;
  /** Frames sent as silence while true (docs/platform.md control `mute-assistant`). */
  muted = false;

  /** @param intervalMs wall time per frame, ms (20 = real time; smaller in tests). */
  constructor(
    private readonly pcm: Buffer,
    private readonly intervalMs: number,
    private readonly sink: PlaybackSink,
  ) {
    this.frames = Math.floor(pcm.length / FRAME_BYTES);
  }

  /** Frames sent so far. */
  get framesSent(): number {
    return this.sent;
  }

  /** Starts playing on `clock` (the first frame goes out at once). */
  start(clock: FrameClock): void {
    this.t0 = performance.now();
    clock.add(this);
  }

  /** Stops without calling `done`. */
  stop(clock: FrameClock): void {
    this.stopped = true;
    clock.delete(this);
  }

  /** @inheritdoc */
  tick(now: number): number | undefined {
    if (this.stopped) return undefined;
    const due = Math.min(this.frames, Math.floor((now - this.t0) / this.intervalMs) + 1);
    while (this.sent < due) {
      const frame = this.muted
        ? ZERO_FRAME
        : this.pcm.subarray(this.sent * FRAME_BYTES, (this.sent + 1) * FRAME_BYTES);
      this.sent++;
      if (!this.sink.frame(frame)) {
        this.stopped = true;
        return undefined;
      }
    }
    if (this.sent < this.frames) return this.t0 + this.sent * this.intervalMs;
    const endAt = this.t0 + this.frames * this.intervalMs;
    if (now < endAt) return endAt;
    this.stopped = true;
    this.sink.done();
    return undefined;
  }
}
