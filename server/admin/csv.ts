import { csvLine } from "../csv.ts";
import { deliveryLabels, statusLabels } from "./lead-fields.ts";
import type { LeadSummary } from "./leads.ts";
import { BUSINESS_TIME_ZONE } from "../../app/lib/date-time.ts";
import { dayOf } from "./time.ts";

type ExportedLead = LeadSummary & { message: string; page: string; form: string };

const header = [
  "id",
  "received (Auckland)",
  "received (UTC)",
  "status",
  "name",
  "phone",
  "email",
  "service",
  "urgency",
  "emergency",
  "suburb",
  "message",
  "page",
  "form",
  "delivery",
];

const local = new Intl.DateTimeFormat("sv-SE", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

const ROWS_PER_CHUNK = 500;

/**
 * The export as a stream: a few hundred rows per read, so exporting 100,000 leads neither holds them all in memory
 * nor blocks quotes arriving meanwhile. It starts with a byte-order mark: without one Excel reads UTF-8 as
 * Windows-1252 and mangles macrons (Māngere, Ōtāhuhu).
 */
export function leadsCsv(rows: Iterator<ExportedLead>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    pull(controller) {
      let chunk = started ? "" : `\uFEFF${csvLine(header)}`;
      started = true;
      for (let i = 0; i < ROWS_PER_CHUNK; i++) {
        const next = rows.next();
        if (next.done) {
          controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        const lead = next.value;
        chunk += csvLine([
          lead.id,
          local.format(new Date(lead.receivedAt)),
          lead.receivedAt,
          statusLabels[lead.status],
          lead.name,
          lead.phone,
          lead.email,
          lead.service,
          lead.urgency,
          lead.emergency ? "yes" : "no",
          lead.location,
          lead.message,
          lead.page,
          lead.form,
          deliveryLabels[lead.delivery],
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      rows.return?.(undefined);
    },
  });
}

export const exportFileName = (now: Date) => `leads-${dayOf(now)}.csv`;
