import { csvLine } from "../core/csv.ts";
import { utmLine } from "../quotes/stored-origin.ts";
import { deliveryLabels, statusLabels } from "../../shared/leads/lead-fields.ts";
import { leadFields } from "../../shared/leads/lead-shape.ts";
import type { ExportedLead } from "./lead-export.ts";
import { BUSINESS_TIME_ZONE } from "../../shared/date-time.ts";
import { dayOf } from "../core/time.ts";

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

/**
 * The file's columns, each its heading and its cell: every fact the dashboard shows of a lead, its fields
 * (a choice in its form's words) in their own order.
 */
const columns: readonly (readonly [string, (lead: ExportedLead) => unknown])[] = [
  ["id", (lead) => lead.id],
  ["received (Auckland)", (lead) => localTime(lead.receivedAt)],
  ["received (UTC)", (lead) => lead.receivedAt],
  ["status", (lead) => statusLabels[lead.status]],
  ...leadFields.map((field) => [field.csv, (lead: ExportedLead) => lead[field.name]] as const),
  ["emergency", (lead) => (lead.emergency ? "yes" : "no")],
  ["notes", (lead) => notesCell(lead.notes)],
  ["came from", (lead) => lead.origin.sourceLabel],
  ["landing page", (lead) => lead.origin.landingPage],
  ["referring site", (lead) => lead.origin.referrerHost],
  ["utm tags", (lead) => utmLine(lead.origin.utm)],
  ["click ids", (lead) => lead.origin.clickIds.join(" ")],
  ["device", (lead) => lead.origin.device],
  ["page", (lead) => lead.page],
  ["form", (lead) => lead.form],
  ["delivery", (lead) => deliveryLabels[lead.delivery]],
  ["held as spam", (lead) => lead.spamReasons.join(", ")],
  // The promise its form showed, and when someone first answered it: the list's two times.
  ["answer by (Auckland)", (lead) => localTime(lead.answerBy)],
  ["first answered (Auckland)", (lead) => (lead.answeredAt ? localTime(lead.answeredAt) : "")],
];

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
      let chunk = started ? "" : `\uFEFF${csvLine(columns.map(([heading]) => heading))}`;
      started = true;
      for (let i = 0; i < ROWS_PER_CHUNK; i++) {
        const next = rows.next();
        if (next.done) {
          controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        const lead = next.value;
        chunk += csvLine(columns.map(([, cell]) => cell(lead)));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      rows.return?.(undefined);
    },
  });
}

export const exportFileName = (now: Date) => `leads-${dayOf(now)}.csv`;
