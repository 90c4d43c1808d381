import { startAuthentication } from "@simplewebauthn/browser";
import { passkeyRequestOptions, stepUpState, type StepUpState } from "../../shared/api/account";
import { api, ApiError } from "./api";
import { confirmItsYou } from "./step-up";

/** The dialog's calls to /admin/api/step-up (server/accounts/step-up.ts), and the check before a plain form post. */

/** A code from the app, a recovery code, or the password (an account with no second factor), checked once. */
export const checkAnswer = (body: { code: string } | { recoveryCode: string } | { password: string }) =>
  api("step-up", { method: "POST", body, expect: stepUpState });

/** The passkey on this device, unlocked by its owner (the browser asks how), checked by the server. */
export async function checkPasskey(): Promise<StepUpState> {
  const optionsJSON = await api("step-up/passkey/options", { method: "POST", body: {}, expect: passkeyRequestOptions });
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch (error) {
    const message = error instanceof Error && error.name !== "NotAllowedError" ? error.message : "";
    throw new ApiError(0, message || "The passkey was not used: the browser's request was cancelled or timed out.");
  }
  return api("step-up/passkey", { method: "POST", body: { response }, expect: stepUpState });
}

/**
 * Before a sensitive step the page sends as a plain form post (a download, which cannot be retried from a script):
 * true when it may go now, asking first when the last check is old or nearly so.
 */
export async function readyToPost(): Promise<boolean> {
  const state = await api("step-up", { expect: stepUpState });
  // A minute's margin: the post must arrive while the check still counts.
  if (state.fresh && state.freshForS > 60) return true;
  return confirmItsYou(state.methods);
}
