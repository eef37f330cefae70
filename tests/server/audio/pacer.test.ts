// @vitest-environment node
/**
 * server/audio/pacer.ts: the 20 ms pacing clock and playback of the assistant's audio.
 */
import { describe, expect, it } from 'vitest';

import { FrameClock, Playback } from '../../../server/audio/pacer.ts';
import { FRAME_BYTES } from '../../../server/audio/pcm.ts';

describe('pacing', () => {
  it('sends one frame per interval against the start time: no drift, and catches up after a stall', async () => {
    const clock = new FrameClock();
    const pcm = Buffer.alloc(FRAME_BYTES * 50);
    const times: number[] = [];
    let doneAt = 0;
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
    const t0 = performance.now();
    playback.start(clock);
    // Block the event loop for 100 ms in the middle.
    await new Promise((r) => setTimeout(r, 300));
    const busyUntil = performance.now() + 100;
    while (performance.now() < busyUntil) {
      /* stall */
    }
    await new Promise((r) => setTimeout(r, 800));
    expect(times).toHaveLength(50);
    for (const [i, t] of times.entries()) expect(t - t0).toBeGreaterThanOrEqual(i * 20 - 1);
    // The last frame is due at 980 ms; the stall did not push it back.
    expect((times[49] as number) - t0).toBeLessThan(980 + 25);
    expect(doneAt - t0).toBeGreaterThanOrEqual(999);
    expect(doneAt - t0).toBeLessThan(1000 + 25);
    expect(clock.size).toBe(0);
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
