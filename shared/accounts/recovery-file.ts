// The recovery codes as a file to keep, shared by the sign-in's page of new codes (server/accounts/login-page.ts) and
// the Security page's (admin/security/recovery-codes.tsx), so both download and copy the same text. No imports:
// the dashboard runs this in the browser.

export interface RecoveryCodesFile {
  /** `recovery-codes-<business or host>.txt`, in letters, digits and dashes. */
  name: string;
  /** What the codes are and that each works once, then one code a line. */
  text: string;
  /** The text as a `data:` URI, for an `<a download>` that needs no script. */
  href: string;
}

/** The file of `codes` for the dashboard of `site` (the business's name, or the host when it is not known). */
export function recoveryCodesFile(codes: string[], site: string): RecoveryCodesFile {
  const slug = site
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const text = [
    `Recovery codes for the leads dashboard of ${site}`,
    "Each code signs you in once, in place of your passkey or authenticator app. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
  return {
    name: `recovery-codes-${slug || "dashboard"}.txt`,
    text,
    href: `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`,
  };
}
