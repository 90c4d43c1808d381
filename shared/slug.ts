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

/**
 * A page address or an id from words: "Hot Water & Tap Fix, Ōtara" → "hot-water-tap-fix-otara". The dashboard's
 * first guess at a new project's address (admin/), and the seed's ids for its reviews (app/content/seed.ts).
 */
export function slugFrom(words: string): string {
  return words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
