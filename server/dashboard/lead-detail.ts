import type { StoredQuote } from "../quotes/migrations.ts";
import type { QuoteStore } from "../quotes/db.ts";
import type { Delivery } from "../quotes/delivery-queue.ts";
import { describeLead, isSitePath } from "../quotes/lead.ts";
import { relatedLeads } from "../quotes/repeat-customers.ts";
import { storedOrigin } from "../quotes/stored-origin.ts";
import type { DeliveryHistory, LeadDetail, LeadEvent } from "../../shared/api/leads.ts";
import { shownFields, summary, summaryColumns } from "./lead-summary.ts";
import { unlistedFieldNames } from "../../shared/leads/lead-shape.ts";

/** Everything the lead page shows of one lead, or undefined when there is no such lead. */
export function leadDetail(store: QuoteStore, id: number): LeadDetail | undefined {
  const { db } = store;
  const quote = db.prepare(`SELECT *, ${summaryColumns} FROM quotes WHERE id = ?`).get(id) as
    (StoredQuote & { delivery: string | null; first_answer: string | null }) | undefined;
  if (!quote) return undefined;
  const lead = describeLead(quote);
  const events = db
    .prepare(
      `SELECT at, actor, kind, from_status AS fromStatus, to_status AS toStatus, note
         FROM lead_events WHERE quote_id = ? ORDER BY id DESC`,
    )
    .all(id) as unknown as LeadEvent[];
  return {
    ...summary(quote, store.officeHours()),
    ...shownFields(quote, unlistedFieldNames),
    form: quote.form,
    source: lead.source,
    page: quote.page,
    pagePath: quote.page && isSitePath(quote.page) ? quote.page : null,
    userAgent: quote.user_agent,
    spam: quote.spam === 1,
    spamReasons: JSON.parse(quote.spam_reasons) as string[],
    deliveries: deliveryHistory(store, id),
    events,
    photos: store.photos.forQuote(id).map((p) => ({
      id: p.id,
      position: p.position,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
    })),
    origin: storedOrigin(quote),
    related: relatedLeads(db, id),
  };
}

/** Each of the lead's deliveries with every attempt at it, oldest first. */
function deliveryHistory(store: QuoteStore, id: number): DeliveryHistory[] {
  const deliveries = store.db
    .prepare("SELECT * FROM deliveries WHERE quote_id = ? ORDER BY id")
    .all(id) as unknown as Delivery[];
  return deliveries.map((d) => ({
    channel: d.channel,
    state: d.state,
    attempts: d.attempts,
    lastError: d.last_error,
    nextAttemptAt: d.next_attempt_at,
    history: store.deliveries.attempts(d.id).map((a) => ({
      startedAt: a.started_at,
      finishedAt: a.finished_at,
      outcome: a.outcome,
      error: a.error,
    })),
  }));
}
