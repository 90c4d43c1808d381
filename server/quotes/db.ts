import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { seedHours } from "../../app/content/seed.ts";
import { leadFieldNames, type LeadFields } from "../../shared/leads/lead-shape.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import type { Quote } from "./quote-schema.ts";
import { deliveryDue } from "./answer-by.ts";
import { emailKey, phoneKey } from "./customer-keys.ts";
import type { Channel } from "../../shared/api/leads.ts";
import { DeliveryQueue } from "./delivery-queue.ts";
import { nationalDigits } from "./lead.ts";
import { UNKNOWN_ORIGIN, type LeadOrigin } from "./lead-origin.ts";
import { migrations, type StoredQuote } from "./migrations.ts";
import { createPhotoStore, type PhotoStore, type PlacedPhoto } from "./photo-store.ts";
import { backfillCustomerKeys } from "./repeat-customers.ts";
import { createResubmissionCheck } from "./resubmission.ts";

interface QuoteMeta {
  userAgent: string;
  /** Non-empty: the quote is quarantined as spam and nothing is queued for it. */
  spamReasons?: readonly string[];
  receivedAt?: Date;
  /** Photos already written into place (PhotoStore.place): their rows join the quote's transaction. */
  photos?: readonly PlacedPhoto[];
  /** Where the visit came from; unknown when absent. */
  origin?: LeadOrigin;
}

export interface QuoteStore {
  /** Stores a quote and queues its deliveries atomically. */
  insert: (quote: Quote, meta: QuoteMeta) => number;
  /**
   * Group commit: quotes arriving in the same turn of the event loop are written in one transaction (one fsync),
   * together with their queued deliveries, and each promise resolves only after that transaction is durable.
   */
  save: (quote: Quote, meta: QuoteMeta) => Promise<number>;
  /** Clears the spam flag and queues the quote's deliveries in one transaction; false if it was not quarantined. */
  releaseSpam: (id: number, now?: Date) => boolean;
  list: () => StoredQuote[];
  count: () => number;
  deliveries: DeliveryQueue;
  photos: PhotoStore;
  /** The folder holding the database and the photos: never inside the site folder, never served. */
  dataDir: string;
  /** The office hours in effect (StoreOptions's `officeHours`): what answer-by times are counted by. */
  officeHours: () => OfficeHours;
  /** The connection itself, for modules with queries of their own (accounts, the dashboard's API). */
  db: DatabaseSync;
  close: () => void;
}

interface StoreOptions {
  /** What to queue for each accepted quote: the channels the server is configured to deliver. */
  channels?: readonly Channel[];
  /** Whether a configured channel is wanted for this quote (the phone push may skip leads that can wait). */
  wants?: (channel: Channel, quote: LeadFields) => boolean;
  /**
   * The office hours in effect, asked at each use: a lead's answer-by time, and so its reminder's, is counted by them.
   * The server gives the live build's; a store opened alone (a
   * command-line tool, a test) counts by the repository's seed hours.
   */
  officeHours?: () => OfficeHours;
}

class SchemaTooNewError extends Error {}

/** The schema version this code writes and reads: how many migrations it knows. */
export const SCHEMA_VERSION = migrations.length;

const schemaVersion = (db: DatabaseSync) =>
  Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);

/**
 * Opens the database and brings its schema up to this code's version. A database written by newer code is
 * refused before anything touches it: older code would misread it (docs/decisions/011-operations.md, upgrades).
 */
