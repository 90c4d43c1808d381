import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../quotes/db.ts";
import type { Role } from "../../shared/api/leads.ts";
import { isToken, newToken, tokenHash } from "../core/tokens.ts";
import { emailPattern, normaliseEmail, UserError, type User, type Users } from "./users.ts";
import type { InviteSummary } from "../../shared/api/team.ts";

/** How long an invite link works: about three days, so a weekend does not spoil it. */
export const INVITE_MS = 72 * 3_600_000;

/** The invite a link stands for, read before its password is set: what the page that opens it says. */
export interface OpenInvite {
  id: number;
  email: string;
  role: Role;
  expiresAt: string;
}

/**
 * Invitations to the team (the Team page). An owner names an address and a role; the
 * link carries 32 random bytes, of which only the SHA-256 is kept, so the database (a backup) holds no usable link.
 * The person who opens it sets their own password (the one policy) and then enrols a
 * second factor as a first sign-in does; the owner never sees the password. A link works once: accepting it deletes
 * the invite in the same step as the account is made. It stops working after INVITE_MS, when cancelled, when a
 * newer invite to the same address replaces it, and when the owner who made it is removed or made staff.
 */
export function createInvites(db: DatabaseSync, now: () => number = Date.now) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const sweep = () => db.prepare("DELETE FROM invites WHERE expires_at <= ?").run(iso(now()));
  /** The invite behind a token while it stands: unexpired, and made by an account that is still an owner. */
  const standing = (token: string) => {
    if (!isToken(token)) return undefined;
    return db
      .prepare(
        `SELECT i.id, i.email, i.role, i.expires_at AS expiresAt
           FROM invites i JOIN users u ON u.id = i.invited_by
          WHERE i.token_hash = ? AND i.expires_at > ? AND u.role = 'owner'`,
      )
      .get(tokenHash(token), iso(now())) as OpenInvite | undefined;
  };

  return {
    /**
     * A new invite from `by` (an owner) for `email` as `role`, replacing any earlier one to the same address: its
     * token, for the link, returned this once. Refused for an address that already has an account.
     */
    create(by: User, email: string, role: Role): { token: string; invite: InviteSummary } {
      const address = normaliseEmail(email);
      if (!emailPattern.test(address) || address.length > 254) throw new UserError("Type the person's email address.");
      const token = newToken();
      const created = now();
      return transaction(db, () => {
        if (db.prepare("SELECT 1 FROM users WHERE email = ?").get(address))
          throw new UserError(`${address} is already on the team.`);
        sweep();
        db.prepare("DELETE FROM invites WHERE email = ?").run(address);
        const id = Number(
          db
            .prepare(
              "INSERT INTO invites (token_hash, email, role, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
            )
            .run(tokenHash(token), address, role, by.id, iso(created), iso(created + INVITE_MS)).lastInsertRowid,
        );
        return {
          token,
          invite: {
            id,
            email: address,
            role,
            invitedBy: by.email,
            createdAt: iso(created),
            expiresAt: iso(created + INVITE_MS),
          },
        };
      });
    },

    /** The invites not yet used, newest first: those that still work (their owner still is one). */
    list(): InviteSummary[] {
      sweep();
      return db
        .prepare(
          `SELECT i.id, i.email, i.role, u.email AS invitedBy, i.created_at AS createdAt, i.expires_at AS expiresAt
             FROM invites i JOIN users u ON u.id = i.invited_by
            WHERE u.role = 'owner' ORDER BY i.created_at DESC, i.id DESC`,
        )
        .all() as unknown as InviteSummary[];
    },

    /** Cancels an invite: its link no longer works. False when there was none (used, expired or cancelled). */
    cancel(id: number): InviteSummary | undefined {
      return transaction(db, () => {
        const found = this.list().find((invite) => invite.id === id);
        if (found) db.prepare("DELETE FROM invites WHERE id = ?").run(id);
        return found;
      });
    },

    /** The invite a link stands for, while it stands; undefined for a forged, used, cancelled or expired one. */
    open: standing,

    /**
     * Accepts the invite: the account is made with the address and role the invite names, and the password the
     * person chose. The invite is read before the password's hash and again after it, in one transaction with the
     * insert and the invite's deletion, so a link cancelled, replaced, or whose owner was removed while the hash was
     * being made makes no account, and two uses of one link make one. Undefined when the invite no longer stands.
     * Throws UserError for a password the policy refuses or an address taken meanwhile.
     */
    async accept(
      users: Users,
      token: string,
      password: string,
    ): Promise<{ user: User; invite: OpenInvite } | undefined> {
      const invite = standing(token);
      if (!invite) return undefined;
      const user = await users.addIf(invite.email, password, invite.role, () => {
        const still = standing(token);
        if (!still || still.id !== invite.id) return false;
        db.prepare("DELETE FROM invites WHERE id = ?").run(invite.id);
        return true;
      });
      return user && { user, invite };
    },
  };
}
