import type { DatabaseSync } from "node:sqlite";
import { seedHours } from "../../app/content/seed.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { ANSWER_KINDS_SQL, answerBy } from "../quotes/answer-by.ts";
import type { StoredQuote } from "../quotes/migrations.ts";
import type { PromiseKept } from "../../shared/api/overview.ts";

/** The overview's windows, in days back from now. */
const PROMISE_WINDOWS = [7, 30] as const;
const DAY_MS = 24 * 3_600_000;

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * How well the page's promise is kept (issue 33): for the leads of the last 7 and 30 days (spam left out), the share
 * answered within their promise and the median time to the first answer (a status change,
 * note or "called" tap). A lead not answered and already overdue counts as not within; one not yet due is left out.
 */
export function promiseKept(db: DatabaseSync, now = new Date(), hours: OfficeHours = seedHours()): PromiseKept[] {
  const longest = Math.max(...PROMISE_WINDOWS);
  // Through the date index: the indexes that lead with `spam` would walk every lead of every year.
  const rows = db
    .prepare(
      `SELECT form, received_at, urgency, service,
              (SELECT min(at) FROM lead_events e WHERE e.quote_id = quotes.id AND e.kind IN (${ANSWER_KINDS_SQL}))
                AS first_answer
         FROM quotes INDEXED BY quotes_received_at
        WHERE spam = 0 AND status != 'spam' AND received_at >= ? AND received_at <= ?`,
    )
    .all(new Date(now.getTime() - longest * DAY_MS).toISOString(), now.toISOString()) as unknown as (Pick<
    StoredQuote,
    "form" | "received_at" | "urgency" | "service"
  > & { first_answer: string | null })[];
  const leads = rows.map((row) => ({
    received: Date.parse(row.received_at),
    due: Date.parse(answerBy(row, hours)),
    answered: row.first_answer === null ? null : Date.parse(row.first_answer),
  }));
  return PROMISE_WINDOWS.map((days) => {
    const inWindow = leads.filter((lead) => lead.received >= now.getTime() - days * DAY_MS);
    const judged = inWindow.filter((lead) => lead.answered !== null || lead.due <= now.getTime());
    const answered = inWindow.flatMap((lead) => (lead.answered === null ? [] : [lead.answered - lead.received]));
    return {
      days,
      judged: judged.length,
      within: judged.filter((lead) => lead.answered !== null && lead.answered <= lead.due).length,
      answered: answered.length,
      medianMs: median(answered),
    };
  });
}
