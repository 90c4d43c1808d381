import type { DatabaseSync } from "node:sqlite";
import { PAGE_TEMPLATES, type PageTemplate, type VitalName } from "../../shared/vitals-report.ts";
import { p75, VITAL_NAMES, VITALS } from "./vitals-histogram.ts";
import { addDays, dayOf } from "../core/time.ts";
import type { FieldSpeed, FieldSpeedInWords, TemplateSpeed, VisitShare } from "../../shared/api/overview.ts";

/** The dashboard's windows, in Auckland days up to today (the vitals store keeps the longest). */
const WINDOWS = [7, 28] as const;

/**
 * Real visitors' speed for the dashboard (issue 34): per window and template with reports, p75 of each metric from
 * the day histograms, in the site's template order.
 */
export function fieldSpeed(db: DatabaseSync, now = new Date()): FieldSpeedInWords {
  const today = dayOf(now);
  const select = db.prepare(
    `SELECT template, metric, bucket, sum(count) AS count FROM vitals
      WHERE day >= ? AND day <= ? GROUP BY template, metric, bucket`,
  );
  const windows = WINDOWS.map((days) => {
    const since = addDays(today, -(days - 1));
    const rows = select.all(since, today) as {
      template: PageTemplate;
      metric: VitalName;
      bucket: number;
      count: number;
    }[];
    const templates = PAGE_TEMPLATES.flatMap((template): TemplateSpeed[] => {
      const mine = rows.filter((row) => row.template === template);
      if (mine.length === 0) return [];
      const of = (name: VitalName) => mine.filter((row) => row.metric === name);
      const count = (name: VitalName) => of(name).reduce((sum, row) => sum + row.count, 0);
      return [
        {
          template,
          pages: Math.max(count("LCP"), count("FCP")),
          p75: Object.fromEntries(VITAL_NAMES.map((name) => [name, p75(name, of(name))])) as TemplateSpeed["p75"],
        },
      ];
    });
    // A bucket's upper edge is good * 1.1^bucket, and "good" is an edge: the buckets up to 0 are the good visits.
    const share = (name: VitalName): VisitShare => {
      const of = rows.filter((row) => row.metric === name);
      const sum = (list: typeof rows) => list.reduce((total, row) => total + row.count, 0);
      return { good: sum(of.filter((row) => row.bucket <= 0)), all: sum(of) };
    };
    return {
      window: { days, since, templates },
      shares: Object.fromEntries(VITAL_NAMES.map((name) => [name, share(name)])) as Record<VitalName, VisitShare>,
    };
  });
  return {
    good: Object.fromEntries(VITAL_NAMES.map((name) => [name, VITALS[name].good])) as FieldSpeed["good"],
    windows: windows.map((w) => w.window),
    shares: windows.map((w) => w.shares),
  };
}
