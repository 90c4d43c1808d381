import { startRegistration } from "@simplewebauthn/browser";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  accountSummary,
  appOffer,
  changed as changedAnswer,
  passkeyCreationOptions,
  type AccountSummary,
  type AppOffer,
  type Changed,
  type NoticeState,
} from "../../shared/api/account";
import { api, ApiError } from "../shell/api";
import type { AnswerSchema } from "../shell/guards";

export const accountLoader = ({ request }: LoaderFunctionArgs) =>
  api("account", { signal: request.signal, expect: accountSummary });

export type AccountIntent =
  "password" | "add-passkey" | "remove-passkey" | "app" | "app-confirm" | "recovery-codes" | "sign-out-device";

export interface AccountResult {
  intent: AccountIntent;
  error?: string;
  /** The field the error is about, to mark it and move focus there. */
  field?: string;
  done?: boolean;
  /** Shown once: new recovery codes, after regenerating them or adding a first factor. */
  recoveryCodes?: string[];
  /** The new app's key, its otpauth URI and that URI's QR code (a `data:` URI), until a code from the app confirms it. */
  offer?: AppOffer;
  /** What became of the change's notice email, as the server says (server/accounts/notices.ts). */
  notice?: NoticeState;
  /** The device a sign-out was for, by its name ("Chrome on Android"). */
  device?: string;
}

/** What became of a change's notice, in words for its toast; nothing when the server did not say. */
export function noticeWords(notice: NoticeState | undefined, email: string): string {
  if (notice === "sending") return `A notice is being emailed to ${email}.`;
  if (notice === "not-configured") return "No notice was emailed: this server has no email set up (SMTP_URL).";
  return "";
}

/** Whether the account has a second sign-in step (a passkey or an app), as the server's `hasFactor` counts it. */
export const hasSecondFactor = (account: AccountSummary): boolean => account.app || account.passkeys.length > 0;

/** A change made: the codes to show once, if it made some, and what became of its notice. */
const made = (intent: AccountIntent, changed: Changed): AccountResult => ({
  intent,
  done: true,
  recoveryCodes: changed.recoveryCodes,
  notice: changed.notice,
});

/** Makes the passkey on this device (the browser asks how to unlock it), after the password was checked. */
async function addPasskey(password: FormDataEntryValue | null, name: FormDataEntryValue | null): Promise<Changed> {
  const optionsJSON = await api("account/passkeys/options", {
    method: "POST",
    body: { password },
    expect: passkeyCreationOptions,
  });
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    const message = error instanceof Error && error.name !== "NotAllowedError" ? error.message : "";
    throw new ApiError(0, message || "No passkey was made: the browser's request was cancelled or timed out.");
  }
  return api("account/passkeys", { method: "POST", body: { response, name }, expect: changedAnswer });
}

/**
 * The Security page's changes (server/accounts/account.ts), each one call to the API, or two for a factor being added;
 * each may first ask the owner to confirm it is them. Passwords pass through here in memory only,
 * into the request that needs them.
 */
export async function accountAction({ request }: ActionFunctionArgs): Promise<AccountResult> {
  const form = await request.formData();
  const intent = form.get("intent") as AccountIntent;
  const password = form.get("password");
  const post = <T>(path: string, body: unknown, expect: AnswerSchema<T>) =>
    api(`account/${path}`, { method: "POST", body, expect });
  try {
    switch (intent) {
      case "password":
        if (form.get("newPassword") !== form.get("confirmPassword"))
          return { intent, error: "The two new passwords differ. Type the same one twice.", field: "confirmPassword" };
        return made(
          intent,
          await post(
            "password",
            { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") },
            changedAnswer,
          ),
        );
      case "add-passkey":
        return made(intent, await addPasskey(password, form.get("name")));
      case "remove-passkey":
        return made(
          intent,
          await post(`passkeys/${encodeURIComponent(String(form.get("id")))}/remove`, { password }, changedAnswer),
        );
      case "app":
        return { intent, offer: await post("app", { password }, appOffer) };
      case "app-confirm":
        return made(intent, await post("app/confirm", { code: form.get("code") }, changedAnswer));
      case "recovery-codes":
        return made(intent, await post("recovery-codes", { password }, changedAnswer));
      case "sign-out-device": {
        const device = String(form.get("device"));
        try {
          await post(`devices/${encodeURIComponent(String(form.get("id")))}/sign-out`, {}, accountSummary);
        } catch (error) {
          if (error instanceof ApiError) return { intent, device, error: error.message };
          throw error;
        }
        return { intent, device, done: true };
      }
      default:
        return { intent, error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { intent, error: error.message, field: error.field };
    throw error;
  }
}
