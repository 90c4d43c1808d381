import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Quote } from "../app/lib/forms/quote-schema.ts";
import { createDeliveryQueue, transaction, type Channel, type DeliveryQueue } from "./delivery-queue.ts";
import { createPhotoStore, type PhotoStore, type PlacedPhoto } from "./photo-store.ts";

export interface StoredQuote {
  id: number;
  form: "home" | "quote";
  name: string;
  email: string;
  phone: string;
  service: string;
  urgency: string;
  location: string;
  message: string;
  page: string;
  received_at: string;
  user_agent: string;
  /** 1 while quarantined: stored, never notified, until released. */
  spam: 0 | 1;
  /** JSON array of the checks that caught it; kept after release, so false positives can be studied. */
  spam_reasons: string;
  /** Where the owner has got with it in the dashboard. */
  status: "new" | "contacted" | "quoted" | "won" | "lost" | "spam";
}

/** Ordered migrations; PRAGMA user_version records how many have run. Append, never edit. */
const migrations = [
  `CREATE TABLE quotes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     form TEXT NOT NULL CHECK (form IN ('home', 'quote')),
     name TEXT NOT NULL,
     email TEXT NOT NULL DEFAULT '',
     phone TEXT NOT NULL,
     service TEXT NOT NULL,
     urgency TEXT NOT NULL DEFAULT '',
     location TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     page TEXT NOT NULL DEFAULT '',
     received_at TEXT NOT NULL,
     user_agent TEXT NOT NULL DEFAULT ''
   )`,
  `CREATE INDEX quotes_received_at ON quotes (received_at)`,
  `ALTER TABLE quotes ADD COLUMN spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1))`,
  `ALTER TABLE quotes ADD COLUMN spam_reasons TEXT NOT NULL DEFAULT '[]'`,
  `CREATE TABLE deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     quote_id INTEGER NOT NULL REFERENCES quotes (id),
     channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'ack')),
     idempotency_key TEXT NOT NULL UNIQUE,
     state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_error TEXT NOT NULL DEFAULT '',
     UNIQUE (quote_id, channel)
   )`,
  `CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at)`,
  `CREATE TABLE delivery_attempts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     delivery_id INTEGER NOT NULL REFERENCES deliveries (id),
     started_at TEXT NOT NULL,
     finished_at TEXT,
     outcome TEXT NOT NULL CHECK (outcome IN ('in-flight', 'sent', 'error', 'interrupted')),
     error TEXT NOT NULL DEFAULT ''
   )`,
  `CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id)`,
  // Photos sent with a quote (server/photo-store.ts): the file is DATA_DIR/photos/<id>.jpg.
  `CREATE TABLE quote_photos (
     id TEXT PRIMARY KEY,
     quote_id INTEGER NOT NULL REFERENCES quotes (id),
     position INTEGER NOT NULL,
     content_type TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     UNIQUE (quote_id, position)
   )`,
  // The owner's dashboard (server/admin/, docs/decisions/006-dashboard.md): where each lead stands, who may sign
  // in, their sessions, the history of every change, and the brakes on guessing passwords.
  `ALTER TABLE quotes ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
     CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam'))`,
  // Covers every filter of the list, so counting 100,000 leads reads this index and never the rows.
  `CREATE INDEX quotes_filters ON quotes (spam, status, service, urgency, received_at)`,
  // Search by part of a name, email, suburb or phone number: a trigram index finds substrings without reading
  // every row. Contentless (it keeps no copy of the text) and secure-delete, so a deleted lead leaves nothing
  // here; triggers keep it in step with the quotes. Phones are indexed as national digits: "+64 21 …" → "021…".
  `CREATE VIRTUAL TABLE quotes_search USING fts5(
     name, email, location, phone,
     content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
   )`,
  `INSERT INTO quotes_search (quotes_search, rank) VALUES ('secure-delete', 1)`,
  `CREATE TRIGGER quotes_search_insert AFTER INSERT ON quotes BEGIN
     INSERT INTO quotes_search (rowid, name, email, location, phone)
     VALUES (new.id, new.name, new.email, new.location,
             CASE WHEN ltrim(new.phone) LIKE '+64%'
                  THEN '0' || substr(replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), 3)
                  ELSE replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')
             END);
   END`,
  `CREATE TRIGGER quotes_search_delete AFTER DELETE ON quotes BEGIN
     DELETE FROM quotes_search WHERE rowid = old.id;
   END`,
  `INSERT INTO quotes_search (rowid, name, email, location, phone)
   SELECT id, name, email, location,
          CASE WHEN ltrim(phone) LIKE '+64%'
               THEN '0' || substr(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), 3)
               ELSE replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')
          END
     FROM quotes`,
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_sign_in_at TEXT
   )`,
  `CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL
   )`,
  `CREATE INDEX sessions_user ON sessions (user_id)`,
  `CREATE TABLE lead_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     quote_id INTEGER NOT NULL REFERENCES quotes (id),
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'released')),
     from_status TEXT NOT NULL DEFAULT '',
     to_status TEXT NOT NULL DEFAULT '',
     note TEXT NOT NULL DEFAULT ''
   )`,
  `CREATE INDEX lead_events_quote ON lead_events (quote_id)`,
  `CREATE TABLE sign_in_failures (
     key TEXT PRIMARY KEY,
     failures INTEGER NOT NULL,
     last_failure_at TEXT NOT NULL,
     locked_until TEXT NOT NULL
   )`,
  // The dashboard's second factors and device cookies (server/admin/, docs/decisions/010-asvs-level-1.md).
  `CREATE TABLE admin_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE totp_secrets (
     user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     secret TEXT NOT NULL,
     confirmed_at TEXT,
     last_counter INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE recovery_codes (
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     PRIMARY KEY (user_id, code_hash)
   )`,
  `CREATE TABLE passkeys (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  `CREATE TABLE pending_sign_ins (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
     challenge TEXT NOT NULL DEFAULT '',
     enrolled INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   )`,
];

interface QuoteMeta {
  userAgent: string;
  /** Non-empty: the quote is quarantined as spam and nothing is queued for it. */
  spamReasons?: readonly string[];
  receivedAt?: Date;
  /** Photos already written into place (PhotoStore.place): their rows join the quote's transaction. */
  photos?: readonly PlacedPhoto[];
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
  releaseSpam: (id: number) => boolean;
  list: () => StoredQuote[];
  count: () => number;
  deliveries: DeliveryQueue;
  photos: PhotoStore;
  /** The folder holding the database and the photos: never inside the site folder, never served. */
  dataDir: string;
  /** The connection itself, for modules with queries of their own (server/admin/). */
  db: DatabaseSync;
  close: () => void;
}

interface StoreOptions {
  /** What to queue for each accepted quote: the channels the server is configured to deliver. */
  channels?: readonly Channel[];
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
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  const version = Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
  for (let i = version; i < migrations.length; i++) {
    db.exec("BEGIN");
    db.exec(migrations[i]!);
    db.exec(`PRAGMA user_version = ${i + 1}`);
    db.exec("COMMIT");
  }
  const insert = db.prepare(
    `INSERT INTO quotes (form, name, email, phone, service, urgency, location, message, page, received_at, user_agent,
                         spam, spam_reasons)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deliveries = createDeliveryQueue(db);
  const photos = createPhotoStore(db, dataDir);
  // The acknowledgement needs an address to go to; the schema makes email optional on the home form.
  const channelsFor = (email: string) => (options.channels ?? []).filter((c) => c !== "ack" || email !== "");
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
        const home = quote.form === "home" ? quote : undefined;
        const spamReasons = meta.spamReasons ?? [];
        const receivedAt = meta.receivedAt ?? new Date();
        const id = Number(
          insert.run(
            quote.form,
            quote.name,
            quote.email ?? "",
            quote.phone,
            quote.service,
            home?.urgency ?? "",
            home?.location ?? "",
            quote.message ?? "",
            quote.page ?? "",
            receivedAt.toISOString(),
            meta.userAgent.slice(0, 300),
            spamReasons.length > 0 ? 1 : 0,
            JSON.stringify(spamReasons),
          ).lastInsertRowid,
        );
        if (meta.photos) photos.insertRows(id, meta.photos, receivedAt);
        if (spamReasons.length === 0) deliveries.enqueue(id, channelsFor(quote.email ?? ""), receivedAt);
        return id;
      }),
    releaseSpam(id) {
      const released = transaction(db, () => {
        const quote = db.prepare("SELECT email FROM quotes WHERE id = ? AND spam = 1").get(id) as
          { email: string } | undefined;
        if (!quote) return false;
        db.prepare("UPDATE quotes SET spam = 0 WHERE id = ?").run(id);
        deliveries.enqueue(id, channelsFor(quote.email));
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
    db,
    close: () => db.close(),
  };
  return store;
}
