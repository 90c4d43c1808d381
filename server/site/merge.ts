import { checkContent, type SiteContent } from "../../app/content/document.ts";
import { sameValue } from "../../shared/same-value.ts";

export { sameValue };

/**
 * Three-way merge of the owner's content (docs/decisions/012-owner-editing.md): a save names the revision it started
 * from (`base`); when others saved since (`theirs`, the newest revision), `yours` is merged into it item by item.
 *
 * The items, and what "the same item" means:
 * - each business setting, by its name (`settings.BUSINESS_PHONE`): two people changing two settings both stand;
 * - each claim, by its top-level key (`claims.hours` is one item, both of its lines together);
 * - each review, each home testimonial and each question, by id (`reviews.tama-w`, `homeTestimonials.priya-s`,
 *   `faqs.pricing`): added, removed and edited items from both sides merge, and the list keeps the order one side gave it, with the other side's additions placed after
 *   the item they followed there;
 * - each page's list of questions (`faqPage`, `homeFaqs`) as a whole list: an order is one decision;
 * - each service, each area and each suburb's own page, by slug (`services.leak-detection`, `areas.manukau`,
 *   `suburbPages.papakura`), all of its words together: the repository decides which there are and their order, so
 *   neither side adds, removes or moves one.
 *
 * An item changed by one side only takes that change; changed identically by both, that value. Changed differently
 * by both (an edit against another edit, or against a removal), or a list reordered differently by both, is a
 * conflict: nothing is saved, and the merge comes back with their version of each conflicting item, and every
 * conflict with both versions by the item's key (null for a removed item). This is the only merge of two saves: the
 * editor shows the items and puts the owner's chosen version in by its key (admin/site/content-paths.ts's `withItem`),
 * then saves that on their revision. The merged document is checked by the schema again: two changes valid alone
 * may not be together (each side hid a different last review), and each problem is returned as a conflict too, with
 * its words: `message`.
 */

/** Both versions of one item: `path` names it by key or id ("reviews.tama-w"), or is a problem's field path. */
export interface Conflict {
  path: string;
  yours: unknown;
  theirs: unknown;
  /** Why two changes that merge cleanly cannot stand together (the schema's problem with the merged document). */
  message?: string;
}

/** Merged and valid; or not: the merge, with their version of each conflicting item, and every conflict. */
export type MergeResult =
  { ok: true; content: SiteContent } | { ok: false; merged: SiteContent; conflicts: Conflict[] };

/** One item's merge: undefined is "not there" (never added, or removed). */
function pick<T>(path: string, base: T | undefined, theirs: T | undefined, yours: T | undefined, out: Conflict[]) {
  if (sameValue(theirs, yours) || sameValue(base, yours)) return theirs;
  if (sameValue(base, theirs)) return yours;
  out.push({ path, yours: yours ?? null, theirs: theirs ?? null });
  return theirs;
}

/** An object merged key by key (the settings, the claims). */
function mergeKeys<T extends object>(prefix: string, base: T, theirs: T, yours: T, out: Conflict[]): T {
  const [b, t, y] = [base, theirs, yours] as Record<string, unknown>[];
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(t!), ...Object.keys(y!)])) {
    const value = pick(`${prefix}.${key}`, b![key], t![key], y![key], out);
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}

/** `list`'s ids that are in `among`, in `list`'s order. */
const within = (list: readonly string[], among: ReadonlySet<string>) => list.filter((id) => among.has(id));

/**
 * The merged order of a list of ids. The side that reordered the items all three keep leads (theirs when neither
 * did); the other side's items it lacks are placed after the item they follow on that side (first, when none).
 * Removed items are dropped afterwards by the caller. Both reordering differently is a conflict at `path`.
 */
