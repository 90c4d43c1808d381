import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { Secret, TOTP } from "otpauth";
import { transaction } from "../quotes/db.ts";

/** Recovery codes made at enrolment: each works once, in place of a code from the app or a passkey. */
export const RECOVERY_CODES = 10;

const digest = (code: string) => createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

/**
 * One-time passwords from an authenticator app (RFC 6238 through otpauth: SHA-1, 6 digits, 30 s, one step either
 * side for clock drift), the fallback second factor for a device without a passkey, and the one-time recovery
 * codes. A code is accepted once: the step it was made in is remembered, so a code seen over a shoulder is spent.
 * Recovery codes are 80 random bits each, stored only as SHA-256 (a fast hash is enough for random values).
 */
export function createTotp(db: DatabaseSync, issuer: string | (() => string), now: () => number = Date.now) {
  // The issuer is the business's name in effect when a code is made or checked (it follows the live build).
  const totp = (email: string, secret: string) =>
    new TOTP({
      issuer: typeof issuer === "string" ? issuer : issuer(),
      label: email,
      secret: Secret.fromBase32(secret),
      algorithm: "SHA1",
      digits: 6,
      period: 30,
    });
  const row = (userId: number) =>
    db.prepare("SELECT secret, confirmed_at, last_counter FROM totp_secrets WHERE user_id = ?").get(userId) as
      { secret: string; confirmed_at: string | null; last_counter: number } | undefined;

  /** The step a code matched, or undefined; a step at or before `lastStep` is refused (replay). */
  const stepOf = (email: string, secret: string, lastStep: number, code: string) => {
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) return undefined;
    const t = now();
    const delta = totp(email, secret).validate({ token: code.replace(/\s/g, ""), timestamp: t, window: 1 });
    if (delta === null) return undefined;
    const step = Math.floor(t / 30_000) + delta;
    return step > lastStep ? step : undefined;
  };
  const matchingStep = (email: string, userId: number, code: string) => {
    const found = row(userId);
    return found && stepOf(email, found.secret, found.last_counter, code);
  };

  return {
    confirmed: (userId: number) => Boolean(row(userId)?.confirmed_at),

    /**
     * The secret for the app to scan or type while enrolling: the one already offered if it is not confirmed yet
     * (the page may be reloaded after the app took it), otherwise a new one. It counts once confirmed.
     */
    begin(user: { id: number; email: string }): { secret: string; uri: string } {
      const offered = row(user.id);
      const secret = offered && !offered.confirmed_at ? offered.secret : new Secret({ size: 20 }).base32;
      db.prepare(
        `INSERT INTO totp_secrets (user_id, secret) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = NULL, last_counter = 0`,
      ).run(user.id, secret);
      return { secret, uri: totp(user.email, secret).toString() };
    },

    /** Marks the secret as in use when `code` is right for it. */
    confirm(user: { id: number; email: string }, code: string): boolean {
      const step = matchingStep(user.email, user.id, code);
      if (step === undefined) return false;
      db.prepare("UPDATE totp_secrets SET confirmed_at = ?, last_counter = ? WHERE user_id = ?").run(
        new Date(now()).toISOString(),
        step,
        user.id,
      );
      return true;
    },

    /** True once per right code of a confirmed secret. */
    verify(user: { id: number; email: string }, code: string): boolean {
      if (!row(user.id)?.confirmed_at) return false;
      const step = matchingStep(user.email, user.id, code);
      if (step === undefined) return false;
      db.prepare("UPDATE totp_secrets SET last_counter = ? WHERE user_id = ?").run(step, user.id);
      return true;
    },

    /** A new secret for an app, not stored: kept by the Security page until a code proves the app has it. */
    offer(user: { id: number; email: string }): { secret: string; uri: string } {
      const secret = new Secret({ size: 20 }).base32;
      return { secret, uri: totp(user.email, secret).toString() };
    },

    /** Makes `secret` the account's app, in place of any earlier one, when `code` is right for it. */
    replace(user: { id: number; email: string }, secret: string, code: string): boolean {
      const step = stepOf(user.email, secret, 0, code);
      if (step === undefined) return false;
      db.prepare(
        `INSERT INTO totp_secrets (user_id, secret, confirmed_at, last_counter) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = excluded.confirmed_at,
                                             last_counter = excluded.last_counter`,
      ).run(user.id, secret, new Date(now()).toISOString(), step);
      return true;
    },

    recoveryCodesLeft: (userId: number) =>
      Number((db.prepare("SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ?").get(userId) as { n: number }).n),

    /** New recovery codes, replacing any earlier ones: shown once, only their hashes are kept. */
    newRecoveryCodes(userId: number): string[] {
      const codes = Array.from({ length: RECOVERY_CODES }, () => {
        const hex = randomBytes(10).toString("hex");
        return `${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}-${hex.slice(15)}`;
      });
      transaction(db, () => {
        db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").run(userId);
        for (const code of codes)
          db.prepare("INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)").run(userId, digest(code));
      });
      return codes;
    },

    /** True, and the code is spent, when `code` is one of the account's unused recovery codes. */
    useRecoveryCode(userId: number, code: string): boolean {
      const spent = db
        .prepare("DELETE FROM recovery_codes WHERE user_id = ? AND code_hash = ?")
        .run(userId, digest(code)).changes;
      return Number(spent) > 0;
    },
  };
}
