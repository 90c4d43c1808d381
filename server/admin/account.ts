import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono, type Context } from "hono";
import type { DatabaseSync } from "node:sqlite";
import { clientFacts, type ProxyHops } from "../client-address.ts";
import type { Logger } from "../log.ts";
import { cookieJar, type AdminEnv } from "./cookies.ts";
import { createDeviceCookies, DEVICE_COOKIE } from "./device.ts";
import { createFactorChanges } from "./factor-changes.ts";
import type { AccountNotices, CredentialChange } from "./notices.ts";
import { createPasskeys, PASSKEY_NAME_MAX, relyingPartyFor, type PasskeySummary } from "./passkeys.ts";
import { passwordProblem } from "./password.ts";
import { jsonBody } from "./request.ts";
import { createThrottle, tooManyAttempts } from "./throttle.ts";
import { createTotp } from "./totp.ts";
import type { User, Users } from "./users.ts";

/** What the Security page shows of the signed-in account: never a key, a hash or a code. */
export interface AccountSummary {
  email: string;
  /** ADMIN_REQUIRE_2FA: signing in needs a second step, so the last one cannot be removed. */
  requireSecondFactor: boolean;
  /** Passkeys can be added from this address (the site's own host name, or localhost; never a bare IP address). */
  passkeysHere: boolean;
  /** Where passkeys can be added when they cannot here. */
  siteUrl: string;
  passkeys: PasskeySummary[];
  /** An authenticator app is set up. */
  app: boolean;
  recoveryCodesLeft: number;
}

export interface AccountOptions {
  db: DatabaseSync;
  users: Users;
  hops: ProxyHops;
  business: { name: string; siteUrl: string };
  requireSecondFactor: boolean;
  log: Logger;
  notices: AccountNotices;
  /** This browser's fresh session after a password change has ended every session of the account. */
  renewSession: (c: Context<AdminEnv>, user: User) => void;
  /** The clock one-time codes are checked against (tests fix it). */
  now?: () => number;
}

/** WebAuthn credential ids are base64url, at most 1,023 bytes. */
const PASSKEY_ID = "[A-Za-z0-9_-]{1,1400}";

/**
 * /admin/api/account: the signed-in owner's own password, passkeys, authenticator app and recovery codes, behind the
 * dashboard's session check and Origin check (server/admin/routes.ts). Every change asks for the current password in
 * the same request (the first request, for a change made in two), counted by the sign-in throttle before it is
 * checked; every change emails the account a notice (server/admin/notices.ts). docs/decisions/010-asvs-level-1.md.
 */
