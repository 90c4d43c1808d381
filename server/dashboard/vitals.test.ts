import { afterEach, describe, expect, test } from "vitest";
import { PAGE_TEMPLATES } from "../../shared/vitals-report.ts";
import type { QuoteStore } from "../quotes/db.ts";
import { inboxApp } from "../../test/support/server/app.ts";
import { bucketRange, VITAL_NAMES } from "./vitals-histogram.ts";
import { createVitalsStore, VITALS_PER_MINUTE } from "./vitals.ts";

const stores: QuoteStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function start(rateLimitPerMinute = 0) {
  const { parts, app } = inboxApp({ config: { rateLimitPerMinute, trustProxy: true } });
  const { store } = parts;
  stores.push(store);
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request("/api/vitals", {
      method: "POST",
      body,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Test Browser 1.0", ...headers },
    });
  const rows = () =>
    store.db.prepare("SELECT day, template, metric, bucket, count FROM vitals ORDER BY metric, day").all() as {
      day: string;
      template: string;
      metric: string;
      bucket: number;
      count: number;
    }[];
  return { store, post, rows };
}

/** Every table's every value, as one string: what the database keeps about anyone. */
const everything = (store: QuoteStore) =>
  JSON.stringify(
    (store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) =>
      store.db.prepare(`SELECT * FROM "${t.name}"`).all(),
    ),
  );

describe("POST /api/vitals: real visitors' speed, kept as counts only (issue 34)", () => {
  test("a report is counted in its template's day histograms, with nothing about the visitor", async () => {
    const { store, post, rows } = start();
    const body = JSON.stringify({ template: "home", LCP: 1234.5, INP: 88, CLS: 0.042, FCP: 800.1, TTFB: 120 });
    const sent = await post(body, { "x-forwarded-for": "203.0.113.77", cookie: "visit=secret-cookie" });
    expect(sent.status).toBe(204);
    expect(rows().map((r) => [r.template, r.metric, r.count])).toEqual(
      ["CLS", "FCP", "INP", "LCP", "TTFB"].map((metric) => ["home", metric, 1]),
    );
    expect((await post(body)).status).toBe(204);
    expect(rows().every((r) => r.count === 2)).toBe(true);
    expect(everything(store)).not.toMatch(/203\.0\.113|secret-cookie|Test Browser/);
  });

  test.each([
    ["not JSON", "LCP=1200"],
    ["an array", "[1,2]"],
    ["an unknown template", JSON.stringify({ template: "/services/leak-detection", LCP: 1 })],
    ["no template", JSON.stringify({ LCP: 1 })],
    ["an unknown metric", JSON.stringify({ template: "home", LCP: 1, FID: 10 })],
    ["no metric", JSON.stringify({ template: "home" })],
    ["a text value", JSON.stringify({ template: "home", LCP: "1200" })],
    ["a negative value", JSON.stringify({ template: "home", LCP: -1 })],
    ["a prototype key", '{"template":"home","__proto__":{"LCP":1}}'],
  ])("refuses %s with 400 and keeps nothing", async (_, body) => {
    const { post, rows } = start();
    expect((await post(body)).status).toBe(400);
    expect(rows()).toEqual([]);
  });

  test("refuses a body past 1 KB (413) and a report from another site (403)", async () => {
    const { post, rows } = start();
    const padded = JSON.stringify({ template: "home", LCP: 1, pad: "x".repeat(2000) });
    expect((await post(padded)).status).toBe(413);
    const report = JSON.stringify({ template: "home", LCP: 1 });
    expect((await post(report, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(report, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect(rows()).toEqual([]);
    expect((await post(report, { "sec-fetch-site": "same-origin" })).status).toBe(204);
  });

  test(`limits each address to ${VITALS_PER_MINUTE} reports a minute, apart from the others`, async () => {
    const { post, rows } = start(10);
    const report = JSON.stringify({ template: "faq", TTFB: 50 });
    const from = (address: string) => post(report, { "x-forwarded-for": address });
    for (let i = 0; i < VITALS_PER_MINUTE; i++) expect((await from("198.51.100.1")).status).toBe(204);
    const limited = await from("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("198.51.100.2")).status).toBe(204);
    expect(rows()[0]!.count).toBe(VITALS_PER_MINUTE + 1);
  });

  // 2,000, not more: each report is one committed transaction, about 5 ms on a slow disk.
  test(
    "2,000 reports a bot makes up leave at most one day's histograms: templates x buckets rows",
    { timeout: 90_000 },
    async () => {
      const { post, rows } = start();
      const buckets = VITAL_NAMES.reduce((sum, name) => sum + bucketRange(name).last - bucketRange(name).first + 1, 0);
      let seed = 7;
      const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
      const value = () =>
        [0, 1e-9, 1e308, random() * 10 ** Math.floor(random() * 12), random()][Math.floor(random() * 5)]!;
      const junk = () => {
        const template =
          random() < 0.9 ? PAGE_TEMPLATES[Math.floor(random() * PAGE_TEMPLATES.length)] : `/x/${random()}`;
        return JSON.stringify({ template, ...Object.fromEntries(VITAL_NAMES.map((name) => [name, value()])) });
      };
      let accepted = 0;
      for (let batch = 0; batch < 20; batch++) {
        const answers = await Promise.all(Array.from({ length: 100 }, () => post(junk())));
        accepted += answers.filter((a) => a.status === 204).length;
      }
      expect(accepted).toBeGreaterThan(1600);
      const kept = rows();
      expect(new Set(kept.map((r) => r.day)).size).toBe(1);
      expect(kept.length).toBeLessThanOrEqual(PAGE_TEMPLATES.length * buckets);
      expect(kept.length).toBeLessThan(5000);
      expect(kept.reduce((sum, r) => sum + r.count, 0)).toBe(accepted * VITAL_NAMES.length);
    },
  );

  test("keeps 28 Auckland days: a day older is deleted once a new day is counted", () => {
    const { store, rows } = start();
    const vitals = createVitalsStore(store.db);
    const at = (day: string) => new Date(`${day}T12:00:00+13:00`);
    vitals.record({ template: "home", metrics: { LCP: 1000 } }, at("2026-10-01"));
    vitals.record({ template: "home", metrics: { LCP: 1000 } }, at("2026-10-28"));
    expect(rows().map((r) => r.day)).toEqual(["2026-10-01", "2026-10-28"]);
    vitals.record({ template: "home", metrics: { LCP: 1000 } }, at("2026-10-29"));
    expect(rows().map((r) => r.day)).toEqual(["2026-10-28", "2026-10-29"]);
  });
});
