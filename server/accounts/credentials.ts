import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../quotes/db.ts";
import { pendingKey } from "./pending.ts";

/**
 * The one step that every change to how an account signs in ends with: a password set, changed or reset, a passkey
 * or an authenticator app added, replaced or removed, new recovery codes, a second factor enrolled at sign-in, a
 * factor reset (docs/decisions/010-asvs-level-1.md, ASVS 2.5.x and 3.3.x). The account's credential version moves
 * on, and every session and half-finished sign-in of the account is deleted. Each of those is stamped with the
 * version it began under and is refused once the account's has moved on,
 * so one that was being made while the change ran (a password check awaiting its hash) is dead on arrival too.
 *
 * Synchronous: call it in the same step as the change itself, with no await between them. `keepPending` is the
 * half-finished sign-in that made the change (an enrolment at sign-in): it carries on, stamped with the new
 * version. Returns the new version, for the session the caller starts or renews.
 */
export function credentialsChanged(db: DatabaseSync, userId: number, keepPending?: string): number {
  return transaction(db, () => {
    const { version } = db
      .prepare(
        "UPDATE users SET credential_version = credential_version + 1 WHERE id = ? RETURNING credential_version AS version",
      )
      .get(userId) as { version: number };
    db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId);
    const kept = keepPending ? pendingKey(keepPending) : "";
    db.prepare("DELETE FROM pending_sign_ins WHERE user_id = ? AND id_hash <> ?").run(userId, kept);
    db.prepare("UPDATE pending_sign_ins SET credential_version = ? WHERE id_hash = ? AND user_id = ?").run(
      version,
      kept,
      userId,
    );
    return version;
  });
}
