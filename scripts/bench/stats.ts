/** The one definition of the figures every bench reports from repeated timings. */

/** The nearest-rank percentile: the smallest sample with at least p % of the samples at or below it; NaN for none. */
export function percentile(xs: readonly number[], p: number): number {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median as the nearest-rank 50th percentile (the lower middle of an even count). */
export const median = (xs: readonly number[]): number => percentile(xs, 50);
