import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { DatabaseSync } from "node:sqlite";
import type { PasskeySummary } from "../../shared/api/account.ts";

/** Where a ceremony runs: the relying party's id (a host name, never an IP address) and the page's origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/**
 * Passkeys need a host name: the site's own (SITE_URL), or localhost while developing; never a bare IP address,
 * which cannot hold them. `origin` is the page's, as `clientFacts` reads it.
 */
export function relyingPartyFor(origin: string, business: { name: string; siteUrl: string }): RelyingParty | undefined {
  const host = new URL(origin).hostname;
  const site = new URL(business.siteUrl).hostname;
  return host === site || host === "localhost" ? { id: host, origin, name: business.name } : undefined;
}

interface PasskeyRow {
  id: string;
  user_id: number;
  public_key: Uint8Array;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey whose registration was verified, not yet saved. */
type NewPasskey = NonNullable<Awaited<ReturnType<typeof verifyRegistrationResponse>>["registrationInfo"]>["credential"];

/** The longest name a passkey may be given ("Phone", "Work laptop"). */
export const PASSKEY_NAME_MAX = 60;

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: discoverable credentials with user verification, so one
 * passkey is both factors (something held, unlocked by something known or a fingerprint). The challenge lives in
 * the pending sign-in between the two requests of a ceremony.
 */
export function createPasskeys(db: DatabaseSync) {
  const forUser = (userId: number) =>
    db.prepare("SELECT * FROM passkeys WHERE user_id = ?").all(userId) as unknown as PasskeyRow[];
  const described = (row: PasskeyRow) => ({
    id: row.id,
    transports: row.transports ? (row.transports.split(",") as AuthenticatorTransport[]) : [],
  });
  type AuthenticatorTransport = "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";

  return {
    count: (userId: number) => forUser(userId).length,

    list: (userId: number): PasskeySummary[] =>
      forUser(userId)
        .map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),

    /** The removed passkey's name, or undefined when the account has no such passkey. */
    remove(userId: number, id: string): { name: string } | undefined {
      return db.prepare("DELETE FROM passkeys WHERE id = ? AND user_id = ? RETURNING name").get(id, userId) as
        { name: string } | undefined;
    },

    registrationOptions: (rp: RelyingParty, user: { id: number; email: string }) =>
      generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: new TextEncoder().encode(String(user.id)),
        attestationType: "none",
        excludeCredentials: forUser(user.id).map(described),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      }),

    /**
     * The new passkey when the browser's answer to `challenge` is genuine, or undefined. It saves nothing: the
     * caller checks, in one synchronous step with `save`, that the sign-in or session that asked is still valid.
     */
    async verifyRegistration(
      rp: RelyingParty,
      challenge: string,
      response: RegistrationResponseJSON,
    ): Promise<NewPasskey | undefined> {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => undefined);
      return result?.verified ? result.registrationInfo.credential : undefined;
    },

    /** Saves a verified passkey to the account. */
    save(userId: number, credential: NewPasskey, name = ""): void {
      db.prepare(
        "INSERT INTO passkeys (id, user_id, public_key, counter, transports, created_at, name) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(
        credential.id,
        userId,
        credential.publicKey,
        credential.counter,
        (credential.transports ?? []).join(","),
        new Date().toISOString(),
        name.slice(0, PASSKEY_NAME_MAX),
      );
    },

    /** Options for a sign-in: any of this site's passkeys (`userId` undefined) or one account's. */
    authenticationOptions: (rp: RelyingParty, userId: number | undefined) =>
      generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: "required",
        allowCredentials: userId === undefined ? [] : forUser(userId).map(described),
      }),

    /** The account the passkey belongs to when the assertion is genuine, fresh and for `userId` (if given). */
    async authenticate(
      rp: RelyingParty,
      challenge: string,
      response: AuthenticationResponseJSON,
      userId: number | undefined,
    ): Promise<number | undefined> {
      const row = db.prepare("SELECT * FROM passkeys WHERE id = ?").get(String(response.id)) as PasskeyRow | undefined;
      if (!row || (userId !== undefined && row.user_id !== userId)) return undefined;
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: { id: row.id, publicKey: new Uint8Array(row.public_key), counter: row.counter },
      }).catch(() => undefined);
      if (!result?.verified) return undefined;
      // A passkey removed while its answer was being checked signs nobody in.
      const used = db
        .prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND user_id = ?")
        .run(result.authenticationInfo.newCounter, new Date().toISOString(), row.id, row.user_id).changes;
      return Number(used) === 1 ? row.user_id : undefined;
    },
  };
}
