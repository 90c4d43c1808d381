import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Context, Hono } from "hono";
import { createRateLimiter } from "../core/rate-limit.ts";
import type { AdminEnv } from "./cookies.ts";
import { PENDING_MS } from "./pending.ts";
import { safeNext } from "./request.ts";
import { PENDING, type SignInSteps } from "./sign-in-steps.ts";

type C = Context<AdminEnv>;

/** Passkey calls (options, then the answer) one address may make a minute: a handful of sign-ins. */
export const PASSKEY_CALLS_PER_MINUTE = 20;

/**
 * The sign-in's passkey ceremonies: JSON from admin/sign-in/passkey.ts. The challenge is kept in
 * the pending sign-in, used once. A ceremony is cheap to check and cannot be guessed, but each call writes a row: a
 * rate per address bounds them.
 */
export function passkeySignIn(app: Hono<AdminEnv>, steps: SignInSteps) {
  const ceremonies = createRateLimiter(PASSKEY_CALLS_PER_MINUTE);
  app.use("/login/passkey/*", async (c, next) => {
    const wait = ceremonies.hit(steps.address(c));
    if (wait === 0) return next();
    c.header("Retry-After", String(wait));
    return c.json({ error: `Too many attempts. Wait ${wait} seconds, then try again.` }, 429);
  });
  app.post("/login/passkey/options", ceremonyOptions(steps));
  app.post("/login/passkey/register", registerPasskey(steps));
  app.post("/login/passkey/sign-in", signInWithPasskey(steps));
}

/** The body as an object; anything else (bad JSON, not an object) is an empty one, refused by the checks after. */
async function readJson(c: C) {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const refuse = (c: C, error: string) => c.json({ error }, 400);
const nextOf = (body: Record<string, unknown>) => safeNext(typeof body.next === "string" ? body.next : undefined);

const ceremonyOptions = (s: SignInSteps) => async (c: C) => {
  const rp = s.relyingParty(c);
  if (!rp) return refuse(c, "Passkeys work at the site's own address only.");
  const body = await readJson(c);
  const cookies = s.jar(c);
  if (body.purpose === "register") {
    const found = s.pendingUser(c);
    if (!found || s.hasFactor(found.user)) return refuse(c, "Sign in with your password first.");
    const options = await s.passkeys.registrationOptions(rp, found.user);
    s.pending.setChallenge(cookies.read(PENDING)!, options.challenge);
    return c.json(options);
  }
  // Sign-in: for the account whose password was right, or (from the first page) any account's passkey.
  let token = cookies.read(PENDING);
  const found = s.pending.get(token);
  if (!token || !found) {
    token = s.pending.create(undefined);
    cookies.write(PENDING, token, PENDING_MS / 1000);
  }
  const options = await s.passkeys.authenticationOptions(rp, found?.userId);
  s.pending.setChallenge(token, options.challenge);
  return c.json(options);
};

const registerPasskey = (s: SignInSteps) => async (c: C) => {
  const rp = s.relyingParty(c);
  const body = await readJson(c);
  const found = s.pendingUser(c);
  if (!rp || !found || s.hasFactor(found.user)) return refuse(c, "Sign in with your password first.");
  const challenge = s.pending.takeChallenge(found.token);
  const response = body.response as RegistrationResponseJSON | undefined;
  const passkey = challenge && response ? await s.passkeys.verifyRegistration(rp, challenge, response) : undefined;
  // Checked again after the wait, in one step with the save: a reset meanwhile ended this sign-in.
  const still = s.pendingUser(c);
  if (!passkey || !still || still.user.version !== found.user.version || s.hasFactor(still.user))
    return refuse(c, "The passkey could not be saved. Try again, or use an authenticator app.");
  s.passkeys.save(still.user.id, passkey);
  s.enrolled(c, still, "passkey-added");
  return c.json({ next: `/admin/login/recovery-codes?${new URLSearchParams({ next: nextOf(body) })}` });
};

const signInWithPasskey = (s: SignInSteps) => async (c: C) => {
  const rp = s.relyingParty(c);
  const token = s.jar(c).read(PENDING);
  const found = s.pending.get(token);
  if (!rp || !token || !found) return refuse(c, "That took too long. Try again.");
  const body = await readJson(c);
  const challenge = s.pending.takeChallenge(token);
  const response = body.response as AuthenticationResponseJSON | undefined;
  const userId =
    challenge && response ? await s.passkeys.authenticate(rp, challenge, response, found.userId) : undefined;
  const user = userId === undefined ? undefined : s.users.byId(userId);
  if (!user) {
    s.log.warn("passkey sign-in failed", { address: s.address(c) });
    return refuse(c, "That passkey is not known here.");
  }
  s.startSession(c, user, "passkey");
  return c.json({ next: nextOf(body) });
};
