// The rules a new password must meet (docs/decisions/010-asvs-level-1.md), shared by the server, which enforces
// them, and the dashboard's strength meter (admin/strength.ts), which says the same before anything is sent. No
// imports: the dashboard runs this in the browser.

/** The one place the shortest allowed password is set: the CLI's prompt and the checks below read it. */
export const PASSWORD_MIN = 12;
/** ASVS 2.1.2: a passphrase of 64 characters and more is welcome; past 128 is refused. */
const PASSWORD_MAX = 128;

/**
 * Why a new password is refused, or undefined. Length is what matters (NIST SP 800-63B); no composition rules.
 * `breached` says whether a password (lower-cased) is on the list of passwords leaked in breaches.
 */
export function passwordProblem(
  password: string,
  email: string,
  breached: (lowerCased: string) => boolean,
): string | undefined {
  if (password.length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters long.`;
  if (password.length > PASSWORD_MAX) return `The password must be at most ${PASSWORD_MAX} characters long.`;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return "The password must not be the email.";
  if (/^(.)\1*$/.test(password)) return "The password must not be one character repeated.";
  if (breached(password.toLowerCase()))
    return "That password is on a list of passwords leaked in breaches, which attackers try first. Choose another.";
  return undefined;
}
