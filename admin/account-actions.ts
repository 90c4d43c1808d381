import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { AccountSummary } from "../server/admin/account";
import { api, ApiError } from "./api";

export const accountLoader = ({ request }: LoaderFunctionArgs) =>
  api<AccountSummary>("account", { signal: request.signal });

export type AccountIntent = "password" | "add-passkey" | "remove-passkey" | "app" | "app-confirm" | "recovery-codes";

export interface AccountResult {
  intent: AccountIntent;
  error?: string;
  /** The field the error is about, to mark it and move focus there. */
  field?: string;
  done?: boolean;
  /** Shown once: new recovery codes, after regenerating them or adding a first factor. */
  recoveryCodes?: string[];
  /** The new app's key, until a code from the app confirms it. */
  offer?: { secret: string; uri: string };
}

type Changed = AccountSummary & { recoveryCodes?: string[] };

/** Makes the passkey on this device (the browser asks how to unlock it), after the password was checked. */
async function addPasskey(password: FormDataEntryValue | null, name: FormDataEntryValue | null): Promise<Changed> {
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>("account/passkeys/options", {
    method: "POST",
    body: { password },
  });
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    const message = error instanceof Error && error.name !== "NotAllowedError" ? error.message : "";
    throw new ApiError(0, message || "No passkey was made: the browser's request was cancelled or timed out.");
  }
  return api<Changed>("account/passkeys", { method: "POST", body: { response, name } });
}

/**
 * The Security page's changes (server/admin/account.ts), each one call to the API, or two for a factor being added.
 * Passwords pass through here in memory only, into the request that needs them.
 */
export async function accountAction({ request }: ActionFunctionArgs): Promise<AccountResult> {
  const form = await request.formData();
  const intent = form.get("intent") as AccountIntent;
  const password = form.get("password");
  const post = <T>(path: string, body: unknown) => api<T>(`account/${path}`, { method: "POST", body });
  try {
    switch (intent) {
      case "password":
        if (form.get("newPassword") !== form.get("confirmPassword"))
          return { intent, error: "The two new passwords differ. Type the same one twice.", field: "confirmPassword" };
        await post("password", { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") });
        return { intent, done: true };
      case "add-passkey":
        return { intent, done: true, recoveryCodes: (await addPasskey(password, form.get("name"))).recoveryCodes };
      case "remove-passkey":
        await post(`passkeys/${encodeURIComponent(String(form.get("id")))}/remove`, { password });
        return { intent, done: true };
      case "app":
        return { intent, offer: await post<{ secret: string; uri: string }>("app", { password }) };
      case "app-confirm":
        return {
          intent,
          done: true,
          recoveryCodes: (await post<Changed>("app/confirm", { code: form.get("code") })).recoveryCodes,
        };
      case "recovery-codes":
        return {
          intent,
          done: true,
          recoveryCodes: (await post<Changed>("recovery-codes", { password })).recoveryCodes,
        };
      default:
        return { intent, error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { intent, error: error.message, field: error.field };
    throw error;
  }
}
