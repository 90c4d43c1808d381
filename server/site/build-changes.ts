import { PAGE_KEYS, pageNames, type PageKey, type SectionKey, type SiteContent } from "../../app/content/document.ts";
import { areaNames } from "../../app/content/names.ts";
import { claimNames, settingNames } from "./content-names.ts";
import { sameValue } from "./merge.ts";

/**
 * What a build would change on the public site, from two contents: the live one's (the live build's content.json, or
 * the seed while the repository's own build is live) and the build's. Pure, so the preview's first page and the
 * dashboard's Go live question are tested without a build (docs/decisions/012-owner-editing.md).
 */

/** The settings said with their value: the owner recognises the number, not "phone changed". */
const settingValues: Partial<Record<keyof SiteContent["settings"], string>> = {
  BUSINESS_PHONE: "the phone",
  BUSINESS_FREEPHONE: "the freephone",
  BUSINESS_EMAIL: "the email",
  BUSINESS_NAME: "the name",
};

const pagePath = (key: PageKey) => (key === "home" ? "/" : `/${key}`);

/** The page each section's heading is on (one of them, for those on every service's or project's page). */
const sectionPages: Record<SectionKey, string> = {
  homeServices: "/",
  serviceArea: "/",
  social: "/",
  leakFinding: "/",
  testimonials: "/",
  homeFaq: "/",
  contact: "/",
  process: "/services",
  reasons: "/services",
  featuredProjects: "/projects",
  moreProjects: "/projects",
  quoteSteps: "/quote",
  projectPhotos: "/projects",
  thermal: "/services/leak-detection",
  photoSteps: "/services/leak-detection",
  whyChooseUs: "/services/leak-detection",
  serviceIncluded: "/services/leak-detection",
  serviceBenefits: "/services/leak-detection",
  customSolution: "/",
  priorityZone: "/areas",
  quoteEmergency: "/quote",
  stillHaveQuestion: "/faq",
  reviewsCta: "/reviews",
  projectChallenge: "/projects",
  projectSolution: "/projects",
  projectFeatures: "/projects",
};

/** The pages' own sections and the page each is on (the About section is on the home page too). */
const ownSections = { home: "/", about: "/about", services: "/services", areas: "/areas", quote: "/quote" } as const;

/** The pages whose own words (search words, top heading, section headings, own sections) differ, in the site's order. */
function pagesWorded(live: SiteContent, build: SiteContent): string[] {
  const paths = new Set<string>();
  const [was, now] = [live.pages, build.pages];
  for (const key of PAGE_KEYS)
    if (
      !sameValue(was.search[key], now.search[key]) ||
      (key !== "home" && !sameValue(was.heroes[key], now.heroes[key]))
    )
      paths.add(pagePath(key));
  for (const [key, path] of Object.entries(sectionPages) as [SectionKey, string][])
    if (!sameValue(was.sections[key], now.sections[key])) paths.add(path);
  for (const [key, path] of Object.entries(ownSections) as [keyof typeof ownSections, string][])
    if (!sameValue(was[key], now[key])) paths.add(path);
  return [...paths];
}

/** A page of the site by its address, as the owner knows it: "the About page", "the Leak Detection page". */
function pageCalled(path: string, build: SiteContent): string {
  const key = PAGE_KEYS.find((k) => pagePath(k) === path);
  if (key) return key === "home" ? "the home page" : `the ${pageNames[key]}`;
  const service = build.services.find((s) => `/services/${s.slug}` === path);
  return service ? `the ${service.title} page` : path;
}

/** Where a change shows first: the one project, service or area changed, else the page of the kind of change. */
export function changedPage(live: SiteContent, build: SiteContent): string {
  const changed = <T>(a: T[], b: T[], key: (item: T) => string | number) => {
    const was = new Map(a.map((item) => [key(item), item]));
    const now = new Map(b.map((item) => [key(item), item]));
    const keys = new Set([...was.keys(), ...now.keys()]);
    return [...keys]
      .filter((k) => !sameValue(was.get(k), now.get(k)))
      .map((k) => ({ was: was.get(k), now: now.get(k) }));
  };
  const projects = changed(live.projects, build.projects, (p) => p.id);
  if (projects.length === 1) {
    const { now } = projects[0]!;
    // A project taken off the site (or removed) has no page in the build: the list shows it gone.
    return now?.published ? `/project/${now.slug}` : "/projects";
  }
  if (
    projects.length > 1 ||
    !sameValue(
      live.projects.map((p) => p.id),
      build.projects.map((p) => p.id),
    )
  )
    return "/projects";
  if (!sameValue(live.reviews, build.reviews)) return "/reviews";
  if (!sameValue(live.faqs, build.faqs) || !sameValue(live.faqPage, build.faqPage)) return "/faq";
  const services = changed(live.services, build.services, (s) => s.slug);
  if (services.length === 1 && services[0]!.now) return `/services/${services[0]!.now.slug}`;
  if (services.length > 1) return "/services";
  // An area's words and a suburb's own page: one area's page, else the areas' list. A build's content.json written
  // before the suburb pages were the owner's has none.
  const areas = new Set(
    [
      ...changed(live.areas, build.areas, (a) => a.slug),
      ...changed(live.suburbPages ?? [], build.suburbPages, (p) => p.slug),
    ].flatMap(({ now }) => now?.slug ?? []),
  );
  if (areas.size === 1) return `/areas/${[...areas][0]!}`;
  if (areas.size > 1) return "/areas";
  // A page's own words: that page, when it is the one.
  const worded = pagesWorded(live, build);
  if (worded.length === 1) return worded[0]!;
  // The settings, the claims, the home page's testimonials and its questions show on the home page.
  return "/";
}

