import { Hono, type Context } from "hono";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { emailKey, phoneKey } from "../quotes/customer-keys.ts";
import { clearWriteAheadLog, transaction, type QuoteStore } from "../quotes/db.ts";
import { nationalDigits } from "../quotes/lead.ts";
import { logger, type Log } from "../core/log.ts";
import type { StoredPhoto } from "../quotes/photo-store.ts";
import { PRIVACY_WORKING_DAYS, privacyDueDate } from "./privacy-days.ts";
import { ownerOnly } from "../accounts/roles.ts";
import type { AdminEnv } from "../accounts/cookies.ts";
import { stringFields, type FieldReader } from "./lead-filter.ts";
import { jsonBody } from "../accounts/request.ts";
import { addDays, dayOf, isDateString } from "../core/time.ts";
import type { ErasureRecord, HeldRows, Person, PersonReport, PrivacyOverview } from "../../shared/api/privacy.ts";

/**
 * Privacy requests (Privacy Act 2020; docs/decisions/006-dashboard.md): the owner finds everything the inbox holds
 * about one person by their email or phone, downloads it as one zip (data.json and the photos), or deletes it all,
 * keeping only a record that a deletion was made. Owner only. Mounted at /admin/api/privacy behind the session,
 * CSRF and role checks.
 */

/** What staff are told on the privacy page and every privacy route. */
export const PRIVACY_OWNER_ONLY = "Only the owner can answer privacy requests.";

/** The paths the owner-only check guards, whatever is registered under them. */
export const PRIVACY_PATHS = ["/api/privacy", "/api/privacy/*", "/privacy", "/privacy/*"];

export const requirePrivacyOwner = ownerOnly(PRIVACY_OWNER_ONLY);

/** Long enough for any email address (RFC 5321's 254) or phone number, however it is written. */
const FIELD_MAX = 254;
/** Fewer digits than this is part of a number, which could match other people's. */
const PHONE_MIN_DIGITS = 6;

const clean = (value: string | undefined) => (value ?? "").replace(/\p{Cc}/gu, "").trim();

/** Reads the person from a request's fields, or says what is wrong with them. */
export function readPerson(read: FieldReader): Person | { error: string; field: "email" | "phone" } {
  const email = emailKey(clean(read("email")));
  const phone = clean(read("phone"));
  if (!email && !phone) return { error: "Enter the person's email address or phone number, or both.", field: "email" };
  if (email.length > FIELD_MAX || (email && !/^[^\s@]+@[^\s@]+$/.test(email)))
    return { error: "Enter the whole email address, such as name@example.co.nz.", field: "email" };
  if (phone.length > FIELD_MAX || (phone && nationalDigits(phone).length < PHONE_MIN_DIGITS))
    return { error: "Enter the whole phone number, such as 021 555 0199.", field: "phone" };
  return { email, phone };
}

/** An FTS5 phrase: the whole text, whatever quotes or operators it holds. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const inList = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

/**
 * The ids of every lead of this person, spam held in quarantine included, oldest first. A phone matches in E.164
 * (customer-keys.ts: "+64 21 555 0199" is "021 555 0199"), or by its national digits for a number that is not a
 * possible one; an email matches trimmed and lower-cased. Rows stored before the keys existed have none: they are
 * found through the search index (phones there are national digits, lead.ts) and checked the same way here.
 */
export function findPerson(db: DatabaseSync, person: Person): number[] {
  const found = new Set<number>();
  const candidates = (sql: string, ...params: SQLInputValue[]) =>
    db.prepare(sql).all(...params) as { id: number; phone: string; email: string }[];
  const viaIndex = (column: "phone" | "email", text: string) =>
    candidates(
      `SELECT id, phone, email FROM quotes
        WHERE id IN (SELECT rowid FROM quotes_search WHERE quotes_search MATCH ?)`,
      `{${column}} : ${phrase(text)}`,
    );
  if (person.phone) {
    const key = phoneKey(person.phone);
    const digits = nationalDigits(person.phone);
    const matches = (phone: string) => (key !== "" && phoneKey(phone) === key) || nationalDigits(phone) === digits;
    if (key) for (const row of candidates("SELECT id FROM quotes WHERE phone_key = ?", key)) found.add(row.id);
    // The national significant number is inside every way the phone can be written ("021…", "+64 21…", "0064 21…").
    const core = key.startsWith("+64") ? key.slice(3) : digits.replace(/^0+/, "");
    for (const row of viaIndex("phone", core)) if (matches(row.phone)) found.add(row.id);
  }
  if (person.email) {
    for (const row of candidates("SELECT id FROM quotes WHERE email_key = ?", person.email)) found.add(row.id);
    for (const row of viaIndex("email", person.email)) if (emailKey(row.email) === person.email) found.add(row.id);
  }
  return [...found].sort((a, b) => a - b);
}

