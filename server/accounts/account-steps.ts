import type { Context } from "hono";
import type { DatabaseSync } from "node:sqlite";
import { clientFacts, type ProxyHops } from "../core/client-address.ts";
import type { CurrentBusiness } from "../config/config.ts";
import type { Logger } from "../core/log.ts";
import type { AccountSummary, NoticeState } from "../../shared/api/account.ts";
import { cookieJar, type AdminEnv } from "./cookies.ts";
import { credentialsChanged } from "./credentials.ts";
import { createDeviceCookies, DEVICE_COOKIE } from "./device.ts";
import { createFactorChanges } from "./factor-changes.ts";
import type { AccountNotices, CredentialChange } from "./notices.ts";
import { createPasskeys, relyingPartyFor } from "./passkeys.ts";
import type { Sessions, SessionTimes } from "./sessions.ts";
import { createThrottle, tooManyAttempts } from "./throttle.ts";
import { createTotp } from "./totp.ts";
import type { User, Users } from "./users.ts";

export interface AccountOptions {
  db: DatabaseSync;
  users: Users;
  hops: ProxyHops;
  /** The business settings in effect: the name codes and passkeys carry, the site's address. */
  business: CurrentBusiness;
  requireSecondFactor: boolean;
  log: Logger;
  notices: AccountNotices;
  sessions: Sessions;
  /** This browser's fresh session after a change has ended every session of the account. */
  renewSession: (c: Context<AdminEnv>, user: User) => void;
  /** The clock one-time codes are checked against (tests fix it). */
  now?: () => number;
  /** How long a sign-in lasts (ADMIN_SESSION_IDLE_HOURS, ADMIN_SESSION_MAX_DAYS), for the Security page to say. */
  sessionTimes: SessionTimes;
}

type C = Context<AdminEnv>;

/**
 * The steps the Security page's routes are made of:
 * what the page shows, the current password asked again, the session checked again after an await, and what
 * follows every change (a fresh session, a log line, an email).
 */
export function accountSteps(options: AccountOptions) {
  const { db, users, hops, business, log, notices, sessions } = options;
  const throttle = createThrottle(db);
  const devices = createDeviceCookies(db);
  const passkeys = createPasskeys(db);
  const totp = createTotp(db, () => business.current().name, options.now);
  const relyingParty = (c: C) => relyingPartyFor(clientFacts(c, hops).origin, business.current());
  const bad = (c: C, error: string, field?: string) => c.json({ error, field }, 400);
  /**
   * One guess at the account's password or a code, counted on the sign-in throttle's keys before it is checked, so
   * a stolen session cannot guess any faster than the sign-in page: `succeeded` to call when it proved right, or
   * the refusal to send while the keys are paused.
   */
  const attempt = (c: C): { succeeded: () => void } | { refused: Response } => {
    const user = c.get("user");
    const { address, https } = clientFacts(c, hops);
    const device = cookieJar(c, https).read(DEVICE_COOKIE);
    const counted = throttle.attempt(devices.throttleKeys(device, address, user.email));
    if (counted.allowed) return counted;
    log.warn("password or code check refused: too many failures", { user: user.email, address });
    c.header("Retry-After", String(counted.wait));
    return { refused: c.json({ error: tooManyAttempts(counted.wait) }, 429) };
  };

  return {
    options,
    log,
    passkeys,
    totp,
    changes: createFactorChanges(db),
    relyingParty,
    bad,
    attempt,
    address: (c: C) => clientFacts(c, hops).address,
    hasFactor: (user: User) => totp.confirmed(user.id) || passkeys.count(user.id) > 0,

    summary(c: C): AccountSummary {
      const user = c.get("user");
      return {
        email: user.email,
        requireSecondFactor: options.requireSecondFactor,
        passkeysHere: relyingParty(c) !== undefined,
        siteUrl: business.current().siteUrl,
        passkeys: passkeys.list(user.id),
        app: totp.confirmed(user.id),
        recoveryCodesLeft: totp.recoveryCodesLeft(user.id),
        emailNotices: notices.configured,
        devices: sessions
          .devices(user.id)
          .map((device) => ({ ...device, thisDevice: device.id === c.get("sessionId") })),
        signedIn: {
          idleHours: Math.round(options.sessionTimes.idleMs / 3_600_000),
          maxDays: Math.round(options.sessionTimes.absoluteMs / 86_400_000),
        },
      };
    },

    /**
     * After a change is made: every other session and half-finished sign-in of the account ends (unless the change
     * did that itself and says so with `version`), this browser carries on with a fresh session, and the owner is
     * emailed. Synchronous, so it runs in the same step as the change.
     */
    changed(c: C, what: CredentialChange[], passkey?: string, version?: number) {
      const user = c.get("user");
      options.renewSession(c, { ...user, version: version ?? credentialsChanged(db, user.id) });
      const { address } = clientFacts(c, hops);
      log.info("account changed", { user: user.email, changes: what, address });
      // Not awaited: the change is made, and the notice's own failure is logged by it (never thrown).
      void notices.send({ email: user.email, changes: what, address, passkey });
      return { notice: (notices.configured ? "sending" : "not-configured") as NoticeState };
    },

    /**
     * Whether this request's session still stands, checked again after an await and in the same step as the change
     * it guards: a password reset or sign-out meanwhile (here or from the command line) ends it.
     */
    stillSignedIn(c: C) {
      const found = sessions.get(c.get("session"));
      return Boolean(found && "user" in found && found.user.version === c.get("user").version);
    },

    signedOut: (c: C) => c.json({ error: "Sign in first." }, 401),

    /** The recovery codes to show once, when the account has none left (its first factor was just added). */
    codesIfNone: (user: User) => (totp.recoveryCodesLeft(user.id) === 0 ? totp.newRecoveryCodes(user.id) : undefined),

    /**
     * The account's current password, given again, counted as a guess (`attempt`) before it is checked. A refusal,
     * or undefined.
     */
    async confirmPassword(c: C, password: unknown, field = "password") {
      const user = c.get("user");
      if (typeof password !== "string" || !password) return bad(c, "Type your current password.", field);
      const guess = attempt(c);
      if ("refused" in guess) return guess.refused;
      if (!(await users.passwordMatches(user.id, password))) {
        log.warn("password check failed", { user: user.email, address: clientFacts(c, hops).address });
        return c.json({ error: "That is not your current password.", field }, 403);
      }
      guess.succeeded();
      return undefined;
    },
  };
}

export type AccountSteps = ReturnType<typeof accountSteps>;
