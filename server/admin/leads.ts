import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { clearWriteAheadLog, transaction, type QuoteStore, type StoredQuote } from "../db.ts";
import type { Channel, Delivery } from "../delivery-queue.ts";
import { ANSWER_KINDS_SQL, answerBy, isEscalation } from "../answer-by.ts";
import { describeLead, isSitePath } from "../lead.ts";
import { relatedLeads, type RelatedLead } from "../repeat-customers.ts";
import type { ReviewState } from "../review-request.ts";
import { storedOrigin, type OriginColumns, type StoredOrigin } from "../stored-origin.ts";
import { leadStatuses, LIST_PAGE_SIZE, NOTE_MAX, type DeliveryState, type LeadStatus } from "./lead-fields.ts";
import { leadWhere, type LeadFilter, type Where } from "./lead-filter.ts";

export interface LeadSummary {
  id: number;
  name: string;
  phone: string;
  email: string;
  location: string;
  /** The service as the customer chose it. */
  service: string;
  urgency: string;
  emergency: boolean;
  status: LeadStatus;
  receivedAt: string;
  /** When the promise its form showed runs out (server/answer-by.ts). */
  answerBy: string;
  /** The first status change, note or "called" tap: when someone answered it; null while it is untouched. */
  answeredAt: string | null;
  delivery: DeliveryState;
}

export interface LeadPage<T> {
  leads: T[];
  total: number;
  /** Cursor for the next newer page (`after`), null on the newest. */
  newer: number | null;
  /** Cursor for the next older page (`before`), null on the oldest. */
  older: number | null;
  /**
   * How many leads at the top are there because they are overdue and untouched (the default view's first page
   * only); they are not repeated below them on that page, and the cursors are the id order's as ever.
   */
  overdueFirst?: number;
}

export interface DeliveryHistory {
  channel: Channel;
  state: string;
  attempts: number;
  lastError: string;
  nextAttemptAt: string;
  history: { startedAt: string; finishedAt: string | null; outcome: string; error: string }[];
}

export interface LeadEvent {
  at: string;
  actor: string;
  kind: "status" | "note" | "released" | "review-requested" | "called" | "escalated";
  fromStatus: string;
  toStatus: string;
  note: string;
}

export interface LeadDetail extends LeadSummary {
  form: "home" | "quote";
  source: string;
  message: string;
  page: string;
  /** The page as a link, only when it is a path on this site (the field is visitor-supplied). */
  pagePath: string | null;
  userAgent: string;
  spam: boolean;
  spamReasons: string[];
  deliveries: DeliveryHistory[];
  events: LeadEvent[];
  /** Photos sent with the quote, fetched from /admin/api/photos/:id (signed in only). */
  photos: { id: string; position: number; width: number; height: number; bytes: number }[];
  /** Where the visit that sent it came from (server/stored-origin.ts). */
  origin: StoredOrigin;
  /** The same customer's other requests within 90 days either side (server/repeat-customers.ts). */
  related: RelatedLead[];
}

/** A lead as the dashboard's API answers it: its detail, and where a review request stands (server/review-request.ts). */
export type LeadAnswer = LeadDetail & { review: ReviewState };

/** A lead as the CSV export writes it (server/admin/csv.ts): the list's facts and everything else worth a column. */
export type ExportedLead = LeadSummary & {
  message: string;
  page: string;
  form: string;
  origin: StoredOrigin;
  /** Its notes, oldest first, each with who wrote it and when. */
  notes: { at: string; actor: string; note: string }[];
  /** Why it is held as spam; empty unless it is (only `exportAll` includes those). */
  spamReasons: string[];
};

export interface QuarantinedLead extends LeadSummary {
  message: string;
  spamReasons: string[];
}

/** Up to this many matches, reading them through an index and sorting beats walking the table by id. */
const FEW_MATCHES = 2000;

type SummaryRow = Pick<
  StoredQuote,
  "id" | "form" | "name" | "email" | "phone" | "service" | "urgency" | "location" | "received_at" | "status"
> & { delivery: string | null; first_answer: string | null };

const summaryColumns = `id, form, name, email, phone, service, urgency, location, received_at, status,
  (SELECT group_concat(channel || ':' || state || ':' || attempts) FROM deliveries d WHERE d.quote_id = quotes.id)
    AS delivery,
  (SELECT min(at) FROM lead_events e WHERE e.quote_id = quotes.id AND e.kind IN (${ANSWER_KINDS_SQL})) AS first_answer`;

/**
 * The worst state among a lead's deliveries ("channel:state:attempts"), as one word for the list. An escalation not
 * yet tried is scheduled for the lead's answer-by time, not under way, and one skipped (not needed) is done.
 */