/** Each foreign key in the schema: which table's column refers to which table's column. */
function references(db: DatabaseSync) {
  return db
    .prepare(
      `SELECT m.name AS child, f."from" AS "column", f."table" AS parent, coalesce(f."to", 'rowid') AS target
         FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
    )
    .all() as { child: string; column: string; parent: string; target: string }[];
}

const name = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Every row held for the leads `ids`: theirs, and every row that refers to them, however deep, by table. */
export function heldRows(db: DatabaseSync, ids: readonly number[]): HeldRows {
  const rows: Record<string, Record<string, unknown>[]> = {
    quotes: db.prepare(`SELECT * FROM quotes WHERE ${inList("id")} ORDER BY id`).all(JSON.stringify(ids)),
  };
  const keys = references(db);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, column, parent, target } of keys) {
      if (child in rows || !(parent in rows)) continue;
      const values = rows[parent]!.map((row) => row[target]);
      rows[child] = db
        .prepare(`SELECT * FROM ${name(child)} WHERE ${inList(name(column))} ORDER BY rowid`)
        .all(JSON.stringify(values));
      grew = true;
    }
  }
  for (const table of ["lead_events", "deliveries", "delivery_attempts", "quote_photos"]) rows[table] ??= [];
  return rows as unknown as HeldRows;
}

/** A photo's name inside the export: `photos/lead-12-photo-1.jpg`. */
const photoEntry = (photo: StoredPhoto) =>
  `photos/lead-${photo.quote_id}-photo-${photo.position}${photo.content_type === "image/jpeg" ? ".jpg" : ".bin"}`;

/** The export's file name: `privacy-export-2026-11-24.zip`, the Auckland day it was made. */
const exportFileName = (now: Date) => `privacy-export-${dayOf(now)}.zip`;

/**
 * The export as a zip stream: data.json (the person as searched, when, and every row, photo metadata included),
 * then each photo file as stored (already JPEG: stored, not compressed again). Photos are read one at a time as
 * the stream is read, so a person with many photos is not held in memory at once; a file gone meanwhile (the lead
 * deleted as the download runs) is left out of the zip, and data.json still lists its row.
 */
function exportZip(store: QuoteStore, report: PersonReport, now: Date): ReadableStream<Uint8Array> {
  const photos = report.rows.quote_photos;
  const data = {
    exportedAt: now.toISOString(),
    person: report.person,
    photoFiles: photos.map((photo) => ({ id: photo.id, file: photoEntry(photo) })),
    tables: report.rows,
  };
  const entries: (() => void)[] = [];
  let zip: Zip;
  entries.push(() => {
    const file = new ZipDeflate("data.json", { level: 6 });
    zip.add(file);
    file.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);
  });
  for (const photo of photos)
    entries.push(() => {
      const found = store.photos.read(photo.id);
      if (!found) return;
      const file = new ZipPassThrough(photoEntry(photo));
      file.mtime = new Date(photo.created_at);
      zip.add(file);
      file.push(new Uint8Array(found.bytes), true);
    });
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    pull() {
      const entry = entries[next++];
      if (entry) entry();
      else zip.end();
    },
  });
}

/**
 * Deletes every lead of the person and all that hangs on them (ON DELETE CASCADE, server/quotes/migrations.ts), the search
 * index's entries (its delete trigger), then their photo files, and records the deletion, in one transaction. It
 * deletes only what the owner was shown: when the leads found differ from `expected` (a request arrived since),
 * nothing is deleted. With secure_delete on (server/quotes/db.ts) the freed space is zeroed, and the write-ahead log is
 * emptied afterwards, so no copy stays in DATA_DIR. As `Leads.delete` deletes one lead, for many at once.
 */
function erasePerson(
  store: QuoteStore,
  person: Person,
  options: { actor: string; receivedOn: string; expected: readonly number[]; now: Date },
): { erased: ErasureRecord } | { changed: number[] } {
  const { db } = store;
  const result = transaction(db, () => {
    const ids = findPerson(db, person);
    const expected = [...new Set(options.expected)].sort((a, b) => a - b);
    if (ids.length !== expected.length || ids.some((id, i) => id !== expected[i])) return { changed: ids };
    const files = db
      .prepare(`SELECT id, content_type FROM quote_photos WHERE ${inList("quote_id")}`)
      .all(JSON.stringify(ids)) as { id: string; content_type: string }[];
    const leads = Number(db.prepare(`DELETE FROM quotes WHERE ${inList("id")}`).run(JSON.stringify(ids)).changes);
    const at = options.now.toISOString();
    const id = Number(
      db
        .prepare("INSERT INTO privacy_erasures (at, actor, request_received_on, leads, photos) VALUES (?, ?, ?, ?, ?)")
        .run(at, options.actor, options.receivedOn, leads, files.length).lastInsertRowid,
    );
    return {
      files,
      record: { id, at, actor: options.actor, receivedOn: options.receivedOn, leads, photos: files.length },
    };
  });
  if (result.changed) return { changed: result.changed };
  clearWriteAheadLog(db);
  store.photos.removeFiles(result.files);
  return { erased: withDueDate(result.record) };
}

const withDueDate = (record: Omit<ErasureRecord, "dueDate">): ErasureRecord => ({
  ...record,
  dueDate: record.receivedOn ? privacyDueDate(record.receivedOn) : "",
});

/** The deletions made, newest first. */
function erasures(db: DatabaseSync, limit = 50): ErasureRecord[] {
  return (
    db
      .prepare(
        `SELECT id, at, actor, request_received_on AS receivedOn, leads, photos
           FROM privacy_erasures ORDER BY id DESC LIMIT ?`,
      )
      .all(limit) as unknown as Omit<ErasureRecord, "dueDate">[]
  ).map(withDueDate);
}

/** A received-on day: a calendar date, not after today, and not before the Act (2020). */
function readReceivedOn(value: string | undefined, today: string): string | { error: string } {
  if (value === undefined || value === "") return today;
  // isDateString lets Date.parse roll 30 February over into March; a real day reads back as itself.
  const real = isDateString(value) && addDays(value, 0) === value;
  if (!real || value > today || value < "2020-12-01")
    return { error: "Enter the day the request was received: a date since December 2020, not after today." };
  return value;
}

/** /admin/api/privacy: thin routes over the functions above. */
export function privacyRoutes(options: { store: QuoteStore; log: Log; now?: () => number }) {
  const { store } = options;
  const { info } = logger(options.log);
  const now = () => new Date(options.now?.() ?? Date.now());
  const app = new Hono<AdminEnv>();
  const refuse = (c: Context<AdminEnv>, problem: { error: string; field?: string }) => c.json(problem, 400);

  app.get("/", (c) => {
    const today = dayOf(now());
    const receivedOn = readReceivedOn(c.req.query("received"), today);
    if (typeof receivedOn !== "string") return refuse(c, { ...receivedOn, field: "received" });
    const overview: PrivacyOverview = {
      today,
      receivedOn,
      dueDate: privacyDueDate(receivedOn),
      workingDays: PRIVACY_WORKING_DAYS,
      erasures: erasures(store.db),
    };
    return c.json(overview);
  });

  // The person's email and phone travel in bodies only, never in a URL (ASVS 8.3.1), as the leads search's words do.
  app.post("/search", async (c) => {
    const person = readPerson(stringFields((await jsonBody(c)) ?? {}));
    if ("error" in person) return refuse(c, person);
    const ids = findPerson(store.db, person);
    info("privacy search", { user: c.get("user").email, leads: ids.length });
    const report: PersonReport = { person, rows: heldRows(store.db, ids) };
    return c.json(report);
  });

  // A download, so the page asks for it with a plain form post, as the leads' CSV export does.
  app.post("/export", async (c) => {
    const form = /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "")
      ? new URLSearchParams(await c.req.text())
      : undefined;
    if (!form)
      return refuse(c, { error: "Send the email and phone as a form post (application/x-www-form-urlencoded)." });
    const person = readPerson((field) => form.get(field) ?? undefined);
    if ("error" in person) return refuse(c, person);
    const ids = findPerson(store.db, person);
    if (ids.length === 0) return c.json({ error: "Nothing is held about this person." }, 404);
    // Counts only: the point of a privacy request is that the person's details are kept nowhere, logs included.
    info("privacy export", { user: c.get("user").email, leads: ids.length });
    const at = now();
    return c.body(exportZip(store, { person, rows: heldRows(store.db, ids) }, at), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(at)}"`,
      "Cache-Control": "no-store",
    });
  });

  app.post("/erase", async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const person = readPerson(stringFields(body));
    if ("error" in person) return refuse(c, person);
    const expected = body.leads;
    if (!Array.isArray(expected) || !expected.every((id) => Number.isSafeInteger(id) && id > 0))
      return refuse(c, { error: 'Send {"leads": the ids of the leads you were shown} with the email and phone.' });
    const receivedOn = readReceivedOn(typeof body.receivedOn === "string" ? body.receivedOn : undefined, dayOf(now()));
    if (typeof receivedOn !== "string") return refuse(c, { ...receivedOn, field: "receivedOn" });
    if (expected.length === 0) return c.json({ error: "Nothing is held about this person." }, 404);
    const user = c.get("user").email;
    const result = erasePerson(store, person, { actor: user, receivedOn, expected: expected as number[], now: now() });
    if ("changed" in result)
      return c.json(
        {
          error:
            "What is held about this person changed since you searched (a new request may have come in). Search " +
            "again, check what is shown, then delete.",
        },
        409,
      );
    info("privacy erasure", { user, leads: result.erased.leads, photos: result.erased.photos });
    return c.json(result.erased);
  });

  return app;
}
