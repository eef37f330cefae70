/**
 * Timers and animation frames behind one small interface, so the playback
 * state machine can run on fake timers in tests.
 */
export interface Scheduler {
  /** Runs `fn` after `delayMs` ms; returns a handle for `clearTimeout`. */
  setTimeout(fn: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs `fn` before the next paint (requestAnimationFrame). */
  requestFrame(fn: () => void): unknown;
  cancelFrame(handle: unknown): void;
}

/** The browser's timers and requestAnimationFrame (setTimeout at 16 ms where rAF is missing). */
export const browserScheduler: Scheduler = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  requestFrame: (fn) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => fn())
      : globalThis.setTimeout(fn, 16),
  cancelFrame: (h) =>
    typeof cancelAnimationFrame === 'function'
      ? cancelAnimationFrame(h as number)
      : globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};
