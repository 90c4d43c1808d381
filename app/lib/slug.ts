/**
 * The /services title-to-slug rule of the spec: lower-case, spaces to hyphens, ampersands dropped, repeated and
 * trailing hyphens cleaned. Pages do not use it to build links (DECISIONS: every service has an explicit slug),
 * because "Plumbing Inspection Services" would become a slug that has no page; tests keep the rule honest.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "")
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
