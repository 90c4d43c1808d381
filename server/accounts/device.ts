import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { storedSecret } from "../core/stored-secret.ts";
import { normaliseEmail } from "./users.ts";

/** The cookie's name (its __Host- prefix over HTTPS comes from `cookieJar`). */
export const DEVICE_COOKIE = "leads_device";
/** The device cookie outlives sessions: a device that signed in keeps its own brakes for a year. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser that signed in
 * to an account gets a cookie naming that account and a random device id, signed with the server's key. A sign-in
 * that brings a valid one is throttled under that device's own key, not under the account's and address's keys
 * that strangers' failures fill, so nobody can keep the owner out by guessing at the owner's email.
 */
export function createDeviceCookies(db: DatabaseSync) {
  const key = storedSecret(db, "device-cookie");
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  return {
    issue(email: string): string {
      const payload = `${Buffer.from(normaliseEmail(email)).toString("base64url")}.${randomBytes(16).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },

    /**
     * The throttle's keys for a guess at `email`'s password or code: a trusted device's
     * own, or the address's and the account's, which strangers share.
     */
    throttleKeys(cookie: string | undefined, address: string, email: string): string[] {
      const device = this.deviceFor(cookie, email);
      return device ? [`device:${device}`] : [`address:${address}`, `account:${normaliseEmail(email)}`];
    },

    /** The device's id when `cookie` is a genuine device cookie for `email`; undefined otherwise. */
    deviceFor(cookie: string | undefined, email: string): string | undefined {
      const match = /^([A-Za-z0-9_-]{1,500})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? "");
      if (!match) return undefined;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return Buffer.from(match[1]!, "base64url").toString() === normaliseEmail(email) ? match[2] : undefined;
    },
  };
}
