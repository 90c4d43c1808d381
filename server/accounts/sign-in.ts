import type { Context, Hono } from "hono";
import type { AdminEnv } from "./cookies.ts";
import { credentialsChanged } from "./credentials.ts";
import { enrolPage, loginPage, recoveryCodesPage, verifyPage } from "./login-page.ts";
import { PENDING_MS } from "./pending.ts";
import { readForm, safeNext } from "./request.ts";
import { SESSION_COOKIE } from "./sessions.ts";
import { passkeySignIn } from "./sign-in-passkeys.ts";
import { PENDING, signInSteps, type SignInOptions, type SignInSteps } from "./sign-in-steps.ts";
import type { User } from "./users.ts";

type C = Context<AdminEnv>;

/**
 * Signing in to the dashboard (docs/decisions/010-asvs-level-1.md): a password, then a second factor (a passkey,
 * a code from an authenticator app, or a one-time recovery code), or a passkey alone. Every guess, password or
 * code, is counted by the throttle before it is checked, under the keys of the trusted device's rule. The steps
 * the handlers share, and the passkey ceremonies, are modules of their own.
 */
export function signInRoutes(app: Hono<AdminEnv>, options: SignInOptions) {
  const steps = signInSteps(options);
  app.get("/login", showLogin(steps));
  app.post("/login", checkPassword(steps));
  app.get("/login/verify", showVerify(steps));
  app.post("/login/verify", checkSecondFactor(steps));
  // Enrolment: only for an account with no second factor yet, so a stolen password cannot add one of its own.
  app.get("/login/enrol", showEnrol(steps));
  app.post("/login/enrol", confirmEnrol(steps));
  // Right after enrolling: the recovery codes, made and shown this once, and then the session starts.
  app.get("/login/recovery-codes", showRecoveryCodes(steps));
  passkeySignIn(app, steps);
}

const showLogin = (s: SignInSteps) => (c: C) => {
  const next = safeNext(c.req.query("next"));
  const found = s.sessions.get(s.jar(c).read(SESSION_COOKIE));
  if (found && "user" in found) return c.redirect(next, 303);
  const asked = c.req.query("notice");
  const notice = (["expired", "signed-out", "required", "second-factor-expired"] as const).find((n) => n === asked);
  return c.html(loginPage({ ...s.chrome(c, notice), next }));
};

const checkPassword = (s: SignInSteps) => async (c: C) => {
  const field = await readForm(c);
  if (!field) return c.html(loginPage({ ...s.chrome(c, "bad-request"), next: "/admin" }), 400);
  const email = field("email").trim().slice(0, 320);
  const next = safeNext(field("next"));
  const attempt = s.throttle.attempt(s.throttleKeys(c, email));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.wait));
    s.log.warn("sign-in refused: too many failures", { address: s.address(c) });
    return c.html(loginPage({ ...s.chrome(c, "throttled", attempt.wait), next, email }), 429);
  }
  const user = await s.users.verify(email, field("password"));
  if (!user) {
    s.log.warn("sign-in failed", { address: s.address(c) });
    return c.html(loginPage({ ...s.chrome(c, "wrong"), next, email }), 401);
  }
  if (!s.hasFactor(user) && !s.options.requireSecondFactor) {
    attempt.succeeded();
    s.startSession(c, user, "password");
    return c.redirect(next, 303);
  }
  // The password was right: the attempt stays counted until the second factor is right too.
  s.jar(c).write(PENDING, s.pending.create(user), PENDING_MS / 1000);
  const step = s.hasFactor(user) ? "verify" : "enrol";
  return c.redirect(`/admin/login/${step}?${new URLSearchParams({ next })}`, 303);
};

/** Which second factors the account has, and its address (the lost-phone help names it), for the verify page. */
const factorsOf = (s: SignInSteps, user: User) => ({
  hasPasskey: s.passkeys.count(user.id) > 0,
  hasApp: s.totp.confirmed(user.id),
  email: user.email,
});

const showVerify = (s: SignInSteps) => (c: C) => {
  const found = s.pendingUser(c);
  if (!found) return s.backToStart(c);
  const next = safeNext(c.req.query("next"));
  if (!s.hasFactor(found.user)) return c.redirect(`/admin/login/enrol?${new URLSearchParams({ next })}`, 303);
  // The one notice this page takes from its address: a password just reset by email (password-reset-routes.ts).
  const notice = c.req.query("notice") === "password-set" ? "password-set" : undefined;
  return c.html(verifyPage({ ...s.chrome(c, notice), next, ...factorsOf(s, found.user) }));
};

const checkSecondFactor = (s: SignInSteps) => async (c: C) => {
  const field = await readForm(c);
  // Read after the body, so nothing is awaited between this check and the session below.
  const found = s.pendingUser(c);
  if (!found) return s.backToStart(c);
  const next = safeNext(field?.("next"));
  const factors = factorsOf(s, found.user);
  if (!field) return c.html(verifyPage({ ...s.chrome(c, "bad-request"), next, ...factors }), 400);
  const attempt = s.throttle.attempt(s.throttleKeys(c, found.user.email));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.wait));
    return c.html(verifyPage({ ...s.chrome(c, "throttled", attempt.wait), next, ...factors }), 429);
  }
  const code = field("code");
  const right = code ? s.totp.verify(found.user, code) : s.totp.useRecoveryCode(found.user.id, field("recovery"));
  if (!right) {
    s.log.warn("second factor failed", { address: s.address(c) });
    return c.html(verifyPage({ ...s.chrome(c, "wrong-code"), next, ...factors }), 401);
  }
  attempt.succeeded();
  s.startSession(c, found.user, code ? "password and app code" : "password and recovery code");
  return c.redirect(next, 303);
};

const showEnrol = (s: SignInSteps) => (c: C) => {
  const found = s.pendingUser(c);
  if (!found) return s.backToStart(c);
  const next = safeNext(c.req.query("next"));
  if (s.hasFactor(found.user)) return c.redirect(`/admin/login/verify?${new URLSearchParams({ next })}`, 303);
  return c.html(enrolPage({ ...s.chrome(c), next, ...s.totp.begin(found.user) }));
};

const confirmEnrol = (s: SignInSteps) => async (c: C) => {
  const field = await readForm(c);
  // Read after the body, so nothing is awaited between this check and the enrolment below.
  const found = s.pendingUser(c);
  if (!found || s.hasFactor(found.user)) return s.backToStart(c);
  const next = safeNext(field?.("next"));
  const attempt = s.throttle.attempt(s.throttleKeys(c, found.user.email));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.wait));
    return c.html(enrolPage({ ...s.chrome(c, "throttled", attempt.wait), next, ...s.totp.begin(found.user) }), 429);
  }
  if (!field || !s.totp.confirm(found.user, field("code"))) {
    return c.html(enrolPage({ ...s.chrome(c, "wrong-code"), next, ...s.totp.begin(found.user) }), 401);
  }
  attempt.succeeded();
  s.enrolled(c, found, "app-set-up");
  return c.redirect(`/admin/login/recovery-codes?${new URLSearchParams({ next })}`, 303);
};

const showRecoveryCodes = (s: SignInSteps) => (c: C) => {
  const found = s.pendingUser(c);
  if (!found?.enrolled) return s.backToStart(c);
  const codes = s.totp.newRecoveryCodes(found.user.id);
  const version = credentialsChanged(s.options.db, found.user.id);
  s.startSession(c, { ...found.user, version }, "password, enrolling a second factor");
  return c.html(recoveryCodesPage({ ...s.chrome(c), next: safeNext(c.req.query("next")), codes }));
};
