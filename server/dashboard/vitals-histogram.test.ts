import { describe, expect, test } from "vitest";
import { bucketOf, bucketRange, p75, upperEdge, VITAL_NAMES, VITALS } from "./vitals-histogram.ts";

describe("field speed histograms (server/dashboard/vitals-histogram.ts)", () => {
  test("each metric's good threshold is a bucket edge: a value at it is good, a hair above is not", () => {
    for (const name of VITAL_NAMES) {
      const { good } = VITALS[name];
      expect(upperEdge(name, bucketOf(name, good)), name).toBeCloseTo(good, 9);
      expect(upperEdge(name, bucketOf(name, good * 1.0001)), name).toBeGreaterThan(good);
      expect(upperEdge(name, bucketOf(name, good * 0.9999)), name).toBeLessThanOrEqual(good * (1 + 1e-9));
    }
  });

  test("a value lies within its bucket, which spans 10 %", () => {
    for (const name of VITAL_NAMES) {
      const { lowest, highest } = VITALS[name];
      for (let value = lowest * 1.01; value < highest; value *= 1.37) {
        const edge = upperEdge(name, bucketOf(name, value));
        expect(edge, `${name} ${value}`).toBeGreaterThanOrEqual(value * (1 - 1e-9));
        expect(edge / 1.1, `${name} ${value}`).toBeLessThan(value);
      }
    }
  });

  test("values outside the range are clamped to the end buckets; the bucket count is fixed", () => {
    for (const name of VITAL_NAMES) {
      const { first, last } = bucketRange(name);
      expect(last - first + 1, name).toBeLessThanOrEqual(99);
      for (const value of [0, -5, VITALS[name].lowest / 100]) expect(bucketOf(name, value)).toBe(first);
      for (const value of [VITALS[name].highest * 100, 1e300, Infinity]) expect(bucketOf(name, value)).toBe(last);
      expect(upperEdge(name, first)).toBeLessThanOrEqual(VITALS[name].lowest);
      expect(upperEdge(name, last)).toBeGreaterThanOrEqual(VITALS[name].highest);
    }
  });

  test("p75 is the upper edge of the bucket holding the 75th percentile", () => {
    const lcp = (ms: number, count = 1) => ({ bucket: bucketOf("LCP", ms), count });
    expect(p75("LCP", [])).toBeNull();
    expect(p75("LCP", [lcp(1000)])).toBeCloseTo(upperEdge("LCP", bucketOf("LCP", 1000)));
    // 3 of 4 at 1 s, 1 of 4 at 5 s: p75 is 1 s's bucket; one more slow visit tips it to 5 s's.
    expect(p75("LCP", [lcp(5000, 1), lcp(1000, 3)])).toBeCloseTo(upperEdge("LCP", bucketOf("LCP", 1000)));
    expect(p75("LCP", [lcp(5000, 2), lcp(1000, 3)])).toBeCloseTo(upperEdge("LCP", bucketOf("LCP", 5000)));
    // 100 visits from 10 ms to 1 s: the 75th is 750 ms, read within 10 % above.
    const spread = Array.from({ length: 100 }, (_, i) => lcp((i + 1) * 10));
    const read = p75("LCP", spread)!;
    expect(read).toBeGreaterThanOrEqual(750);
    expect(read).toBeLessThan(750 * 1.1);
  });
});
