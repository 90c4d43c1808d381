import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { Role } from "../site/roles.ts";
import type { User } from "./users.ts";

export interface SessionTimes {
  /** Signed out after this long without a request. */
  idleMs: number;
  /** Signed out this long after signing in, however busy. */
  absoluteMs: number;
}

export type SessionLookup = { user: User } | { expired: true } | undefined;

/** How often a busy session's last-seen time is written: idle expiry is then exact to within this. */
const TOUCH_EVERY_MS = 60_000;

/** The session cookie (routes.ts reads and renews it, sign-in.ts sets and clears it). */
export const SESSION_COOKIE = "leads_session";

/** The key a session is stored under: the SHA-256 of its token (rows tied to a session refer to it). */
export const sessionKey = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Server-side sessions: the cookie carries 32 random bytes, the table keeps only their SHA-256, so a copy of the
 * database (a backup) holds no usable session. A fast hash is right here: the id is random, not a password.
 */
export function createSessions(db: DatabaseSync, times: SessionTimes, now: () => number = Date.now) {
  const lookup = db.prepare(
    `SELECT s.id_hash, s.created_at, s.last_seen_at, s.credential_version AS stamped, u.id, u.email,
            u.credential_version AS version, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`,
  );
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /**
     * A new session for `user`, stamped with the credential version its sign-in proved (`user.version`, read with
     * the password or from the pending sign-in); returns the token for the cookie.
     */
    create(user: User): string {
      const token = randomBytes(32).toString("base64url");
      const at = iso(now());
      db.prepare(
        "INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, credential_version) VALUES (?, ?, ?, ?, ?)",
      ).run(sessionKey(token), user.id, at, at, user.version);
      return token;
    },

    /** The signed-in user, `expired` for a session that timed out (and is now gone), or undefined for no session. */
    get(token: string | undefined): SessionLookup {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const hash = sessionKey(token);
      const row = lookup.get(hash) as
        | {
            id_hash: string;
            created_at: string;
            last_seen_at: string;
            stamped: number;
            id: number;
            email: string;
            version: number;
            role: Role;
          }
        | undefined;
      if (!row) return undefined;
      // Made under credentials that have since changed (server/admin/credentials.ts): no session at all.
      if (row.stamped !== row.version) {
        db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(hash);
        return undefined;
      }
      const t = now();
      const seen = Date.parse(row.last_seen_at);
      if (t - seen > times.idleMs || t - Date.parse(row.created_at) > times.absoluteMs) {
        db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(hash);
        return { expired: true };
      }
      if (t - seen > TOUCH_EVERY_MS)
        db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?").run(iso(t), hash);
      // The role as it is now, read with every request: a change takes effect at the account's next request.
      return { user: { id: row.id, email: row.email, version: row.version, role: row.role } };
    },

    revoke(token: string | undefined): void {
      if (token) db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(sessionKey(token));
    },

    /** Forgets sessions that can no longer be used. */
    sweep(): number {
      const t = now();
      return Number(
        db
          .prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?")
          .run(iso(t - times.idleMs), iso(t - times.absoluteMs)).changes,
      );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
