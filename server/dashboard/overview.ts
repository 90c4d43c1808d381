import type { DatabaseSync } from "node:sqlite";
import { seedHours } from "../../app/content/seed.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { openStatuses, serviceGroupOf, sourceLabel } from "../../shared/leads/lead-fields.ts";
import { addDays, dayOf, mondayOf, startOfDay } from "../core/time.ts";
import { createHeldSpam, HELD_SPAM_DAYS } from "../quotes/held-spam.ts";
import { promiseKept } from "./promise-kept.ts";
import type { OriginCounts, Overview, ServiceResult } from "../../shared/api/overview.ts";

const OVERVIEW_WEEKS = 12;
const WON_RATE_DAYS = 365;

const LANDING_PAGES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where leads come from (docs/decisions/004-lead-delivery.md): by source and by the visit's first page. */
function originCounts(db: DatabaseSync, now: Date): OriginCounts {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  // Through the date index: a month's rows, where the source and landing-page indexes would walk every lead.
  const count = (column: "source" | "landing_page", limit: number) =>
    db
      .prepare(
        `SELECT ${column} AS key, SUM(received_at >= :since7) AS last7, COUNT(*) AS last30
           FROM quotes INDEXED BY quotes_received_at
          WHERE spam = 0 AND status != 'spam' AND received_at >= :since30
          GROUP BY ${column} ORDER BY last30 DESC, last7 DESC, ${column} LIMIT :limit`,
      )
      .all({ since7: since(7), since30: since(30), limit }) as { key: string; last7: number; last30: number }[];
  return {
    sources: count("source", -1).map((r) => ({
      source: r.key,
      label: sourceLabel(r.key),
      last7: Number(r.last7),
      last30: Number(r.last30),
    })),
    landingPages: count("landing_page", LANDING_PAGES).map((r) => ({
      page: r.key,
      last7: Number(r.last7),
      last30: Number(r.last30),
    })),
  };
}

/**
 * What the website brings in: leads per week and how many of each service were won. Spam is left out of both. The
 * promise kept is counted by the office `hours` in effect (the store's `officeHours()`).
 */
export function overview(db: DatabaseSync, now = new Date(), hours: OfficeHours = seedHours()): Overview {
  const monday = mondayOf(dayOf(now));
  const starts = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => addDays(monday, -7 * (OVERVIEW_WEEKS - 1 - i)));
  const bounds = [...starts, addDays(monday, 7)].map((day) => startOfDay(day).toISOString());
  // One pass over the covering filter index, bucketed here: twelve range counts would each scan it.
  const received = db
    .prepare(
      "SELECT received_at AS at FROM quotes WHERE spam = 0 AND status != 'spam' AND received_at >= ? AND received_at < ?",
    )
    .all(bounds[0]!, bounds.at(-1)!) as { at: string }[];
  const weeks = starts.map((start) => ({ start, leads: 0 }));
  for (const { at } of received) {
    const week = bounds.findLastIndex((bound) => bound <= at);
    weeks[week]!.leads++;
  }

  const since = addDays(dayOf(now), -WON_RATE_DAYS);
  const rows = db
    .prepare(
      `SELECT status, service, COUNT(*) AS n FROM quotes
        WHERE spam = 0 AND status != 'spam' AND received_at >= ? GROUP BY status, service`,
    )
    .all(startOfDay(since).toISOString()) as { service: string; status: string; n: number }[];
  const byGroup = new Map<string, ServiceResult>();
  for (const row of rows) {
    const group = serviceGroupOf(row.service);
    const result = byGroup.get(group.key) ?? { key: group.key, label: group.label, leads: 0, won: 0, lost: 0, open: 0 };
    const n = Number(row.n);
    result.leads += n;
    if (row.status === "won") result.won += n;
    else if (row.status === "lost") result.lost += n;
    else if ((openStatuses as readonly string[]).includes(row.status)) result.open += n;
    byGroup.set(group.key, result);
  }
  const services = [...byGroup.values()].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
  return {
    weeks,
    services,
    since,
    origins: originCounts(db, now),
    promise: promiseKept(db, now, hours),
    heldSpam: { count: createHeldSpam(db).count(HELD_SPAM_DAYS, now), days: HELD_SPAM_DAYS },
  };
}
