import { PASSWORD_MIN } from "../../shared/accounts/password-rules.ts";
import { markup } from "../html.ts";
import type { Role } from "../site/roles.ts";
import type { OpenInvite } from "./invites.ts";
import { authPage, button, card, control, toggle, type PageChrome } from "./login-page.ts";

/** What each role may do, in the words the invite and the Team page use. */
export const roleWords: Record<Role, string> = {
  owner: "an owner: the leads, the website, the team and the privacy requests",
  staff: "staff: the leads only",
};

/**
 * One new-password box with its show-password toggle, as the sign-in page draws it, and a hint under its label.
 */
const passwordBox = (id: string, label: string, hint?: string) =>
  markup`<div>
          <label for="${id}" class="font-semibold text-navy-900">${label}</label>
          ${hint ? markup`<p id="${id}-hint" class="mt-1 text-sm text-muted">${hint}</p>` : ""}
          <input id="${id}" name="${id}" type="password" autocomplete="new-password" required
            minlength="${PASSWORD_MIN}" maxlength="128" ${hint ? markup`aria-describedby="${id}-hint"` : ""}
            class="${control}" />
          <div class="mt-1 flex justify-end"><button type="button" hidden data-password-toggle aria-controls="${id}" class="${toggle}">Show password</button></div>
        </div>`;

/**
 * A link's new-password form, the invite's and the password reset's (server/admin/reset-page.ts): the last try's
 * refusal as an alert, then the account's address (read only, for password managers), the password typed twice, and
 * the token in a hidden field back to the same address, never in a cookie or a log.
 */
export const newPasswordForm = (form: {
  action: string;
  token: string;
  email: string;
  error?: string;
  label: string;
  hint: string;
  submit: string;
}) =>
  markup`${form.error ? markup`<p role="alert" class="mt-6 rounded-xl border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">${form.error}</p>` : ""}
      <form method="post" action="${form.action}" class="${card}">
        <input type="hidden" name="token" value="${form.token}" />
        <div>
          <label for="email" class="font-semibold text-navy-900">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" readonly value="${form.email}"
            class="${control}" />
        </div>
        ${passwordBox("password", form.label, form.hint)}
        ${passwordBox("again", "The same password again")}
        <button type="submit" class="${button}">${form.submit}</button>
      </form>`;

/**
 * The page an invite link opens (server/admin/team-routes.ts): who is invited, as what, until when, and a new
 * password typed twice. The token travels in the form's hidden field, back to this same address; it is never put in
 * a cookie or a log. `error` is the last try's refusal (a weak password, two that differ), shown as an alert.
 */
export function invitePage(chrome: PageChrome & { token: string; invite: OpenInvite; until: string; error?: string }) {
  return authPage(
    chrome,
    "Join the team",
    `Join ${chrome.businessName}'s leads`,
    markup`<p class="mt-4 text-navy-900">
        You are invited as ${roleWords[chrome.invite.role]}. This invite works once, until ${chrome.until}.
      </p>
      ${newPasswordForm({
        action: "/admin/login/invite",
        token: chrome.token,
        email: chrome.invite.email,
        error: chrome.error,
        label: "Choose a password",
        hint: `At least ${PASSWORD_MIN} characters. A few unrelated words are easy to remember and hard to guess. Only you will know it.`,
        submit: "Set my password",
      })}
      <p class="mt-6 text-sm text-muted">Next you add a second step to signing in: a passkey or an authenticator app.</p>`,
  );
}

/** The page a link that no longer works opens: forged, used, cancelled, replaced or expired alike say the same. */
export function inviteGonePage(chrome: PageChrome) {
  return authPage(
    chrome,
    "Invite not valid",
    "This invite link does not work",
    markup`<p role="alert" class="mt-6 rounded-xl border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
        It was used already, cancelled or replaced by a newer one, or it is older than three days. Ask the owner who
        invited you for a new link.
      </p>
      <p class="mt-6"><a href="/admin/login" class="font-semibold text-navy-700 underline">Already on the team? Sign in</a></p>`,
  );
}
