/** Nearest-rank percentile of an ascending list (q in 0..1): the smallest value with at least q of the samples at or below it. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** p50/p95/p99/max/mean of a list of samples (any order), rounded to 3 decimals. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((n, v) => n + v, 0) / (sorted.length || 1);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(mean),
  };
}

/** Least-squares slope of y over x (e.g. MB per second of RSS samples); 0 for fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const mx = points.reduce((n, p) => n + p.x, 0) / points.length;
  const my = points.reduce((n, p) => n + p.y, 0) / points.length;
  const num = points.reduce((n, p) => n + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((n, p) => n + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}
