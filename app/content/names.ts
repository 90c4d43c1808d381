/**
 * Which services and areas there are, by slug, with the names the quote forms, the footer and the dashboard call them:
 * the content document (app/content/site.json) has each of them exactly once (app/content/document.ts checks it).
 */
export const serviceNames = [
  { slug: "leak-detection", title: "Leak Detection" },
  { slug: "emergency-callouts", title: "Emergency Callouts" },
  { slug: "hot-water-cylinder-repair", title: "Hot Water Cylinder Repair" },
  { slug: "renovations-new-builds", title: "Renovations & New Builds" },
  { slug: "drain-unblocking", title: "Drain Unblocking" },
  { slug: "maintenance", title: "Maintenance" },
  { slug: "plumbing-inspection", title: "Plumbing Inspection" },
] as const;

export const areaNames = [
  { slug: "manukau", name: "Manukau" },
  { slug: "papakura", name: "Papakura" },
  { slug: "pukekohe", name: "Pukekohe" },
  { slug: "takanini", name: "Takanini" },
  { slug: "otara", name: "Otara" },
  { slug: "mangere", name: "Mangere" },
  { slug: "papatoetoe", name: "Papatoetoe" },
  { slug: "howick", name: "Howick" },
  { slug: "botany", name: "Botany" },
  { slug: "east-tamaki", name: "East Tamaki" },
  { slug: "flat-bush", name: "Flat Bush" },
  { slug: "auckland-cbd", name: "Auckland CBD" },
  { slug: "north-shore", name: "North Shore" },
  { slug: "west-auckland", name: "West Auckland" },
  { slug: "waitakere", name: "Waitakere" },
  { slug: "manurewa", name: "Manurewa" },
  { slug: "mangere-east", name: "Mangere East" },
] as const;

export type AreaSlug = (typeof areaNames)[number]["slug"];

function lookup<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown slug: ${slug}`);
  return found;
}

const area = (slug: AreaSlug): { slug: string; name: string } => lookup(areaNames, slug);

/**
 * The suburbs with a page written just for them (the document's `suburbPages`), in its order; the other areas share
 * one page made from their entries.
 */
export const suburbPageSlugs = [
  "pukekohe",
  "mangere",
  "papatoetoe",
  "manukau",
  "manurewa",
  "papakura",
  "takanini",
] as const satisfies readonly AreaSlug[];

export const footerAreaSlugs = [
  "manukau",
  "papakura",
  "papatoetoe",
  "pukekohe",
  "takanini",
  "otara",
  "mangere",
  "howick",
] as const satisfies readonly AreaSlug[];
export const footerAreas = footerAreaSlugs.map(area);

/** The kinds of job a project may be, and how long it took: the owner picks from these in the dashboard, or neither. */
export const projectTypes = [
  "Thermal Leak Detection",
  "Moisture Detection",
  "Emergency Repair",
  "Leak Detection",
  "Damage Assessment",
  "Underground Repair",
  "Hot Water Installation",
  "Maintenance",
  "Infrastructure",
] as const;
/**
 * Shortest first: the seed's values stay (stored revisions and the spec's pages use them), with the everyday ones a
 * plumber says beside them.
 */
export const projectDurations = [
  "A few hours",
  "1 day",
  "2 days",
  "2-3 days",
  "3 days",
  "4 days",
  "1 week",
  "2 weeks",
  "A month or more",
] as const;
/** "March 2025": when a project was finished. */
export const completedDatePattern =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/;
