import type { DatabaseSync } from "node:sqlite";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PAGE_TEMPLATES, type PageTemplate, type VitalName } from "../../shared/vitals-report.ts";
import { addDays, dayOf } from "../core/time.ts";
import { createRateLimiter } from "../core/rate-limit.ts";
import { bucketOf, VITALS } from "./vitals-histogram.ts";

export { VITALS_PATH } from "../../shared/vitals-report.ts";

/** Days of field speed kept, today (Auckland) included: the dashboard's longest window. */
const VITALS_DAYS = 28;
/** A report is a template and five numbers, about 100 bytes; anything past this is not one. */
const VITALS_MAX_BODY_BYTES = 1024;
/** Reports per minute per client address: a visitor leaves a page every few seconds at most. */
export const VITALS_PER_MINUTE = 60;

export type VitalsReport = { template: PageTemplate; metrics: Partial<Record<VitalName, number>> };

/**
 * The field speed's store (issue 34): per Auckland day, template, metric and bucket,
 * a count; nothing else about a visit, so no cookie, address or user agent is kept. Rows are bounded by design:
 * 13 templates x 28 days x 471 buckets (93 for each time, 99 for CLS), 171,444 rows at most; a day older than the window is deleted when the day
 * turns.
 */
export function createVitalsStore(db: DatabaseSync) {
  const add = db.prepare(
    `INSERT INTO vitals (day, template, metric, bucket, count) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (day, template, metric, bucket) DO UPDATE SET count = count + 1`,
  );
  const prune = db.prepare("DELETE FROM vitals WHERE day < ?");
  let prunedFor = "";
  return {
    record(report: VitalsReport, now = new Date()): void {
      const day = dayOf(now);
      db.exec("BEGIN");
      try {
        if (day !== prunedFor) prune.run(addDays(day, -(VITALS_DAYS - 1)));
        for (const [name, value] of Object.entries(report.metrics))
          add.run(day, report.template, name, bucketOf(name as VitalName, value));
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
      prunedFor = day;
    },
  };
}

/** A report as the page sends it ({"template": "home", "LCP": 1234.5, ...}), or undefined for anything else. */
function parseReport(text: string): VitalsReport | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  const { template, ...rest } = body as Record<string, unknown>;
  if (!PAGE_TEMPLATES.includes(template as PageTemplate)) return undefined;
  const entries = Object.entries(rest);
  if (entries.length === 0) return undefined;
  for (const [name, value] of entries)
    if (!Object.hasOwn(VITALS, name) || typeof value !== "number" || !Number.isFinite(value) || value < 0)
      return undefined;
  return { template: template as PageTemplate, metrics: rest as VitalsReport["metrics"] };
}

/**
 * POST /api/vitals: a page's field speed, sent by beacon when it is left (app/lib/analytics/vitals.ts). Answers 204,
 * or 400 for anything but a report of known template and metrics, 403 from another site, 413 past the size cap and
 * 429 past the rate limit (`perMinute` 0 turns it off, as the quote route's does in tests). The address is used for
 * the rate limit in memory only.
 */
export function vitalsRoutes(options: {
  db: DatabaseSync;
  clientAddress: (c: Context) => string;
  perMinute: number;
  now?: () => Date;
}) {
  const store = createVitalsStore(options.db);
  const limiter = createRateLimiter(options.perMinute);
  const app = new Hono();
  app.post(
    "/",
    bodyLimit({ maxSize: VITALS_MAX_BODY_BYTES, onError: (c) => c.json({ error: "Too large." }, 413) }),
    async (c) => {
      // A browser says where a request comes from; a page of another site has no business reporting here.
      const site = c.req.header("sec-fetch-site");
      if (site && site !== "same-origin") return c.json({ error: "Same-origin only." }, 403);
      const wait = limiter.hit(options.clientAddress(c));
      if (wait > 0) return c.json({ error: "Too many reports." }, 429, { "Retry-After": String(wait) });
      const report = parseReport(await c.req.text());
      if (!report) return c.json({ error: "Not a field speed report." }, 400);
      store.record(report, options.now?.());
      return c.body(null, 204);
    },
  );
  return app;
}
