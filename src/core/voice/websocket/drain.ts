/**
 * The end of a call the server ended, on the WebSocket transport (`docs/voice-client.md` "End of
 * call"): the call shows as ended only once the assistant's last audio has been heard, read on the
 * output clock itself, with a wall-clock ceiling so that an output that stalls cannot hold the call
 * open. Uses the global `setTimeout` (fake timers drive it in tests).
 */

/** The output clock as the drain reads it (an `AudioContext`; tests pass a fake). */
export interface DrainClock {
  /** Seconds (`AudioContext.currentTime`): the audio up to here has been rendered. */
  readonly currentTime: number;
  /**
   * Seconds from rendering to the speaker (`AudioContext.baseLatency + outputLatency`), ≥ 0;
   * absent or 0 where the browser does not say.
   */
  readonly latency?: number;
}

/** Added to the audio still to play for the drain's ceiling, ms. */
export const DRAIN_CEILING_MARGIN_MS = 1000;

/** Shortest wait between two reads of a clock that lags behind the wall clock, ms. */
const MIN_RECHECK_MS = 5;

/**
 * Calls `done` once the audio scheduled until `endTime` (s on `clock`) has been heard: when
 * `clock.currentTime` has reached `endTime + clock.latency`, read again at each expected moment
 * while the clock lags (a busy or stalled audio thread), or at the latest after the audio still to
 * play (`endTime − currentTime`, s) plus {@link DRAIN_CEILING_MARGIN_MS} of wall time. `done` runs
 * synchronously when nothing is left to hear.
 *
 * @returns a cancel function (then `done` never runs); idempotent.
 */
export function waitForDrain(clock: DrainClock, endTime: number, done: () => void): () => void {
  const heardBy = (): number => endTime + Math.max(0, clock.latency ?? 0) - clock.currentTime;
  let left = heardBy();
  if (!(left > 0)) {
    done();
    return () => undefined;
  }
  let check: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    clearTimeout(check);
    clearTimeout(ceiling);
  };
  const finish = (): void => {
    cancel();
    done();
  };
  const remainingMs = Math.max(0, endTime - clock.currentTime) * 1000;
  const ceiling = setTimeout(finish, Math.ceil(remainingMs + DRAIN_CEILING_MARGIN_MS));
  const arm = (): void => {
    check = setTimeout(
      () => {
        left = heardBy();
        if (left > 0) arm();
        else finish();
      },
      Math.max(MIN_RECHECK_MS, Math.ceil(left * 1000)),
    );
  };
  arm();
  return cancel;
}
