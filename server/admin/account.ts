import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono, type Context } from "hono";
import type { DatabaseSync } from "node:sqlite";
import { clientFacts, type ProxyHops } from "../client-address.ts";
import type { Logger } from "../log.ts";
import { transaction } from "../db.ts";
import { cookieJar, type AdminEnv } from "./cookies.ts";
import { credentialsChanged } from "./credentials.ts";
import { createDeviceCookies, DEVICE_COOKIE } from "./device.ts";
import { createFactorChanges } from "./factor-changes.ts";
import type { AccountNotices, CredentialChange } from "./notices.ts";
import { createPasskeys, PASSKEY_NAME_MAX, relyingPartyFor, type PasskeySummary } from "./passkeys.ts";
import { passwordProblem } from "./password.ts";
import { qrDataUri } from "./qr.ts";
import { jsonBody } from "./request.ts";
import type { Sessions } from "./sessions.ts";
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
  /** Each change is emailed to the account (SMTP_URL is set). */
  emailNotices: boolean;
}

/** What became of the email that tells the owner of a change: on its way, or not sent (no SMTP_URL). */
export type NoticeState = "sending" | "not-configured";

/** Wrong codes one authenticator-app setup may take before it is dropped (and the password is asked again). */
export const APP_CONFIRM_TRIES = 5;

