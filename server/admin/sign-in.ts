import type { Logger } from "../log.ts";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Context, Hono } from "hono";
import type { DatabaseSync } from "node:sqlite";
import { clientFacts, type ProxyHops } from "../client-address.ts";
import { createRateLimiter } from "../rate-limit.ts";
import type { DashboardBuild } from "./build.ts";
import { cookieJar, type AdminEnv } from "./cookies.ts";
import { credentialsChanged } from "./credentials.ts";
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "./device.ts";
import {
  enrolPage,
  loginPage,
  recoveryCodesPage,
  verifyPage,
  type LoginNotice,
  type PageChrome,
} from "./login-page.ts";
import type { AccountNotices, CredentialChange } from "./notices.ts";
import { createPasskeys, relyingPartyFor } from "./passkeys.ts";
import { createPendingSignIns, PENDING_MS } from "./pending.ts";
import { safeNext } from "./request.ts";
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
  business: { name: string; siteUrl: string };
  /** Every account must pass a second factor (ADMIN_REQUIRE_2FA, on by default). */
  requireSecondFactor: boolean;
  sessionMaxAgeS: number;
  log: Logger;
  /** A second factor enrolled at sign-in is told of, like every other factor change (server/admin/notices.ts). */
  notices: AccountNotices;
  /** The clock one-time codes are checked against (tests fix it). */
  now?: () => number;
}

/** Passkey calls (options, then the answer) one address may make a minute: a handful of sign-ins. */
export const PASSKEY_CALLS_PER_MINUTE = 20;
const PENDING = "leads_pending";

/**
 * Signing in to the dashboard (docs/decisions/010-asvs-level-1.md): a password, then a second factor (a passkey,
 * a code from an authenticator app, or a one-time recovery code), or a passkey alone. Every guess, password or
 * code, is counted by the throttle before it is checked, under the keys of server/admin/device.ts's rule.
 */