function deliveryState(triples: string | null): DeliveryState {
  const rows = (triples ?? "")
    .split(",")
    .filter(Boolean)
    .map((p) => p.split(":") as [Channel, string, string])
    .filter(([c, s, n]) => !(isEscalation(c) && s === "pending" && n === "0"))
    .map(([, s, n]) => [s === "skipped" ? "sent" : s, n] as const);
  if (rows.length === 0) return "none";
  if (rows.some(([s]) => s === "failed")) return "failed";
  if (rows.some(([s, n]) => s === "pending" && Number(n) > 0)) return "retrying";
  if (rows.some(([s]) => s !== "sent")) return "pending";
  return "sent";
}

/** Overdue leads come first only while they can still be saved: an untouched lead older than this is cold. */
const OVERDUE_FIRST_DAYS = 7;

function summary(row: SummaryRow): LeadSummary {
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
    answerBy: answerBy(row),
    answeredAt: row.first_answer,
    delivery: deliveryState(row.delivery),
  };
}

export function createLeads(store: QuoteStore) {
  const db: DatabaseSync = store.db;
  db.exec("CREATE TEMP TABLE IF NOT EXISTS search_hits (id INTEGER PRIMARY KEY)");
  const gatherHits = db.prepare(
    "INSERT INTO temp.search_hits SELECT rowid FROM quotes_search WHERE quotes_search MATCH ?",
  );

  /**
   * One page of rows matching `where`, newest first by id (ids grow in arrival order), with the total and the
   * cursors of the pages around it. How many rows match decides how they are read, so each way stays fast at
   * 100,000 leads whatever statistics SQLite has or lacks:
   * - many: walk ids down until the page is full (NOT INDEXED, or SQLite may sort the whole match first), and
   *   count on the covering filter index, checking search matches as a set;
   * - few: fetch them through an index (a search's by id) and sort what little there is.
   */
  function page<T>(
    where: Where,
    columns: string,
    map: (row: never) => T & { id: number },
    cursor: { before?: number; after?: number },
  ): LeadPage<T> {
    const { match, params } = where;
    // A search's matches are gathered once into a temporary table that every query below reads, rather than
    // asking the search index again for each (a search matching every lead would cost four times as much).
    db.exec("DELETE FROM temp.search_hits");
    const matches = match ? Number(gatherHits.run(match).changes) : 0;
    const dense = !match || matches > FEW_MATCHES;
    const sql = match ? `${where.sql} AND ${dense ? "+id" : "id"} IN (SELECT id FROM temp.search_hits)` : where.sql;
    const total = Number(
      (
        db.prepare(`SELECT COUNT(*) AS n FROM quotes ${dense ? "" : "NOT INDEXED"} WHERE ${sql}`).get(...params) as {
          n: number;
        }
      ).n,
    );
    const from = !dense || total > FEW_MATCHES ? "quotes NOT INDEXED" : "quotes";
    const run = (bound: string, order: "ASC" | "DESC", values: number[]) =>
      (
        db
          .prepare(`SELECT ${columns} FROM ${from} WHERE ${sql} ${bound} ORDER BY id ${order} LIMIT ?`)
          .all(...params, ...values, LIST_PAGE_SIZE) as never[]
      ).map(map);
    const rows =
      cursor.after !== undefined
        ? run("AND id > ?", "ASC", [cursor.after]).reverse()
        : cursor.before !== undefined
          ? run("AND id < ?", "DESC", [cursor.before])
          : run("", "DESC", []);
    const exists = (op: "<" | ">", id: number) =>
      db.prepare(`SELECT 1 FROM ${from} WHERE ${sql} AND id ${op} ? LIMIT 1`).get(...params, id) !== undefined;
    const first = rows[0]?.id;
    const last = rows.at(-1)?.id;
    const result = {
      leads: rows,
      total,
      newer: first !== undefined && exists(">", first) ? first : null,
      older: last !== undefined && exists("<", last) ? last : null,
    };
    db.exec("DELETE FROM temp.search_hits");
    return result;
  }

  /** The export's rows for `where`, with their notes (oldest first) and origin, read as the file is written. */
  function* exported(where: Where): Generator<ExportedLead> {
    const sql = where.match
      ? `${where.sql} AND id IN (SELECT rowid FROM quotes_search WHERE quotes_search MATCH ?)`
      : where.sql;
    const params = where.match ? [...where.params, where.match] : where.params;
    const rows = db
      .prepare(
        `SELECT ${summaryColumns}, message, page, spam, spam_reasons, source, landing_page, referrer_host, utm,
                click_ids, device,
                (SELECT json_group_array(json_array(at, actor, note) ORDER BY id) FROM lead_events e
                  WHERE e.quote_id = quotes.id AND e.kind = 'note') AS notes
           FROM quotes WHERE ${sql} ORDER BY id DESC`,
      )
      .iterate(...params) as Iterable<
      SummaryRow & OriginColumns & Pick<StoredQuote, "message" | "page" | "spam" | "spam_reasons"> & { notes: string }
    >;
    for (const row of rows)
      yield {
        ...summary(row),
        message: row.message,
        page: row.page,
        form: row.form,
        origin: storedOrigin(row),
        notes: (JSON.parse(row.notes) as [string, string, string][]).map(([at, actor, note]) => ({ at, actor, note })),
        spamReasons: row.spam ? (JSON.parse(row.spam_reasons) as string[]) : [],
      };
  }

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
   * Deletes the quotes `where` selects; everything attached to them goes too (ON DELETE CASCADE, server/migrations.ts).
   * secure_delete (server/db.ts) zeroes the freed space, and the checkpoint afterwards clears the copies the
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

  return {
    /**
     * One page of the list. On the default view's first page (no filter, no search, no cursor) the leads overdue and
     * untouched come first, the longest waiting first (issue 33): they are the ones going cold. The pages
     * themselves stay in id order, so paging on from there shows every lead exactly once.
     */
    list(
      filter: LeadFilter,
      cursor: { before?: number; after?: number } = {},
      now = new Date(),
    ): LeadPage<LeadSummary> {
      const result = page(leadWhere(filter), summaryColumns, summary, cursor);
      const first = cursor.before === undefined && cursor.after === undefined;
      if (!first || Object.values(filter).some((value) => value !== "")) return result;
      const since = new Date(now.getTime() - OVERDUE_FIRST_DAYS * 24 * 3_600_000).toISOString();
      // A week of new leads through the date index; whether each is overdue is answer-by.ts's to say.
      const overdue = (
        db
          .prepare(
            `SELECT ${summaryColumns} FROM quotes INDEXED BY quotes_received_at
              WHERE spam = 0 AND status = 'new' AND received_at >= ?
                AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.quote_id = quotes.id AND e.kind IN (${ANSWER_KINDS_SQL}))`,
          )
          .all(since) as unknown as SummaryRow[]
      )
        .map(summary)
        .filter((lead) => Date.parse(lead.answerBy) <= now.getTime())
        .sort((a, b) => a.answerBy.localeCompare(b.answerBy) || a.id - b.id)
        .slice(0, LIST_PAGE_SIZE);
      if (overdue.length === 0) return result;
      const pinned = new Set(overdue.map((lead) => lead.id));
      const rest = result.leads.filter((lead) => !pinned.has(lead.id));
      return { ...result, leads: [...overdue, ...rest], overdueFirst: overdue.length };
    },

    /** Every lead matching the filter, newest first, one at a time (an export of 100,000 rows stays small). */
    export: (filter: LeadFilter): Generator<ExportedLead> => exported(leadWhere(filter)),

    /** Every lead stored, spam held in quarantine included, newest first (`npm run leads -- --csv`). */
    exportAll: (): Generator<ExportedLead> => exported({ sql: "1 = 1", params: [] }),

    quarantine(cursor: { before?: number; after?: number } = {}): LeadPage<QuarantinedLead> {
      return page(
        { sql: "spam = 1", params: [] },
        `${summaryColumns}, substr(message, 1, 400) AS message, spam_reasons`,
        (row: SummaryRow & { message: string; spam_reasons: string }) => ({
          ...summary(row),
          message: row.message,
          spamReasons: JSON.parse(row.spam_reasons) as string[],
        }),
        cursor,
      );
    },

    get(id: number): LeadDetail | undefined {
      const quote = db.prepare(`SELECT *, ${summaryColumns} FROM quotes WHERE id = ?`).get(id) as
        (StoredQuote & { delivery: string | null; first_answer: string | null }) | undefined;
      if (!quote) return undefined;
      const lead = describeLead(quote);
      const deliveries = db
        .prepare("SELECT * FROM deliveries WHERE quote_id = ? ORDER BY id")
        .all(id) as unknown as Delivery[];
      const events = db
        .prepare(
          `SELECT at, actor, kind, from_status AS fromStatus, to_status AS toStatus, note
             FROM lead_events WHERE quote_id = ? ORDER BY id DESC`,
        )
        .all(id) as unknown as LeadEvent[];
      return {
        ...summary(quote),
        form: quote.form,
        source: lead.source,
        message: quote.message,
        page: quote.page,
        pagePath: quote.page && isSitePath(quote.page) ? quote.page : null,
        userAgent: quote.user_agent,
        spam: quote.spam === 1,
        spamReasons: JSON.parse(quote.spam_reasons) as string[],
        deliveries: deliveries.map((d) => ({
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
        })),
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
    },

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
    recordCall(id: number, actor: string): boolean {
      return transaction(db, () => {
        if (!db.prepare("SELECT 1 FROM quotes WHERE id = ?").get(id)) return false;
        addEvent(id, actor, { kind: "called" });
        return true;
      });
    },

    addNote(id: number, text: string, actor: string): boolean {
      const note = text.trim().slice(0, NOTE_MAX);
      if (!note) throw new Error("empty note");
      return transaction(db, () => {
        if (!db.prepare("SELECT 1 FROM quotes WHERE id = ?").get(id)) return false;
        addEvent(id, actor, { kind: "note", note });
        return true;
      });
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

    /** Deletes up to `batch` leads received before `cutoff` (server/admin/retention.ts calls it until none is left). */
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