/**
 * What the live site would say differently, as short phrases: the settings owners know by their value ("the phone
 * 09 555 0142"), the other settings and the claims by name ("the reviews link", "the opening hours"), lists by count
 * ("3 reviews fewer", "1 FAQ more") or, at the same count, as edited ("the reviews edited"). Empty when nothing
 * differs.
 */
export function liveChanges(live: SiteContent, build: SiteContent): string[] {
  const said: string[] = [];
  for (const [key, value] of Object.entries(build.settings) as [keyof SiteContent["settings"], string | undefined][]) {
    if ((live.settings[key] ?? "") === (value ?? "")) continue;
    const name = settingValues[key];
    said.push(name ? (value ? `${name} ${value}` : `no ${name.replace(/^the /, "")}`) : `the ${settingNames[key]}`);
  }
  for (const key of Object.keys(live.settings) as (keyof SiteContent["settings"])[])
    if (!(key in build.settings) && live.settings[key]) said.push(`the ${settingNames[key]}`);
  const counted = <T>(a: T[], b: T[], one: string, many: string) => {
    const n = b.length - a.length;
    const word = (k: number) => `${k} ${k === 1 ? one : many}`;
    if (n > 0) said.push(`${word(n)} more`);
    else if (n < 0) said.push(`${word(-n)} fewer`);
    else if (!sameValue(a, b)) said.push(`the ${many} edited`);
  };
  const shown = (reviews: SiteContent["reviews"]) => reviews.filter((r) => !r.hidden);
  // A review hidden or shown again changes the count the site shows; an edit at the same count says "edited".
  if (!sameValue(live.reviews, build.reviews)) {
    const before = said.length;
    counted(shown(live.reviews), shown(build.reviews), "review", "reviews");
    if (said.length === before) said.push("the reviews edited");
  }
  if (!sameValue(live.homeTestimonials, build.homeTestimonials)) said.push("the home page's testimonials");
  counted(live.faqs, build.faqs, "FAQ", "FAQs");
  if (sameValue(live.faqs, build.faqs) && !sameValue(live.faqPage, build.faqPage))
    said.push("the FAQ page's questions");
  if (!sameValue(live.homeFaqs, build.homeFaqs)) said.push("the home page's questions");
  const published = (projects: SiteContent["projects"]) => projects.filter((p) => p.published);
  if (!sameValue(live.projects, build.projects)) {
    const before = said.length;
    counted(published(live.projects), published(build.projects), "project", "projects");
    if (said.length === before) said.push("the projects edited");
  }
  for (const service of build.services) {
    const was = live.services.find((s) => s.slug === service.slug);
    if (!sameValue(was, service)) said.push(`the ${service.title} page`);
  }
  const areasEdited = build.areas.filter(
    (area) =>
      !sameValue(
        live.areas.find((a) => a.slug === area.slug),
        area,
      ),
  );
  if (areasEdited.length > 0) said.push(`${areasEdited.length} area ${areasEdited.length === 1 ? "page" : "pages"}`);
  for (const page of build.suburbPages)
    if (
      !sameValue(
        live.suburbPages?.find((p) => p.slug === page.slug),
        page,
      )
    )
      said.push(`the ${areaNames.find((a) => a.slug === page.slug)?.name ?? page.slug} page`);
  for (const path of pagesWorded(live, build)) said.push(`${pageCalled(path, build)}'s words`);
  for (const key of Object.keys(build.claims) as (keyof SiteContent["claims"])[])
    if (!sameValue(live.claims[key], build.claims[key])) said.push(`the ${claimNames[key]}`);
  return said;
}

/** At most this many phrases are named; the rest are counted. */
const NAMED = 6;

/**
 * The Go live question's words: "This puts back: the phone 09 555 0142, 3 reviews fewer." for a build older than the
 * live one (or the one live before it), "This changes on the live site: …" for a newer one.
 */
export function goLiveWords(changes: string[], older: boolean): string {
  if (changes.length === 0) return "Its content is the same as the live site's.";
  const named = changes.slice(0, NAMED);
  const rest = changes.length - named.length;
  const list = `${named.join(", ")}${rest > 0 ? ` and ${rest} more change${rest === 1 ? "" : "s"}` : ""}`;
  return `${older ? "This puts back" : "This changes on the live site"}: ${list}.`;
}
