import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { openQuoteStore } from "./db.ts";
import { describeLead, nationalDigits } from "./lead.ts";
import { migrations } from "./migrations.ts";
import { tempDir } from "../../test/support/server/http.ts";

/** The migration that made every foreign key cascade, found by what it does rather than by its number. */
const cascade = migrations.findIndex((m) => m.includes("CREATE TABLE deliveries_new"));

test("a database from before ON DELETE CASCADE keeps every row, and deleting a quote then takes all of its rows", () => {
  const dataDir = tempDir("migrate-");
  const old = new DatabaseSync(path.join(dataDir, "quotes.db"));
  for (const [i, step] of migrations.slice(0, cascade).entries()) old.exec(`${step}; PRAGMA user_version = ${i + 1}`);
  old.exec(`
    INSERT INTO quotes (form, name, phone, service, received_at) VALUES ('home', 'Old Lead', '021 555 0101', 'other', '2026-01-01');
    INSERT INTO deliveries (quote_id, channel, idempotency_key, state, attempts, next_attempt_at, created_at)
      VALUES (1, 'email', 'k1', 'failed', 25, '2026-01-01', '2026-01-01');
    INSERT INTO delivery_attempts (delivery_id, started_at, outcome) VALUES (1, '2026-01-01', 'error');
    INSERT INTO quote_photos (id, quote_id, position, content_type, bytes, width, height, created_at)
      VALUES ('p1', 1, 0, 'image/jpeg', 10, 1, 1, '2026-01-01');
    INSERT INTO lead_events (quote_id, at, actor, kind) VALUES (1, '2026-01-01', 'owner', 'note');`);
  old.close();

  const store = openQuoteStore(dataDir);
  try {
    const count = (table: string) =>
      Number((store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
    const tables = ["quotes", "deliveries", "delivery_attempts", "quote_photos", "lead_events"];
    expect(tables.map(count)).toEqual([1, 1, 1, 1, 1]);
    expect(store.deliveries.list()[0]).toMatchObject({ state: "failed", attempts: 25, dismissed_at: null });
    store.db.exec("DELETE FROM quotes WHERE id = 1");
    expect(tables.map(count)).toEqual([0, 0, 0, 0, 0]);
  } finally {
    store.close();
  }
});

/** The migration that gave the /quote form's stored services their values. */
const serviceValues = migrations.findIndex((m) => m.includes("WHEN 'Hot Water Cylinder Repair' THEN 'hot-water'"));

test("the /quote form's stored labels become its values, read in the same words; other rows stay as they were", () => {
  const dataDir = tempDir("migrate-");
  const old = new DatabaseSync(path.join(dataDir, "quotes.db"));
  // The search index's trigger calls the application's phone normalisation, as server/quotes/db.ts gives it.
  old.function("national_digits", (phone) => nationalDigits(String(phone)));
  // A throwaway file: no step waits for the disk.
  old.exec("PRAGMA synchronous = OFF");
  for (const [i, step] of migrations.slice(0, serviceValues).entries())
    old.exec(`${step}; PRAGMA user_version = ${i + 1}`);
  const insert = old.prepare(
    "INSERT INTO quotes (form, name, phone, service, received_at) VALUES (?, 'Old Lead', '021 555 0101', ?, '2026-01-01')",
  );
  const before: [string, string][] = [
    ["quote", "Hot Water Cylinder Repair"],
    ["quote", "Emergency Callouts"],
    ["quote", "General Plumbing"],
    ["quote", "Gas Fitting"],
    ["home", "hot-water"],
    ["home", "Maintenance"],
  ];
  for (const [form, service] of before) insert.run(form, service);
  old.close();

  const store = openQuoteStore(dataDir);
  try {
    const quotes = store.list().reverse();
    expect(quotes.map((q) => q.service)).toEqual([
      "hot-water",
      "emergency",
      "general",
      "Gas Fitting",
      "hot-water",
      "Maintenance",
    ]);
    expect(quotes.map((q) => describeLead(q).service)).toEqual([
      "Hot Water Cylinder Repair",
      "Emergency Callouts",
      "General Plumbing",
      "Gas Fitting",
      "Hot Water Cylinder",
      "Maintenance",
    ]);
    expect(quotes.map((q) => describeLead(q).emergency)).toEqual([false, true, false, false, false, false]);
  } finally {
    store.close();
  }
});
