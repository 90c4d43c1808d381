import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { accountSteps, type AccountOptions, type AccountSteps } from "./account-steps.ts";
import type { AdminEnv } from "./cookies.ts";
import { jsonBody, serveRoutes, type Route } from "./request.ts";
import type { User } from "./users.ts";
import type { StepUpMethod, StepUpRefusal, StepUpState } from "../../shared/api/account.ts";

/**
 * Sensitive steps ask again (GitHub's "sudo mode"; docs/decisions/010-asvs-level-1.md, 3.3.2): a device stays signed
 * in for days, and a step below answers 403 `{"error": "step-up"}` when the session's
 * second factor was last checked more than STEP_UP_MS ago. The dashboard then asks for a code or a passkey in the
 * page (admin/shell/step-up-dialog.tsx), checks it at /admin/api/step-up, and sends the step again. Signing in
 * is a check. Leads, notes, editing and publishing never ask.
 */

/** How long a check of the second factor lets sensitive steps through. */
export const STEP_UP_MS = 10 * 60_000;

/**
 * Where the check is asked for, by path under /admin, so a route added there later asks too: every request, or
 * every change (anything but GET and HEAD). server/accounts/step-up.test.ts reads the dashboard's whole route list and
 * fails on a sensitive route that does not ask, and on a lead, editing or publishing route that does.
 */
const STEP_UP_AREAS: readonly { path: string; asks: "always" | "changes" }[] = [
  // Security changes: the password, passkeys, the authenticator app, recovery codes, signing out another device.
  { path: "/api/account", asks: "changes" },
  { path: "/api/account/*", asks: "changes" },
  // The Team page, reading included: who can sign in, invites, roles, removals and second-factor resets.
  { path: "/api/team", asks: "always" },
  { path: "/api/team/*", asks: "always" },
  // Phone alerts: where lead alerts go (a topic is a secret: whoever knows it reads them) and their test.
  { path: "/api/alerts", asks: "changes" },
  { path: "/api/alerts/*", asks: "changes" },
  // A privacy request's export (everything held about a person) and erase. The search shows what the leads show.
  { path: "/api/privacy/export", asks: "always" },
  { path: "/api/privacy/erase", asks: "always" },
];

type C = Context<AdminEnv>;

/** The step-up's checks and routes, over the Security page's steps (the throttle, the factors, the session). */
export function createStepUp(options: AccountOptions) {
  const s = accountSteps(options);
  const now = options.now ?? Date.now;
  const methods = (c: C) => methodsOf(s, c.get("user"));
  const state = (c: C, verifiedAt: number): StepUpState => {
    const left = verifiedAt + STEP_UP_MS - now();
    return { fresh: left > 0, freshForS: Math.max(0, Math.floor(left / 1000)), methods: methods(c) };
  };

  /** Asks for a fresh check before the route when the session's last one is too old. */
  const required =
    (asks: "always" | "changes"): MiddlewareHandler<AdminEnv> =>
    async (c, next) => {
      if (asks === "changes" && (c.req.method === "GET" || c.req.method === "HEAD")) return next();
      if (now() - c.get("verifiedAt") < STEP_UP_MS) return next();
      const refusal: StepUpRefusal = {
        error: "step-up",
        message: "Confirm it's you: this step asks for your second sign-in step again after 10 minutes.",
        methods: methods(c),
      };
      return c.json(refusal, 403);
    };

  /** After a right answer: the session's check is now, if it still stands under the credentials it was made with. */
  const passed = (c: C, how: string) => {
    const user = c.get("user");
    if (!options.sessions.checked(c.get("session"), user.version)) return s.signedOut(c);
    const at = now();
    c.set("verifiedAt", at);
    s.log.info("second factor checked again", { user: user.email, how, address: s.address(c) });
    return c.json(state(c, at));
  };

  const routes: Route[] = [
    ["get", "/", (c: C) => c.json(state(c, c.get("verifiedAt")))],
    ["post", "/", checkCode(s, passed)],
    ["post", "/passkey/options", passkeyOptions(s, options)],
    ["post", "/passkey", checkPasskey(s, options, passed)],
  ];

  return {
    /** Mounts the check on every path of STEP_UP_AREAS; after the session and owner checks. */
    guard(app: Hono<AdminEnv>) {
      for (const { path, asks } of STEP_UP_AREAS) app.use(path, required(asks));
    },
    /** /admin/api/step-up: how things stand, and the checks (a code, a recovery code, a password or a passkey). */
    routes: () => serveRoutes(new Hono<AdminEnv>(), routes),
  };
}

