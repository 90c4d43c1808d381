import type { DatabaseSync } from "node:sqlite";
import { PENDING_MS } from "./pending.ts";
import { sessionKey } from "./sessions.ts";

type Kind = "passkey" | "app";

/**
 * A factor being added from the Security page, between the request that gave the password
 * again and the one that finishes: a passkey's WebAuthn challenge, or an app's new secret until a code from the app
 * proves it holds it. One per session, stored under the session's key (so it goes when the session does), for ten
 * minutes like a half-finished sign-in.
 */
export function createFactorChanges(db: DatabaseSync) {
  const read = (session: string, kind: Kind) => {
    const row = db
      .prepare("SELECT value, created_at FROM factor_changes WHERE session_hash = ? AND kind = ?")
      .get(sessionKey(session), kind) as { value: string; created_at: string } | undefined;
    return row && Date.now() - Date.parse(row.created_at) <= PENDING_MS ? row.value : undefined;
  };
  return {
    /** Starts a change, replacing any other this session had under way. */
    start(session: string, kind: Kind, value: string): void {
      db.prepare(
        `INSERT INTO factor_changes (session_hash, kind, value, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (session_hash) DO UPDATE SET kind = excluded.kind, value = excluded.value,
                                                  created_at = excluded.created_at, failures = 0`,
      ).run(sessionKey(session), kind, value, new Date().toISOString());
    },

    /** The value of the change under way, if it is of this kind and fresh. */
    get: read,

    /** Counts a wrong code against the change under way; the number of wrong codes it has taken so far. */
    failed(session: string): number {
      const row = db
        .prepare("UPDATE factor_changes SET failures = failures + 1 WHERE session_hash = ? RETURNING failures")
        .get(sessionKey(session)) as { failures: number } | undefined;
      return row?.failures ?? 0;
    },

    finish(session: string): void {
      db.prepare("DELETE FROM factor_changes WHERE session_hash = ?").run(sessionKey(session));
    },

    /** The value, taken out so it is used once (a WebAuthn challenge). */
    take(session: string, kind: Kind): string | undefined {
      const value = read(session, kind);
      this.finish(session);
      return value;
    },
  };
}
