import { markup, type SafeHtml } from "../html.ts";
import { qrDataUri } from "./qr.ts";
import { recoveryCodesFile } from "../../shared/accounts/recovery-file.ts";
import { tooManyAttempts } from "./throttle.ts";

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
  // After a password reset by email (server/admin/password-reset-routes.ts): the link proved the mailbox, not the
  // person, so the second step is asked as at every sign-in.
  "password-set": {
    text: () => "Your new password is set, and every device was signed out. Now confirm it is you.",
    error: false,
  },
};

export const control =
  "mt-1.5 block w-full rounded-xl border border-navy-200 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-navy-600";
export const button =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-signal-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-signal-800";
const secondaryButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full border border-navy-200 bg-white px-5 py-2.5 text-base font-semibold text-navy-900 shadow-sm hover:bg-navy-50";
/** The show-password toggle (admin/password-toggle.ts): hidden until the script runs, as a page without it has none. */
export const toggle =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-navy-700 underline hover:bg-white";
export const card = "mt-6 space-y-5 rounded-card bg-white p-6 shadow-card";

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

/**
 * The sign-in pages, rendered by the server: they work before any JavaScript, and the only script they may load
 * is the dashboard's own passkey script (the CSP allows scripts from this origin only, none inline).
 */
export function authPage(chrome: PageChrome, title: string, heading: string, body: SafeHtml): string {
  const notice = chrome.notice ? notices[chrome.notice] : undefined;
  return markup`<!DOCTYPE html>
<html lang="en-NZ">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · Leads · ${chrome.businessName}</title>
    ${chrome.stylesheets.map((href) => markup`<link rel="stylesheet" href="${href}" />`)}
    ${chrome.script ? markup`<script type="module" src="${chrome.script}"></script>` : ""}
  </head>
  <body class="min-h-dvh bg-navy-50">
    <main class="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <p class="text-sm font-semibold tracking-wide text-muted uppercase">${chrome.businessName}</p>
      <h1 class="mt-1 text-3xl font-extrabold text-navy-900">${heading}</h1>
      ${
        notice
          ? markup`<p
              role="${notice.error ? "alert" : "status"}"
              class="${notice.error ? "border-red-700 bg-red-50 text-red-800" : "border-water-600 bg-water-50 text-water-700"} mt-6 rounded-xl border-l-4 px-4 py-3 font-medium"
            >${notice.text(chrome.wait ?? 0)}</p>`
          : ""
      }
      <p data-passkey-error role="alert" hidden
        class="mt-6 rounded-xl border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"></p>
      ${body}
    </main>
  </body>
</html>`.value;
}

/** A button the passkey script brings to life; hidden until then, so a page without scripts never shows it. */
const passkeyButton = (action: "sign-in" | "register", next: string, label: string) =>
  markup`<button type="button" hidden data-passkey="${action}" data-next="${next}" class="${secondaryButton}">${label}</button>`;

/** The first page: email and password, or a passkey. The email is kept after a failure, the password never. */
export function loginPage(chrome: PageChrome & { next: string; email?: string }): string {
  return authPage(
    chrome,
    "Sign in",
    "Sign in to your leads",
    markup`<form method="post" action="/admin/login" class="${card}">
        <input type="hidden" name="next" value="${chrome.next}" />
        <div>
          <label for="email" class="font-semibold text-navy-900">Email</label>
          <input id="email" name="email" type="email" autocomplete="username webauthn" required
            value="${chrome.email ?? ""}" class="${control}" />
        </div>
        <div>
          <label for="password" class="font-semibold text-navy-900">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required
            class="${control}" />
          ${chrome.script ? markup`<div class="mt-1 flex justify-end"><button type="button" hidden data-password-toggle aria-controls="password" class="${toggle}">Show password</button></div>` : ""}
        </div>
        <button type="submit" class="${button}">Sign in</button>
      </form>
      ${chrome.passkeys ? markup`<div class="mt-4">${passkeyButton("sign-in", chrome.next, "Sign in with a passkey")}</div>` : ""}
      <p class="mt-6"><a href="/admin/login/forgot" class="font-semibold text-navy-700 underline">Forgot your password?</a></p>`,
  );
}

const codeForm = (action: string, next: string, name: string, label: string, hint: string, pattern: string) =>
  markup`<form method="post" action="${action}" class="${card}">
        <input type="hidden" name="next" value="${next}" />
        <div>
          <label for="${name}" class="font-semibold text-navy-900">${label}</label>
          <p id="${name}-hint" class="mt-1 text-sm text-muted">${hint}</p>
          <input id="${name}" name="${name}" type="text" inputmode="${name === "code" ? "numeric" : "text"}"
            autocomplete="one-time-code" required pattern="${pattern}" aria-describedby="${name}-hint" class="${control}" />
        </div>
        <button type="submit" class="${button}">Continue</button>
      </form>`;

/**
 * What to do with no phone or passkey to hand (issue 46): a recovery code; another owner's Team page; for the only
 * owner, the operator's command. None of them is an email: a mailbox alone never removes a second factor.
 */
