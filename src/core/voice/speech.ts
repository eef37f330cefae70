/** Speech detection and volume from remote audio levels (docs/behaviour.md §4 "Library call events", §9). */

/** docs/behaviour.md §9 "Speech threshold". */
const SPEECH_THRESHOLD = 0.01;
/** docs/behaviour.md §9 "Speech-end delay", ms. */
const SPEECH_END_DELAY_MS = 1000;
/** docs/behaviour.md §9 "Volume scaling". */
const VOLUME_SCALE = 0.15;

/** Converts a summed remote level to the 0..1 `volume-level` value. */
export function volumeFromLevel(summedLevel: number): number {
  if (!Number.isFinite(summedLevel) || summedLevel <= 0) return 0;
  return Math.min(1, summedLevel / VOLUME_SCALE);
}

/** Where the detector reports. */
export interface SpeechSink {
  volume(level: number): void;
  speechStart(): void;
  speechEnd(): void;
}

/** One per call; uses the global `setTimeout` (fake timers drive it in tests). */
export class SpeechDetector {
  private endTimer: ReturnType<typeof setTimeout> | undefined;
  private lastVolume = 0;

  constructor(private readonly sink: SpeechSink) {}

  /** The last `volume-level` value, 0..1 (0 before the first sample). */
  get volume(): number {
    return this.lastVolume;
  }

  /** True between `speech-start` and `speech-end`. */
  get speaking(): boolean {
    return this.endTimer !== undefined;
  }

  /** Feeds one summed level: emits the volume, `speech-start` above the threshold, (re)arms `speech-end`. */
  onLevel(summedLevel: number): void {
    this.lastVolume = volumeFromLevel(summedLevel);
    this.sink.volume(this.lastVolume);
    if (!(summedLevel > SPEECH_THRESHOLD)) return;
    if (this.endTimer === undefined) this.sink.speechStart();
    else clearTimeout(this.endTimer);
    this.endTimer = setTimeout(() => {
      this.endTimer = undefined;
      this.sink.speechEnd();
    }, SPEECH_END_DELAY_MS);
  }

  /** Stops the timer; emits `speech-end` first when `flush` and speech is under way. */
  stop(flush: boolean): void {
    if (this.endTimer === undefined) return;
    clearTimeout(this.endTimer);
    this.endTimer = undefined;
    if (flush) this.sink.speechEnd();
  }
}
