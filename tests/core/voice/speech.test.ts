/**
 * src/core/voice/speech.ts: the volume shown for an audio level.
 */
import { describe, expect, it } from 'vitest';

import { volumeFromLevel } from '../../../src/core/voice/speech.ts';

describe('volumeFromLevel', () => {
  it('maps an audio level to a 0–1 volume, NaN to 0', () => {
    expect(volumeFromLevel(0.075)).toBeCloseTo(0.5);
    expect(volumeFromLevel(0.3)).toBe(1);
    expect(volumeFromLevel(Number.NaN)).toBe(0);
  });
});
