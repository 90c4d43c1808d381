import type {
  OwnerArea,
  OwnerFaq,
  OwnerProject,
  OwnerReview,
  OwnerService,
  OwnerSuburbPage,
  SiteContent,
} from "../app/content/document";

/**
 * Bringing the owner's edits onto a revision someone else saved meanwhile (a 409), item by item as the server merges
 * (server/site/merge.ts): each setting, each claim, each review, each home testimonial, each question and each
 * project by id (a project whole: all of its fields and photos together), each service, each area and each suburb's
 * own page by slug, and each order (the reviews', the home testimonials', the projects', the FAQ page's, the home
 * page's). An item only one side changed takes that side's version; an item
 * both changed differently is a conflict, settled by the owner's choice. Nothing either side wrote is lost. The
 * server checks the result again when it is saved.
 */

/**
 * Where a conflict is, named as the server names it: "settings.BUSINESS_PHONE", "claims.hours", "reviews.<id>",
 * "homeTestimonials.<id>", "faqs.<id>", "projects.<id>", "services.<slug>", "areas.<slug>", "suburbPages.<slug>", or an
 * order: "reviews", "homeTestimonials", "projects", "faqPage", "homeFaqs".
 */
export type ItemKey = string;

export interface ItemConflict {
  key: ItemKey;
  /** Undefined for an item one side removed (or never had). */
  yours: unknown;
  theirs: unknown;
}

export type Choice = "yours" | "theirs";

/** Same JSON value, whatever the order of an object's keys. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

class Merge {
  readonly conflicts: ItemConflict[] = [];
  private readonly choose: (key: ItemKey) => Choice;
  constructor(choose: (key: ItemKey) => Choice) {
    this.choose = choose;
  }

  /** One item from the base, your and their versions. */
  item<T>(key: ItemKey, base: T, yours: T, theirs: T): T {
    if (same(yours, base)) return theirs;
    if (same(theirs, base) || same(yours, theirs)) return yours;
    this.conflicts.push({ key, yours, theirs });
    return this.choose(key) === "yours" ? yours : theirs;
  }

  /** An object merged key by key (the settings, the claims): two people changing two settings both stand. */
  keys<T extends object>(prefix: string, base: T, yours: T, theirs: T): T {
    const at = (value: T, key: string) => (value as Record<string, unknown>)[key];
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(yours)])) {
      const value = this.item(`${prefix}.${key}`, at(base, key), at(yours, key), at(theirs, key));
      if (value !== undefined) merged[key] = value;
    }
    return merged as T;
  }

  /**
   * Items with ids (a project's is a number, keyed as text), each merged alone: added, changed or removed on either
   * side.
   */
  byId<T extends { id: string | number }>(kind: string, base: T[], yours: T[], theirs: T[]): Map<string, T> {
    const index = (list: T[]) => new Map(list.map((item) => [String(item.id), item]));
    const [b, y, t] = [index(base), index(yours), index(theirs)];
    const merged = new Map<string, T>();
    for (const id of new Set([...b.keys(), ...y.keys(), ...t.keys()])) {
      const item = this.item(`${kind}.${id}`, b.get(id), y.get(id), t.get(id));
      if (item !== undefined) merged.set(id, item);
    }
    return merged;
  }

  /**
   * The website's own items (the services, the areas), each merged alone by slug, all of its words together. Neither
   * side adds, removes or moves one, so the order is theirs.
   */
  bySlug<T extends { slug: string }>(kind: string, base: T[], yours: T[], theirs: T[]): T[] {
    const at = (list: T[], slug: string) => list.find((item) => item.slug === slug);
    return theirs.map(
      (item) => this.item(`${kind}.${item.slug}`, at(base, item.slug), at(yours, item.slug), item) ?? item,
    );
  }

  /**
   * An order of ids. Only a change in the relative order of the ids all three share counts as reordering; ids one
   * side added go in after the id they follow there, ids one side removed leave.
   */
  order(key: ItemKey, base: string[], yours: string[], theirs: string[]): string[] {
    const shared = (list: string[]) =>
      list.filter((id) => base.includes(id) && yours.includes(id) && theirs.includes(id));
    const yoursMoved = !same(shared(yours), shared(base));
    const theirsMoved = !same(shared(theirs), shared(base));
    if (yoursMoved && theirsMoved && !same(shared(yours), shared(theirs))) return this.item(key, base, yours, theirs);
    const [first, other] = yoursMoved ? [yours, theirs] : [theirs, yours];
    const result = first.filter((id) => !base.includes(id) || other.includes(id));
    other.forEach((id, i) => {
      if (base.includes(id) || result.includes(id)) return;
      const after = other.slice(0, i).findLast((previous) => result.includes(previous));
      result.splice(after === undefined ? 0 : result.indexOf(after) + 1, 0, id);
    });
    return result;
  }
}

