import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { Role } from "../../shared/api/leads.ts";
import { deviceName, USER_AGENT_MAX } from "../core/device-name.ts";
import type { User } from "./users.ts";
import type { DeviceSummary } from "../../shared/api/account.ts";

export interface SessionTimes {
  /** Signed out after this long without a request. */
  idleMs: number;
  /** Signed out this long after signing in, however busy. */
  absoluteMs: number;
}

/** A standing session: its account as it is now, its number and when its second factor was last checked. */
interface StandingSession {
  user: User;
  /** The session's number: what the Security page signs it out by (never its token). */
  id: number;
  /** When the account's second factor (or password, for one without) was last checked in it: signing in counts. */
  verifiedAt: number;
}

export type SessionLookup = StandingSession | { expired: true } | undefined;

/**
 * A signed-in device, as the Security page lists it: never its token or its hash. Its
 * last-seen time is to within a minute (TOUCH_EVERY_MS); which one is the browser asking, the account's answer adds.
 */
export type SignedInDevice = Omit<DeviceSummary, "thisDevice">;

/** How often a busy session's last-seen time is written: idle expiry is then exact to within this. */
const TOUCH_EVERY_MS = 60_000;

/** A passkey check's challenge is good for this long, and once. */
const CHALLENGE_MS = 5 * 60_000;

/** The session cookie (routes.ts reads and renews it, sign-in.ts sets and clears it). */
export const SESSION_COOKIE = "leads_session";

/** The key a session is stored under: the SHA-256 of its token (rows tied to a session refer to it). */
export const sessionKey = (token: string) => createHash("sha256").update(token).digest("hex");

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const iso = (ms: number) => new Date(ms).toISOString();

/** The key of a well-formed token; undefined for none or for anything else a cookie may carry. */
const hashOf = (token: string | undefined) => (token && TOKEN.test(token) ? sessionKey(token) : undefined);

/** A session's row with its account's, as `get` reads them. */
interface SessionRow {
  session: number;
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  verified_at: string;
  stamped: number;
  id: number;
  email: string;
  version: number;
  role: Role;
}

/**
 * Server-side sessions: the cookie carries 32 random bytes, the table keeps only their SHA-256, so a copy of the
 * database (a backup) holds no usable session. A fast hash is right here: the id is random, not a password.
 * Each session keeps when its second factor was last checked, for the steps that ask again,
 * and the browser it was made in, for the Security page's list of devices. `now` is the server's clock (tests move it).
 */
export class Sessions {
  readonly #db: DatabaseSync;
  readonly #times: SessionTimes;
  readonly #now: () => number;
  readonly #lookup: StatementSync;

