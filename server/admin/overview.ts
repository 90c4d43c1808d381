import type { DatabaseSync } from "node:sqlite";
import { openStatuses, serviceGroupOf } from "./lead-fields.ts";
import { addDays, dayOf, mondayOf, startOfDay } from "./time.ts";

const OVERVIEW_WEEKS = 12;
const WON_RATE_DAYS = 365;

export interface ServiceResult {
  key: string;
  label: string;
  leads: number;
  won: number;
  lost: number;
  open: number;
}

export interface Overview {
  /** Monday-to-Sunday weeks in Auckland, oldest first; the last is the week under way. */
  weeks: { start: string; leads: number }[];
  /** Leads of the last WON_RATE_DAYS days by service, most asked-for first. */
  services: ServiceResult[];
  since: string;
}

/** What the website brings in: leads per week and how many of each service were won. Spam is left out of both. */
export function overview(db: DatabaseSync, now = new Date()): Overview {
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
  return { weeks, services, since };
}