export function accountRoutes(options: AccountOptions) {
  const { db, users, hops, business, log, notices } = options;
  const app = new Hono<AdminEnv>();
  const throttle = createThrottle(db);
  const devices = createDeviceCookies(db);
  const passkeys = createPasskeys(db);
  const totp = createTotp(db, business.name, options.now);
  const changes = createFactorChanges(db);

  const relyingParty = (c: Context<AdminEnv>) => relyingPartyFor(clientFacts(c, hops).origin, business);
  const hasFactor = (user: User) => totp.confirmed(user.id) || passkeys.count(user.id) > 0;
  const summary = (c: Context<AdminEnv>): AccountSummary => {
    const user = c.get("user");
    return {
      email: user.email,
      requireSecondFactor: options.requireSecondFactor,
      passkeysHere: relyingParty(c) !== undefined,
      siteUrl: business.siteUrl,
      passkeys: passkeys.list(user.id),
      app: totp.confirmed(user.id),
      recoveryCodesLeft: totp.recoveryCodesLeft(user.id),
    };
  };
  const notify = (c: Context<AdminEnv>, what: CredentialChange[], passkey?: string) => {
    log.info("account changed", { user: c.get("user").email, changes: what, address: clientFacts(c, hops).address });
    // Not awaited: the change is made, and the notice's own failure is logged by it (never thrown).
    void notices.send({ email: c.get("user").email, changes: what, address: clientFacts(c, hops).address, passkey });
  };
  /** The recovery codes to show once, when the account has none left (its first factor was just added). */
  const codesIfNone = (user: User) =>
    totp.recoveryCodesLeft(user.id) === 0 ? totp.newRecoveryCodes(user.id) : undefined;
  const bad = (c: Context<AdminEnv>, error: string, field?: string) => c.json({ error, field }, 400);

  /**
   * The account's current password, given again: counted as a guess on the sign-in throttle's keys before it is
   * checked, so a stolen session cannot test passwords any faster than the sign-in page. A refusal, or undefined.
   */
  const confirmPassword = async (c: Context<AdminEnv>, password: unknown, field = "password") => {
    const user = c.get("user");
    const { address, https } = clientFacts(c, hops);
    if (typeof password !== "string" || !password) return bad(c, "Type your current password.", field);
    const device = cookieJar(c, https).read(DEVICE_COOKIE);
    const attempt = throttle.attempt(devices.throttleKeys(device, address, user.email));
    if (!attempt.allowed) {
      log.warn("password check refused: too many failures", { user: user.email, address });
      c.header("Retry-After", String(attempt.wait));
      return c.json({ error: tooManyAttempts(attempt.wait) }, 429);
    }
    if (!(await users.passwordMatches(user.id, password))) {
      log.warn("password check failed", { user: user.email, address });
      return c.json({ error: "That is not your current password.", field }, 403);
    }
    attempt.succeeded();
    return undefined;
  };

  app.get("/", (c) => c.json(summary(c)));

  app.post("/password", async (c) => {
    const body = await jsonBody(c);
    const [current, next] = [body?.currentPassword, body?.newPassword];
    if (typeof current !== "string" || typeof next !== "string")
      return bad(c, 'Send {"currentPassword": …, "newPassword": …}.');
    const user = c.get("user");
    const problem = passwordProblem(next, user.email);
    if (problem) return bad(c, problem, "newPassword");
    if (next === current) return bad(c, "The new password is your current one. Choose another.", "newPassword");
    const refused = await confirmPassword(c, current, "currentPassword");
    if (refused) return refused;
    // Every session of the account ends (server/admin/users.ts); this browser gets a new one.
    await users.resetPassword(user.email, next);
    options.renewSession(c, user);
    notify(c, ["password-changed"]);
    return c.json(summary(c));
  });

  app.post("/passkeys/options", async (c) => {
    const rp = relyingParty(c);
    if (!rp) return bad(c, `Passkeys can be added at the site's own address only: ${business.siteUrl}/admin/security`);
    const refused = await confirmPassword(c, (await jsonBody(c))?.password);
    if (refused) return refused;
    const registration = await passkeys.registrationOptions(rp, c.get("user"));
    changes.start(c.get("session"), "passkey", registration.challenge);
    return c.json(registration);
  });

  app.post("/passkeys", async (c) => {
    const rp = relyingParty(c);
    const challenge = changes.take(c.get("session"), "passkey");
    if (!rp || !challenge) return bad(c, "That took too long, or was not started here. Try again.");
    const body = await jsonBody(c);
    const name = typeof body?.name === "string" ? body.name.trim().slice(0, PASSKEY_NAME_MAX) : "";
    const response = body?.response;
    const user = c.get("user");
    if (
      !response ||
      typeof response !== "object" ||
      !(await passkeys.register(rp, user.id, challenge, response as RegistrationResponseJSON, name))
    )
      return bad(c, "The passkey could not be saved. Try again.");
    const recoveryCodes = codesIfNone(user);
    notify(c, recoveryCodes ? ["passkey-added", "recovery-codes"] : ["passkey-added"], name);
    return c.json({ ...summary(c), recoveryCodes }, 201);
  });

  app.post(`/passkeys/:id{${PASSKEY_ID}}/remove`, async (c) => {
    const user = c.get("user");
    const id = c.req.param("id");
    if (!passkeys.list(user.id).some((p) => p.id === id)) return c.json({ error: "There is no such passkey." }, 404);
    if (options.requireSecondFactor && passkeys.count(user.id) === 1 && !totp.confirmed(user.id))
      return c.json(
        {
          error:
            "This passkey is your only second sign-in step, and signing in needs one. Add another passkey or an authenticator app first.",
        },
        409,
      );
    const refused = await confirmPassword(c, (await jsonBody(c))?.password);
    if (refused) return refused;
    const removed = passkeys.remove(user.id, id);
    if (!removed) return c.json({ error: "There is no such passkey." }, 404);
    notify(c, ["passkey-removed"], removed.name);
    return c.json(summary(c));
  });

  app.post("/app", async (c) => {
    const refused = await confirmPassword(c, (await jsonBody(c))?.password);
    if (refused) return refused;
    const offered = totp.offer(c.get("user"));
    changes.start(c.get("session"), "app", offered.secret);
    return c.json(offered);
  });

  app.post("/app/confirm", async (c) => {
    const secret = changes.get(c.get("session"), "app");
    if (!secret) return bad(c, "That took too long, or was not started here. Start again.");
    const code = (await jsonBody(c))?.code;
    const user = c.get("user");
    const replaced = totp.confirmed(user.id);
    if (typeof code !== "string" || !totp.replace(user, secret, code))
      return bad(c, "That code is not right. Type the newest code the app shows.", "code");
    changes.finish(c.get("session"));
    const recoveryCodes = codesIfNone(user);
    const change = replaced ? "app-replaced" : "app-set-up";
    notify(c, recoveryCodes ? [change, "recovery-codes"] : [change]);
    return c.json({ ...summary(c), recoveryCodes });
  });

  app.post("/recovery-codes", async (c) => {
    if (!hasFactor(c.get("user")))
      return c.json({ error: "Recovery codes stand in for a passkey or an app: add one of those first." }, 409);
    const refused = await confirmPassword(c, (await jsonBody(c))?.password);
    if (refused) return refused;
    const recoveryCodes = totp.newRecoveryCodes(c.get("user").id);
    notify(c, ["recovery-codes"]);
    return c.json({ ...summary(c), recoveryCodes });
  });

  // Each path answers its own method only (ASVS 13.2.1).
  for (const [path, allow] of [
    ["/", "GET, HEAD"],
    ["/password", "POST"],
    ["/passkeys/options", "POST"],
    ["/passkeys", "POST"],
    [`/passkeys/:id{${PASSKEY_ID}}/remove`, "POST"],
    ["/app", "POST"],
    ["/app/confirm", "POST"],
    ["/recovery-codes", "POST"],
  ] as const)
    app.all(path, (c) => {
      c.header("Allow", allow);
      return c.json({ error: "Method not allowed." }, 405);
    });

  return app;
}
