/**
 * A hand-written fake of the part of HTMLMediaElement the playback code uses.
 * It records calls and fires the same events a browser does, synchronously.
 */
import type { MediaLike } from '../../src/common/demo/line-follower.ts';

export class FakeMedia extends EventTarget implements MediaLike {
  private time = 0;
  paused = true;
  readonly calls: string[] = [];
  /** When set, play() rejects with this error, as a browser does under autoplay rules. */
  rejectPlay: Error | null = null;

  get currentTime(): number {
    return this.time;
  }
  set currentTime(t: number) {
    this.calls.push(`seek ${t}`);
    this.time = t;
    this.dispatchEvent(new Event('seeked'));
  }

  /** Moves the clock as playback would, without firing events (frames read it). */
  advanceTo(t: number): void {
    this.time = t;
  }

  play(): Promise<void> {
    this.calls.push('play');
    if (this.rejectPlay) return Promise.reject(this.rejectPlay);
    if (this.paused) {
      this.paused = false;
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  }

  pause(): void {
    this.calls.push('pause');
    if (!this.paused) {
      this.paused = true;
      this.dispatchEvent(new Event('pause'));
    }
  }

  /** Ends playback the way a browser does: pause, then ended. */
  end(): void {
    this.time = 124;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
}
