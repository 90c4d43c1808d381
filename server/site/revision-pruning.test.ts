import { describe, expect, test } from "vitest";
import { revisionsToPrune, type RevisionDate } from "./revision-pruning.ts";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
// Midday in Auckland (00:00 UTC is 13:00 NZDT), so hours either side stay on the same Auckland day.
const now = Date.parse("2026-12-06T00:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

/** Revisions in the order they were saved, ids from 1, each `msAgo` before now. */
const saved = (...msAgo: number[]): RevisionDate[] => msAgo.map((ms, i) => ({ id: i + 1, savedAt: ago(ms) }));

describe("which revisions are pruned (docs/decisions/012-owner-editing.md)", () => {
  test("every revision of the last 30 days is kept, however many a day", () => {
    const rows = saved(29 * DAY, 29 * DAY - HOUR, 29 * DAY - 2 * HOUR, 3 * DAY, 3 * DAY - HOUR, HOUR, 0);
    expect(revisionsToPrune(rows, [], now)).toEqual([]);
  });

  test("between a month and a year old, only the newest of each Auckland day stays", () => {
    // Day 40: three saves; day 200: two; day 364: one; then a recent one as the head.
    const rows = saved(40 * DAY + 2 * HOUR, 40 * DAY + HOUR, 40 * DAY, 200 * DAY + HOUR, 200 * DAY, 364 * DAY, DAY);
    expect(revisionsToPrune(rows, [], now)).toEqual([1, 2, 4]);
  });

  test("a day is Auckland's: saves either side of its midnight are two days", () => {
    // 11:30 and 12:30 UTC on 2026-10-01 are 00:30 and 01:30 on 2 October in Auckland (NZDT, +13): one day. 10:30 UTC
    // is 23:30 on 1 October: another.
    const rows: RevisionDate[] = [
      { id: 1, savedAt: "2026-10-01T10:30:00Z" },
      { id: 2, savedAt: "2026-10-01T11:30:00Z" },
      { id: 3, savedAt: "2026-10-01T12:30:00Z" },
      { id: 4, savedAt: ago(0) },
    ];
    expect(revisionsToPrune(rows, [], now)).toEqual([2]);
  });

  test("older than a year, none stays", () => {
    const rows = saved(800 * DAY, 366 * DAY + HOUR, 366 * DAY, 0);
    expect(revisionsToPrune(rows, [], now)).toEqual([1, 2, 3]);
  });

  test("the newest revision always stays, however old", () => {
    const rows = saved(900 * DAY, 800 * DAY, 700 * DAY);
    expect(revisionsToPrune(rows, [], now)).toEqual([1, 2]);
  });

  test("the revisions builds were made from stay, however old", () => {
    const rows = saved(800 * DAY, 700 * DAY, 100 * DAY + HOUR, 100 * DAY, 0);
    expect(revisionsToPrune(rows, [1, 3], now)).toEqual([2]);
  });

  test("pinned ids that are not among the rows change nothing", () => {
    expect(revisionsToPrune(saved(800 * DAY, 0), [99, 0], now)).toEqual([1]);
  });

  test("a date that cannot be read is kept", () => {
    const rows = [{ id: 1, savedAt: "yesterday" }, ...saved(800 * DAY, 0).map((r) => ({ ...r, id: r.id + 1 }))];
    expect(revisionsToPrune(rows, [], now)).toEqual([2]);
  });

  test("no revisions, nothing to prune", () => {
    expect(revisionsToPrune([], [], now)).toEqual([]);
  });
});