function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  const version = schemaVersion(db);
  if (version > SCHEMA_VERSION) {
    db.close();
    throw new SchemaTooNewError(
      `The database ${file} has schema version ${version}, but this code knows only up to ${SCHEMA_VERSION}: it ` +
        "was written by a newer release. Deploy that release (or newer), or restore a backup taken before the upgrade.",
    );
  }
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  // A deleted lead's bytes are overwritten, not just unlinked from the file (a privacy request means gone).
  db.exec("PRAGMA secure_delete = ON");
  // The dashboard's list and counts read indexes across the whole table: 32 MB of page cache keeps them in memory.
  db.exec("PRAGMA cache_size = -32000; PRAGMA temp_store = MEMORY;");
  // The search index's phone normalisation is the application's own, not a copy of it in SQL.
  db.function("national_digits", { deterministic: true }, (phone) => nationalDigits(String(phone ?? "")));
  // Migrations rebuild tables, which SQLite allows only with foreign keys off; the keys are
  // checked once the schema is complete.
  db.exec("PRAGMA foreign_keys = OFF");
  for (let i = version; i < migrations.length; i++) {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(migrations[i]!);
      db.exec(`PRAGMA user_version = ${i + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      db.close();
      throw error;
    }
  }
  if (db.prepare("PRAGMA foreign_key_check").all().length > 0) {
    db.close();
    throw new Error(`The database ${file} has rows pointing at rows that do not exist (PRAGMA foreign_key_check).`);
  }
  db.exec("PRAGMA foreign_keys = ON");
  return db;
}

/** A new quote's row, every column but the id and the status (which starts "new"). */
type NewQuoteRow = Omit<StoredQuote, "id" | "status">;

/**
 * A new quote as its row: its form, its fields ("" for one its form does not ask for),
 * then what the inbox keeps beside them. The insert names its columns after this object's keys.
 */
function quoteRow(quote: Quote, meta: QuoteMeta, receivedAt: Date, spamReasons: readonly string[]): NewQuoteRow {
  const fields = quote as Partial<LeadFields>;
  const origin = meta.origin ?? UNKNOWN_ORIGIN;
  return {
    form: quote.form,
    ...(Object.fromEntries(leadFieldNames.map((name) => [name, fields[name] ?? ""])) as LeadFields),
    page: quote.page ?? "",
    received_at: receivedAt.toISOString(),
    user_agent: meta.userAgent.slice(0, 300),
    spam: spamReasons.length > 0 ? 1 : 0,
    spam_reasons: JSON.stringify(spamReasons),
    source: origin.source,
    landing_page: origin.landingPage,
    referrer_host: origin.referrerHost,
    utm: JSON.stringify(origin.utm),
    click_ids: origin.clickIds.join(" "),
    device: origin.device,
    visit_id: origin.visitId,
    phone_key: phoneKey(quote.phone),
    email_key: emailKey(quote.email ?? ""),
  };
}

/** The insert of a row with these columns, each bound by name ($form, $name, ...). */
const insertSql = (columns: readonly string[]) =>
  `INSERT INTO quotes (${columns.join(", ")}) VALUES (${columns.map((c) => `$${c}`).join(", ")})`;

/** Writes the write-ahead log back into the database and empties it, so deleted rows leave no copy there. */
export function clearWriteAheadLog(db: DatabaseSync) {
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

/** Runs `work` in one IMMEDIATE transaction, or inside the caller's transaction when one is open. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * SQLite in WAL mode with synchronous=FULL: each insert is fsynced before it returns, so a 201 answer means the
 * quote survives a crash or power cut (docs/decisions/001-quote-inbox.md).
 */
export function openQuoteStore(dataDir: string, options: StoreOptions = {}): QuoteStore {
  // Customers' details and password hashes: the folder is the service user's alone (0700), and so is the database
  // (0600). SQLite gives its -wal and -shm files the database file's own mode, so they are 0600 too.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, "quotes.db");
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  const db = openDatabase(file);
  // Leads stored before the customer keys existed get theirs, so a returning customer is linked to them too.
  backfillCustomerKeys(db, (work) => transaction(db, work));
  // Prepared at the first quote, from its row's columns: every row has the same (quoteRow).
  let insert: StatementSync | undefined;
  const deliveries = new DeliveryQueue(db, (work) => transaction(db, work));
  const photos = createPhotoStore(db, dataDir);
  const resubmissions = createResubmissionCheck(db);
  const officeHours = options.officeHours ?? seedHours;
  // The acknowledgement needs an address to go to; the schema makes email optional on the home form.
  const channelsFor = (quote: LeadFields) =>
    (options.channels ?? []).filter((c) => (c !== "ack" || quote.email !== "") && (options.wants?.(c, quote) ?? true));
  let queue: {
    quote: Quote;
    meta: QuoteMeta;
    resolve: (id: number) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    let ids: number[];
    try {
      ids = transaction(db, () => batch.map((item) => store.insert(item.quote, item.meta)));
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => item.resolve(ids[i]!));
    deliveries.notify();
  };
  const store: QuoteStore = {
    save: (quote, meta) =>
      new Promise<number>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ quote, meta, resolve, reject });
      }),
    insert: (quote, meta) =>
      transaction(db, () => {
        const spamReasons = meta.spamReasons ?? [];
        const receivedAt = meta.receivedAt ?? new Date();
        // A double tap is one lead: the same send again from the same tab is answered with the first's id, and
        // nothing new is stored or queued. Its photos' files go, as no row will claim them.
        const repeated = resubmissions.find({
          quote,
          visitId: meta.origin?.visitId ?? "",
          spam: spamReasons.length > 0,
          photos: meta.photos ?? [],
          receivedAt,
        });
        if (repeated !== undefined) {
          resubmissions.record(repeated, receivedAt);
          photos.removeFiles((meta.photos ?? []).map((p) => ({ id: p.id, content_type: p.contentType })));
          return repeated;
        }
        const row = quoteRow(quote, meta, receivedAt, spamReasons);
        insert ??= db.prepare(insertSql(Object.keys(row)));
        const id = Number(insert.run(row).lastInsertRowid);
        if (meta.photos) photos.insertRows(id, meta.photos, receivedAt);
        if (spamReasons.length === 0)
          deliveries.enqueue(
            id,
            channelsFor(row),
            receivedAt,
            // The escalations wait for the lead's answer-by time.
            deliveryDue(row, receivedAt, officeHours()),
          );
        return id;
      }),
    releaseSpam(id, now = new Date()) {
      const released = transaction(db, () => {
        const quote = db.prepare("SELECT * FROM quotes WHERE id = ? AND spam = 1").get(id) as StoredQuote | undefined;
        if (!quote) return false;
        db.prepare("UPDATE quotes SET spam = 0 WHERE id = ?").run(id);
        // An escalation whose time has passed is not queued: whoever releases the lead is looking at it now.
        const due = deliveryDue(quote, now, officeHours());
        const channels = channelsFor(quote).filter((c) => due(c) >= now);
        deliveries.enqueue(id, channels, now, due);
        return true;
      });
      if (released) deliveries.notify();
      return released;
    },
    list: () => db.prepare("SELECT * FROM quotes ORDER BY id DESC").all() as unknown as StoredQuote[],
    count: () => Number((db.prepare("SELECT COUNT(*) AS n FROM quotes").get() as { n: number }).n),
    deliveries,
    photos,
    dataDir,
    officeHours,
    db,
    close: () => db.close(),
  };
  return store;
}
