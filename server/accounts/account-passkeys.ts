import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Context } from "hono";
import { transaction } from "../quotes/db.ts";
import type { AccountSteps } from "./account-steps.ts";
import type { AdminEnv } from "./cookies.ts";
import { jsonBody } from "./request.ts";
import { PASSKEY_NAME_MAX } from "./passkeys.ts";
import { ownerText } from "../../shared/owner-text.ts";
import type { Changed } from "../../shared/api/account.ts";

type C = Context<AdminEnv>;

/**
 * The Security page's passkeys (`accountRoutes` mounts them): a new one in two requests (options with the
 * password, then the browser's answer), and one removed with the password, never the last second step when signing
 * in needs one.
 */

export const passkeyOptions = (s: AccountSteps) => async (c: C) => {
  const rp = s.relyingParty(c);
  if (!rp)
    return s.bad(
      c,
      `Passkeys can be added at the site's own address only: ${s.options.business.current().siteUrl}/admin/security`,
    );
  const refused = await s.confirmPassword(c, (await jsonBody(c))?.password);
  if (refused) return refused;
  const registration = await s.passkeys.registrationOptions(rp, c.get("user"));
  s.changes.start(c.get("session"), "passkey", registration.challenge);
  return c.json(registration);
};

export const addPasskey = (s: AccountSteps) => async (c: C) => {
  const rp = s.relyingParty(c);
  const body = await jsonBody(c);
  const challenge = s.changes.take(c.get("session"), "passkey");
  if (!rp || !challenge) return s.bad(c, "That took too long, or was not started here. Try again.");
  // The owner's text rule: no control, bidi or zero-width character reaches the list or the notice emails.
  const name = typeof body?.name === "string" ? ownerText(body.name).trim().slice(0, PASSKEY_NAME_MAX) : "";
  const response = body?.response;
  const user = c.get("user");
  const passkey =
    response && typeof response === "object"
      ? await s.passkeys.verifyRegistration(rp, challenge, response as RegistrationResponseJSON)
      : undefined;
  if (!passkey) return s.bad(c, "The passkey could not be saved. Try again.");
  return transaction(s.options.db, () => {
    if (!s.stillSignedIn(c)) return s.signedOut(c);
    s.passkeys.save(user.id, passkey, name);
    const recoveryCodes = s.codesIfNone(user);
    const told = s.changed(c, recoveryCodes ? ["passkey-added", "recovery-codes"] : ["passkey-added"], name);
    return c.json({ ...s.summary(c), recoveryCodes, ...told } satisfies Changed, 201);
  });
};

/** Why this passkey cannot be removed now (an answer to send), or undefined when it can. */
const cannotRemove = (s: AccountSteps, c: C, id: string) => {
  const user = c.get("user");
  const mine = s.passkeys.list(user.id);
  if (!mine.some((p) => p.id === id)) return c.json({ error: "There is no such passkey." }, 404);
  if (s.options.requireSecondFactor && mine.length === 1 && !s.totp.confirmed(user.id))
    return c.json(
      {
        error:
          "This passkey is your only second sign-in step, and signing in needs one. Add another passkey or an authenticator app first.",
      },
      409,
    );
  return undefined;
};

export const removePasskey = (s: AccountSteps) => async (c: C) => {
  const id = c.req.param("id")!;
  const body = await jsonBody(c);
  // Asked before the password, so a removal that cannot be made costs no guess …
  const early = cannotRemove(s, c, id);
  if (early) return early;
  const refused = await s.confirmPassword(c, body?.password);
  if (refused) return refused;
  // … and asked again after its hash, in one transaction with the delete: two removals at once leave one factor.
  return transaction(s.options.db, () => {
    if (!s.stillSignedIn(c)) return s.signedOut(c);
    const blocked = cannotRemove(s, c, id);
    if (blocked) return blocked;
    const removed = s.passkeys.remove(c.get("user").id, id)!;
    const told = s.changed(c, ["passkey-removed"], removed.name);
    return c.json({ ...s.summary(c), ...told } satisfies Changed);
  });
};
