import { afterEach, describe, expect, it, vi } from 'vitest';

import { MicUplink } from '../../../src/core/voice/websocket/uplink.ts';

/** A 20 ms frame of 16-bit PCM whose peak is `peak` (0..1). */
function frame(peak: number): ArrayBuffer {
  const samples = new Int16Array(320);
  samples[100] = Math.round(peak * 32767);
  return samples.buffer;
}

afterEach(() => vi.restoreAllMocks());

describe('MicUplink level (the echo hint compares it with the output level)', () => {
  it('is the largest peak of the frames captured in the last 100 ms, a sliding window', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const uplink = new MicUplink();
    const sent: ArrayBuffer[] = [];
    const push = (peak: number) => uplink.push(frame(peak), (f) => sent.push(f) > 0);
    push(0.8);
    now += 20;
    push(0.2);
    expect(uplink.level()).toBeCloseTo(0.8, 2);
    // 0.8 is now 100 ms old: the window holds only the later, quieter frames.
    now += 80;
    push(0.3);
    expect(uplink.level()).toBeCloseTo(0.3, 2);
    // Nothing captured for 100 ms: silence, not the last value held.
    now += 101;
    expect(uplink.level()).toBe(0);
    expect(sent).toHaveLength(3);
  });

  it('is 0 while muted, and the muted frames sent are silence', () => {
    vi.spyOn(performance, 'now').mockReturnValue(5000);
    const uplink = new MicUplink();
    uplink.enabled = false;
    const sent: ArrayBuffer[] = [];
    uplink.push(frame(0.9), (f) => sent.push(f) > 0);
    expect(uplink.level()).toBe(0);
    expect(new Int16Array(sent[0]!).some((s) => s !== 0)).toBe(false);
  });
});
