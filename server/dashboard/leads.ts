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

/**
 * The leads as the dashboard and `npm run leads` read and work them: one page of the list, the export, one lead's
 * detail, its workflow (status, notes, calls, release from quarantine) and its deletion. The reading lives beside
 * it: a summary row (lead-summary.ts), a page (lead-page.ts), the overdue first (overdue-first.ts), a lead's detail
 * (lead-detail.ts) and the export's rows (lead-export.ts).
 */
export function createLeads(store: QuoteStore) {
  const db: DatabaseSync = store.db;
  const page = pageReader(db);

  const addEvent = (quoteId: number, actor: string, event: Partial<LeadEvent> & { kind: LeadEvent["kind"] }) =>
    db
      .prepare(
        "INSERT INTO lead_events (quote_id, at, actor, kind, from_status, to_status, note) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        quoteId,
        new Date().toISOString(),
        actor,
        event.kind,
        event.fromStatus ?? "",
        event.toStatus ?? "",
        event.note ?? "",
      );

  /**
   * Deletes the quotes `where` selects; everything attached to them goes too (ON DELETE CASCADE, server/quotes/migrations.ts).
   * secure_delete (server/quotes/db.ts) zeroes the freed space, and the checkpoint afterwards clears the copies the
   * write-ahead log still holds. The photo files are read inside the same transaction, so a photo added between
   * the read and the delete cannot be left behind.
   */
  function deleteQuotes(where: string, params: SQLInputValue[]): number {
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

  /** Runs `change` on lead `id` in one transaction with the check that it exists; false when it does not. */
  const onLead = (id: number, change: () => void): boolean =>
    transaction(db, () => {
      if (!db.prepare("SELECT 1 FROM quotes WHERE id = ?").get(id)) return false;
      change();
      return true;
    });

  return {
    /** One page of the list; the default view's first page (no filter, no search, no cursor) has the overdue first. */
    list(filter: LeadFilter, cursor: Cursor = {}, now = new Date()): LeadPage<LeadSummary> {
      const result = page(
        leadWhere(filter),
        summaryColumns,
        (row: SummaryRow) => summary(row, store.officeHours()),
        cursor,
      );
      const first = cursor.before === undefined && cursor.after === undefined;
      if (!first || Object.values(filter).some((value) => value !== "")) return result;
      return withOverdueFirst(db, result, now, store.officeHours());
    },

    /** Every lead matching the filter, newest first, one at a time (an export of 100,000 rows stays small). */
    export: (filter: LeadFilter): Generator<ExportedLead> => exportedLeads(db, leadWhere(filter), store.officeHours()),

    /** Every lead stored, spam held in quarantine included, newest first (`npm run leads -- --csv`). */
    exportAll: (): Generator<ExportedLead> => exportedLeads(db, { sql: "1 = 1", params: [] }, store.officeHours()),

    quarantine(cursor: Cursor = {}): LeadPage<QuarantinedLead> {
      return page(
        { sql: "spam = 1", params: [] },
        `${summaryColumns}, substr(message, 1, 400) AS message, spam_reasons`,
        (row: SummaryRow & { message: string; spam_reasons: string }) => ({
          ...summary(row, store.officeHours()),
          message: row.message,
          spamReasons: JSON.parse(row.spam_reasons) as string[],
        }),
        cursor,
      );
    },

    get: (id: number): LeadDetail | undefined => leadDetail(store, id),

    /** Moves a lead along the workflow and records who did it; false when there is no such lead. */
    setStatus(id: number, status: LeadStatus, actor: string): boolean {
      if (!leadStatuses.includes(status)) throw new Error(`unknown status ${status}`);
      return transaction(db, () => {
        const row = db.prepare("SELECT status FROM quotes WHERE id = ?").get(id) as { status: string } | undefined;
        if (!row) return false;
        if (row.status === status) return true;
        db.prepare("UPDATE quotes SET status = ? WHERE id = ?").run(status, id);
        addEvent(id, actor, { kind: "status", fromStatus: row.status, toStatus: status });
        return true;
      });
    },

    /** A "called" tap on the lead's phone number: it answers the lead; false when there is no such lead. */
    recordCall: (id: number, actor: string): boolean => onLead(id, () => addEvent(id, actor, { kind: "called" })),

    addNote(id: number, text: string, actor: string): boolean {
      const note = text.trim().slice(0, NOTE_MAX);
      if (!note) throw new Error("empty note");
      return onLead(id, () => addEvent(id, actor, { kind: "note", note }));
    },

    /** Releases a quarantined quote through the inbox's own path (its deliveries are queued) and records who. */
    release(id: number, actor: string): boolean {
      return transaction(db, () => {
        if (!store.releaseSpam(id)) return false;
        addEvent(id, actor, { kind: "released" });
        return true;
      });
    },

    /** A privacy request: the lead and everything attached to it, gone. */
    delete: (id: number): boolean => deleteQuotes("id = ?", [id]) > 0,

    /** Deletes up to `batch` leads received before `cutoff` (`startRetention` calls it until none is left). */
    purgeBefore(cutoff: Date, batch = 500): number {
      const ids = db
        .prepare("SELECT id FROM quotes WHERE received_at < ? ORDER BY id LIMIT ?")
        .all(cutoff.toISOString(), batch)
        .map((r) => Number(r.id));
      return ids.length === 0 ? 0 : deleteQuotes("id IN (SELECT value FROM json_each(?))", [JSON.stringify(ids)]);
    },
  };
}

export type Leads = ReturnType<typeof createLeads>;