const lostPhoneHelp = (email: string) =>
  markup`<section class="mt-6 text-sm text-muted" aria-labelledby="lost-phone">
        <h2 id="lost-phone" class="font-semibold text-navy-900">Lost your phone or passkey?</h2>
        <ul class="mt-2 list-disc space-y-2 pl-5">
          <li>Use one of the recovery codes you saved when you set up signing in, in the box above. Each works once.</li>
          <li>No codes? Ask another owner to reset your second step on the dashboard's Team page. You keep your
            password, and set up a new second step at your next sign-in.</li>
          <li>The only owner? Ask whoever runs the server to run
            <code class="rounded bg-white px-1 break-words">npm run admin -- reset-2fa ${email}</code>.</li>
        </ul>
      </section>`;

/** The second step, after a right password: a passkey, a code from the app, or a recovery code. */
export function verifyPage(
  chrome: PageChrome & { next: string; hasPasskey: boolean; hasApp: boolean; email: string },
): string {
  return authPage(
    chrome,
    "Second step",
    "Confirm it is you",
    markup`${chrome.hasPasskey && chrome.passkeys ? markup`<div class="mt-6">${passkeyButton("sign-in", chrome.next, "Use your passkey")}</div>` : ""}
      ${chrome.hasApp ? codeForm("/admin/login/verify", chrome.next, "code", "Code from your authenticator app", "Six digits; a new one every 30 seconds.", "[0-9 ]{6,7}") : ""}
      ${codeForm("/admin/login/verify", chrome.next, "recovery", "Or a recovery code", "One of the codes you saved when you set up sign-in. Each works once.", "[0-9a-fA-F \\-]{20,23}")}
      ${lostPhoneHelp(chrome.email)}`,
  );
}

/**
 * Enrolment after the first password sign-in: a passkey where the device has one, or an authenticator app. The app
 * takes the key as a QR code (drawn here, server/admin/qr.ts) from a computer's screen; on the phone itself, as the
 * link or the key typed or pasted. The key stays one unbroken word, so a long press copies it whole; its box is 16
 * characters wide, so it reads as two even lines.
 */
export function enrolPage(chrome: PageChrome & { next: string; secret: string; uri: string }): string {
  return authPage(
    chrome,
    "Protect your account",
    "Add a second step to signing in",
    markup`<p class="mt-4 text-navy-900">
        Your leads hold customers' details, so signing in takes your password and something only you hold.
      </p>
      ${chrome.passkeys ? markup`<div class="mt-6">${passkeyButton("register", chrome.next, "Create a passkey on this device")}</div>` : ""}
      <section class="${card}" aria-labelledby="app-heading">
        <h2 id="app-heading" class="text-xl font-bold text-navy-900">Or use an authenticator app</h2>
        <p class="text-sm text-muted">Scan this code with the app, then type the six-digit code it shows below.</p>
        <img src="${qrDataUri(chrome.uri)}" alt="QR code for your authenticator app" width="208" height="208"
          class="mx-auto block size-52 rounded-lg ring-1 ring-navy-200" />
        <div class="space-y-2">
          <p class="text-sm text-muted">On this phone, or if the app cannot scan:</p>
          <p><a class="font-semibold text-navy-700 underline" href="${chrome.uri}">Open in an authenticator app</a></p>
          <p class="text-sm text-muted">or add an account in the app with this key:</p>
          <p class="rounded-lg bg-navy-50 max-w-[calc(16ch+1em+1.5rem)] px-3 py-2 font-mono text-lg tracking-wider break-all text-navy-900 select-all"
            data-totp-secret>${chrome.secret}</p>
        </div>
      </section>
      ${codeForm("/admin/login/enrol", chrome.next, "code", "Code from your authenticator app", "Six digits; a new one every 30 seconds.", "[0-9 ]{6,7}")}`,
  );
}

/**
 * The recovery codes, shown this once: only their hashes are kept. Download is a link to the file as a `data:` URI,
 * so it works with no script; Copy needs the clipboard, so the sign-in script shows it (admin/copy-text.ts).
 */
export function recoveryCodesPage(chrome: PageChrome & { next: string; codes: string[] }): string {
  const file = recoveryCodesFile(chrome.codes, chrome.businessName);
  return authPage(
    chrome,
    "Recovery codes",
    "Save your recovery codes",
    markup`<p class="mt-4 text-navy-900">
        If you lose your passkey or phone, each of these codes signs you in once. Print them or keep them in a
        password manager: this is the only time they are shown.
      </p>
      <ul class="${card} font-mono text-lg text-navy-900" data-recovery-codes>
        ${chrome.codes.map((code) => markup`<li>${code}</li>`)}
      </ul>
      <div class="mt-4 flex flex-col gap-3 sm:flex-row">
        ${chrome.script ? markup`<button type="button" hidden data-copy="${file.text}" data-copy-status="copy-status" class="${secondaryButton} sm:flex-1">Copy the codes</button>` : ""}
        <a download="${file.name}" href="${file.href}" class="${secondaryButton} sm:flex-1">Download the codes</a>
      </div>
      <p id="copy-status" role="status" class="mt-2 min-h-5 text-center text-sm font-semibold text-water-700"></p>
      <a href="${chrome.next}" class="${button} mt-4">I have saved them: go to my leads</a>`,
  );
}
