import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../quotes/db.ts";
import type { Role } from "../../shared/api/leads.ts";
import type { User, Users } from "./users.ts";
import type { Member } from "../../shared/api/team.ts";

/** Why a change to the team is refused: said to the owner as it is, with the status the API answers. */
export class TeamRefusal extends Error {
  readonly status: 403 | 404 | 409;
  constructor(status: 403 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

const NOT_OWNER = "Only an owner can change the team.";

export const LAST_OWNER =
  "This is the only owner: the business needs one. Make someone else an owner first, then try again.";

/**
 * The team's members and the changes an owner makes to them. Each change runs in one
 * synchronous SQLite transaction that reads again, inside it, that the account asking is still an owner and what the
 * change leaves, so two owners demoting or removing each other at the same moment leave one owner, never none.
 */
export function createTeam(db: DatabaseSync, users: Users) {
  const roleOf = (id: number) =>
    (db.prepare("SELECT role FROM users WHERE id = ?").get(id) as { role: Role } | undefined)?.role;
  const owners = () =>
    Number((db.prepare("SELECT COUNT(*) AS n FROM users WHERE role = 'owner'").get() as { n: number }).n);

  /** The member being changed, after checking the owner asking still is one (a demotion meanwhile ends that). */
  const target = (by: User, id: number) => {
    if (roleOf(by.id) !== "owner") throw new TeamRefusal(403, NOT_OWNER);
    const member = db.prepare("SELECT id, email, role FROM users WHERE id = ?").get(id) as
      { id: number; email: string; role: Role } | undefined;
    if (!member) throw new TeamRefusal(404, "There is no such member: they may have been removed already.");
    return member;
  };

  return {
    /** Runs `work` in one transaction with the check that `by` is still an owner (an invite made, or cancelled). */
    asOwner<T>(by: User, work: () => T): T {
      return transaction(db, () => {
        if (roleOf(by.id) !== "owner") throw new TeamRefusal(403, NOT_OWNER);
        return work();
      });
    },

    members(): Member[] {
      const rows = db
        .prepare(
          `SELECT u.id, u.email, u.role, u.created_at AS addedAt,
                  MAX(COALESCE(u.last_sign_in_at, ''),
                      COALESCE((SELECT MAX(last_used_at) FROM passkeys WHERE user_id = u.id), ''),
                      COALESCE((SELECT MAX(created_at) FROM sessions WHERE user_id = u.id), '')) AS lastSignInAt,
                  (EXISTS (SELECT 1 FROM passkeys WHERE user_id = u.id)
                   OR EXISTS (SELECT 1 FROM totp_secrets WHERE user_id = u.id AND confirmed_at IS NOT NULL))
                    AS secondFactor
             FROM users u ORDER BY u.role = 'staff', u.email`,
        )
        .all() as unknown as (Omit<Member, "secondFactor"> & { secondFactor: number })[];
      return rows.map((row) => ({
        ...row,
        lastSignInAt: row.lastSignInAt || null,
        secondFactor: row.secondFactor === 1,
      }));
    },

    /** Makes a member an owner or staff; the last owner stays one. The member as they were, for the notice. */
    setRole(by: User, id: number, role: Role) {
      return transaction(db, () => {
        const member = target(by, id);
        if (member.role === role) return { ...member, changed: false };
        if (member.role === "owner" && owners() <= 1) throw new TeamRefusal(409, LAST_OWNER);
        db.prepare("UPDATE users SET role = ? WHERE id = ?").run(role, id);
        // An owner made staff can no longer invite: the invites they made go too.
        if (role === "staff") db.prepare("DELETE FROM invites WHERE invited_by = ?").run(id);
        // The role is read with every request: the member's next one has the new role.
        return { ...member, changed: true };
      });
    },

    /** Removes a member; the last owner stays. Their sessions, half-finished sign-ins and invites go with them. */
    remove(by: User, id: number) {
      return transaction(db, () => {
        const member = target(by, id);
        if (member.role === "owner" && owners() <= 1) throw new TeamRefusal(409, LAST_OWNER);
        // ON DELETE CASCADE: sessions, pending sign-ins, factors and the invites this member made.
        users.remove(member.email);
        return member;
      });
    },

    /**
     * Forgets a member's passkeys, authenticator app and recovery codes (a lost phone) and ends their sessions and
     * half-finished sign-ins: their next sign-in enrols a second factor afresh, as `npm run admin -- reset-2fa` does.
     * Not one's own: that would sign the owner out with no factor; the Security page changes one's own.
     */
    resetSecondFactor(by: User, id: number) {
      return transaction(db, () => {
        const member = target(by, id);
        if (member.id === by.id) throw new TeamRefusal(409, "Change your own passkeys and app on the Security page.");
        // The command line's own reset, run inside this transaction (it nests).
        users.resetSecondFactor(member.email);
        return member;
      });
    },
  };
}
