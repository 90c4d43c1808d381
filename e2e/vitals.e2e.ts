import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FieldSpeed } from "../shared/api/overview";
import { PAGE_TEMPLATES } from "../shared/vitals-report";
import { addDays, dayOf, startOfDay } from "../server/core/time";
import { createVitalsStore } from "../server/dashboard/vitals";
import { bucketOf, upperEdge } from "../server/dashboard/vitals-histogram";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { browser, goto, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";

// Real visitors' speed (issue 34): pages report their own LCP, INP, CLS, FCP and TTFB when left, the inbox keeps day
// histograms per template, and the dashboard reads p75 from them. A server of its own, so no other test's visits
// count here.
let inbox: RunningServer;
let db: DatabaseSync;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  inbox = await startSiteServer();
  await addOwner(inbox.dataDir);
  db = new DatabaseSync(path.join(inbox.dataDir, "quotes.db"));
  db.exec("PRAGMA busy_timeout = 5000");
  context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile, hasTouch: true });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  db?.close();
  await inbox?.stop();
});

/** Metric name -> reports counted, for a template, today. */
const counted = (template: string) =>
  Object.fromEntries(
    (
      db.prepare("SELECT metric, sum(count) AS n FROM vitals WHERE template = ? GROUP BY metric").all(template) as {
        metric: string;
        n: number;
      }[]
    ).map((r) => [r.metric, r.n]),
  );

describe("the field speed of real visits, from Chromium to the dashboard", () => {
  test("each page reports once when left: its template's histograms, nothing about the visitor", async () => {
    await goto(page, "/");
    await goto(page, "/faq");
    await page.locator("summary").first().tap();
    await goto(page, "/services/leak-detection");
    await goto(page, "/no-such-page");
    // The last page is left for the dashboard's sign-in page, which reports nothing.
    await page.goto("/admin/login");

    // Beacons sent as a page is left are not seen by Playwright's request events: the database tells.
    const templates = () =>
      (db.prepare("SELECT DISTINCT template FROM vitals ORDER BY template").all() as { template: string }[]).map(
        (r) => r.template,
      );
    await waitFor("the four pages' reports", () => templates().length === 4 && counted("404").TTFB);
    expect(templates()).toEqual(["404", "faq", "home", "service"]);
    for (const template of ["home", "faq", "service", "404"]) {
      const metrics = counted(template);
      expect(metrics, template).toMatchObject({ LCP: 1, FCP: 1, TTFB: 1, CLS: 1 });
    }
    // The tap on a question is an interaction: the FAQ reports its INP.
    expect(counted("faq").INP).toBe(1);
    const columns = (db.prepare("PRAGMA table_info(vitals)").all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(["day", "template", "metric", "bucket", "count"]);
  });

  test("a simulated week and the three before it: p75 per template for 7 and 28 days in the dashboard", async () => {
    // Fed through the store with a fake clock, a day at a time, into the running inbox's database.
    const vitals = createVitalsStore(db);
    const today = dayOf(new Date());
    const at = (daysAgo: number) => new Date(startOfDay(addDays(today, -daysAgo)).getTime() + 10 * 3_600_000);
    for (let daysAgo = 0; daysAgo < 28; daysAgo++)
      for (const LCP of daysAgo < 7 ? [1100, 1100, 1100, 5000] : [3200, 3200, 3200, 900])
        vitals.record({ template: "about", metrics: { LCP, INP: 80, CLS: 0, FCP: 700, TTFB: 60 } }, at(daysAgo));

    await signInAsOwner(page);
    const speed = (await (await page.request.get("/admin/api/vitals")).json()) as FieldSpeed;
    const about = (days: number) =>
      speed.windows.find((w) => w.days === days)!.templates.find((t) => t.template === "about")!;
    expect(about(7).pages).toBe(28);
    expect(about(7).p75.LCP).toBeCloseTo(upperEdge("LCP", bucketOf("LCP", 1100)));
    expect(about(28).pages).toBe(112);
    expect(about(28).p75.LCP).toBeCloseTo(upperEdge("LCP", bucketOf("LCP", 3200)));
    // The visits of the first test are today's too.
    expect(speed.windows[0]!.templates.map((t) => t.template)).toEqual(
      PAGE_TEMPLATES.filter((t) => ["home", "service", "about", "faq", "404"].includes(t)),
    );

    await page.goto("/admin/overview");
    const panel = page.getByRole("region", { name: "Speed for real visitors" });
    await panel.waitFor();
    // The figures are one tap away (words come first, admin/overview/field-speed.tsx).
    await panel.getByText("The figures (p75 per page type)").click();
    const aboutTable = (days: number) =>
      panel.getByRole("group", { name: `Last ${days} days` }).locator('table[data-template="about"]');
    expect(await aboutTable(7).locator("caption").innerText()).toBe("about · 28 pages measured");
    expect(await aboutTable(7).locator("tr").first().innerText()).toMatch(/^LCP \(main content shown\)\t1\.\d s good/);
    expect(await aboutTable(28).locator("caption").innerText()).toBe("about · 112 pages measured");
    expect(await aboutTable(28).locator("tr").first().innerText()).toMatch(/^LCP \(main content shown\)\t3\.\d s slow/);
  });
});
