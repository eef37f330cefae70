import { describe, expect, it } from 'vitest';

import { EchoDetector, type EchoVerdict } from '../../../src/core/voice/echo-detector.ts';

/** A small seeded generator (mulberry32), so every run feeds the same envelopes. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A speech-like envelope of 100 ms peaks: syllables of 100–400 ms at 0.3–0.9 with dips between
 * them, and a pause of 400–800 ms after every sentence of about 2–3 s.
 */
function speech(seed: number, samples: number): number[] {
  const next = random(seed);
  const out: number[] = [];
  let sentence = 0;
  while (out.length < samples) {
    const syllable = 1 + Math.floor(next() * 4);
    const peak = 0.3 + next() * 0.6;
    for (let i = 0; i < syllable; i++) out.push(peak * (0.8 + next() * 0.2));
    out.push(0.05 + next() * 0.1);
    sentence += syllable + 1;
    if (sentence >= 20 + next() * 10) {
      sentence = 0;
      const pause = 4 + Math.floor(next() * 5);
      for (let i = 0; i < pause; i++) out.push(0);
    }
  }
  return out.slice(0, samples);
}

/** Feeds pairs until the detector answers; returns the answers and the sample index of the first. */
function feed(detector: EchoDetector, mic: readonly number[], assistant: readonly number[]) {
  const verdicts: { verdict: EchoVerdict; at: number }[] = [];
  for (let i = 0; i < assistant.length; i++) {
    const verdict = detector.push(mic[i] ?? 0, assistant[i] ?? 0);
    if (verdict) verdicts.push({ verdict, at: i });
  }
  return verdicts;
}

/** `levels` heard `delay` samples late at `gain`, with a little room noise. */
function echoOf(levels: readonly number[], delay: number, gain: number, seed = 7): number[] {
  const noise = random(seed);
  return levels.map((_, i) => (levels[i - delay] ?? 0) * gain + noise() * 0.01);
}

const MINUTE = 600; // samples of 100 ms

describe('EchoDetector', () => {
  it('answers once when the microphone tracks the assistant at −10 dB, 200 ms late', () => {
    const assistant = speech(1, MINUTE);
    const verdicts = feed(new EchoDetector(), echoOf(assistant, 2, 0.3), assistant);
    expect(verdicts).toHaveLength(1);
    const [{ verdict, at }] = verdicts as [{ verdict: EchoVerdict; at: number }];
    expect(verdict.ratio).toBeGreaterThan(0.25);
    expect(verdict.ratio).toBeLessThan(0.4);
    expect(verdict.delayMs).toBe(200);
    expect(verdict.correlation).toBeGreaterThan(0.9);
    // Window (4 s) + longest delay (0.4 s) + held 1.5 s: about 6 s of the call, not much more.
    expect(at).toBeGreaterThanOrEqual(55);
    expect(at).toBeLessThan(85);
  });

  it('hears echo at −20 dB with Bluetooth-like delay (300 ms)', () => {
    const assistant = speech(2, MINUTE);
    expect(feed(new EchoDetector(), echoOf(assistant, 3, 0.12), assistant)).toHaveLength(1);
  });

  it('never answers for a silent or muted microphone', () => {
    const assistant = speech(3, MINUTE);
    expect(feed(new EchoDetector(), new Array<number>(MINUTE).fill(0), assistant)).toEqual([]);
  });

  it('never answers while a working echo canceller leaves −34 dB of the assistant', () => {
    const assistant = speech(4, MINUTE);
    expect(feed(new EchoDetector(), echoOf(assistant, 1, 0.02), assistant)).toEqual([]);
  });

  it('never answers when the visitor talks over the assistant now and then (barge-in)', () => {
    const assistant = speech(5, MINUTE);
    const visitor = speech(6, MINUTE);
    const noise = random(8);
    // 1.5 s of the visitor every 6 s, over the assistant; room noise otherwise.
    const mic = assistant.map((_, i) => (i % 60 < 15 ? (visitor[i] ?? 0) : noise() * 0.01));
    expect(feed(new EchoDetector(), mic, assistant)).toEqual([]);
  });

  it('never answers when the visitor talks all along over the assistant', () => {
    for (const seed of [10, 20, 30, 40, 50]) {
      const assistant = speech(seed, MINUTE);
      expect(feed(new EchoDetector(), speech(seed + 1, MINUTE), assistant)).toEqual([]);
    }
  });

  it('does not judge less than 3 s of the assistant', () => {
    const assistant = [...speech(9, 25), ...new Array<number>(MINUTE).fill(0)];
    expect(feed(new EchoDetector(), echoOf(assistant, 1, 0.5), assistant)).toEqual([]);
  });

  it('ignores levels that are not numbers in 0..1 and starts over after reset()', () => {
    const assistant = speech(11, 45);
    const detector = new EchoDetector();
    expect(feed(detector, echoOf(assistant, 1, 0.5), assistant)).toEqual([]);
    detector.reset();
    expect(detector.push(Number.NaN, Number.POSITIVE_INFINITY)).toBeUndefined();
    const again = speech(12, MINUTE);
    expect(feed(detector, echoOf(again, 1, 0.5), again)).toHaveLength(1);
    expect(detector.suspected).toBe(true);
  });

  describe('sampled every 50 ms, as the panel does', () => {
    /** The 100 ms windows sampled every 50 ms: each sample between two windows takes the louder. */
    const every50 = (levels: readonly number[]): number[] =>
      levels.flatMap((level, i) => [level, Math.max(level, levels[i + 1] ?? 0)]);

    it('finds an echo 150 ms late, between two 100 ms steps, in about 6 s', () => {
      const assistant = every50(speech(13, MINUTE));
      const verdicts = feed(
        new EchoDetector({ sampleMs: 50 }),
        echoOf(assistant, 3, 0.5),
        assistant,
      );
      expect(verdicts).toHaveLength(1);
      const [{ verdict, at }] = verdicts as [{ verdict: EchoVerdict; at: number }];
      expect(verdict.delayMs).toBe(150);
      expect(verdict.correlation).toBeGreaterThan(0.9);
      expect(at * 50).toBeLessThan(8500);
    });

    it('never answers when the visitor talks all along, or now and then, over the assistant', () => {
      for (const seed of [10, 20, 30, 40, 50]) {
        const assistant = every50(speech(seed, MINUTE));
        const visitor = every50(speech(seed + 1, MINUTE));
        expect(feed(new EchoDetector({ sampleMs: 50 }), visitor, assistant)).toEqual([]);
        const noise = random(seed + 2);
        const now = assistant.map((_, i) => (i % 120 < 30 ? (visitor[i] ?? 0) : noise() * 0.01));
        expect(feed(new EchoDetector({ sampleMs: 50 }), now, assistant)).toEqual([]);
      }
    });
  });
});
