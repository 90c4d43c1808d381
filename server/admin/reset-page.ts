import { PASSWORD_MIN } from "../../shared/accounts/password-rules.ts";
import { markup } from "../html.ts";
import { newPasswordForm } from "./invite-page.ts";
import { authPage, button, card, control, type PageChrome } from "./login-page.ts";

// The pages of a forgotten password (server/admin/password-reset-routes.ts), rendered by the server like the sign-in
// pages, and working before any script. Only classes the sign-in pages or the dashboard already use appear here: the
// stylesheet is built from those files (admin/admin.css).

const link = "font-semibold text-navy-700 underline";
const status = "mt-6 rounded-xl border-l-4 border-water-600 bg-water-50 px-4 py-3 font-medium text-water-700";
const alert = "mt-6 rounded-xl border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800";

/** "npm run admin -- reset-password EMAIL", as the operator types it. */
const command = (verb: string, email = "EMAIL") =>
  markup`<code class="rounded bg-white px-1 break-words">npm run admin -- ${verb} ${email}</code>`;

/** The ways back in that need no email: another owner's Team page, or whoever runs the server. */
const otherWays = markup`<ul class="mt-2 list-disc space-y-2 pl-5">
          <li>Ask another owner: on the dashboard's Team page they can remove your account and invite you again, and
            you choose a new password from their invite link.</li>
          <li>Or ask whoever runs the server to set a new one with ${command("reset-password")}.</li>
        </ul>`;

const backToSignIn = markup`<p class="mt-6"><a href="/admin/login" class="${link}">Back to sign in</a></p>`;

/**
 * "Forgot your password?": the address to email a link to, where the server can send email (SMTP_URL); where it
 * cannot, the ways that need none. `sent` is the answer after a request, the same whether or not an account uses the
 * address (and whether or not a link could be made for it): only the mailbox learns which.
 */
export function forgotPage(chrome: PageChrome & { canEmail: boolean; sent?: boolean; minutes: number }): string {
  if (!chrome.canEmail)
    return authPage(
      chrome,
      "Forgot your password",
      "Forgot your password?",
      markup`<p class="mt-4 text-navy-900">This dashboard cannot send email, so a new password is set by someone
        else:</p>
      ${otherWays}
      ${backToSignIn}`,
    );
  return authPage(
    chrome,
    "Forgot your password",
    chrome.sent ? "Check your email" : "Forgot your password?",
    markup`${
      chrome.sent
        ? markup`<p role="status" class="${status}">If an account uses that address, a link to choose a new password
            is on its way to it. The link works once, for ${chrome.minutes} minutes.</p>
          <p class="mt-4 text-navy-900">Nothing after a few minutes? Look in spam or junk, check the address, and ask
            again below.</p>`
        : markup`<p class="mt-4 text-navy-900">Type the email address you sign in with. We email it a link to choose a
            new password, which works once, for ${chrome.minutes} minutes.</p>`
    }
      <form method="post" action="/admin/login/forgot" class="${card}">
        <div>
          <label for="email" class="font-semibold text-navy-900">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254"
            class="${control}" />
        </div>
        <button type="submit" class="${button}">Email me a link</button>
      </form>
      <p class="mt-6 text-sm text-muted">After the new password you confirm it is you, as at every sign-in: with your
        passkey, authenticator app or a recovery code. A link alone never signs anyone in.</p>
      <section class="mt-6 text-sm text-muted" aria-labelledby="other-ways">
        <h2 id="other-ways" class="font-semibold text-navy-900">No access to that email?</h2>
        ${otherWays}
      </section>
      ${backToSignIn}`,
  );
}

/**
 * The page a reset link opens: whose password, until when, and the new one typed twice. The token travels in the
 * form's hidden field back to this same address; it is never put in a cookie or a log. `error` is the last try's
 * refusal (a weak password, two that differ).
 */
export function resetPage(chrome: PageChrome & { token: string; email: string; until: string; error?: string }) {
  return authPage(
    chrome,
    "Choose a new password",
    "Choose a new password",
    markup`<p class="mt-4 text-navy-900">For ${chrome.email}. This link works once, until ${chrome.until}.</p>
      ${newPasswordForm({
        action: "/admin/login/reset",
        token: chrome.token,
        email: chrome.email,
        error: chrome.error,
        label: "New password",
        hint: `At least ${PASSWORD_MIN} characters. A few unrelated words are easy to remember and hard to guess.`,
        submit: "Set my new password",
      })}
      <p class="mt-6 text-sm text-muted">Next you confirm it is you, as at every sign-in: with your passkey,
        authenticator app or a recovery code. Every device signed in to your account is signed out.</p>`,
  );
}

/** The page a link that does not work opens: forged, used, replaced and expired alike say the same. */
export function resetGonePage(chrome: PageChrome & { minutes: number }) {
  return authPage(
    chrome,
    "Link not valid",
    "This link does not work",
    markup`<p role="alert" class="${alert}">It was used already or replaced by a newer one, it is older than
        ${chrome.minutes} minutes, or the account's password or second step changed since it was sent.</p>
      <p class="mt-6"><a href="/admin/login/forgot" class="${link}">Ask for a new link</a></p>
      ${backToSignIn}`,
  );
}
