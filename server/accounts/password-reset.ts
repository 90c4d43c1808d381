import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../quotes/db.ts";
import { isToken, newToken, tokenHash } from "../core/tokens.ts";
import type { User, Users } from "./users.ts";

/** How long a reset link works: long enough to find the email on a phone, short enough to be stale in a mailbox. */
export const RESET_MS = 30 * 60_000;

/** The reset a link stands for, read before its new password is hashed: what the link's page says. */
interface OpenReset {
  userId: number;
  email: string;
  version: number;
  expiresAt: string;
}

/**
 * Password resets by email (docs/decisions/010-asvs-level-1.md, 2.5.x). A link carries a token (core/tokens.ts)
 * of which only the SHA-256 is kept. An account has one link at a time: asking again replaces it, so only
 * the newest email's link works. A link works once, for RESET_MS, and only while the account's credentials are as
 * they were when it was asked for: a password changed, a second factor reset or enrolled meanwhile kills it (the
 * credential version), and removing the account deletes it (foreign key). Using it sets
 * the password and, as every credential change does, ends the account's sessions and half-finished sign-ins; it
 * never signs in by itself (the routes then ask for the second factor).
 */
export function createPasswordResets(db: DatabaseSync, users: Users, now: () => number = Date.now) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const sweep = () => db.prepare("DELETE FROM password_resets WHERE expires_at <= ?").run(iso(now()));
  /** The reset behind a token while it stands: unexpired, and the account's credentials unchanged since. */
  const standing = (token: string) => {
    if (!isToken(token)) return undefined;
    return db
      .prepare(
        `SELECT r.user_id AS userId, u.email, r.credential_version AS version, r.expires_at AS expiresAt
           FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE r.token_hash = ? AND r.expires_at > ? AND u.credential_version = r.credential_version`,
      )
      .get(tokenHash(token), iso(now())) as OpenReset | undefined;
  };

  return {
    /**
     * A new link for `user` (as just read, with its credential version), replacing any earlier one: its token,
     * returned this once for the email, and when it stops working.
     */
    create(user: User): { token: string; expiresAt: string } {
      const token = newToken();
      const expiresAt = iso(now() + RESET_MS);
      transaction(db, () => {
        sweep();
        db.prepare(
          `INSERT INTO password_resets (user_id, token_hash, credential_version, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash,
             credential_version = excluded.credential_version, created_at = excluded.created_at,
             expires_at = excluded.expires_at`,
        ).run(user.id, tokenHash(token), user.version, iso(now()), expiresAt);
      });
      return { token, expiresAt };
    },

    /** The reset a link stands for, while it stands; undefined for a forged, used, replaced or expired one. */
    open: standing,

    /**
     * Sets the new password: the reset is read before the hash and again after it, in one transaction with the
     * password's write and the reset's deletion (`resetPassword`). So a link replaced, used,
     * expired, or whose account was removed or changed its credentials while the hash was made sets nothing, and
     * two uses of one link set one password. The account as it is now (its new credential version), or undefined
     * when the link no longer stands. Throws UserError for a password the policy refuses.
     */
    async use(token: string, password: string): Promise<User | undefined> {
      const reset = standing(token);
      if (!reset) return undefined;
      return users.resetPassword(reset.email, password, () => {
        const still = standing(token);
        if (!still || still.userId !== reset.userId || still.version !== reset.version) return false;
        db.prepare("DELETE FROM password_resets WHERE user_id = ?").run(reset.userId);
        return true;
      });
    },
  };
}
