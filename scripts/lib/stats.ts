/**
 * The scripts' one percentile rule, and the benchmarks' one-line summary of
 * samples. Every median, p95 or p99 a script prints comes from {@link quantile}.
 */

/**
 * The one-line summary of samples: `median …, p95 …, max … (n=…)`, one
 * decimal, each followed by `unit` when given (e.g. `ms`, `frames`);
 * percentiles by {@link quantile}.
 */
export function stats(values: readonly number[], unit = ''): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sortedQuantile(sorted, q);
  const u = unit ? ` ${unit}` : '';
  return `median ${at(0.5).toFixed(1)}${u}, p95 ${at(0.95).toFixed(1)}${u}, max ${(sorted.at(-1) ?? NaN).toFixed(1)}${u} (n=${values.length})`;
}

/** The sample at quantile `q` (0–1) of `values`: the one at index ⌊q·n⌋ once sorted (NaN when there is none). */
export function quantile(values: readonly number[], q: number): number {
  return sortedQuantile(
    [...values].sort((a, b) => a - b),
    q,
  );
}

function sortedQuantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
