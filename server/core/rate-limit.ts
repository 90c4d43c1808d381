/** A fixed one-minute window per client address. `limit` 0 turns it off (benchmarks, tests). */
export function createRateLimiter(limit: number, windowMs = 60_000, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds to wait when over the limit, otherwise 0. */
    hit(key: string): number {
      if (limit <= 0) return 0;
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return 0;
      }
      current.count++;
      return current.count > limit ? Math.ceil((current.start + windowMs - t) / 1000) : 0;
    },
  };
}
