import type { DatabaseSync, StatementSync } from "node:sqlite";
import { transaction } from "../quotes/db.ts";
import { credentialsChanged } from "./credentials.ts";
import { hashPassword, PASSWORD_COST, passwordProblem, verifyPassword, type ScryptCost } from "./password.ts";
import type { Role } from "../../shared/api/leads.ts";

export interface User {
  id: number;
  email: string;
  /** The account's credential version as it was when this was read. */
  version: number;
  /** What the account may do: owners edit the website, staff see the leads. */
  role: Role;
}

interface UserRow {
  id: number;
  email: string;
  credential_version: number;
  role: Role;
  password_hash: string;
  created_at: string;
  last_sign_in_at: string | null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
/** What an account's email must look like (an invite's address too). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class UserError extends Error {}

/** An account as `list` gives it, for the command line's list of users. */
interface ListedUser {
  id: number;
  email: string;
  role: Role;
  created_at: string;
  last_sign_in_at: string | null;
}

/**
 * The people who may sign in to the dashboard (added with `npm run admin -- add-user`). New passwords are hashed at
 * `cost`; a stored hash is checked at the cost written in it.
 */
export class Users {
  readonly #db: DatabaseSync;
  readonly #cost: ScryptCost;
  readonly #byEmail: StatementSync;
  /**
   * Verifying a password for an unknown email costs the same as for a real one, so timing tells nothing. The
   * decoy hash is made in the constructor, at start, so not even the first unknown email after a restart answers at
   * its own pace.
   */
  readonly #decoy: Promise<string>;

  constructor(db: DatabaseSync, cost: ScryptCost = PASSWORD_COST) {
    this.#db = db;
    this.#cost = cost;
    this.#byEmail = db.prepare("SELECT * FROM users WHERE email = ?");
    this.#decoy = hashPassword("decoy password, never stored", cost);
  }

  /** A new account: an owner unless `role` says staff (`npm run admin -- add-user EMAIL --staff`). */
  async add(email: string, password: string, role: Role = "owner"): Promise<User> {
    return (await this.addIf(email, password, role, () => true))!;
  }

  /**
   * A new account, as `add`, when `allowed` still says yes once the password is hashed: asked in one step with the
   * insert (an invite accepted must still stand then). Undefined when it says no.
   */
  async addIf(email: string, password: string, role: Role, allowed: () => boolean): Promise<User | undefined> {
    const address = normaliseEmail(email);
    if (!emailPattern.test(address)) throw new UserError(`"${email}" is not an email address.`);
    this.#refuseTaken(address);
    const hash = await this.#checkedPassword(address, password);
    return transaction(this.#db, (): User | undefined => {
      // Asked again after the hash: the caller's condition first (a used invite says so, not that the address is
      // taken), then whether another account took the address meanwhile (a throw rolls back what `allowed` did).
      if (!allowed()) return undefined;
      this.#refuseTaken(address);
      const id = Number(
        this.#db
          .prepare("INSERT INTO users (email, password_hash, created_at, role) VALUES (?, ?, ?, ?)")
          .run(address, hash, new Date().toISOString(), role).lastInsertRowid,
      );
      return { id, email: address, version: 1, role };
    });
  }

  /** Removes the account and, through the foreign key, every session it has. */
  remove(email: string): boolean {
    return Number(this.#db.prepare("DELETE FROM users WHERE email = ?").run(normaliseEmail(email)).changes) > 0;
  }

  list(): ListedUser[] {
    return this.#db
      .prepare("SELECT id, email, role, created_at, last_sign_in_at FROM users ORDER BY email")
      .all() as unknown as ListedUser[];
  }

  /**
   * Sets a new password and ends every session and half-finished sign-in of the account; the account as it is
   * now (its new credential version, for this browser's fresh session), or undefined when there is no such one.
   * `allowed`, when given, is asked again once the new password is hashed, in one step with the write (the
   * Security page: the session asking still stands).
   */
  async resetPassword(email: string, password: string, allowed = () => true): Promise<User | undefined> {
    const address = normaliseEmail(email);
    const user = this.#byEmail.get(address) as UserRow | undefined;
    if (!user) return undefined;
    const hash = await this.#checkedPassword(address, password);
    const db = this.#db;
    return transaction(db, () => {
      if (!allowed() || !db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hash, user.id).changes)
        return undefined;
      return { id: user.id, email: user.email, version: credentialsChanged(db, user.id), role: user.role };
    });
  }

  /**
   * Forgets the account's passkeys, app secret and recovery codes and ends every session and half-finished
   * sign-in (a lost phone): its next sign-in enrols a second factor afresh. False when there is no such account.
   */
  resetSecondFactor(email: string): boolean {
    const user = this.#byEmail.get(normaliseEmail(email)) as UserRow | undefined;
    if (!user) return false;
    const db = this.#db;
    transaction(db, () => {
      for (const table of ["passkeys", "totp_secrets", "recovery_codes"])
        db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(user.id);
      credentialsChanged(db, user.id);
    });
    return true;
  }

  /**
   * The account when the password is right, with the credential version read beside the hash it was checked
   * against; undefined for a wrong password and for an unknown email alike.
   */
  async verify(email: string, password: string): Promise<User | undefined> {
    const user = this.#byEmail.get(normaliseEmail(email)) as UserRow | undefined;
    if (password.length > 1024) return undefined;
    if (!user) {
      await verifyPassword(password, await this.#decoy);
      return undefined;
    }
    if (!(await verifyPassword(password, user.password_hash))) return undefined;
    this.#db.prepare("UPDATE users SET last_sign_in_at = ? WHERE id = ?").run(new Date().toISOString(), user.id);
    return { id: user.id, email: user.email, version: user.credential_version, role: user.role };
  }

  /** Whether `password` is the signed-in account's own, asked again before a change to how it signs in. */
  async passwordMatches(id: number, password: string): Promise<boolean> {
    const row = this.#db.prepare("SELECT password_hash FROM users WHERE id = ?").get(id) as
      { password_hash: string } | undefined;
    if (!row || password.length > 1024) return false;
    return verifyPassword(password, row.password_hash);
  }

  byId(id: number): User | undefined {
    const row = this.#db.prepare("SELECT id, email, credential_version, role FROM users WHERE id = ?").get(id) as
      { id: number; email: string; credential_version: number; role: Role } | undefined;
    return row && { id: row.id, email: row.email, version: row.credential_version, role: row.role };
  }

  /** Resolves once the decoy hash for unknown emails is ready (made at start; see above). */
  async ready(): Promise<void> {
    await this.#decoy;
  }

  count(): number {
    return Number((this.#db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n);
  }

  /** Throws when `address` already has an account. */
  #refuseTaken(address: string): void {
    if (this.#byEmail.get(address)) throw new UserError(`${address} already has an account.`);
  }

  /** The hash of a new password, once the password rules allow it. */
  #checkedPassword(email: string, password: string): Promise<string> {
    const problem = passwordProblem(password, email);
    if (problem) throw new UserError(problem);
    return hashPassword(password, this.#cost);
  }
}
