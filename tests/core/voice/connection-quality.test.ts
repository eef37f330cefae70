import { describe, expect, it } from 'vitest';

import {
  FAIR_RTT_MS,
  GOOD_RTT_MS,
  qualityFromRtt,
} from '../../../src/core/voice/connection-quality.ts';

describe('qualityFromRtt', () => {
  it('rates the round trip against the documented thresholds', () => {
    expect(qualityFromRtt(0)).toBe('good');
    expect(qualityFromRtt(GOOD_RTT_MS - 1)).toBe('good');
    expect(qualityFromRtt(GOOD_RTT_MS)).toBe('fair');
    expect(qualityFromRtt(FAIR_RTT_MS - 1)).toBe('fair');
    expect(qualityFromRtt(FAIR_RTT_MS)).toBe('poor');
    expect(qualityFromRtt(5000)).toBe('poor');
  });

  it('is lost without a usable measurement', () => {
    expect(qualityFromRtt(undefined)).toBe('lost');
    expect(qualityFromRtt(Number.NaN)).toBe('lost');
    expect(qualityFromRtt(Number.POSITIVE_INFINITY)).toBe('lost');
    expect(qualityFromRtt(-1)).toBe('lost');
  });
});
