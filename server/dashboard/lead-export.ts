import type { DatabaseSync } from "node:sqlite";
import type { OfficeHours } from "../../shared/office-hours.ts";
import type { StoredQuote } from "../quotes/migrations.ts";
import { storedOrigin, type OriginColumns } from "../quotes/stored-origin.ts";
import type { Where } from "./lead-filter.ts";
import type { LeadSummary, StoredOrigin } from "../../shared/api/leads.ts";
import { type LeadFields, unlistedFieldNames } from "../../shared/leads/lead-shape.ts";
import { shownFields, summary, summaryColumns, type SummaryRow } from "./lead-summary.ts";

/** A lead as the CSV export writes it: the list's facts and everything else worth a column. */
export type ExportedLead = LeadSummary &
  LeadFields & {
    page: string;
    form: string;
    origin: StoredOrigin;
    /** Its notes, oldest first, each with who wrote it and when. */
    notes: { at: string; actor: string; note: string }[];
    /** Why it is held as spam; empty unless it is (only `exportAll` includes those). */
    spamReasons: string[];
  };

/**
 * The rows of a leads export (`leadsCsv` writes them) for `where`, with their notes (oldest first) and
 * origin, read one at a time as the file is written, so an export of 100,000 leads stays small.
 */
export function* exportedLeads(db: DatabaseSync, where: Where, hours: OfficeHours): Generator<ExportedLead> {
  const sql = where.match
    ? `${where.sql} AND id IN (SELECT rowid FROM quotes_search WHERE quotes_search MATCH ?)`
    : where.sql;
  const params = where.match ? [...where.params, where.match] : where.params;
  const rows = db
    .prepare(
      `SELECT ${summaryColumns}, ${unlistedFieldNames.join(", ")}, page, spam, spam_reasons, source, landing_page, referrer_host, utm,
              click_ids, device,
              (SELECT json_group_array(json_array(at, actor, note) ORDER BY id) FROM lead_events e
                WHERE e.quote_id = quotes.id AND e.kind = 'note') AS notes
         FROM quotes WHERE ${sql} ORDER BY id DESC`,
    )
    .iterate(...params) as Iterable<
    SummaryRow &
      OriginColumns &
      Pick<StoredQuote, (typeof unlistedFieldNames)[number] | "page" | "spam" | "spam_reasons"> & { notes: string }
  >;
  for (const row of rows)
    yield {
      ...summary(row, hours),
      ...shownFields(row, unlistedFieldNames),
      page: row.page,
      form: row.form,
      origin: storedOrigin(row),
      notes: (JSON.parse(row.notes) as [string, string, string][]).map(([at, actor, note]) => ({ at, actor, note })),
      spamReasons: row.spam ? (JSON.parse(row.spam_reasons) as string[]) : [],
    };
}
