import { Hono, type Context } from "hono";
import { transaction } from "../quotes/db.ts";
import { addPasskey, passkeyOptions, removePasskey } from "./account-passkeys.ts";
import { accountSteps, type AccountOptions, type AccountSteps } from "./account-steps.ts";
import type { AdminEnv } from "./cookies.ts";
import { passwordProblem } from "./password.ts";
import { qrDataUri } from "../core/qr.ts";
import { jsonBody, serveRoutes, type Route } from "./request.ts";
import type { AppOffer, Changed } from "../../shared/api/account.ts";

/** Wrong codes one authenticator-app setup may take before it is dropped (and the password is asked again). */
export const APP_CONFIRM_TRIES = 5;

/** A session's number. */
const DEVICE_ID = "[0-9]{1,15}";

/** WebAuthn credential ids are base64url, at most 1,023 bytes. */
const PASSKEY_ID = "[A-Za-z0-9_-]{1,1400}";

type C = Context<AdminEnv>;

/**
 * /admin/api/account: the signed-in owner's own password, passkeys, authenticator app and recovery codes, and the
 * devices signed in, behind the dashboard's session check and Origin check. Every change asks
 * for a fresh check of the second factor; a change to how the account signs in asks for
 * the current password in the same request too (the first request, for a change made in two), counted by the sign-in
 * throttle before it is checked, and emails the account a notice.
 * docs/decisions/010-asvs-level-1.md.
 * The steps the handlers share, and the passkeys' routes, are modules of their own.
 */
export function accountRoutes(options: AccountOptions) {
  const steps = accountSteps(options);
  const app = new Hono<AdminEnv>();
  const routes: Route[] = [
    ["get", "/", (c: C) => c.json(steps.summary(c))],
    ["post", "/password", changePassword(steps)],
    ["post", "/passkeys/options", passkeyOptions(steps)],
    ["post", "/passkeys", addPasskey(steps)],
    ["post", `/passkeys/:id{${PASSKEY_ID}}/remove`, removePasskey(steps)],
    ["post", "/app", offerApp(steps)],
    ["post", "/app/confirm", confirmApp(steps)],
    ["post", "/recovery-codes", newRecoveryCodes(steps)],
    ["post", `/devices/:id{${DEVICE_ID}}/sign-out`, signOutDevice(steps)],
  ];
  return serveRoutes(app, routes);
}

const changePassword = (s: AccountSteps) => async (c: C) => {
  const body = await jsonBody(c);
  const [current, next] = [body?.currentPassword, body?.newPassword];
  if (typeof current !== "string" || typeof next !== "string")
    return s.bad(c, 'Send {"currentPassword": …, "newPassword": …}.');
  const user = c.get("user");
  const problem = passwordProblem(next, user.email, s.options.business.current().name);
  if (problem) return s.bad(c, problem, "newPassword");
  if (next === current) return s.bad(c, "The new password is your current one. Choose another.", "newPassword");
  const refused = await s.confirmPassword(c, current, "currentPassword");
  if (refused) return refused;
  // Every session and half-finished sign-in of the account ends; this browser gets a new
  // session. The new password is hashed first, and written only if this session still stands.
  const reset = await s.options.users.resetPassword(user.email, next, () => s.stillSignedIn(c));
  if (!reset) return s.signedOut(c);
  return c.json({ ...s.summary(c), ...s.changed(c, ["password-changed"], undefined, reset.version) } satisfies Changed);
};

const offerApp = (s: AccountSteps) => async (c: C) => {
  const refused = await s.confirmPassword(c, (await jsonBody(c))?.password);
  if (refused) return refused;
  const offered = s.totp.offer(c.get("user"));
  s.changes.start(c.get("session"), "app", offered.secret);
  return c.json({ ...offered, qr: qrDataUri(offered.uri) } satisfies AppOffer);
};

const confirmApp = (s: AccountSteps) => async (c: C) => {
  const code = (await jsonBody(c))?.code;
  // Nothing is awaited from here on: the setup is read, checked and spent or counted in one step.
  const session = c.get("session");
  const user = c.get("user");
  return transaction(s.options.db, () => {
    const secret = s.changes.get(session, "app");
    if (!secret) return s.bad(c, "That took too long, or was not started here. Start again.");
    const replaced = s.totp.confirmed(user.id);
    if (typeof code !== "string" || !s.totp.replace(user, secret, code)) {
      // Three codes are right at any moment: a setup that takes guesses is dropped after a few.
      if (s.changes.failed(session) < APP_CONFIRM_TRIES)
        return s.bad(c, "That code is not right. Type the newest code the app shows.", "code");
      s.changes.finish(session);
      s.log.warn("authenticator app setup dropped: too many wrong codes", { user: user.email, address: s.address(c) });
      return c.json(
        { error: "Too many wrong codes: this setup was cancelled. Start again with your password.", field: "code" },
        429,
      );
    }
    s.changes.finish(session);
    const recoveryCodes = s.codesIfNone(user);
    const change = replaced ? "app-replaced" : "app-set-up";
    const told = s.changed(c, recoveryCodes ? [change, "recovery-codes"] : [change]);
    return c.json({ ...s.summary(c), recoveryCodes, ...told } satisfies Changed);
  });
};

const newRecoveryCodes = (s: AccountSteps) => async (c: C) => {
  const noFactor = () =>
    c.json({ error: "Recovery codes stand in for a passkey or an app: add one of those first." }, 409);
  if (!s.hasFactor(c.get("user"))) return noFactor();
  const refused = await s.confirmPassword(c, (await jsonBody(c))?.password);
  if (refused) return refused;
  // Asked again after the password's hash, in one transaction with the new codes.
  return transaction(s.options.db, () => {
    if (!s.stillSignedIn(c)) return s.signedOut(c);
    if (!s.hasFactor(c.get("user"))) return noFactor();
    const recoveryCodes = s.totp.newRecoveryCodes(c.get("user").id);
    const told = s.changed(c, ["recovery-codes"]);
    return c.json({ ...s.summary(c), recoveryCodes, ...told } satisfies Changed);
  });
};

/** Signs another device out at once: its session is deleted, so its next request, already sent or not, is refused. */
const signOutDevice = (s: AccountSteps) => (c: C) => {
  const id = Number(c.req.param("id"));
  if (id === c.get("sessionId"))
    return c.json({ error: "This is the device you are using: sign it out with Sign out in the menu." }, 409);
  const user = c.get("user");
  if (!s.options.sessions.signOut(user.id, id)) return c.json({ error: "That device is signed out already." }, 404);
  s.log.info("device signed out", { user: user.email, session: id, address: s.address(c) });
  return c.json(s.summary(c));
};
