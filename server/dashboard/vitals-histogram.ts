import type { VitalName } from "../../shared/vitals-report.ts";

/**
 * The field speed's histograms (issue 34): fixed, log-spaced buckets per metric, so any number of reports takes a
 * bounded number of rows and p75 is read from counts. The bucket edges are `good * 1.1^k`: each bucket spans 10 %,
 * and Google's "good" threshold is an edge, so whether p75 is good is read exactly. A value is counted in the bucket
 * whose upper edge is the first at or above it; values outside [lowest, highest] are clamped to the end buckets.
 */
export const VITALS: Record<VitalName, { good: number; lowest: number; highest: number; unit: "ms" | "" }> = {
  LCP: { good: 2500, lowest: 10, highest: 60_000, unit: "ms" },
  INP: { good: 200, lowest: 10, highest: 60_000, unit: "ms" },
  CLS: { good: 0.1, lowest: 0.001, highest: 10, unit: "" },
  FCP: { good: 1800, lowest: 10, highest: 60_000, unit: "ms" },
  TTFB: { good: 800, lowest: 10, highest: 60_000, unit: "ms" },
};

export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

const RATIO = 1.1;
const steps = (x: number) => Math.log(x) / Math.log(RATIO);

/** The first and last bucket of a metric (k in `good * 1.1^k`). */
export function bucketRange(name: VitalName): { first: number; last: number } {
  const { good, lowest, highest } = VITALS[name];
  return { first: Math.floor(steps(lowest / good)), last: Math.ceil(steps(highest / good)) };
}

/** The bucket a value falls in, clamped to the metric's range (a value at an edge is in the bucket below it). */
export function bucketOf(name: VitalName, value: number): number {
  const { first, last } = bucketRange(name);
  // 1e-9: an edge computed in floating point (2500 for LCP) lands in its own bucket, not the next.
  const k = value > 0 ? Math.ceil(steps(value / VITALS[name].good) - 1e-9) : first;
  return Math.min(last, Math.max(first, k));
}

/** A bucket's upper edge: what p75 is read as (at most 10 % above the true value, never below it). */
export const upperEdge = (name: VitalName, bucket: number): number => VITALS[name].good * RATIO ** bucket;

/** The 75th percentile of a histogram (bucket, count), as its bucket's upper edge; null with no samples. */
export function p75(name: VitalName, histogram: readonly { bucket: number; count: number }[]): number | null {
  const total = histogram.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const target = Math.ceil(total * 0.75);
  let seen = 0;
  for (const { bucket, count } of histogram.toSorted((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= target) return upperEdge(name, bucket);
  }
  return null;
}
