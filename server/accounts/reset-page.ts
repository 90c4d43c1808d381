import { renderAuthPage, type PageChrome } from "./login-page.ts";
import "../core/tsx.ts";

// The pages of a forgotten password: the dashboard's components
// (admin/sign-in/password-pages.tsx), rendered by the server like the sign-in pages, and working before any script.
const { ForgotPage, ResetGonePage, ResetPage } = await import("../../admin/sign-in/password-pages.tsx");

/**
 * "Forgot your password?": the address to email a link to, where the server can send email (SMTP_URL); where it
 * cannot, the ways that need none. `sent` is the answer after a request, the same whether or not an account uses the
 * address (and whether or not a link could be made for it): only the mailbox learns which.
 */
export function forgotPage(chrome: PageChrome & { canEmail: boolean; sent?: boolean; minutes: number }): string {
  const { canEmail, sent, minutes } = chrome;
  return renderAuthPage(ForgotPage, chrome, { canEmail, sent, minutes });
}

/**
 * The page a reset link opens: whose password, until when, and the new one typed twice. The token travels in the
 * form's hidden field back to this same address; it is never put in a cookie or a log. `error` is the last try's
 * refusal (a weak password, two that differ).
 */
export function resetPage(chrome: PageChrome & { token: string; email: string; until: string; error?: string }) {
  const { token, email, until, error } = chrome;
  return renderAuthPage(ResetPage, chrome, { token, email, until, error });
}

/** The page a link that does not work opens: forged, used, replaced and expired alike say the same. */
export function resetGonePage(chrome: PageChrome & { minutes: number }) {
  return renderAuthPage(ResetGonePage, chrome, { minutes: chrome.minutes });
}
