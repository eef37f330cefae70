// @vitest-environment node
/**
 * server/audio/pacer.ts: the 20 ms pacing clock and playback of the assistant's audio.
 */
import { describe, expect, it, vi } from 'vitest';

import { FrameClock, Playback } from '../../../server/audio/pacer.ts';
import { FRAME_BYTES } from '../../../server/audio/pcm.ts';

/**
 * The pacer's clock made ours: timers are Vitest's fake ones (on `Date`), `performance.now()` reads
 * that clock plus `lag`, the time a stalled event loop has lost (its timers fire that much late).
 */
function pacedClock(): { stall(ms: number): void; restore(): void } {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
  let lag = 0;
  const now = vi.spyOn(performance, 'now').mockImplementation(() => Date.now() + lag);
  return {
    stall: (ms) => void (lag += ms),
    restore: () => {
      now.mockRestore();
      vi.useRealTimers();
    },
  };
}

describe('pacing', () => {
  it('sends one frame per interval against the start time: no drift, and catches up after a stall', async () => {
    const clock = new FrameClock();
    const pcm = Buffer.alloc(FRAME_BYTES * 50);
    const times: number[] = [];
    let doneAt = 0;
    const paced = pacedClock();
    try {
      const playback = new Playback(pcm, 20, {
        frame: (f) => {
          expect(f.length).toBe(FRAME_BYTES);
          times.push(performance.now());
          return true;
        },
        done: () => {
          doneAt = performance.now();
        },
      });
      playback.start(clock);
      await vi.advanceTimersByTimeAsync(310);
      // On time so far: frame i at exactly i × 20 ms.
      expect(times).toEqual(Array.from({ length: 16 }, (_, i) => i * 20));
      // The event loop blocked for 100 ms: the tick due at 320 ms runs at 420 ms.
      paced.stall(100);
      await vi.advanceTimersByTimeAsync(10);
      // It sends every frame due by then at once (16 to 21), none early.
      expect(times.slice(16)).toEqual([420, 420, 420, 420, 420, 420]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(times).toHaveLength(50);
      for (const [i, t] of times.entries()) expect(t).toBeGreaterThanOrEqual(i * 20);
      // The stall did not push the rest back: frame 22 on, each at its own due time again.
      expect(times.slice(22)).toEqual(Array.from({ length: 28 }, (_, i) => (i + 22) * 20));
      expect(doneAt).toBe(1000);
      expect(clock.size).toBe(0);
    } finally {
      paced.restore();
    }
  });

  it('mute sends silent frames; stop ends without done; a refused frame stops it', async () => {
    const clock = new FrameClock();
    const pcm = Buffer.alloc(FRAME_BYTES * 10, 7);
    const frames: Buffer[] = [];
    let done = false;
    const p = new Playback(pcm, 1, {
      frame: (f) => (frames.push(f), true),
      done: () => (done = true),
    });
    p.muted = true;
    p.start(clock);
    await new Promise((r) => setTimeout(r, 60));
    expect(frames).toHaveLength(10);
    expect(frames.every((f) => f.every((b) => b === 0))).toBe(true);
    expect(done).toBe(true);

    let sent = 0;
    const refused = new Playback(pcm, 1, { frame: () => ++sent < 3, done: () => (done = false) });
    refused.start(clock);
    await new Promise((r) => setTimeout(r, 60));
    expect(sent).toBe(3);
    expect(done).toBe(true);

    const stopped = new Playback(pcm, 20, { frame: () => true, done: () => (done = false) });
    stopped.start(clock);
    stopped.stop(clock);
    await new Promise((r) => setTimeout(r, 250));
    expect(stopped.framesSent).toBe(1);
    expect(done).toBe(true);
  });
});
