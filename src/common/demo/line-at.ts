/** The timing part of a transcript line, seconds. */
export interface TimedLine {
  readonly startTime: number;
  readonly endTime: number;
}

/**
 * Index of the line whose `[startTime, endTime)` contains `timeS` (docs/behaviour.md §4 "Demo
 * playback"), else -1. `lines` sorted and not overlapping; a binary search, cheap per frame.
 */
export function lineIndexAt(lines: readonly TimedLine[], timeS: number): number {
  if (!Number.isFinite(timeS)) return -1;
  let lo = 0;
  let hi = lines.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.startTime <= timeS) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found >= 0 && timeS < lines[found]!.endTime ? found : -1;
}

/** Formats seconds as `m:ss`. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}