/** The merged document and every conflict in it, each settled by `choose` (their version unless told). */
export function mergeContent(
  base: SiteContent,
  yours: SiteContent,
  theirs: SiteContent,
  choose: (key: ItemKey) => Choice = () => "theirs",
): { content: SiteContent; conflicts: ItemConflict[] } {
  const merge = new Merge(choose);
  const ids = (list: { id: string | number }[]) => list.map((item) => String(item.id));
  const settings = merge.keys("settings", base.settings, yours.settings, theirs.settings);
  const claims = merge.keys("claims", base.claims, yours.claims, theirs.claims);
  const reviews = merge.byId<OwnerReview>("reviews", base.reviews, yours.reviews, theirs.reviews);
  const faqs = merge.byId<OwnerFaq>("faqs", base.faqs, yours.faqs, theirs.faqs);
  const reviewOrder = merge.order("reviews", ids(base.reviews), ids(yours.reviews), ids(theirs.reviews));
  const homeTestimonials = merge.byId<OwnerReview>(
    "homeTestimonials",
    base.homeTestimonials,
    yours.homeTestimonials,
    theirs.homeTestimonials,
  );
  const testimonialOrder = merge.order(
    "homeTestimonials",
    ids(base.homeTestimonials),
    ids(yours.homeTestimonials),
    ids(theirs.homeTestimonials),
  );
  const projects = merge.byId<OwnerProject>("projects", base.projects, yours.projects, theirs.projects);
  const projectOrder = merge.order("projects", ids(base.projects), ids(yours.projects), ids(theirs.projects));
  // The list of questions has no order of its own (the pages have theirs): a throwaway merge keeps both sides' new ones.
  const faqOrder = new Merge(() => "theirs").order("faqs", ids(base.faqs), ids(yours.faqs), ids(theirs.faqs));
  const inOrder = <T>(order: string[], items: Map<string, T>) => [
    ...order.filter((id) => items.has(id)).map((id) => items.get(id) as T),
    ...[...items.keys()].filter((id) => !order.includes(id)).map((id) => items.get(id) as T),
  ];
  const page = (key: "faqPage" | "homeFaqs") =>
    merge.order(key, base[key], yours[key], theirs[key]).filter((id) => faqs.has(id));
  const content: SiteContent = {
    ...theirs,
    settings,
    claims,
    reviews: inOrder(reviewOrder, reviews),
    homeTestimonials: inOrder(testimonialOrder, homeTestimonials),
    faqs: inOrder(faqOrder, faqs),
    faqPage: page("faqPage"),
    homeFaqs: page("homeFaqs"),
    services: merge.bySlug<OwnerService>("services", base.services, yours.services, theirs.services),
    areas: merge.bySlug<OwnerArea>("areas", base.areas, yours.areas, theirs.areas),
    suburbPages: merge.bySlug<OwnerSuburbPage>("suburbPages", base.suburbPages, yours.suburbPages, theirs.suburbPages),
    projects: inOrder(projectOrder, projects),
  };
  return { content, conflicts: merge.conflicts };
}
