import type { DatabaseSync } from "node:sqlite";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { ANSWER_KINDS_SQL } from "../quotes/answer-by.ts";
import { LIST_PAGE_SIZE } from "../../shared/leads/lead-fields.ts";
import type { LeadPage, LeadSummary } from "../../shared/api/leads.ts";
import { summary, summaryColumns, type SummaryRow } from "./lead-summary.ts";

/** Overdue leads come first only while they can still be saved: an untouched lead older than this is cold. */
const OVERDUE_FIRST_DAYS = 7;

/**
 * The default view's first page with the leads overdue and untouched on top, the longest waiting first (issue 33):
 * they are the ones going cold. They are not repeated below on that page, and the cursors stay the id order's, so
 * paging on from there shows every lead exactly once.
 */
export function withOverdueFirst(
  db: DatabaseSync,
  result: LeadPage<LeadSummary>,
  now: Date,
  hours: OfficeHours,
): LeadPage<LeadSummary> {
  const since = new Date(now.getTime() - OVERDUE_FIRST_DAYS * 24 * 3_600_000).toISOString();
  // A week of new leads through the date index; whether each is overdue is answer-by.ts's to say.
  const overdue = (
    db
      .prepare(
        `SELECT ${summaryColumns} FROM quotes INDEXED BY quotes_received_at
          WHERE spam = 0 AND status = 'new' AND received_at >= ?
            AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.quote_id = quotes.id AND e.kind IN (${ANSWER_KINDS_SQL}))`,
      )
      .all(since) as unknown as SummaryRow[]
  )
    .map((row) => summary(row, hours))
    .filter((lead) => Date.parse(lead.answerBy) <= now.getTime())
    .sort((a, b) => a.answerBy.localeCompare(b.answerBy) || a.id - b.id)
    .slice(0, LIST_PAGE_SIZE);
  if (overdue.length === 0) return result;
  const pinned = new Set(overdue.map((lead) => lead.id));
  const rest = result.leads.filter((lead) => !pinned.has(lead.id));
  return { ...result, leads: [...overdue, ...rest], overdueFirst: overdue.length };
}
