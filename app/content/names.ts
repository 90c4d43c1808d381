/**
 * Slugs and display names of services and areas: the small part of the content that every page needs (menus and
 * footer), kept apart from the full entries so each page loads only the content it shows. services.ts and areas.ts
 * take their slugs and names from here.
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

export type ServiceSlug = (typeof serviceNames)[number]["slug"];
export type AreaSlug = (typeof areaNames)[number]["slug"];

function lookup<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown slug: ${slug}`);
  return found;
}

export const service = (slug: ServiceSlug): { slug: string; title: string } => lookup(serviceNames, slug);
export const area = (slug: AreaSlug): { slug: string; name: string } => lookup(areaNames, slug);

/**
 * The suburbs with a page written just for them (app/content/dedicated-areas.ts), in its order: the owner edits each
 * page's words; the other areas share one page made from their entries.
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
