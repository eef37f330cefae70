/** An output level above this counts as the assistant's audio playing (0..1). */
const AUDIBLE_LEVEL = 0.001;

/**
 * Holds the assistant's transcript lines from its `speech-update started` until its audio is heard
 * (or the utterance ends, or the time limit), so the text captions what is heard.
 */
export class AudioHold {
  private waiting = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param schedule runs a function before the next paint (the level is polled once a frame).
   * @param outputLevel the assistant's level now, 0..1.
   * @param limitMs the longest wait.
   * @param onRelease shows the held lines.
   */
  constructor(
    private readonly schedule: (fn: () => void) => void,
    private readonly outputLevel: () => number,
    private readonly limitMs: number,
    private readonly onRelease: () => void,
  ) {}

  /** Lines that arrive now are to be held. */
  get active(): boolean {
    return this.waiting;
  }

  /** Starts waiting for the assistant's audio. */
  start(): void {
    this.waiting = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.release(), this.limitMs);
    const poll = (): void => {
      if (!this.waiting) return;
      if (this.outputLevel() > AUDIBLE_LEVEL) this.release();
      else this.schedule(poll);
    };
    this.schedule(poll);
  }

  /** The audio started (or will not come): shows what was held. */
  release(): void {
    this.waiting = false;
    clearTimeout(this.timer);
    this.onRelease();
  }

  /** Stops waiting without showing anything (a new call, or disposal). */
  reset(): void {
    this.waiting = false;
    clearTimeout(this.timer);
  }
}
