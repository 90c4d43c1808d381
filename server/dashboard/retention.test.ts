import { describe, expect, test, vi } from "vitest";
import { startRetention } from "./retention";

describe("LEADS_RETENTION_DAYS", () => {
  test("purges at start and then daily, batch after batch, with the cutoff that many days back", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      vi.setSystemTime(Date.parse("2026-11-23T00:00:00Z"));
      const cutoffs: string[] = [];
      const batches = [500, 500, 200, 0, 7, 0];
      const log: Record<string, unknown>[] = [];
      const stop = startRetention({
        leads: { purgeBefore: (cutoff) => (cutoffs.push(cutoff.toISOString()), batches.shift() ?? 0) },
        days: 730,
        log: (e) => log.push(e),
      });
      await vi.waitFor(() => expect(log).toHaveLength(1));
      expect(log[0]).toMatchObject({ msg: "purged leads older than 730 days", removed: 1200 });
      expect(new Set(cutoffs)).toEqual(new Set(["2024-11-23T00:00:00.000Z"]));
      vi.advanceTimersByTime(24 * 60 * 60_000);
      await vi.waitFor(() => expect(log).toHaveLength(2));
      expect(log[1]).toMatchObject({ removed: 7 });
      expect(cutoffs.at(-1)).toBe("2024-11-24T00:00:00.000Z");
      stop();
      const calls = cutoffs.length;
      vi.advanceTimersByTime(48 * 60 * 60_000);
      expect(cutoffs).toHaveLength(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a failing purge is logged and does not stop the server", async () => {
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
    await vi.waitFor(() => expect(log).toHaveLength(1));
    expect(log).toMatchObject([{ level: "error", msg: "lead purge failed", error: "database is locked" }]);
  });
});
