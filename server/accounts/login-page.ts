import { createElement as h, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { recoveryCodesFile } from "../../shared/accounts/recovery-file.ts";
import { qrDataUri } from "../core/qr.ts";
import { tooManyAttempts } from "./throttle.ts";
import "../core/tsx.ts";

// The dashboard's sign-in pages (admin/sign-in/), compiled as Node loads them (imported above so its
// hooks are in place first) and rendered here with react-dom/server: they work before any JavaScript.
const { EnrolPage, LoginPage, RecoveryCodesPage, VerifyPage } = await import("../../admin/sign-in/sign-in-pages.tsx");

export type LoginNotice =
  | "wrong"
  | "wrong-code"
  | "throttled"
  | "expired"
  | "signed-out"
  | "required"
  | "bad-request"
  | "second-factor-expired"
  | "password-set";

const notices: Record<LoginNotice, { text: (wait: number) => string; error: boolean }> = {
  wrong: { text: () => "That email and password do not match an account. Check both and try again.", error: true },
  "wrong-code": { text: () => "That code is not right, or was already used. Try the newest code.", error: true },
  throttled: { text: tooManyAttempts, error: true },
  expired: { text: () => "Your session has ended. Sign in again to carry on.", error: false },
  "signed-out": { text: () => "You have signed out.", error: false },
  required: { text: () => "Sign in to see your leads.", error: false },
  "bad-request": { text: () => "The form did not arrive complete. Please try again.", error: true },
  "second-factor-expired": { text: () => "That took too long. Sign in with your password again.", error: false },
  // After a password reset by email: the link proved the mailbox, not the
  // person, so the second step is asked as at every sign-in.
  "password-set": {
    text: () => "Your new password is set, and every device was signed out. Now confirm it is you.",
    error: false,
  },
};

export interface PageChrome {
  businessName: string;
  stylesheets: string[];
  /** The sign-in script (admin/sign-in-page.ts): the show-password toggle, the passkey buttons, Copy. */
  script?: string;
  /** This host can use passkeys (a host name, never a bare IP address), and the script is there to run them. */
  passkeys: boolean;
  notice?: LoginNotice;
  wait?: number;
}

/** What every sign-in page shows around its own parts: the chrome, with the notice in words. */
interface AuthChrome {
  businessName: string;
  stylesheets: readonly string[];
  script?: string;
  passkeys: boolean;
  notice?: { text: string; error: boolean };
}

/**
 * One sign-in page as HTML: its component given the page's chrome (the notice in words) and its own props. The only
 * script a page may load is the dashboard's own sign-in script (the CSP allows scripts from this origin only, none
 * inline).
 */
export function renderAuthPage<P extends { chrome: AuthChrome }>(
  page: FunctionComponent<P>,
  { notice, wait, businessName, stylesheets, script, passkeys }: PageChrome,
  props: Omit<P, "chrome">,
): string {
  const words = notice ? { text: notices[notice].text(wait ?? 0), error: notices[notice].error } : undefined;
  const chrome: AuthChrome = { businessName, stylesheets, script, passkeys, notice: words };
  return `<!DOCTYPE html>${renderToStaticMarkup(h(page, { ...props, chrome } as P))}`;
}

/** The first page: email and password, or a passkey. The email is kept after a failure, the password never. */
export function loginPage(chrome: PageChrome & { next: string; email?: string }): string {
  return renderAuthPage(LoginPage, chrome, { next: chrome.next, email: chrome.email });
}

/** The second step, after a right password: a passkey, a code from the app, or a recovery code. */
export function verifyPage(
  chrome: PageChrome & { next: string; hasPasskey: boolean; hasApp: boolean; email: string },
): string {
  const { next, hasPasskey, hasApp, email } = chrome;
  return renderAuthPage(VerifyPage, chrome, { next, hasPasskey, hasApp, email });
}

/** Enrolment after the first password sign-in, with the key's QR code drawn here. */
export function enrolPage(chrome: PageChrome & { next: string; secret: string; uri: string }): string {
  const { next, secret, uri } = chrome;
  return renderAuthPage(EnrolPage, chrome, { next, secret, uri, qr: qrDataUri(uri) });
}

/** The recovery codes, shown this once (only their hashes are kept), with the file to download. */
export function recoveryCodesPage(chrome: PageChrome & { next: string; codes: string[] }): string {
  const file = recoveryCodesFile(chrome.codes, chrome.businessName);
  return renderAuthPage(RecoveryCodesPage, chrome, { next: chrome.next, codes: chrome.codes, file });
}
