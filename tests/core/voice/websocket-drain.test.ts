/**
 * The wait for the assistant's last audio when the server ends a WebSocket call
 * (docs/voice-client.md "End of call"): read on the output clock, output latency included, with a
 * ceiling of the audio still to play plus 1 s of wall time. Fake timers move `Date.now()`, which
 * drives the fake output clocks below.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  DRAIN_CEILING_MARGIN_MS,
  type DrainClock,
  waitForDrain,
} from '../../../src/core/voice/websocket/drain.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** An output clock that runs at `rate` × the (fake) wall clock from 0 s, stalled with `rate` 0. */
function clockAt(rate: number, latency?: number): DrainClock {
  const t0 = Date.now();
  return {
    get currentTime() {
      return ((Date.now() - t0) / 1000) * rate;
    },
    ...(latency === undefined ? {} : { latency }),
  };
}

/** Starts a drain of audio scheduled until `endTime` s; returns when `done` ran (ms after the start, −1 before). */
function drain(
  clock: DrainClock,
  endTime: number,
): { readonly doneAt: () => number; cancel: () => void } {
  const start = Date.now();
  let doneAt = -1;
  let calls = 0;
  const cancel = waitForDrain(clock, endTime, () => {
    calls++;
    doneAt = Date.now() - start;
  });
  return {
    doneAt: () => {
      expect(calls).toBeLessThanOrEqual(1);
      return doneAt;
    },
    cancel,
  };
}

describe('waitForDrain', () => {
  it('nothing left to hear (the end is past, or the clock unreadable): done at once, synchronously', () => {
    vi.useFakeTimers();
    const clock = clockAt(1);
    vi.advanceTimersByTime(500);
    expect(drain(clock, 0.4).doneAt()).toBe(0);
    expect(drain({ currentTime: Number.NaN }, 1).doneAt()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits until the output clock reaches the end plus the output latency', async () => {
    vi.useFakeTimers();
    const run = drain(clockAt(1, 0.05), 0.3); // 300 ms still to play, heard 50 ms later
    await vi.advanceTimersByTimeAsync(349);
    expect(run.doneAt()).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.doneAt()).toBe(350);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a clock that lags the wall clock (a busy audio thread) is waited for, read again until it gets there', async () => {
    vi.useFakeTimers();
    const run = drain(clockAt(0.5), 0.2); // the 200 ms play in 400 ms of wall time
    await vi.advanceTimersByTimeAsync(399);
    expect(run.doneAt()).toBe(-1);
    await vi.advanceTimersByTimeAsync(DRAIN_CEILING_MARGIN_MS);
    // Heard at 400 ms; read again at most 5 ms later, far before the ceiling (1200 ms).
    expect(run.doneAt()).toBeGreaterThanOrEqual(400);
    expect(run.doneAt()).toBeLessThanOrEqual(405);
  });

  it('a stalled output (a suspended context, a lost device) ends at the ceiling: the audio left + 1 s', async () => {
    vi.useFakeTimers();
    const run = drain(clockAt(0), 0.2);
    await vi.advanceTimersByTimeAsync(200 + DRAIN_CEILING_MARGIN_MS - 1);
    expect(run.doneAt()).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.doneAt()).toBe(1200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a huge reported latency is cut by the same ceiling', async () => {
    vi.useFakeTimers();
    const run = drain(clockAt(1, 30), 0.1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run.doneAt()).toBe(100 + DRAIN_CEILING_MARGIN_MS);
  });

  it('cancel (the visitor hung up, the call was torn down): done never runs, no timer is left', async () => {
    vi.useFakeTimers();
    const run = drain(clockAt(1), 0.3);
    await vi.advanceTimersByTimeAsync(100);
    run.cancel();
    run.cancel();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run.doneAt()).toBe(-1);
  });
});
