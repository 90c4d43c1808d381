import { csvLine } from "../csv.ts";
import { utmLine } from "../stored-origin.ts";
import { deliveryLabels, statusLabels } from "../../shared/leads/lead-fields.ts";
import type { ExportedLead } from "./leads.ts";
import { BUSINESS_TIME_ZONE } from "../../shared/date-time.ts";
import { dayOf } from "./time.ts";

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
  "notes",
  "came from",
  "landing page",
  "referring site",
  "utm tags",
  "click ids",
  "device",
  "page",
  "form",
  "delivery",
  "held as spam",
];

const local = new Intl.DateTimeFormat("sv-SE", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

/** "2026-11-03 10:15" in Auckland. */
const localTime = (iso: string) => local.format(new Date(iso));

/** Every note in one cell, oldest first, one a line: "2026-11-03 10:15 owner@example.co.nz: Rang, quoted $450". */
const notesCell = (notes: ExportedLead["notes"]) =>
  notes.map((n) => `${localTime(n.at)} ${n.actor}: ${n.note}`).join("\n");

const ROWS_PER_CHUNK = 500;

/**
 * The one CSV of leads, for the dashboard's download and `npm run leads -- --csv` alike, as a stream: a few hundred
 * rows per read, so exporting 100,000 leads neither holds them all in memory nor blocks quotes arriving meanwhile. It
 * starts with a byte-order mark: without one Excel reads UTF-8 as Windows-1252 and mangles macrons (Māngere, Ōtāhuhu).
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
          localTime(lead.receivedAt),
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
          notesCell(lead.notes),
          lead.origin.sourceLabel,
          lead.origin.landingPage,
          lead.origin.referrerHost,
          utmLine(lead.origin.utm),
          lead.origin.clickIds.join(" "),
          lead.origin.device,
          lead.page,
          lead.form,
          deliveryLabels[lead.delivery],
          lead.spamReasons.join(", "),
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
