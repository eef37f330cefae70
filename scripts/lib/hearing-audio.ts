/**
 * The recorded PCM fixtures of the hearing tests and benchmarks (`tests/server/audio/fixtures/`,
 * made by `scripts/build/hearing-fixtures.ts`: raw s16le, 16 kHz, mono) and the mixing they need.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { clampS16, rmsS16, s16leToS16, s16ToS16le } from '../../server/audio/pcm.ts';

const DIR = fileURLToPath(new URL('../../tests/server/audio/fixtures/', import.meta.url));

/** The fixtures by name. */
export type Fixture = 'visitor-es' | 'visitor-he' | 'assistant-es' | 'pink' | 'brown';

/** A fixture's samples. */
export function fixture(name: Fixture): Int16Array {
  return s16leToS16(readFileSync(`${DIR}${name}.pcm`));
}

/** RMS of samples, 0–1. */
export function rms(samples: Int16Array): number {
  return rmsS16(s16ToS16le(samples));
}

/** Linear gain of `db` decibels. */
export function gainOf(db: number): number {
  return 10 ** (db / 20);
}

/** One part of a mix: `samples` × `gain` placed at sample `at`, looping when `loop`. */
export interface MixPart {
  readonly samples: Int16Array;
  readonly at: number;
  readonly gain: number;
  readonly loop?: boolean;
}

/** Mixes `parts` into `length` samples, clipped. */
export function mix(length: number, parts: readonly MixPart[]): Int16Array {
  const out = new Float64Array(length);
  for (const { samples, at, gain, loop } of parts) {
    for (let i = Math.max(0, at); i < length; i++) {
      const j = loop ? (i - at) % samples.length : i - at;
      if (j >= samples.length) break;
      out[i] = (out[i] as number) + (samples[j] as number) * gain;
    }
  }
  return Int16Array.from(out, clampS16);
}
