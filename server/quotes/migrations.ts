import type { LeadFields } from "../../shared/leads/lead-shape.ts";

/**
 * A row of the quotes table, as the migrations below leave it: a lead's own fields (a
 * choice stored as its value) and what the inbox and the dashboard keep beside them.
 */
export interface StoredQuote extends LeadFields {
  id: number;
  form: "home" | "quote";
  page: string;
  received_at: string;
  user_agent: string;
  /** 1 while quarantined: stored, never notified, until released. */
  spam: 0 | 1;
  /** JSON array of the checks that caught it; kept after release, so false positives can be studied. */
  spam_reasons: string;
  /** Where the owner has got with it in the dashboard. */
  status: "new" | "contacted" | "quoted" | "won" | "lost" | "spam";
  /**
   * Where the visit came from (docs/decisions/004-lead-delivery.md), kept by the page in session storage: a short
   * class ("google-ads", "search", "social", "referral", "direct", ...), or "unknown" when the page ran no script.
   */
  source: string;
  /** The first page of the visit, a same-site path; "" when unknown. */
  landing_page: string;
  /** The referring site's host name at the start of the visit; "" when none or unknown. */
  referrer_host: string;
  /** JSON object of the visit's utm_source, utm_medium, utm_campaign, utm_term and utm_content (those given). */
  utm: string;
  /** Which click ids the landing page carried, space-separated ("gclid", "fbclid"); never their values. */
  click_ids: string;
  /** "mobile", "tablet" or "desktop", from the screen width when the visit began; "" when unknown. */
  device: string;
  /** A random id of the browser tab's visit (session storage): a resubmission from the same tab is recognised. */
  visit_id: string;
  /** The phone in E.164 form ("+64215550199"), for linking a customer's requests; "" when it cannot be read. */
  phone_key: string;
  /** The email lower-cased and trimmed, for linking a customer's requests; "" when none. */
  email_key: string;
}

/**
 * The database's schema, as ordered steps. PRAGMA user_version records how many have run (the quote store runs the
 * rest at start, and refuses a database with more steps than this code knows). Append, never edit.
 */
