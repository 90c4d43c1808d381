import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Quote } from "../app/lib/forms/quote-schema.ts";

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
];

export interface QuoteStore {
  insert: (quote: Quote, meta: { userAgent: string; receivedAt?: Date }) => number;
  /**
   * Group commit: quotes arriving in the same turn of the event loop are written in one transaction (one fsync),
   * and each promise resolves only after that transaction is durable.
   */
  save: (quote: Quote, meta: { userAgent: string }) => Promise<number>;
  list: () => StoredQuote[];
  count: () => number;
  close: () => void;
}

/**
 * SQLite in WAL mode with synchronous=FULL: each insert is fsynced before it returns, so a 201 answer means the
 * quote survives a crash or power cut (docs/decisions/001-quote-inbox.md).
 */
export function openQuoteStore(dataDir: string): QuoteStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, "quotes.db"));
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  const version = Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
  for (let i = version; i < migrations.length; i++) {
    db.exec("BEGIN");
    db.exec(migrations[i]!);
    db.exec(`PRAGMA user_version = ${i + 1}`);
    db.exec("COMMIT");
  }
  const insert = db.prepare(
    `INSERT INTO quotes (form, name, email, phone, service, urgency, location, message, page, received_at, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let queue: {
    quote: Quote;
    meta: { userAgent: string };
    resolve: (id: number) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    try {
      db.exec("BEGIN IMMEDIATE");
      const ids = batch.map((item) => store.insert(item.quote, item.meta));
      db.exec("COMMIT");
      batch.forEach((item, i) => item.resolve(ids[i]!));
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      for (const item of batch) item.reject(error);
    }
  };
  const store: QuoteStore = {
    save: (quote, meta) =>
      new Promise<number>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ quote, meta, resolve, reject });
      }),
    insert(quote, meta) {
      const home = quote.form === "home" ? quote : undefined;
      const result = insert.run(
        quote.form,
        quote.name,
        quote.email ?? "",
        quote.phone,
        quote.service,
        home?.urgency ?? "",
        home?.location ?? "",
        quote.message ?? "",
        quote.page ?? "",
        (meta.receivedAt ?? new Date()).toISOString(),
        meta.userAgent.slice(0, 300),
      );
      return Number(result.lastInsertRowid);
    },
    list: () => db.prepare("SELECT * FROM quotes ORDER BY id DESC").all() as unknown as StoredQuote[],
    count: () => Number((db.prepare("SELECT COUNT(*) AS n FROM quotes").get() as { n: number }).n),
    close: () => db.close(),
  };
  return store;
}
