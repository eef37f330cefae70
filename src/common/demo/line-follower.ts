/**
 * Follows a media element's time and reports the transcript line playing now (docs/behaviour.md
 * §4 "Demo playback"): each animation frame while playing (`timeupdate` comes only every ~250 ms),
 * and on seek, pause and `emptied`.
 */
import { createNanoEvents, type Unsubscribe } from 'nanoevents';
import { lineIndexAt, type TimedLine } from './line-at.ts';
import { browserScheduler, type Scheduler } from './scheduler.ts';

/** The part of `HTMLMediaElement` that the follower uses. */
export interface MediaLike extends EventTarget {
  currentTime: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
}

/** Events of a {@link LineFollower}. Times in seconds. */
export interface LineFollowerEvents {
  /** Every observed time: each frame while playing, and on seek/pause. */
  time: (timeS: number) => void;
  /** The line index changed; -1 when no line is active. */
  line: (index: number) => void;
  /** The media started (`play`) or stopped (`pause`, `emptied`). */
  playing: (playing: boolean) => void;
}

export class LineFollower {
  private readonly emitter = createNanoEvents<LineFollowerEvents>();
  private media: MediaLike | null = null;
  private frame: unknown = null;
  private index = -1;
  private detachListeners: (() => void) | null = null;

  constructor(
    private readonly lines: readonly TimedLine[],
    private readonly scheduler: Scheduler = browserScheduler,
  ) {}

  /** Index of the current line, -1 for none. */
  get lineIndex(): number {
    return this.index;
  }

  /** The media element followed now, if any. */
  get target(): MediaLike | null {
    return this.media;
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends keyof LineFollowerEvents>(event: E, cb: LineFollowerEvents[E]): Unsubscribe {
    return this.emitter.on(event, cb);
  }

  /** Starts following `media` (stops following any previous one). `null` detaches. */
  attach(media: MediaLike | null): void {
    if (media === this.media) return;
    this.detachListeners?.();
    this.detachListeners = null;
    this.stopLoop();
    this.media = media;
    if (!media) {
      this.setIndex(-1);
      return;
    }
    const onPlay = () => {
      this.emitter.emit('playing', true);
      this.startLoop();
    };
    const onStop = () => {
      this.stopLoop();
      this.emitter.emit('playing', false);
      this.sync();
    };
    const onSync = () => this.sync();
    const on: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onStop],
      ['emptied', onStop],
      ['seeked', onSync],
      ['timeupdate', onSync],
    ];
    for (const [type, fn] of on) media.addEventListener(type, fn);
    this.detachListeners = () => {
      for (const [type, fn] of on) media.removeEventListener(type, fn);
    };
    if (!media.paused) this.startLoop();
    this.sync();
  }

  /** Seeks the followed media to the start of line `index` and syncs at once. */
  seekToLine(index: number): void {
    const line = this.lines[index];
    if (!this.media || !line) return;
    this.media.currentTime = line.startTime;
    this.sync();
  }

  /** Reads the media time now and emits `time`, and `line` if it changed. */
  sync(): void {
    if (!this.media) return;
    const t = this.media.currentTime;
    this.emitter.emit('time', t);
    this.setIndex(lineIndexAt(this.lines, t));
  }

  /** Detaches and stops the frame loop. */
  dispose(): void {
    this.attach(null);
  }

  private setIndex(index: number): void {
    if (index === this.index) return;
    this.index = index;
    this.emitter.emit('line', index);
  }

  private startLoop(): void {
    if (this.frame !== null) return;
    const loop = () => {
      this.frame = null;
      if (!this.media || this.media.paused) return;
      this.sync();
      this.frame = this.scheduler.requestFrame(loop);
    };
    this.frame = this.scheduler.requestFrame(loop);
  }

  private stopLoop(): void {
    if (this.frame === null) return;
    this.scheduler.cancelFrame(this.frame);
    this.frame = null;
  }
}