export const migrations = [
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
  // Photos sent with a quote: the file is DATA_DIR/photos/<id>.jpg.
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
  // The owner's dashboard (docs/decisions/006-dashboard.md): where each lead stands, who may sign
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
  // Everything attached to a quote goes with it (ON DELETE CASCADE), so deleting a lead is one DELETE; the
  // deliveries gain the phone-push channel and the dashboard's "dismissed" mark for a failure
  // the owner has seen (docs/decisions/011-operations.md). SQLite cannot alter a constraint: each table is
  // rebuilt and copied (https://sqlite.org/lang_altertable.html, "other kinds of table schema changes").
  `CREATE TABLE deliveries_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'ack', 'ntfy')),
     idempotency_key TEXT NOT NULL UNIQUE,
     state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_error TEXT NOT NULL DEFAULT '',
     dismissed_at TEXT,
     UNIQUE (quote_id, channel)
   );
   INSERT INTO deliveries_new (id, quote_id, channel, idempotency_key, state, attempts, next_attempt_at, created_at,
                               last_error)
     SELECT id, quote_id, channel, idempotency_key, state, attempts, next_attempt_at, created_at, last_error
       FROM deliveries;
   DROP TABLE deliveries;
   ALTER TABLE deliveries_new RENAME TO deliveries;
   CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

   CREATE TABLE delivery_attempts_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
     started_at TEXT NOT NULL,
     finished_at TEXT,
     outcome TEXT NOT NULL CHECK (outcome IN ('in-flight', 'sent', 'error', 'interrupted')),
     error TEXT NOT NULL DEFAULT ''
   );
   INSERT INTO delivery_attempts_new SELECT * FROM delivery_attempts;
   DROP TABLE delivery_attempts;
   ALTER TABLE delivery_attempts_new RENAME TO delivery_attempts;
   CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id);

   CREATE TABLE quote_photos_new (
     id TEXT PRIMARY KEY,
     quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     content_type TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     UNIQUE (quote_id, position)
   );
   INSERT INTO quote_photos_new SELECT * FROM quote_photos;
   DROP TABLE quote_photos;
   ALTER TABLE quote_photos_new RENAME TO quote_photos;

   CREATE TABLE lead_events_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'released')),
     from_status TEXT NOT NULL DEFAULT '',
     to_status TEXT NOT NULL DEFAULT '',
     note TEXT NOT NULL DEFAULT ''
   );
   INSERT INTO lead_events_new SELECT * FROM lead_events;
   DROP TABLE lead_events;
   ALTER TABLE lead_events_new RENAME TO lead_events;
   CREATE INDEX lead_events_quote ON lead_events (quote_id);`,
  // Phones are indexed through national_digits(), the application's one normalisation, instead of
  // the SQL copy of it above.
  `DROP TRIGGER quotes_search_insert;
   CREATE TRIGGER quotes_search_insert AFTER INSERT ON quotes BEGIN
     INSERT INTO quotes_search (rowid, name, email, location, phone)
     VALUES (new.id, new.name, new.email, new.location, national_digits(new.phone));
   END`,
  // The dashboard's second factors and device cookies (docs/decisions/010-asvs-level-1.md).
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
  // The Security page lists each passkey by the name the owner gave it and when it last
  // signed in.
  `ALTER TABLE passkeys ADD COLUMN name TEXT NOT NULL DEFAULT '';
   ALTER TABLE passkeys ADD COLUMN last_used_at TEXT`,
  // A factor being added from the Security page once the password was given again: the WebAuthn challenge or the
  // new app's secret, until it is confirmed. Tied to the session that asked, and gone with it.
  `CREATE TABLE factor_changes (
     session_hash TEXT PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('passkey', 'app')),
     value TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  // Each account's credential version moves on at every change to how it signs in; a
  // session or half-finished sign-in stamped with an earlier one is refused. A factor setup being confirmed counts
  // its wrong codes.
  `ALTER TABLE users ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE sessions ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE pending_sign_ins ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE factor_changes ADD COLUMN failures INTEGER NOT NULL DEFAULT 0`,
  // The owner edits the site from the dashboard (docs/decisions/012-owner-editing.md): every save of the content is
  // a revision, the whole document as JSON with the content version it was written in.
  `CREATE TABLE content_revisions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     saved_at TEXT NOT NULL,
     saved_by TEXT NOT NULL,
     summary TEXT NOT NULL,
     content_version INTEGER NOT NULL,
     document TEXT NOT NULL
   )`,
  // An account is an owner (everything) or staff (leads only); accounts made before roles
  // existed are owners.
  `ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff'))`,
  // The repository's content as the data folder last took it in: a developer's later change
  // to the seed is merged into the owner's content from there, never dropped. One row.
  `CREATE TABLE content_seed (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     taken_at TEXT NOT NULL,
     content_version INTEGER NOT NULL,
     document TEXT NOT NULL
   )`,
  // Every lead answered (docs/decisions/004-lead-delivery.md): where each lead came from, the tab it was sent from (a
  // double tap stores one lead), the keys that link a customer's requests; events for a "called" tap, an escalation,
  // a review request and a resubmission; deliveries for the escalation and the review request, and `skipped` for an
  // escalation no longer needed; the addresses that asked not to be asked for a review (as keyed hashes); the record
  // of each privacy deletion (no personal data); and when each periodic alert last went out.
  `ALTER TABLE quotes ADD COLUMN source TEXT NOT NULL DEFAULT 'unknown';
   ALTER TABLE quotes ADD COLUMN landing_page TEXT NOT NULL DEFAULT '';
   ALTER TABLE quotes ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';
   ALTER TABLE quotes ADD COLUMN utm TEXT NOT NULL DEFAULT '{}';
   ALTER TABLE quotes ADD COLUMN click_ids TEXT NOT NULL DEFAULT '';
   ALTER TABLE quotes ADD COLUMN device TEXT NOT NULL DEFAULT '';
   ALTER TABLE quotes ADD COLUMN visit_id TEXT NOT NULL DEFAULT '';
   ALTER TABLE quotes ADD COLUMN phone_key TEXT NOT NULL DEFAULT '';
   ALTER TABLE quotes ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
   CREATE INDEX quotes_source ON quotes (spam, source, received_at);
   CREATE INDEX quotes_landing_page ON quotes (spam, landing_page, received_at);
   CREATE INDEX quotes_visit ON quotes (visit_id, received_at) WHERE visit_id <> '';
   CREATE INDEX quotes_phone_key ON quotes (phone_key, received_at) WHERE phone_key <> '';
   CREATE INDEX quotes_email_key ON quotes (email_key, received_at) WHERE email_key <> '';

   CREATE TABLE lead_events_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL
       CHECK (kind IN ('status', 'note', 'released', 'called', 'escalated', 'review-requested', 'resubmitted')),
     from_status TEXT NOT NULL DEFAULT '',
     to_status TEXT NOT NULL DEFAULT '',
     note TEXT NOT NULL DEFAULT ''
   );
   INSERT INTO lead_events_new SELECT * FROM lead_events;
   DROP TABLE lead_events;
   ALTER TABLE lead_events_new RENAME TO lead_events;
   CREATE INDEX lead_events_quote ON lead_events (quote_id);

   CREATE TABLE deliveries_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
     channel TEXT NOT NULL
       CHECK (channel IN ('email', 'webhook', 'ack', 'ntfy', 'escalation-ntfy', 'escalation-email', 'review')),
     idempotency_key TEXT NOT NULL UNIQUE,
     state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_error TEXT NOT NULL DEFAULT '',
     dismissed_at TEXT,
     UNIQUE (quote_id, channel)
   );
   INSERT INTO deliveries_new SELECT * FROM deliveries;
   DROP TABLE deliveries;
   ALTER TABLE deliveries_new RENAME TO deliveries;
   CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

   CREATE TABLE review_opt_outs (
     email_hash TEXT PRIMARY KEY,
     at TEXT NOT NULL
   );
   CREATE TABLE privacy_erasures (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     request_received_on TEXT NOT NULL DEFAULT '',
     leads INTEGER NOT NULL,
     photos INTEGER NOT NULL
   );
   CREATE TABLE alert_marks (
     name TEXT PRIMARY KEY,
     at TEXT NOT NULL
   );`,
  // The field speed of real visits (issue 34): counts per Auckland day, page template, metric and
  // histogram bucket, nothing about any visitor.
  `CREATE TABLE vitals (
     day TEXT NOT NULL,
     template TEXT NOT NULL,
     metric TEXT NOT NULL,
     bucket INTEGER NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (day, template, metric, bucket)
   ) WITHOUT ROWID;`,
  // Old content revisions are pruned after every save: the ones past a month are
  // found through this index, without reading the table's whole documents.
  `CREATE INDEX content_revisions_saved_at ON content_revisions (saved_at)`,
  // Invitations to the team: the link's token is kept as its SHA-256 only, with the address
  // and the role it names and the owner who made it; it goes with that owner's account. A used or cancelled invite is
  // deleted, so each link works once.
  `CREATE TABLE invites (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     token_hash TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
     invited_by INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   )`,
  // Password resets by email: one link at a time per account (a newer one replaces
  // it), kept as its token's SHA-256 only, with the account's credential version when it was asked for, so any change
  // to how the account signs in meanwhile kills it; it goes with the account. A used link is deleted.
  `CREATE TABLE password_resets (
     user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     token_hash TEXT NOT NULL UNIQUE,
     credential_version INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   )`,
  // Both forms store a service's value (issue 47): the /quote form stored its labels until then. Its rows get the
  // value its table now gives each label; a label no table had stays as it is, and is read as itself. Written out, not
  // read from the tables, so this step does the same on every database whatever the tables become.
  `UPDATE quotes SET service = CASE service
     WHEN 'General Plumbing' THEN 'general'
     WHEN 'Leak Detection' THEN 'leak-detection'
     WHEN 'Emergency Callouts' THEN 'emergency'
     WHEN 'Hot Water Cylinder Repair' THEN 'hot-water'
     WHEN 'Renovations & New Builds' THEN 'renovation'
     WHEN 'Drain Unblocking' THEN 'drain-unblocking'
     WHEN 'Maintenance' THEN 'maintenance'
     WHEN 'Other' THEN 'other'
   END
   WHERE form = 'quote' AND service IN ('General Plumbing', 'Leak Detection', 'Emergency Callouts',
     'Hot Water Cylinder Repair', 'Renovations & New Builds', 'Drain Unblocking', 'Maintenance', 'Other')`,
  // Sessions that fit a phone (issue 46): each has a number the Security page signs it out
  // by (never reused), the browser it was made in, when its second factor was last checked (signing in is a check; a
  // sensitive step asks again after ten minutes) and a passkey check's challenge under way.
  // The table is rebuilt for the number; every session carries on, checked when it was made.
  `CREATE TABLE sessions_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     id_hash TEXT NOT NULL UNIQUE,
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL,
     credential_version INTEGER NOT NULL DEFAULT 1,
     verified_at TEXT NOT NULL,
     user_agent TEXT NOT NULL DEFAULT '',
     challenge TEXT NOT NULL DEFAULT '',
     challenge_at TEXT NOT NULL DEFAULT ''
   );
   INSERT INTO sessions_new (id_hash, user_id, created_at, last_seen_at, credential_version, verified_at)
     SELECT id_hash, user_id, created_at, last_seen_at, credential_version, created_at FROM sessions ORDER BY created_at;
   DROP TABLE sessions;
   ALTER TABLE sessions_new RENAME TO sessions;
   CREATE INDEX sessions_user ON sessions (user_id)`,
];
