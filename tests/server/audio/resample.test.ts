// @vitest-environment node
/**
 * server/audio/resample.ts: sample-rate conversion keeps tones and cuts aliases.
 */
import { describe, expect, it } from 'vitest';

import { resample } from '../../../server/audio/resample.ts';
import { sine } from '../../support/signal.ts';

function rms(x: Float32Array, from = 0, to = x.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (x[i] as number) ** 2;
  return Math.sqrt(sum / (to - from));
}

function zeroCrossings(x: Float32Array, from: number, to: number): number {
  let n = 0;
  for (let i = from + 1; i < to; i++) if ((x[i - 1] as number) < 0 !== (x[i] as number) < 0) n++;
  return n;
}

describe('resample', () => {
  const from = 22_050;
  const to = 16_000;

  it('keeps a 1 kHz tone: length, frequency and level', () => {
    const input = sine(from, 1000, from); // 1 s
    const out = resample(input, from, to);
    expect(out.length).toBe(16_000);
    // Away from the edges: 2 zero crossings per period.
    expect(zeroCrossings(out, 1000, 15_000)).toBeGreaterThanOrEqual(1748);
    expect(zeroCrossings(out, 1000, 15_000)).toBeLessThanOrEqual(1752);
    expect(rms(out, 1000, 15_000)).toBeCloseTo(0.5 / Math.SQRT2, 3);
  });

  it('passes speech frequencies (3 kHz within 0.1 dB) and DC exactly', () => {
    const out = resample(sine(from, 3000, from), from, to);
    expect(20 * Math.log10(rms(out, 1000, 15_000) / (0.5 / Math.SQRT2))).toBeGreaterThan(-0.1);
    const dc = resample(new Float32Array(2000).fill(0.25), from, to);
    expect(dc[700]).toBeCloseTo(0.25, 5);
  });

  it('filters what would alias: a 10 kHz tone (over the 8 kHz Nyquist) drops by more than 60 dB', () => {
    const out = resample(sine(from, 10_000, from), from, to);
    expect(20 * Math.log10(rms(out, 1000, 15_000) / (0.5 / Math.SQRT2))).toBeLessThan(-60);
  });

  it('upsamples too, and rejects bad rates', () => {
    expect(resample(sine(1600, 100, 16_000), 16_000, 48_000).length).toBe(4800);
    expect(resample(new Float32Array(10), 16_000, 16_000)).toHaveLength(10);
    expect(() => resample(new Float32Array(1), 0, 16_000)).toThrow(RangeError);
    expect(() => resample(new Float32Array(1), 22_050.5, 16_000)).toThrow(RangeError);
  });
});
