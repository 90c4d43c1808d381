import type { StoredQuote } from "../quotes/migrations.ts";
import type { Channel, LeadSummary } from "../../shared/api/leads.ts";
import type { Delivery } from "../quotes/delivery-queue.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { ANSWER_KINDS_SQL, answerBy } from "../quotes/answer-by.ts";
import { deliveryPhase } from "../quotes/delivery-phase.ts";
import { isEmergency, shownValue, type DeliveryState } from "../../shared/leads/lead-fields.ts";
import { listedFieldNames, type LeadFieldName, type ListedName } from "../../shared/leads/lead-shape.ts";

/**
 * A lead as the dashboard's list shows it: the columns one row is read with (its deliveries and first answer folded
 * in) and the summary made from them. The list, the spam quarantine, a lead's detail and the export all start here.
 */

export type SummaryRow = Pick<StoredQuote, "id" | "form" | ListedName | "received_at" | "status"> & {
  delivery: string | null;
  first_answer: string | null;
};

export const summaryColumns = `id, form, ${listedFieldNames.join(", ")}, received_at, status,
  (SELECT group_concat(channel || ':' || state || ':' || attempts) FROM deliveries d WHERE d.quote_id = quotes.id)
    AS delivery,
  (SELECT min(at) FROM lead_events e WHERE e.quote_id = quotes.id AND e.kind IN (${ANSWER_KINDS_SQL})) AS first_answer`;

/**
 * The worst state among a lead's deliveries ("channel:state:attempts"), as one word for the list. An escalation
 * still scheduled is not under way yet, so it does not count.
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

/** A row's fields `names`, each in its form's words: a choice's label. */
export const shownFields = <N extends LeadFieldName>(
  row: Pick<StoredQuote, "form" | N>,
  names: readonly N[],
): Pick<StoredQuote, N> =>
  Object.fromEntries(names.map((name) => [name, shownValue(row.form, name, row[name])])) as Pick<StoredQuote, N>;

/** A lead as the list shows it; its answer-by time counted by the office `hours` in effect. */
export function summary(row: SummaryRow, hours: OfficeHours): LeadSummary {
  return {
    id: row.id,
    ...shownFields(row, listedFieldNames),
    emergency: isEmergency(row),
    status: row.status,
    receivedAt: row.received_at,
    answerBy: answerBy(row, hours),
    answeredAt: row.first_answer,
    delivery: deliveryState(row.delivery),
  };
}
