import type { Role } from "../../shared/api/leads.ts";
import type { OpenInvite } from "./invites.ts";
import { renderAuthPage, type PageChrome } from "./login-page.ts";
import "../core/tsx.ts";

// The invite link's pages: the dashboard's components
// (admin/sign-in/password-pages.tsx), rendered by the server like the sign-in pages, and working before any script.
const { InviteGonePage, InvitePage } = await import("../../admin/sign-in/password-pages.tsx");

/** What each role may do, in the words the invite and the Team page use. */
export const roleWords: Record<Role, string> = {
  owner: "an owner: the leads, the website, the team and the privacy requests",
  staff: "staff: the leads only",
};

/**
 * The page an invite link opens: who is invited, as what, until when, and a new password typed twice. The token
 * travels in the form's hidden field, back to this same address; it is never put in a cookie or a log. `error` is the
 * last try's refusal (a weak password, two that differ), shown as an alert.
 */
export function invitePage(chrome: PageChrome & { token: string; invite: OpenInvite; until: string; error?: string }) {
  const { token, invite, until, error } = chrome;
  return renderAuthPage(InvitePage, chrome, {
    token,
    email: invite.email,
    invitedAs: roleWords[invite.role],
    until,
    error,
  });
}

/** The page a link that no longer works opens: forged, used, cancelled, replaced or expired alike say the same. */
export function inviteGonePage(chrome: PageChrome) {
  return renderAuthPage(InviteGonePage, chrome, {});
}
