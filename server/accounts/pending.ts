import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/** A password proved right has this long to be followed by its second factor (or a passkey ceremony to finish). */
export const PENDING_MS = 10 * 60_000;

export interface Pending {
  userId: number | undefined;
  /** The account's credential version when its password was proved right. */
  version: number;
  challenge: string;
  /** A second factor was just enrolled: the recovery codes are to be shown, then the session starts. */
  enrolled: boolean;
}

/** The key a pending sign-in is stored under: the SHA-256 of its token. */
export const pendingKey = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Half-finished sign-ins, each behind its own cookie: the account whose password was right (none yet for a
 * passkey sign-in from the first page) and the WebAuthn challenge under way. Like sessions, only the token's
 * SHA-256 is stored. A pending sign-in opens nothing but the second-factor pages, and only while the account's
 * credentials are as they were when its password was proved right: a password change or reset, or any change of a
 * factor, ends it.
 */
export function createPendingSignIns(db: DatabaseSync, now: () => number = Date.now) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    /** A sign-in under way for `user` as its password proved it (its credential version), or for nobody yet. */
    create(user: { id: number; version: number } | undefined): string {
      const token = randomBytes(32).toString("base64url");
      db.prepare("DELETE FROM pending_sign_ins WHERE created_at < ?").run(iso(now() - PENDING_MS));
      db.prepare(
        "INSERT INTO pending_sign_ins (id_hash, user_id, created_at, credential_version) VALUES (?, ?, ?, ?)",
      ).run(pendingKey(token), user?.id ?? null, iso(now()), user?.version ?? 0);
      return token;
    },

    get(token: string | undefined): Pending | undefined {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const row = db
        .prepare(
          `SELECT p.user_id, p.challenge, p.enrolled, p.created_at, p.credential_version, u.credential_version AS now
             FROM pending_sign_ins p LEFT JOIN users u ON u.id = p.user_id WHERE p.id_hash = ?`,
        )
        .get(pendingKey(token)) as
        | {
            user_id: number | null;
            challenge: string;
            enrolled: number;
            created_at: string;
            credential_version: number;
            now: number | null;
          }
        | undefined;
      if (!row || now() - Date.parse(row.created_at) > PENDING_MS) return undefined;
      // Begun under credentials that have since changed: as good as gone.
      if (row.user_id !== null && row.now !== row.credential_version) return undefined;
      return {
        userId: row.user_id ?? undefined,
        version: row.credential_version,
        challenge: row.challenge,
        enrolled: row.enrolled === 1,
      };
    },

    /** Remembers the challenge just sent, replacing any earlier one. */
    setChallenge(token: string, challenge: string): void {
      db.prepare("UPDATE pending_sign_ins SET challenge = ? WHERE id_hash = ?").run(challenge, pendingKey(token));
    },

    /** Takes the challenge out, so a response can be checked against it once only. */
    takeChallenge(token: string): string {
      const found = this.get(token);
      db.prepare("UPDATE pending_sign_ins SET challenge = '' WHERE id_hash = ?").run(pendingKey(token));
      return found?.challenge ?? "";
    },

    markEnrolled(token: string): void {
      db.prepare("UPDATE pending_sign_ins SET enrolled = 1 WHERE id_hash = ?").run(pendingKey(token));
    },

    finish(token: string | undefined): void {
      if (token) db.prepare("DELETE FROM pending_sign_ins WHERE id_hash = ?").run(pendingKey(token));
    },
  };
}
