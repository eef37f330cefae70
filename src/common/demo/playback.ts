/**
 * The demo-playback state machine of docs/behaviour.md §4 "Demo playback" and §2 "After playback
 * ends", owned by `<voice-demo>` (not React) and driven by the audio element's events.
 */
import { createNanoEvents, type Unsubscribe } from 'nanoevents';
import { DEMO_DURATION_S } from './transcript-data.ts';
import type { TimedLine } from './line-at.ts';
import { LineFollower, type MediaLike } from './line-follower.ts';
import { browserScheduler, type Scheduler } from './scheduler.ts';

/** Timings of the end sequence: duration s (reaching it stops playback), countdown ticks, and ms. */
export interface PlaybackTimings {
  readonly durationS: number;
  readonly countdownTicks: number;
  readonly tickMs: number;
  readonly scrollDelayMs: number;
  readonly pulseMs: number;
}

/** docs/behaviour.md §9's constants. */
export const DEMO_TIMINGS: PlaybackTimings = {
  durationS: DEMO_DURATION_S,
  countdownTicks: 3,
  tickMs: 1000,
  scrollDelayMs: 500,
  pulseMs: 2000,
};

/** Snapshot of the playback UI state. Immutable: a new object per change. */
export interface PlaybackState {
  /** The audio is playing. */
  readonly playing: boolean;
  /** Playback has started at least once (hides the bouncing arrow hint). */
  readonly started: boolean;
  /** Full-screen player mode is open. */
  readonly fullscreen: boolean;
  /** Index of the highlighted transcript line; -1 for none. */
  readonly lineIndex: number;
  /** Countdown overlay value (3, 2, 1), or null when the overlay is hidden. */
  readonly countdown: number | null;
  /** The call-summary section is shown. */
  readonly summaryVisible: boolean;
  /** The summary is pulsing (for 2 s after it was scrolled to). */
  readonly summaryPulse: boolean;
}

/** Events of {@link DemoPlayback}. Times in seconds. */
export interface PlaybackEvents {
  /** Any state change; receives the new snapshot. */
  change: (state: PlaybackState) => void;
  /** Playback started at `currentTime`. Full-screen mode just opened. */
  play: (currentTime: number) => void;
  /** Playback stopped at `currentTime`. */
  pause: (currentTime: number) => void;
  /** The demo ended (audio `ended` or the 124 s limit); the countdown starts. */
  ended: () => void;
  /** The view should scroll to the top of the widget (playback start, try again). */
  'scroll-top': () => void;
  /** The view should scroll to the summary (0.5 s after it appeared). */
  'scroll-summary': () => void;
}

const INITIAL: PlaybackState = {
  playing: false,
  started: false,
  fullscreen: false,
  lineIndex: -1,
  countdown: null,
  summaryVisible: false,
  summaryPulse: false,
};

export class DemoPlayback {
  private readonly emitter = createNanoEvents<PlaybackEvents>();
  private readonly follower: LineFollower;
  private readonly timers = new Set<unknown>();
  private current: PlaybackState = INITIAL;
  private ending = false;

  constructor(
    lines: readonly TimedLine[],
    private readonly timings: PlaybackTimings = DEMO_TIMINGS,
    private readonly scheduler: Scheduler = browserScheduler,
  ) {
    this.follower = new LineFollower(lines, scheduler);
    this.follower.on('line', (lineIndex) => this.set({ lineIndex }));
    this.follower.on('time', (t) => {
      if (t >= this.timings.durationS) this.finish();
    });
    this.follower.on('playing', (playing) => (playing ? this.onPlay() : this.onStop()));
  }

  /** The current snapshot (stable between changes, for useSyncExternalStore). */
  get state(): PlaybackState {
    return this.current;
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends keyof PlaybackEvents>(event: E, cb: PlaybackEvents[E]): Unsubscribe {
    return this.emitter.on(event, cb);
  }

  /** Follows `media` (the demo's audio element) and its `ended`; `null` detaches. */
  attach(media: MediaLike | null): void {
    const previous = this.follower.target;
    if (previous === media) return;
    previous?.removeEventListener('ended', this.onEnded);
    this.follower.attach(media);
    media?.addEventListener('ended', this.onEnded);
  }

  /** The big play/stop button: plays when paused, pauses when playing. */
  toggle(): void {
    const media = this.follower.target;
    if (!media) return;
    if (media.paused) {
      // A rejected play() (autoplay policy, no source) leaves the state stopped.
      media
        .play()
        .catch((err: unknown) => console.warn('[voice-widgets] Demo audio could not play:', err));
    } else {
      media.pause();
    }
  }

  /** Seeks the audio to the start of transcript line `index`. */
  seekToLine(index: number): void {
    this.follower.seekToLine(index);
  }

  /** Leaves full-screen mode (close button, Escape). Playback continues. */
  closeFullscreen(): void {
    this.set({ fullscreen: false });
  }

  /** 'Try again': hides the summary and scrolls to the top (docs/behaviour.md §4). */
  tryAgain(): void {
    this.set({ summaryVisible: false, summaryPulse: false });
    this.emitter.emit('scroll-top');
  }

  /** Cancels pending timers, stops following the media and resets the state. */
  dispose(): void {
    this.attach(null);
    this.clearTimers();
    this.ending = false;
    this.current = INITIAL;
  }

  private onPlay(): void {
    this.set({ playing: true, started: true, fullscreen: true });
    this.emitter.emit('play', this.follower.target?.currentTime ?? 0);
    this.emitter.emit('scroll-top');
  }

  private onStop(): void {
    if (!this.current.playing) return;
    this.set({ playing: false });
    this.emitter.emit('pause', this.follower.target?.currentTime ?? 0);
  }

  private readonly onEnded = (): void => this.finish();

  /** The end sequence; runs once per playthrough, whichever path gets here first. */
  private finish(): void {
    if (this.ending) return;
    this.ending = true;
    const media = this.follower.target;
    if (media) {
      if (!media.paused) media.pause();
      media.currentTime = 0;
    }
    this.set({ playing: false, lineIndex: -1, countdown: this.timings.countdownTicks });
    this.emitter.emit('ended');
    this.tick();
  }

  private tick(): void {
    this.after(this.timings.tickMs, () => {
      const next = (this.current.countdown ?? 1) - 1;
      if (next > 0) {
        this.set({ countdown: next });
        this.tick();
        return;
      }
      this.ending = false;
      this.set({ countdown: null, summaryVisible: true, fullscreen: false });
      this.after(this.timings.scrollDelayMs, () => {
        this.emitter.emit('scroll-summary');
        this.set({ summaryPulse: true });
        this.after(this.timings.pulseMs, () => this.set({ summaryPulse: false }));
      });
    });
  }

  private after(ms: number, fn: () => void): void {
    const handle = this.scheduler.setTimeout(() => {
      this.timers.delete(handle);
      fn();
    }, ms);
    this.timers.add(handle);
  }

  private clearTimers(): void {
    for (const t of this.timers) this.scheduler.clearTimeout(t);
    this.timers.clear();
  }

  private set(patch: Partial<PlaybackState>): void {
    let changed = false;
    for (const key of Object.keys(patch) as (keyof PlaybackState)[]) {
      if (patch[key] !== this.current[key]) changed = true;
    }
    if (!changed) return;
    this.current = { ...this.current, ...patch };
    this.emitter.emit('change', this.current);
  }
}
