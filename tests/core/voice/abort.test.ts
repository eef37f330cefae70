/**
 * src/core/voice/abort.ts: raceAbort, sleep, settleWithin and
 * outcomeWithin, each bounded or cut by an abort.
 */
import { describe, expect, it, vi } from 'vitest';

import { outcomeWithin, raceAbort, settleWithin, sleep } from '../../../src/core/voice/abort.ts';

describe('abort helpers', () => {
  it('raceAbort rejects with the reason and swallows the abandoned rejection', async () => {
    const controller = new AbortController();
    let rejectLater!: (e: unknown) => void;
    const pending = raceAbort(
      new Promise((_r, reject) => (rejectLater = reject)),
      controller.signal,
    );
    controller.abort('why');
    await expect(pending).rejects.toBe('why');
    rejectLater(new Error('late'));
    await expect(raceAbort(Promise.resolve(1), controller.signal)).rejects.toBe('why');
  });

  it('sleep is cut by abort; settleWithin and outcomeWithin are bounded', async () => {
    const controller = new AbortController();
    const slept = sleep(10_000, controller.signal);
    controller.abort('stop');
    await expect(slept).rejects.toBe('stop');
    // A promise that never settles: settleWithin resolves at its 20 ms, not before (a fake clock).
    vi.useFakeTimers();
    try {
      let settled = false;
      void settleWithin(new Promise(() => undefined), 20).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(19);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const signal = new AbortController().signal;
    expect(await outcomeWithin(new Promise(() => undefined), 10, signal)).toEqual({
      status: 'pending',
    });
    expect(await outcomeWithin(Promise.reject(new Error('x')), 10, signal)).toMatchObject({
      status: 'rejected',
    });
    expect(await outcomeWithin(Promise.resolve(2), 10, signal)).toEqual({
      status: 'fulfilled',
      value: 2,
    });
  });
});
