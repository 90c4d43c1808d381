import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/** A password proved right has this long to be followed by its second factor (or a passkey ceremony to finish). */
export const PENDING_MS = 10 * 60_000;

export interface Pending {
  userId: number | undefined;
  challenge: string;
  /** A second factor was just enrolled: the recovery codes are to be shown, then the session starts. */
  enrolled: boolean;
}

/**
 * Half-finished sign-ins, each behind its own cookie: the account whose password was right (none yet for a
 * passkey sign-in from the first page) and the WebAuthn challenge under way. Like sessions, only the token's
 * SHA-256 is stored. A pending sign-in opens nothing but the second-factor pages.
 */
export function createPendingSignIns(db: DatabaseSync, now: () => number = Date.now) {
  const digest = (token: string) => createHash("sha256").update(token).digest("hex");
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    create(userId: number | undefined): string {
      const token = randomBytes(32).toString("base64url");
      db.prepare("DELETE FROM pending_sign_ins WHERE created_at < ?").run(iso(now() - PENDING_MS));
      db.prepare("INSERT INTO pending_sign_ins (id_hash, user_id, created_at) VALUES (?, ?, ?)").run(
        digest(token),
        userId ?? null,
        iso(now()),
      );
      return token;
    },

    get(token: string | undefined): Pending | undefined {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const row = db
        .prepare("SELECT user_id, challenge, enrolled, created_at FROM pending_sign_ins WHERE id_hash = ?")
        .get(digest(token)) as
        { user_id: number | null; challenge: string; enrolled: number; created_at: string } | undefined;
      if (!row || now() - Date.parse(row.created_at) > PENDING_MS) return undefined;
      return { userId: row.user_id ?? undefined, challenge: row.challenge, enrolled: row.enrolled === 1 };
    },

    /** Remembers the challenge just sent, replacing any earlier one. */
    setChallenge(token: string, challenge: string): void {
      db.prepare("UPDATE pending_sign_ins SET challenge = ? WHERE id_hash = ?").run(challenge, digest(token));
    },

    /** Takes the challenge out, so a response can be checked against it once only. */
    takeChallenge(token: string): string {
      const found = this.get(token);
      db.prepare("UPDATE pending_sign_ins SET challenge = '' WHERE id_hash = ?").run(digest(token));
      return found?.challenge ?? "";
    },

    markEnrolled(token: string): void {
      db.prepare("UPDATE pending_sign_ins SET enrolled = 1 WHERE id_hash = ?").run(digest(token));
    },

    finish(token: string | undefined): void {
      if (token) db.prepare("DELETE FROM pending_sign_ins WHERE id_hash = ?").run(digest(token));
    },
  };
}
