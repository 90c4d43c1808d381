import { describe, expect, test, vi } from "vitest";
import { startRetention } from "./retention";

describe("LEADS_RETENTION_DAYS", () => {
  test("purges at start and then daily, with the cutoff that many days back, and logs what it removed", () => {
    vi.useFakeTimers();
    try {
      const now = Date.parse("2026-11-23T00:00:00Z");
      vi.setSystemTime(now);
      const cutoffs: string[] = [];
      const log: Record<string, unknown>[] = [];
      const stop = startRetention({
        leads: { purgeBefore: (cutoff) => (cutoffs.push(cutoff.toISOString()), 3) },
        days: 730,
        log: (e) => log.push(e),
      });
      expect(cutoffs).toEqual(["2024-11-23T00:00:00.000Z"]);
      vi.advanceTimersByTime(24 * 60 * 60_000);
      expect(cutoffs).toHaveLength(2);
      expect(log[0]).toMatchObject({ msg: "purged leads older than 730 days", removed: 3 });
      stop();
      vi.advanceTimersByTime(48 * 60 * 60_000);
      expect(cutoffs).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a failing purge is logged and does not stop the server", () => {
    const log: Record<string, unknown>[] = [];
    const stop = startRetention({
      leads: {
        purgeBefore: () => {
          throw new Error("database is locked");
        },
      },
      days: 30,
      log: (e) => log.push(e),
    });
    stop();
    expect(log).toMatchObject([{ level: "error", msg: "lead purge failed", error: "database is locked" }]);
  });
});
