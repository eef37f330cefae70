import { describe, expect, it } from 'vitest';

import { formatClock, lineIndexAt } from '../../../src/common/demo/line-at.ts';
import { TRANSCRIPT } from '../../../src/common/demo/transcript-data.ts';

describe('lineIndexAt (docs/behaviour.md §4: the current line is found from the playback time)', () => {
  it('is -1 before the first line (1.44 s) and 0 exactly at its start', () => {
    expect(lineIndexAt(TRANSCRIPT, 0)).toBe(-1);
    expect(lineIndexAt(TRANSCRIPT, 1.4399)).toBe(-1);
    expect(lineIndexAt(TRANSCRIPT, 1.44)).toBe(0);
  });

  it('treats every interval as [startTime, endTime): start inclusive, end exclusive', () => {
    TRANSCRIPT.forEach((line, i) => {
      expect(lineIndexAt(TRANSCRIPT, line.startTime)).toBe(i);
      expect(lineIndexAt(TRANSCRIPT, (line.startTime + line.endTime) / 2)).toBe(i);
      expect(lineIndexAt(TRANSCRIPT, line.endTime - 1e-6)).toBe(i);
      const next = TRANSCRIPT[i + 1];
      // In a gap between lines nothing is active.
      if (next && next.startTime > line.endTime)
        expect(lineIndexAt(TRANSCRIPT, line.endTime)).toBe(-1);
    });
  });

  it('is -1 at and after 124 s, and for non-finite times', () => {
    expect(lineIndexAt(TRANSCRIPT, 124)).toBe(-1);
    expect(lineIndexAt(TRANSCRIPT, 500)).toBe(-1);
    expect(lineIndexAt(TRANSCRIPT, Number.NaN)).toBe(-1);
    expect(lineIndexAt(TRANSCRIPT, Number.POSITIVE_INFINITY)).toBe(-1);
    expect(lineIndexAt(TRANSCRIPT, -1)).toBe(-1);
  });

  it('agrees with a linear scan at every 10 ms of the demo', () => {
    for (let t = 0; t <= 125; t += 0.01) {
      const linear = TRANSCRIPT.findIndex((l) => t >= l.startTime && t < l.endTime);
      expect(lineIndexAt(TRANSCRIPT, t)).toBe(linear);
    }
  });

  it('handles empty and single-line lists', () => {
    expect(lineIndexAt([], 5)).toBe(-1);
    expect(lineIndexAt([{ startTime: 1, endTime: 2 }], 1.5)).toBe(0);
    expect(lineIndexAt([{ startTime: 1, endTime: 2 }], 2)).toBe(-1);
  });
});

describe('formatClock (m:ss start times, docs/behaviour.md §2 item 4)', () => {
  it('formats seconds as minutes:seconds, flooring fractions', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(1.44)).toBe('0:01');
    expect(formatClock(59.999)).toBe('0:59');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(124)).toBe('2:04');
    expect(formatClock(-3)).toBe('0:00');
  });
});
