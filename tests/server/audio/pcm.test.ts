// @vitest-environment node
/**
 * server/audio/pcm.ts: the one float ↔ 16-bit conversion of the server (-1 → -32768, 1 → 32767,
 * s / 32768 back) and the wire's samples per millisecond.
 */
import { describe, expect, it } from 'vitest';

import {
  clampS16,
  floatToS16Frames,
  floatToS16le,
  FRAME_BYTES,
  s16leToFloat,
  s16leToS16,
  s16ToFloat,
  s16ToS16le,
  SAMPLES_PER_MS,
} from '../../../server/audio/pcm.ts';

describe('PCM conversion', () => {
  it('maps -1 to -32768 and 1 to 32767, and clips beyond', () => {
    const out = floatToS16le(Float32Array.from([-1, 1, 0, -2, 2, -0.5, 0.5]));
    expect(Array.from(s16leToS16(out))).toEqual([-32768, 32767, 0, -32768, 32767, -16384, 16384]);
  });

  it('reads samples back as s / 32768', () => {
    const floats = s16ToFloat(Int16Array.from([-32768, 32767, 0, 16384]));
    expect(Array.from(floats)).toEqual([-1, 32767 / 32768, 0, 0.5]);
  });

  it('round-trips every 16-bit sample through floats and through s16le bytes', () => {
    const all = Int16Array.from({ length: 65536 }, (_, i) => i - 32768);
    const bytes = s16ToS16le(all);
    expect(bytes.readInt16LE(0)).toBe(-32768);
    expect(bytes.readInt16LE(bytes.length - 2)).toBe(32767);
    // Negative samples come back exactly; positive ones within one step (32767 vs 32768 scale).
    const back = s16leToS16(floatToS16le(s16leToFloat(bytes)));
    let worst = 0;
    let negativeMisses = 0;
    for (let i = 0; i < all.length; i++) {
      const s = all[i] as number;
      const diff = Math.abs((back[i] as number) - s);
      if (s <= 0 && diff !== 0) negativeMisses++;
      worst = Math.max(worst, diff);
    }
    expect(negativeMisses).toBe(0);
    expect(worst).toBe(1);
  });

  it('ignores a trailing odd byte and pads floats to whole frames', () => {
    expect(s16leToS16(Uint8Array.from([0x01, 0x80, 0x7f])).length).toBe(1);
    expect(s16leToS16(Uint8Array.from([0x01, 0x80]))[0]).toBe(-32767);
    const frames = floatToS16Frames(new Float32Array(321).fill(1));
    expect(frames.length).toBe(2 * FRAME_BYTES);
    expect(frames.readInt16LE(320 * 2)).toBe(32767);
    expect(frames.readInt16LE(321 * 2)).toBe(0);
  });

  it('clips a mix to 16-bit samples', () => {
    expect([-40000, -32768.4, -0.6, 1.5, 32767.4, 40000].map(clampS16)).toEqual([
      -32768, -32768, -1, 2, 32767, 32767,
    ]);
  });

  it('derives samples per millisecond from the wire rate', () => {
    expect(SAMPLES_PER_MS).toBe(16);
  });
});
