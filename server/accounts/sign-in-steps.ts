import type { Context } from "hono";
import type { DatabaseSync } from "node:sqlite";
import { clientFacts, type ProxyHops } from "../core/client-address.ts";
import type { CurrentBusiness } from "../config/config.ts";
import type { Logger } from "../core/log.ts";
import type { DashboardBuild } from "../core/dashboard-build.ts";
import { cookieJar, type AdminEnv } from "./cookies.ts";
import { credentialsChanged } from "./credentials.ts";
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "./device.ts";
import type { LoginNotice, PageChrome } from "./login-page.ts";
import type { AccountNotices, CredentialChange } from "./notices.ts";
import { createPasskeys, relyingPartyFor } from "./passkeys.ts";
import { createPendingSignIns } from "./pending.ts";
import { SESSION_COOKIE, type Sessions } from "./sessions.ts";
import { createThrottle } from "./throttle.ts";
import { createTotp } from "./totp.ts";
import type { User, Users } from "./users.ts";

export interface SignInOptions {
  db: DatabaseSync;
  users: Users;
  sessions: Sessions;
  build: DashboardBuild;
  hops: ProxyHops;
  /** The business settings in effect: the name codes and passkeys carry, the site's address. */
  business: CurrentBusiness;
  /** Every account must pass a second factor (ADMIN_REQUIRE_2FA, on by default). */
  requireSecondFactor: boolean;
  sessionMaxAgeS: number;
  log: Logger;
  /** A second factor enrolled at sign-in is told of, like every other factor change. */
  notices: AccountNotices;
  /** The clock one-time codes are checked against (tests fix it). */
  now?: () => number;
}

/** The cookie of a half-finished sign-in: the password was right, a second step is due. */
export const PENDING = "leads_pending";

type C = Context<AdminEnv>;

/**
 * The steps the sign-in's routes are made of: the
 * page's chrome, the throttle's keys, this browser's half-finished sign-in, a second factor enrolled, and the
 * session that starts at the end.
 */
export function signInSteps(options: SignInOptions) {
  const { db, users, sessions, build, hops, business, log, notices } = options;
  const devices = createDeviceCookies(db);
  const pending = createPendingSignIns(db);
  const totp = createTotp(db, () => business.current().name, options.now);
  const passkeys = createPasskeys(db);
  const jar = (c: C) => cookieJar(c, clientFacts(c, hops).https);
  const relyingParty = (c: C) => relyingPartyFor(clientFacts(c, hops).origin, business.current());

  return {
    options,
    users,
    sessions,
    log,
    pending,
    totp,
    passkeys,
    jar,
    relyingParty,
    throttle: createThrottle(db),
    address: (c: C) => clientFacts(c, hops).address,

    chrome: (c: C, notice?: LoginNotice, wait?: number): PageChrome => ({
      businessName: business.current().name,
      stylesheets: build.stylesheets,
      script: build.signInScript,
      passkeys: Boolean(build.signInScript && relyingParty(c)),
      notice,
      wait,
    }),

    hasFactor: (user: User) => totp.confirmed(user.id) || passkeys.count(user.id) > 0,

    throttleKeys: (c: C, email: string) =>
      devices.throttleKeys(jar(c).read(DEVICE_COOKIE), clientFacts(c, hops).address, email),

    /** The signed-in session: a fresh id (whatever the browser came with is dropped) and a device cookie. */
    startSession(c: C, user: User, how: string) {
      const cookies = jar(c);
      sessions.revoke(cookies.read(SESSION_COOKIE));
      sessions.sweep();
      pending.finish(cookies.read(PENDING));
      cookies.clear(PENDING);
      // Signing in is a check of the second factor: sensitive steps go through for a while.
      const token = sessions.create(user, { userAgent: c.req.header("user-agent") });
      cookies.write(SESSION_COOKIE, token, options.sessionMaxAgeS);
      cookies.write(DEVICE_COOKIE, devices.issue(user.email), DEVICE_COOKIE_MAX_AGE_S);
      log.info("signed in", { user: user.email, how, address: clientFacts(c, hops).address });
    },

    /** The half-finished sign-in of this browser, with its account as its password proved it (that version). */
    pendingUser(c: C) {
      const token = jar(c).read(PENDING);
      const found = pending.get(token);
      const user = found?.userId === undefined ? undefined : users.byId(found.userId);
      return token && found && user ? { ...found, token, user: { ...user, version: found.version } } : undefined;
    },

    /**
     * A second factor was just enrolled by a half-finished sign-in: every other session and sign-in of the account
     * ends, this one carries on under the new credential version, and the account is told by email.
     */
    enrolled(c: C, found: { token: string; user: User }, change: CredentialChange) {
      credentialsChanged(db, found.user.id, found.token);
      pending.markEnrolled(found.token);
      const { address } = clientFacts(c, hops);
      log.info("second factor enrolled at sign-in", { user: found.user.email, change, address });
      // Not awaited: the factor is saved, and the notice's own failure is logged by it (never thrown).
      void notices.send({ email: found.user.email, changes: [change], address });
    },

    backToStart: (c: C) => c.redirect("/admin/login?notice=second-factor-expired", 303),
  };
}

export type SignInSteps = ReturnType<typeof signInSteps>;
