import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { clearWriteAheadLog, transaction, type QuoteStore } from "../quotes/db.ts";
import { leadStatuses, NOTE_MAX, type LeadStatus } from "../../shared/leads/lead-fields.ts";
import { leadWhere, type LeadFilter } from "./lead-filter.ts";
import { leadDetail } from "./lead-detail.ts";
import { exportedLeads, type ExportedLead } from "./lead-export.ts";
import { pageReader, type Cursor } from "./lead-page.ts";
import { summary, summaryColumns, type SummaryRow } from "./lead-summary.ts";
import { withOverdueFirst } from "./overdue-first.ts";
import type { LeadDetail, LeadEvent, LeadPage, LeadSummary, QuarantinedLead } from "../../shared/api/leads.ts";

/** A workflow event of a lead: what happened, with the statuses or the note it carries. */
type NewEvent = Partial<LeadEvent> & { kind: LeadEvent["kind"] };

/** A summary row with the quarantine's own columns, as `quarantine` reads it. */
type QuarantinedRow = SummaryRow & { message: string; spam_reasons: string };

/**
 * The leads as the dashboard and `npm run leads` read and work them: one page of the list, the export, one lead's
 * detail, its workflow (status, notes, calls, release from quarantine) and its deletion. The reading lives beside
 * it: a summary row (lead-summary.ts), a page (lead-page.ts), the overdue first (overdue-first.ts), a lead's detail
 * (lead-detail.ts) and the export's rows (lead-export.ts).
 */
export class Leads {
  readonly #store: QuoteStore;
  readonly #db: DatabaseSync;
  readonly #page: ReturnType<typeof pageReader>;

  constructor(store: QuoteStore) {
    this.#store = store;
    this.#db = store.db;
    this.#page = pageReader(store.db);
  }

  /** One page of the list; the default view's first page (no filter, no search, no cursor) has the overdue first. */
  list(filter: LeadFilter, cursor: Cursor = {}, now = new Date()): LeadPage<LeadSummary> {
    const store = this.#store;
    const result = this.#page(
      leadWhere(filter),
      summaryColumns,
      (row: SummaryRow) => summary(row, store.officeHours()),
      cursor,
    );
    const first = cursor.before === undefined && cursor.after === undefined;
    if (!first || Object.values(filter).some((value) => value !== "")) return result;
    return withOverdueFirst(this.#db, result, now, store.officeHours());
  }

  /** Every lead matching the filter, newest first, one at a time (an export of 100,000 rows stays small). */
  export(filter: LeadFilter): Generator<ExportedLead> {
    return exportedLeads(this.#db, leadWhere(filter), this.#store.officeHours());
  }

  /** Every lead stored, spam held in quarantine included, newest first (`npm run leads -- --csv`). */
  exportAll(): Generator<ExportedLead> {
    return exportedLeads(this.#db, { sql: "1 = 1", params: [] }, this.#store.officeHours());
  }

  quarantine(cursor: Cursor = {}): LeadPage<QuarantinedLead> {
    const store = this.#store;
    return this.#page(
      { sql: "spam = 1", params: [] },
      `${summaryColumns}, substr(message, 1, 400) AS message, spam_reasons`,
      (row: QuarantinedRow) => ({
        ...summary(row, store.officeHours()),
        message: row.message,
        spamReasons: JSON.parse(row.spam_reasons) as string[],
      }),
      cursor,
    );
  }

  get(id: number): LeadDetail | undefined {
    return leadDetail(this.#store, id);
  }

  /** Moves a lead along the workflow and records who did it; false when there is no such lead. */
  setStatus(id: number, status: LeadStatus, actor: string): boolean {
    if (!leadStatuses.includes(status)) throw new Error(`unknown status ${status}`);
    const db = this.#db;
    return transaction(db, () => {
      const row = db.prepare("SELECT status FROM quotes WHERE id = ?").get(id) as { status: string } | undefined;
      if (!row) return false;
      if (row.status === status) return true;
      db.prepare("UPDATE quotes SET status = ? WHERE id = ?").run(status, id);
      addEvent(db, id, actor, { kind: "status", fromStatus: row.status, toStatus: status });
      return true;
    });
  }

  /** A "called" tap on the lead's phone number: it answers the lead; false when there is no such lead. */
  recordCall(id: number, actor: string): boolean {
    return onLead(this.#db, id, () => addEvent(this.#db, id, actor, { kind: "called" }));
  }

  addNote(id: number, text: string, actor: string): boolean {
    const note = text.trim().slice(0, NOTE_MAX);
    if (!note) throw new Error("empty note");
    return onLead(this.#db, id, () => addEvent(this.#db, id, actor, { kind: "note", note }));
  }

  /** Releases a quarantined quote through the inbox's own path (its deliveries are queued) and records who. */
  release(id: number, actor: string): boolean {
    return transaction(this.#db, () => {
      if (!this.#store.releaseSpam(id)) return false;
      addEvent(this.#db, id, actor, { kind: "released" });
      return true;
    });
  }

  /** A privacy request: the lead and everything attached to it, gone. */
  delete(id: number): boolean {
    return deleteQuotes(this.#store, "id = ?", [id]) > 0;
  }

  /** Deletes up to `batch` leads received before `cutoff` (`startRetention` calls it until none is left). */
  purgeBefore(cutoff: Date, batch = 500): number {
    const ids = this.#db
      .prepare("SELECT id FROM quotes WHERE received_at < ? ORDER BY id LIMIT ?")
      .all(cutoff.toISOString(), batch)
      .map((r) => Number(r.id));
    return ids.length === 0
      ? 0
      : deleteQuotes(this.#store, "id IN (SELECT value FROM json_each(?))", [JSON.stringify(ids)]);
  }
}

function addEvent(db: DatabaseSync, quoteId: number, actor: string, event: NewEvent): void {
  db.prepare(
    "INSERT INTO lead_events (quote_id, at, actor, kind, from_status, to_status, note) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(
    quoteId,
    new Date().toISOString(),
    actor,
    event.kind,
    event.fromStatus ?? "",
    event.toStatus ?? "",
    event.note ?? "",
  );
}

/** Runs `change` on lead `id` in one transaction with the check that it exists; false when it does not. */
function onLead(db: DatabaseSync, id: number, change: () => void): boolean {
  return transaction(db, () => {
    if (!db.prepare("SELECT 1 FROM quotes WHERE id = ?").get(id)) return false;
    change();
    return true;
  });
}

/**
 * Deletes the quotes `where` selects; everything attached to them goes too (ON DELETE CASCADE, server/quotes/migrations.ts).
 * secure_delete (server/quotes/db.ts) zeroes the freed space, and the checkpoint afterwards clears the copies the
 * write-ahead log still holds. The photo files are read inside the same transaction, so a photo added between
 * the read and the delete cannot be left behind.
 */
function deleteQuotes(store: QuoteStore, where: string, params: SQLInputValue[]): number {
  const db = store.db;
  const { removed, files } = transaction(db, () => ({
    files: db
      .prepare(`SELECT id, content_type FROM quote_photos WHERE quote_id IN (SELECT id FROM quotes WHERE ${where})`)
      .all(...params) as { id: string; content_type: string }[],
    removed: Number(db.prepare(`DELETE FROM quotes WHERE ${where}`).run(...params).changes),
  }));
  if (removed > 0) clearWriteAheadLog(db);
  store.photos.removeFiles(files);
  return removed;
}
