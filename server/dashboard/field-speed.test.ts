import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";
import { bucketOf, upperEdge } from "./vitals-histogram.ts";
import { createVitalsStore } from "./vitals.ts";
import { dayOf, addDays, startOfDay } from "../core/time.ts";
import type { FieldSpeed } from "../../shared/api/overview.ts";
import { fieldSpeed } from "./field-speed.ts";

const edge = (ms: number) => upperEdge("LCP", bucketOf("LCP", ms));

/**
 * The field data of a simulated month (issue 34): the store is fed with a fake clock, a day at a time. The last week
 * is fast (home LCP 1.2 s for 3 of 4 visits); the three weeks before it slow (4 s), so the 28 days read slow.
 */
function seedMonth(d: Dashboard, now: Date) {
  const vitals = createVitalsStore(d.store.db);
  const today = dayOf(now);
  const at = (daysAgo: number) => new Date(startOfDay(addDays(today, -daysAgo)).getTime() + 9 * 3_600_000);
  for (let daysAgo = 0; daysAgo < 40; daysAgo++) {
    const lcp = daysAgo < 7 ? [1200, 1200, 1200, 3000] : [4000, 4000, 4000, 1000];
    for (const LCP of lcp)
      vitals.record({ template: "home", metrics: { LCP, FCP: LCP / 2, TTFB: 90, CLS: 0.01 } }, at(daysAgo));
    if (daysAgo < 7) vitals.record({ template: "quote", metrics: { LCP: 900, INP: 350 } }, at(daysAgo));
  }
}

describe("GET /admin/api/vitals: p75 per template for the last 7 and 28 days", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    d = await startDashboard({ staff: true });
    owner = await d.session();
    staff = await d.staffSession();
    seedMonth(d, new Date());
  });
  afterAll(() => d.close());

  test("signed out 401, a cross-site request 403; staff read it as the owner does", async () => {
    expect((await d.request("/admin/api/vitals", {})).status).toBe(401);
    const crossSite = await d.request("/admin/api/vitals", {
      method: "POST",
      cookie: owner,
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    expect(await d.json<FieldSpeed>("/admin/api/vitals", staff)).toEqual(
      await d.json<FieldSpeed>("/admin/api/vitals", owner),
    );
  });

  test("a fast week after three slow ones: good over 7 days, slow over 28; days past 28 not counted", async () => {
    const speed = await d.json<FieldSpeed>("/admin/api/vitals", owner);
    expect(speed.good).toEqual({ LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 });
    const [week, month] = speed.windows;
    expect(week!.days).toBe(7);
    expect(week!.templates.map((t) => t.template)).toEqual(["home", "quote"]);
    const home = week!.templates[0]!;
    expect(home.pages).toBe(28);
    expect(home.p75.LCP).toBeCloseTo(edge(1200));
    expect(home.p75.LCP).toBeLessThanOrEqual(speed.good.LCP);
    expect(home.p75.INP).toBeNull();
    expect(week!.templates[1]!.p75.INP).toBeGreaterThan(speed.good.INP);
    expect(month!.days).toBe(28);
    const homeMonth = month!.templates[0]!;
    // 28 of 112 visits at 1.2 s, 63 at 4 s: the 75th is slow. The 12 days before the window would not change that.
    expect(homeMonth.pages).toBe(28 * 4);
    expect(homeMonth.p75.LCP).toBeCloseTo(edge(4000));
    expect(homeMonth.p75.LCP).toBeGreaterThan(speed.good.LCP);
  });

  test("the words' shares: each window's good visits of all, every template together (issue 46)", async () => {
    const { shares } = await d.json<ReturnType<typeof fieldSpeed>>("/admin/api/vitals", owner);
    const [week, month] = shares;
    // The week: home's 3 of 4 a day at 1.2 s and the quote page's 0.9 s are good, home's 3 s is not.
    expect(week!.LCP).toEqual({ good: 7 * 3 + 7, all: 7 * 5 });
    expect(week!.INP).toEqual({ good: 0, all: 7 });
    expect(week!.CLS).toEqual({ good: 28, all: 28 });
    // The month adds 21 slow days, each with one good visit of four: the 12 days before it not counted.
    expect(month!.LCP).toEqual({ good: 28 + 21, all: 35 + 21 * 4 });
  });

  test("an empty inbox reads no templates, and the windows end today in Auckland", () => {
    const now = new Date("2026-11-30T12:00:00+13:00");
    const empty = fieldSpeed(d.store.db, new Date("2020-01-01T00:00:00Z"));
    expect(empty.windows.map((w) => w.templates)).toEqual([[], []]);
    expect(fieldSpeed(d.store.db, now).windows.map((w) => w.since)).toEqual(["2026-11-24", "2026-11-03"]);
  });
});
