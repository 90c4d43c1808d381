import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/** A random secret kept in the database, made the first time it is needed and reused after every restart. */
export function storedSecret(db: DatabaseSync, name: string): Buffer {
  const row = db.prepare("SELECT value FROM admin_secrets WHERE name = ?").get(name) as { value: string } | undefined;
  if (row) return Buffer.from(row.value, "base64");
  const secret = randomBytes(32);
  db.prepare("INSERT OR IGNORE INTO admin_secrets (name, value) VALUES (?, ?)").run(name, secret.toString("base64"));
  return storedSecret(db, name);
}