export interface AccountOptions {
  db: DatabaseSync;
  users: Users;
  hops: ProxyHops;
  business: { name: string; siteUrl: string };
  requireSecondFactor: boolean;
  log: Logger;
  notices: AccountNotices;
  sessions: Sessions;
  /** This browser's fresh session after a change has ended every session of the account. */
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
  const { db, users, hops, business, log, notices, sessions } = options;
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
      emailNotices: notices.configured,
    };
  };
  /**
   * After a change is made: every other session and half-finished sign-in of the account ends (unless the change
   * did that itself and says so with `version`), this browser carries on with a fresh session, and the owner is
   * emailed. Synchronous, so it runs in the same step as the change.
   */
  const changed = (c: Context<AdminEnv>, what: CredentialChange[], passkey?: string, version?: number) => {
    const user = c.get("user");
    options.renewSession(c, { ...user, version: version ?? credentialsChanged(db, user.id) });
    const { address } = clientFacts(c, hops);
    log.info("account changed", { user: user.email, changes: what, address });
    // Not awaited: the change is made, and the notice's own failure is logged by it (never thrown).
    void notices.send({ email: user.email, changes: what, address, passkey });
    return { notice: (notices.configured ? "sending" : "not-configured") as NoticeState };
  };
  /**
   * Whether this request's session still stands, checked again after an await and in the same step as the change
   * it guards: a password reset or sign-out meanwhile (here or from the command line) ends it.
   */
  const stillSignedIn = (c: Context<AdminEnv>) => {
    const found = sessions.get(c.get("session"));
    return Boolean(found && "user" in found && found.user.version === c.get("user").version);
  };
  const signedOut = (c: Context<AdminEnv>) => c.json({ error: "Sign in first." }, 401);
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
    const problem = passwordProblem(next, user.email, business.name);
    if (problem) return bad(c, problem, "newPassword");
    if (next === current) return bad(c, "The new password is your current one. Choose another.", "newPassword");
    const refused = await confirmPassword(c, current, "currentPassword");
    if (refused) return refused;
    // Every session and half-finished sign-in of the account ends (server/admin/users.ts); this browser gets a new
    // session. The new password is hashed first, and written only if this session still stands.
    const reset = await users.resetPassword(user.email, next, () => stillSignedIn(c));
    if (!reset) return signedOut(c);
    return c.json({ ...summary(c), ...changed(c, ["password-changed"], undefined, reset.version) });
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
    const body = await jsonBody(c);
    const challenge = changes.take(c.get("session"), "passkey");
    if (!rp || !challenge) return bad(c, "That took too long, or was not started here. Try again.");
    const name = typeof body?.name === "string" ? body.name.trim().slice(0, PASSKEY_NAME_MAX) : "";
    const response = body?.response;
    const user = c.get("user");
    const passkey =
      response && typeof response === "object"
        ? await passkeys.verifyRegistration(rp, challenge, response as RegistrationResponseJSON)
        : undefined;
    if (!passkey) return bad(c, "The passkey could not be saved. Try again.");
    return transaction(db, () => {
      if (!stillSignedIn(c)) return signedOut(c);
      passkeys.save(user.id, passkey, name);
      const recoveryCodes = codesIfNone(user);
      const told = changed(c, recoveryCodes ? ["passkey-added", "recovery-codes"] : ["passkey-added"], name);
      return c.json({ ...summary(c), recoveryCodes, ...told }, 201);
    });
  });

  /** Why this passkey cannot be removed now (an answer to send), or undefined when it can. */
  const cannotRemove = (c: Context<AdminEnv>, id: string) => {
    const user = c.get("user");
    const mine = passkeys.list(user.id);
    if (!mine.some((p) => p.id === id)) return c.json({ error: "There is no such passkey." }, 404);
    if (options.requireSecondFactor && mine.length === 1 && !totp.confirmed(user.id))
      return c.json(
        {
          error:
            "This passkey is your only second sign-in step, and signing in needs one. Add another passkey or an authenticator app first.",
        },
        409,
      );
    return undefined;
  };

  app.post(`/passkeys/:id{${PASSKEY_ID}}/remove`, async (c) => {
    const id = c.req.param("id");
    const body = await jsonBody(c);
    // Asked before the password, so a removal that cannot be made costs no guess …
    const early = cannotRemove(c, id);
    if (early) return early;
    const refused = await confirmPassword(c, body?.password);
    if (refused) return refused;
    // … and asked again after its hash, in one transaction with the delete: two removals at once leave one factor.
    return transaction(db, () => {
      if (!stillSignedIn(c)) return signedOut(c);
      const blocked = cannotRemove(c, id);
      if (blocked) return blocked;
      const removed = passkeys.remove(c.get("user").id, id)!;
      const told = changed(c, ["passkey-removed"], removed.name);
      return c.json({ ...summary(c), ...told });
    });
  });

  app.post("/app", async (c) => {
    const refused = await confirmPassword(c, (await jsonBody(c))?.password);
    if (refused) return refused;
    const offered = totp.offer(c.get("user"));
    changes.start(c.get("session"), "app", offered.secret);
    return c.json({ ...offered, qr: qrDataUri(offered.uri) });
  });

  app.post("/app/confirm", async (c) => {
    const code = (await jsonBody(c))?.code;
    // Nothing is awaited from here on: the setup is read, checked and spent or counted in one step.
    const session = c.get("session");
    const user = c.get("user");
    return transaction(db, () => {
      const secret = changes.get(session, "app");
      if (!secret) return bad(c, "That took too long, or was not started here. Start again.");
      const replaced = totp.confirmed(user.id);
      if (typeof code !== "string" || !totp.replace(user, secret, code)) {
        // Three codes are right at any moment: a setup that takes guesses is dropped after a few.
        if (changes.failed(session) < APP_CONFIRM_TRIES)
          return bad(c, "That code is not right. Type the newest code the app shows.", "code");
        changes.finish(session);
        log.warn("authenticator app setup dropped: too many wrong codes", {
          user: user.email,
          address: clientFacts(c, hops).address,
        });
        return c.json(
          { error: "Too many wrong codes: this setup was cancelled. Start again with your password.", field: "code" },
          429,
        );
      }
      changes.finish(session);
      const recoveryCodes = codesIfNone(user);
      const change = replaced ? "app-replaced" : "app-set-up";
      const told = changed(c, recoveryCodes ? [change, "recovery-codes"] : [change]);
      return c.json({ ...summary(c), recoveryCodes, ...told });
    });
  });

  app.post("/recovery-codes", async (c) => {
    const noFactor = () =>
      c.json({ error: "Recovery codes stand in for a passkey or an app: add one of those first." }, 409);
    if (!hasFactor(c.get("user"))) return noFactor();
    const refused = await confirmPassword(c, (await jsonBody(c))?.password);
    if (refused) return refused;
    // Asked again after the password's hash, in one transaction with the new codes.
    return transaction(db, () => {
      if (!stillSignedIn(c)) return signedOut(c);
      if (!hasFactor(c.get("user"))) return noFactor();
      const recoveryCodes = totp.newRecoveryCodes(c.get("user").id);
      const told = changed(c, ["recovery-codes"]);
      return c.json({ ...summary(c), recoveryCodes, ...told });
    });
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
