import type { StoredQuote } from "../db.ts";
import type { Channel, Delivery } from "../delivery-queue.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { ANSWER_KINDS_SQL, answerBy } from "../answer-by.ts";
import { deliveryPhase } from "../delivery-phase.ts";
import { describeLead } from "../lead.ts";
import type { DeliveryState } from "../../shared/leads/lead-fields.ts";
import type { LeadSummary } from "./leads.ts";

/**
 * A lead as the dashboard's list shows it: the columns one row is read with (its deliveries and first answer folded
 * in) and the summary made from them. The list, the spam quarantine, a lead's detail and the export all start here.
 */

export type SummaryRow = Pick<
  StoredQuote,
  "id" | "form" | "name" | "email" | "phone" | "service" | "urgency" | "location" | "received_at" | "status"
> & { delivery: string | null; first_answer: string | null };

export const summaryColumns = `id, form, name, email, phone, service, urgency, location, received_at, status,
  (SELECT group_concat(channel || ':' || state || ':' || attempts) FROM deliveries d WHERE d.quote_id = quotes.id)
    AS delivery,
  (SELECT min(at) FROM lead_events e WHERE e.quote_id = quotes.id AND e.kind IN (${ANSWER_KINDS_SQL})) AS first_answer`;

/**
 * The worst state among a lead's deliveries ("channel:state:attempts"), as one word for the list. An escalation
 * still scheduled (server/delivery-phase.ts) is not under way yet, so it does not count.
 */
function deliveryState(triples: string | null): DeliveryState {
  const phases = (triples ?? "")
    .split(",")
    .filter(Boolean)
    .map((p) => p.split(":") as [Channel, Delivery["state"], string])
    .map(([channel, state, attempts]) => deliveryPhase({ channel, state, attempts: Number(attempts) }))
    .filter((phase) => phase !== "scheduled");
  if (phases.length === 0) return "none";
  if (phases.includes("failed")) return "failed";
  if (phases.includes("retrying")) return "retrying";
  if (phases.some((phase) => phase !== "sent" && phase !== "not-needed")) return "pending";
  return "sent";
}

/** A lead as the list shows it; its answer-by time counted by the office `hours` in effect (server/answer-by.ts). */
export function summary(row: SummaryRow, hours: OfficeHours): LeadSummary {
  // describeLead reads only the form, service and urgency of a quote; the list does not load the rest.
  const lead = describeLead(row as unknown as StoredQuote);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    location: row.location,
    service: lead.service,
    urgency: lead.urgency,
    emergency: lead.emergency,
    status: row.status,
    receivedAt: row.received_at,
    answerBy: answerBy(row, hours),
    answeredAt: row.first_answer,
    delivery: deliveryState(row.delivery),
  };
}
