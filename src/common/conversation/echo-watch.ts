/**
 * The echo hint's watch (docs/elements/voice-call-button.md "Echo hint"): while a call runs, reads
 * the microphone's and the assistant's levels every 50 ms into an {@link EchoDetector}, and reports
 * once per call when the microphone keeps hearing the assistant.
 */
import { EchoDetector, type EchoVerdict } from '../../core/voice/echo-detector.ts';

/**
 * The detector's sample period, ms: half the transports' 100 ms level window, so the delay between
 * the two envelopes is found to within 25 ms; at 100 ms a delay between two steps blurred the
 * correlation of a clean echo down to 0.6 in some calls.
 */
const SAMPLE_MS = 50;

/** Where the watch reads the levels, 0..1 now. */
export interface CallLevels {
  inputLevel(): number;
  outputLevel(): number;
}

/** One element's watch; {@link start} at each call's start, {@link stop} at its end. */
export class EchoWatch {
  private timer: ReturnType<typeof setInterval> | undefined;

  /**
   * @param levels the call's levels.
   * @param suspected called at most once per call, with what the detector measured.
   */
  constructor(
    private readonly levels: CallLevels,
    private readonly suspected: (verdict: EchoVerdict) => void,
  ) {}

  /** Starts watching a new call (a watch already running starts over). */
  start(): void {
    this.stop();
    const detector = new EchoDetector({ sampleMs: SAMPLE_MS });
    this.timer = setInterval(() => {
      const verdict = detector.push(this.levels.inputLevel(), this.levels.outputLevel());
      if (!verdict) return;
      this.stop();
      this.suspected(verdict);
    }, SAMPLE_MS);
  }

  /** Stops watching. Idempotent. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