function mergeOrder(path: string, base: string[], theirs: string[], yours: string[], out: Conflict[]): string[] {
  const all = new Set(base.filter((id) => theirs.includes(id) && yours.includes(id)));
  const [b, t, y] = [within(base, all), within(theirs, all), within(yours, all)];
  if (!sameValue(t, b) && !sameValue(y, b) && !sameValue(t, y)) {
    out.push({ path, yours, theirs });
    return theirs;
  }
  const [lead, other] = sameValue(y, b) ? [theirs, yours] : [yours, theirs];
  const merged = [...lead];
  other.forEach((id, i) => {
    if (merged.includes(id)) return;
    const before = other
      .slice(0, i)
      .reverse()
      .find((prev) => merged.includes(prev));
    merged.splice(before === undefined ? 0 : merged.indexOf(before) + 1, 0, id);
  });
  return merged;
}

/** A list of items with ids (reviews, questions, projects), merged item by item and in order. */
function mergeById<T extends { id: string | number }>(
  prefix: string,
  base: T[],
  theirs: T[],
  yours: T[],
  out: Conflict[],
) {
  const byId = (list: T[]) => new Map(list.map((item) => [String(item.id), item]));
  const [b, t, y] = [byId(base), byId(theirs), byId(yours)];
  const ids = (list: T[]) => list.map((item) => String(item.id));
  const kept = new Map<string, T>();
  for (const id of new Set([...t.keys(), ...y.keys(), ...b.keys()])) {
    const item = pick(`${prefix}.${id}`, b.get(id), t.get(id), y.get(id), out);
    if (item) kept.set(id, item);
  }
  const order = mergeOrder(prefix, ids(base), ids(theirs), ids(yours), out);
  return order.flatMap((id) => kept.get(id) ?? []);
}

/** The repository's items (services, areas), merged each by slug, in their order in `theirs`. */
function mergeBySlug<T extends { slug: string }>(prefix: string, base: T[], theirs: T[], yours: T[], out: Conflict[]) {
  const at = (list: T[], slug: string) => list.find((item) => item.slug === slug);
  // Both sides passed the schema, so both have every one; `?? item` only keeps the type honest.
  return theirs.map(
    (item) => pick(`${prefix}.${item.slug}`, at(base, item.slug), item, at(yours, item.slug), out) ?? item,
  );
}

/** `yours` merged into `theirs` since `base`: the merged document, checked by the schema, or every conflict. */
export function mergeContent(base: SiteContent, theirs: SiteContent, yours: SiteContent): MergeResult {
  const conflicts: Conflict[] = [];
  const merged: SiteContent = {
    version: theirs.version,
    settings: mergeKeys("settings", base.settings, theirs.settings, yours.settings, conflicts),
    claims: mergeKeys("claims", base.claims, theirs.claims, yours.claims, conflicts),
    reviews: mergeById("reviews", base.reviews, theirs.reviews, yours.reviews, conflicts),
    homeTestimonials: mergeById(
      "homeTestimonials",
      base.homeTestimonials,
      theirs.homeTestimonials,
      yours.homeTestimonials,
      conflicts,
    ),
    faqs: mergeById("faqs", base.faqs, theirs.faqs, yours.faqs, conflicts),
    faqPage: pick("faqPage", base.faqPage, theirs.faqPage, yours.faqPage, conflicts)!,
    homeFaqs: pick("homeFaqs", base.homeFaqs, theirs.homeFaqs, yours.homeFaqs, conflicts)!,
    services: mergeBySlug("services", base.services, theirs.services, yours.services, conflicts),
    areas: mergeBySlug("areas", base.areas, theirs.areas, yours.areas, conflicts),
    suburbPages: mergeBySlug("suburbPages", base.suburbPages, theirs.suburbPages, yours.suburbPages, conflicts),
    // Each page's words are one item (the home page's, the About section's, ...).
    pages: mergeKeys("pages", base.pages, theirs.pages, yours.pages, conflicts),
    projects: mergeById("projects", base.projects, theirs.projects, yours.projects, conflicts),
  };
  if (conflicts.length > 0) return { ok: false, merged, conflicts };
  const checked = checkContent(merged);
  if (checked.ok) return checked;
  return {
    ok: false,
    merged,
    conflicts: checked.problems.map(({ path, message }) => {
      const top = path.split(".")[0] as keyof SiteContent;
      return { path, message, yours: yours[top] ?? null, theirs: theirs[top] ?? null };
    }),
  };
}