export function signInRoutes(app: Hono<AdminEnv>, options: SignInOptions) {
  const { db, users, sessions, build, hops, business, log, notices } = options;
  const throttle = createThrottle(db);
  const devices = createDeviceCookies(db);
  const pending = createPendingSignIns(db);
  const totp = createTotp(db, business.name, options.now);
  const passkeys = createPasskeys(db);
  const jar = (c: Context<AdminEnv>) => cookieJar(c, clientFacts(c, hops).https);

  const relyingParty = (c: Context<AdminEnv>) => relyingPartyFor(clientFacts(c, hops).origin, business);
  const chrome = (c: Context<AdminEnv>, notice?: LoginNotice, wait?: number): PageChrome => ({
    businessName: business.name,
    stylesheets: build.stylesheets,
    script: build.signInScript,
    passkeys: Boolean(build.signInScript && relyingParty(c)),
    notice,
    wait,
  });
  const hasFactor = (user: User) => totp.confirmed(user.id) || passkeys.count(user.id) > 0;

  const throttleKeys = (c: Context<AdminEnv>, email: string) =>
    devices.throttleKeys(jar(c).read(DEVICE_COOKIE), clientFacts(c, hops).address, email);

  const form = async (c: Context<AdminEnv>) => {
    try {
      const body = await c.req.parseBody();
      return (name: string) => (typeof body[name] === "string" ? body[name] : "");
    } catch {
      return undefined;
    }
  };

  /** The signed-in session: a fresh id (whatever the browser came with is dropped) and a device cookie. */
  const startSession = (c: Context<AdminEnv>, user: User, how: string) => {
    const cookies = jar(c);
    sessions.revoke(cookies.read(SESSION_COOKIE));
    sessions.sweep();
    pending.finish(cookies.read(PENDING));
    cookies.clear(PENDING);
    cookies.write(SESSION_COOKIE, sessions.create(user), options.sessionMaxAgeS);
    cookies.write(DEVICE_COOKIE, devices.issue(user.email), DEVICE_COOKIE_MAX_AGE_S);
    log.info("signed in", { user: user.email, how, address: clientFacts(c, hops).address });
  };

  /** The half-finished sign-in of this browser, with its account as its password proved it (that version). */
  const pendingUser = (c: Context<AdminEnv>) => {
    const token = jar(c).read(PENDING);
    const found = pending.get(token);
    const user = found?.userId === undefined ? undefined : users.byId(found.userId);
    return token && found && user ? { ...found, token, user: { ...user, version: found.version } } : undefined;
  };
  /**
   * A second factor was just enrolled by a half-finished sign-in: every other session and sign-in of the account
   * ends, this one carries on under the new credential version, and the account is told by email.
   */
  const enrolled = (c: Context<AdminEnv>, found: { token: string; user: User }, change: CredentialChange) => {
    credentialsChanged(db, found.user.id, found.token);
    pending.markEnrolled(found.token);
    const { address } = clientFacts(c, hops);
    log.info("second factor enrolled at sign-in", { user: found.user.email, change, address });
    // Not awaited: the factor is saved, and the notice's own failure is logged by it (never thrown).
    void notices.send({ email: found.user.email, changes: [change], address });
  };
  const backToStart = (c: Context<AdminEnv>) => c.redirect("/admin/login?notice=second-factor-expired", 303);

  app.get("/login", (c) => {
    const next = safeNext(c.req.query("next"));
    const found = sessions.get(jar(c).read(SESSION_COOKIE));
    if (found && "user" in found) return c.redirect(next, 303);
    const asked = c.req.query("notice");
    const notice = (["expired", "signed-out", "required", "second-factor-expired"] as const).find((n) => n === asked);
    return c.html(loginPage({ ...chrome(c, notice), next }));
  });

  app.post("/login", async (c) => {
    const field = await form(c);
    if (!field) return c.html(loginPage({ ...chrome(c, "bad-request"), next: "/admin" }), 400);
    const email = field("email").trim().slice(0, 320);
    const next = safeNext(field("next"));
    const { address } = clientFacts(c, hops);
    const attempt = throttle.attempt(throttleKeys(c, email));
    if (!attempt.allowed) {
      c.header("Retry-After", String(attempt.wait));
      log.warn("sign-in refused: too many failures", { address });
      return c.html(loginPage({ ...chrome(c, "throttled", attempt.wait), next, email }), 429);
    }
    const user = await users.verify(email, field("password"));
    if (!user) {
      log.warn("sign-in failed", { address });
      return c.html(loginPage({ ...chrome(c, "wrong"), next, email }), 401);
    }
    if (!hasFactor(user) && !options.requireSecondFactor) {
      attempt.succeeded();
      startSession(c, user, "password");
      return c.redirect(next, 303);
    }
    // The password was right: the attempt stays counted until the second factor is right too.
    jar(c).write(PENDING, pending.create(user), PENDING_MS / 1000);
    const step = hasFactor(user) ? "verify" : "enrol";
    return c.redirect(`/admin/login/${step}?${new URLSearchParams({ next })}`, 303);
  });

  app.get("/login/verify", (c) => {
    const found = pendingUser(c);
    if (!found) return backToStart(c);
    const next = safeNext(c.req.query("next"));
    if (!hasFactor(found.user)) return c.redirect(`/admin/login/enrol?${new URLSearchParams({ next })}`, 303);
    const factors = { hasPasskey: passkeys.count(found.user.id) > 0, hasApp: totp.confirmed(found.user.id) };
    return c.html(verifyPage({ ...chrome(c), next, ...factors }));
  });

  app.post("/login/verify", async (c) => {
    const field = await form(c);
    // Read after the body, so nothing is awaited between this check and the session below.
    const found = pendingUser(c);
    if (!found) return backToStart(c);
    const next = safeNext(field?.("next"));
    const factors = { hasPasskey: passkeys.count(found.user.id) > 0, hasApp: totp.confirmed(found.user.id) };
    if (!field) return c.html(verifyPage({ ...chrome(c, "bad-request"), next, ...factors }), 400);
    const attempt = throttle.attempt(throttleKeys(c, found.user.email));
    if (!attempt.allowed) {
      c.header("Retry-After", String(attempt.wait));
      return c.html(verifyPage({ ...chrome(c, "throttled", attempt.wait), next, ...factors }), 429);
    }
    const code = field("code");
    const right = code ? totp.verify(found.user, code) : totp.useRecoveryCode(found.user.id, field("recovery"));
    if (!right) {
      log.warn("second factor failed", { address: clientFacts(c, hops).address });
      return c.html(verifyPage({ ...chrome(c, "wrong-code"), next, ...factors }), 401);
    }
    attempt.succeeded();
    startSession(c, found.user, code ? "password and app code" : "password and recovery code");
    return c.redirect(next, 303);
  });

  // Enrolment: only for an account with no second factor yet, so a stolen password cannot add one of its own.
  app.get("/login/enrol", (c) => {
    const found = pendingUser(c);
    if (!found) return backToStart(c);
    const next = safeNext(c.req.query("next"));
    if (hasFactor(found.user)) return c.redirect(`/admin/login/verify?${new URLSearchParams({ next })}`, 303);
    return c.html(enrolPage({ ...chrome(c), next, ...totp.begin(found.user) }));
  });

  // Right after enrolling: the recovery codes, made and shown this once, and then the session starts.
  app.get("/login/recovery-codes", (c) => {
    const found = pendingUser(c);
    if (!found?.enrolled) return backToStart(c);
    const codes = totp.newRecoveryCodes(found.user.id);
    const version = credentialsChanged(db, found.user.id);
    startSession(c, { ...found.user, version }, "password, enrolling a second factor");
    return c.html(recoveryCodesPage({ ...chrome(c), next: safeNext(c.req.query("next")), codes }));
  });

  app.post("/login/enrol", async (c) => {
    const field = await form(c);
    // Read after the body, so nothing is awaited between this check and the enrolment below.
    const found = pendingUser(c);
    if (!found || hasFactor(found.user)) return backToStart(c);
    const next = safeNext(field?.("next"));
    const attempt = throttle.attempt(throttleKeys(c, found.user.email));
    if (!attempt.allowed) {
      c.header("Retry-After", String(attempt.wait));
      return c.html(enrolPage({ ...chrome(c, "throttled", attempt.wait), next, ...totp.begin(found.user) }), 429);
    }
    if (!field || !totp.confirm(found.user, field("code"))) {
      return c.html(enrolPage({ ...chrome(c, "wrong-code"), next, ...totp.begin(found.user) }), 401);
    }
    attempt.succeeded();
    enrolled(c, found, "app-set-up");
    return c.redirect(`/admin/login/recovery-codes?${new URLSearchParams({ next })}`, 303);
  });

  // Passkey ceremonies: JSON from admin/passkey.ts. The challenge is kept in the pending sign-in, used once. A
  // ceremony is cheap to check and cannot be guessed, but each call writes a row: a rate per address bounds them.
  const ceremonies = createRateLimiter(PASSKEY_CALLS_PER_MINUTE);
  app.use("/login/passkey/*", async (c, next) => {
    const wait = ceremonies.hit(clientFacts(c, hops).address);
    if (wait === 0) return next();
    c.header("Retry-After", String(wait));
    return c.json({ error: `Too many attempts. Wait ${wait} seconds, then try again.` }, 429);
  });
  const json = async (c: Context<AdminEnv>) => {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const refuse = (c: Context<AdminEnv>, error: string) => c.json({ error }, 400);

  app.post("/login/passkey/options", async (c) => {
    const rp = relyingParty(c);
    if (!rp) return refuse(c, "Passkeys work at the site's own address only.");
    const body = await json(c);
    const cookies = jar(c);
    if (body.purpose === "register") {
      const found = pendingUser(c);
      if (!found || hasFactor(found.user)) return refuse(c, "Sign in with your password first.");
      const options = await passkeys.registrationOptions(rp, found.user);
      pending.setChallenge(cookies.read(PENDING)!, options.challenge);
      return c.json(options);
    }
    // Sign-in: for the account whose password was right, or (from the first page) any account's passkey.
    let token = cookies.read(PENDING);
    const found = pending.get(token);
    if (!token || !found) {
      token = pending.create(undefined);
      cookies.write(PENDING, token, PENDING_MS / 1000);
    }
    const options = await passkeys.authenticationOptions(rp, found?.userId);
    pending.setChallenge(token, options.challenge);
    return c.json(options);
  });

  app.post("/login/passkey/register", async (c) => {
    const rp = relyingParty(c);
    const body = await json(c);
    const found = pendingUser(c);
    if (!rp || !found || hasFactor(found.user)) return refuse(c, "Sign in with your password first.");
    const challenge = pending.takeChallenge(found.token);
    const response = body.response as RegistrationResponseJSON | undefined;
    const passkey = challenge && response ? await passkeys.verifyRegistration(rp, challenge, response) : undefined;
    // Checked again after the wait, in one step with the save: a reset meanwhile ended this sign-in.
    const still = pendingUser(c);
    if (!passkey || !still || still.user.version !== found.user.version || hasFactor(still.user))
      return refuse(c, "The passkey could not be saved. Try again, or use an authenticator app.");
    passkeys.save(still.user.id, passkey);
    enrolled(c, still, "passkey-added");
    const next = safeNext(typeof body.next === "string" ? body.next : undefined);
    return c.json({ next: `/admin/login/recovery-codes?${new URLSearchParams({ next })}` });
  });

  app.post("/login/passkey/sign-in", async (c) => {
    const rp = relyingParty(c);
    const token = jar(c).read(PENDING);
    const found = pending.get(token);
    if (!rp || !token || !found) return refuse(c, "That took too long. Try again.");
    const body = await json(c);
    const challenge = pending.takeChallenge(token);
    const response = body.response as AuthenticationResponseJSON | undefined;
    const userId =
      challenge && response ? await passkeys.authenticate(rp, challenge, response, found.userId) : undefined;
    const user = userId === undefined ? undefined : users.byId(userId);
    if (!user) {
      log.warn("passkey sign-in failed", { address: clientFacts(c, hops).address });
      return refuse(c, "That passkey is not known here.");
    }
    startSession(c, user, "passkey");
    return c.json({ next: safeNext(typeof body.next === "string" ? body.next : undefined) });
  });
}