  constructor(db: DatabaseSync, times: SessionTimes, now: () => number = Date.now) {
    this.#db = db;
    this.#times = times;
    this.#now = now;
    this.#lookup = db.prepare(
      `SELECT s.id AS session, s.id_hash, s.created_at, s.last_seen_at, s.verified_at, s.credential_version AS stamped,
              u.id, u.email, u.credential_version AS version, u.role
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`,
    );
  }

  /**
   * A new session for `user`, stamped with the credential version its sign-in proved (`user.version`, read with
   * the password or from the pending sign-in); returns the token for the cookie. A sign-in is a check of the second
   * factor, so `verifiedAt` is now unless the session replaces one whose check it carries on (a renewal).
   */
  create(user: User, facts: { userAgent?: string; verifiedAt?: number } = {}): string {
    const token = randomBytes(32).toString("base64url");
    const t = this.#now();
    this.#db
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, credential_version, verified_at, user_agent)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sessionKey(token),
        user.id,
        iso(t),
        iso(t),
        user.version,
        iso(Math.min(facts.verifiedAt ?? t, t)),
        (facts.userAgent ?? "").slice(0, USER_AGENT_MAX),
      );
    return token;
  }

  /** The signed-in user, `expired` for a session that timed out (and is now gone), or undefined for no session. */
  get(token: string | undefined): SessionLookup {
    const hash = hashOf(token);
    if (!hash) return undefined;
    const row = this.#lookup.get(hash) as SessionRow | undefined;
    if (!row) return undefined;
    // Made under credentials that have since changed: no session at all.
    if (row.stamped !== row.version) {
      this.#delete(hash);
      return undefined;
    }
    const t = this.#now();
    const seen = Date.parse(row.last_seen_at);
    if (t - seen > this.#times.idleMs || t - Date.parse(row.created_at) > this.#times.absoluteMs) {
      this.#delete(hash);
      return { expired: true };
    }
    if (t - seen > TOUCH_EVERY_MS)
      this.#db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?").run(iso(t), hash);
    // The role as it is now, read with every request: a change takes effect at the account's next request.
    return {
      user: { id: row.id, email: row.email, version: row.version, role: row.role },
      id: row.session,
      verifiedAt: Date.parse(row.verified_at),
    };
  }

  revoke(token: string | undefined): void {
    const hash = hashOf(token);
    if (hash) this.#delete(hash);
  }

  /**
   * The second factor was just checked in this session: true, and its check is now, when the session still stands
   * under `version` (the credentials the check was made against). Synchronous: call it in the same step as the
   * check's last await, so a password change or a sign-out meanwhile leaves it refused.
   */
  checked(token: string, version: number): boolean {
    const hash = hashOf(token);
    if (!hash) return false;
    const stamped = this.#db
      .prepare(
        `UPDATE sessions SET verified_at = ?, challenge = '', challenge_at = ''
          WHERE id_hash = ? AND credential_version = ?
            AND credential_version = (SELECT credential_version FROM users WHERE id = sessions.user_id)`,
      )
      .run(iso(this.#now()), hash, version).changes;
    return Number(stamped) === 1;
  }

  /** Remembers a passkey check's challenge for this session, replacing any earlier one. */
  setChallenge(token: string, challenge: string): void {
    const hash = hashOf(token);
    if (hash)
      this.#db
        .prepare("UPDATE sessions SET challenge = ?, challenge_at = ? WHERE id_hash = ?")
        .run(challenge, iso(this.#now()), hash);
  }

  /** Takes the challenge out, so an answer is checked against it once; undefined when none is fresh. */
  takeChallenge(token: string): string | undefined {
    const hash = hashOf(token);
    if (!hash) return undefined;
    // Read and cleared with nothing awaited between: two answers to one challenge find it once.
    const row = this.#db.prepare("SELECT challenge, challenge_at AS at FROM sessions WHERE id_hash = ?").get(hash) as
      { challenge: string; at: string } | undefined;
    this.#db.prepare("UPDATE sessions SET challenge = '', challenge_at = '' WHERE id_hash = ?").run(hash);
    if (!row?.challenge || this.#now() - Date.parse(row.at) > CHALLENGE_MS) return undefined;
    return row.challenge;
  }

  /** The account's signed-in devices that can still be used, the most recently seen first. */
  devices(userId: number): SignedInDevice[] {
    const t = this.#now();
    const rows = this.#db
      .prepare(
        `SELECT id, user_agent, created_at, last_seen_at FROM sessions
          WHERE user_id = ? AND last_seen_at >= ? AND created_at >= ?
            AND credential_version = (SELECT credential_version FROM users WHERE id = ?)
          ORDER BY last_seen_at DESC, id DESC`,
      )
      .all(userId, iso(t - this.#times.idleMs), iso(t - this.#times.absoluteMs), userId) as {
      id: number;
      user_agent: string;
      created_at: string;
      last_seen_at: string;
    }[];
    return rows.map((r) => ({
      id: r.id,
      device: deviceName(r.user_agent),
      signedInAt: r.created_at,
      lastSeenAt: r.last_seen_at,
    }));
  }

  /** Ends one of the account's sessions (another device's) at once; false when it has no such session. */
  signOut(userId: number, id: number): boolean {
    return Number(this.#db.prepare("DELETE FROM sessions WHERE id = ? AND user_id = ?").run(id, userId).changes) === 1;
  }

  /** Forgets sessions that can no longer be used. */
  sweep(): number {
    const t = this.#now();
    return Number(
      this.#db
        .prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?")
        .run(iso(t - this.#times.idleMs), iso(t - this.#times.absoluteMs)).changes,
    );
  }

  #delete(hash: string): void {
    this.#db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(hash);
  }
}