function methodsOf(s: AccountSteps, user: User): StepUpMethod[] {
  if (!s.hasFactor(user)) return ["password"];
  return [
    ...(s.passkeys.count(user.id) > 0 ? (["passkey"] as const) : []),
    ...(s.totp.confirmed(user.id) ? (["app"] as const) : []),
    ...(s.totp.recoveryCodesLeft(user.id) > 0 ? (["recovery-code"] as const) : []),
  ];
}

type Passed = (c: C, how: string) => Response;

/**
 * POST {"code"} (the authenticator app's), {"recoveryCode"}, or {"password"} for an account with no second factor:
 * each a guess counted by the sign-in throttle before it is checked. A code is accepted once.
 */
const checkCode = (s: AccountSteps, passed: Passed) => async (c: C) => {
  const body = await jsonBody(c);
  const user = c.get("user");
  const given = (key: string) => (typeof body?.[key] === "string" ? (body[key] as string).trim() : "");
  const [code, recovery] = [given("code"), given("recoveryCode")];
  if (!s.hasFactor(user)) {
    // The password as typed: spaces at either end are part of it.
    const refused = await s.confirmPassword(c, body?.password);
    return refused ?? passed(c, "password");
  }
  if (!code && !recovery)
    return s.bad(c, "Type the 6-digit code from your authenticator app, or a recovery code.", "code");
  const guess = s.attempt(c);
  if ("refused" in guess) return guess.refused;
  const right = code ? s.totp.verify(user, code) : s.totp.useRecoveryCode(user.id, recovery);
  if (!right) {
    s.log.warn("second factor check failed", { user: user.email, address: s.address(c) });
    const field = code ? "code" : "recoveryCode";
    const error = code
      ? "That code is not right. Type the newest code the app shows."
      : "That recovery code is not right, or was used already.";
    return c.json({ error, field }, 403);
  }
  guess.succeeded();
  return passed(c, code ? "app code" : "recovery code");
};

const passkeyOptions = (s: AccountSteps, options: AccountOptions) => async (c: C) => {
  const rp = s.relyingParty(c);
  if (!rp) return s.bad(c, `Passkeys work at the site's own address only: ${options.business.current().siteUrl}/admin`);
  const user = c.get("user");
  if (s.passkeys.count(user.id) === 0) return s.bad(c, "This account has no passkey.");
  const challenge = await s.passkeys.authenticationOptions(rp, user.id);
  options.sessions.setChallenge(c.get("session"), challenge.challenge);
  return c.json(challenge);
};

const checkPasskey = (s: AccountSteps, options: AccountOptions, passed: Passed) => async (c: C) => {
  const rp = s.relyingParty(c);
  const body = await jsonBody(c);
  const challenge = options.sessions.takeChallenge(c.get("session"));
  const response = body?.response;
  if (!rp || !challenge || !response || typeof response !== "object")
    return s.bad(c, "That took too long, or was not started here. Try again.");
  const user = c.get("user");
  const owner = await s.passkeys.authenticate(rp, challenge, response as AuthenticationResponseJSON, user.id);
  if (owner !== user.id) {
    s.log.warn("passkey check failed", { user: user.email, address: s.address(c) });
    return c.json(
      { error: "The passkey's answer was not accepted: it is not this account's, or it took too long." },
      403,
    );
  }
  // Checked in the same step as the stamp (`passed`): a password change while the passkey was verified wins.
  return passed(c, "passkey");
};
