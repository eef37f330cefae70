/**
 * Reading one histogram back from the platform's `GET /metrics` (Prometheus' text format,
 * docs/platform.md "Metrics"), for the benchmarks that print the platform's own figure beside theirs.
 */

/** A histogram's samples: its count, its sum and its cumulative buckets (upper bound, count), in order. */
export interface HistogramSamples {
  readonly count: number;
  readonly sum: number;
  readonly buckets: readonly (readonly [number, number])[];
}

/** The unlabelled histogram `name` in `text`, or undefined when it is not there. */
export function readHistogram(text: string, name: string): HistogramSamples | undefined {
  const value = (line: string) => Number(line.slice(line.lastIndexOf(' ') + 1));
  let count: number | undefined;
  let sum: number | undefined;
  const buckets: [number, number][] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name}_count `)) count = value(line);
    else if (line.startsWith(`${name}_sum `)) sum = value(line);
    else {
      const bucket = new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} `).exec(line);
      if (bucket) buckets.push([bucket[1] === '+Inf' ? Infinity : Number(bucket[1]), value(line)]);
    }
  }
  return count === undefined || sum === undefined ? undefined : { count, sum, buckets };
}

/**
 * The `q` quantile (0–1) estimated from the buckets as Prometheus' `histogram_quantile` does: linear
 * within the bucket that holds it (the highest finite bound when it falls in `+Inf`). NaN when empty.
 */
export function histogramQuantile(histogram: HistogramSamples, q: number): number {
  const rank = q * histogram.count;
  let lower = 0;
  let below = 0;
  for (const [bound, cumulative] of histogram.buckets) {
    if (cumulative >= rank && histogram.count > 0) {
      if (bound === Infinity) return lower;
      const inBucket = cumulative - below;
      return inBucket === 0 ? bound : lower + ((bound - lower) * (rank - below)) / inBucket;
    }
    lower = bound;
    below = cumulative;
  }
  return NaN;
}
