import type { OwnerPhoto, OwnerProject, SiteContent } from "../../app/content/document";
import { hoursLines, type OfficeHoursRow } from "../../shared/office-hours";
import { areaNames, serviceNames, suburbPageSlugs } from "../../app/content/names";
import type { FieldProblem } from "./content-actions";
import { limitOf, textFacts, valueKind, words, wordsAt, type FieldWords } from "./site-answers";

export { limitOf, words, type FieldWords };

/**
 * Places in the owner's document and their names in plain words. The server names a problem by index
 * ("reviews.3.text"); the editor names it by id ("reviews[tama-w].text"), so it stays on its review when the list is
 * reordered. A field's label, hint, limit and whether it takes several lines are the schema's,
 * which the server checks on every save: `words` (the one
 * module of the dashboard that carries the schema) reads them.
 */

export interface DocField extends FieldWords {
  path: string;
  type?: "text" | "tel" | "email" | "url";
  /** A number: "decimal" (4.9) or "whole" (143). */
  number?: "decimal" | "whole";
  /** Not text: the office hours as days and times, or a yes-or-no box. */
  kind?: "hours" | "checkbox";
}

/**
 * The boxes of the pages' own words under `path`, each named by the schema: a text by its words ("Heading"), an
 * item of a list by the list's and its place ("Step 2: heading", "Paragraph 3"). A text the schema gives no words
 * (an icon, an area's slug) is the website's, not a box. Each box is placed as a problem from the server would be
 * (`stablePath`), so the problem shows beside it.
 */
function pageWordFields(doc: SiteContent, path: string, value: unknown, prefix = "", root = true): DocField[] {
  const named = (label: string) => (prefix ? `${prefix}: ${label.toLowerCase()}` : label);
  if (typeof value === "string") {
    const said = wordsAt(path);
    return said ? [{ ...said, path: stablePath(path, doc), label: named(said.label) }] : [];
  }
  if (Array.isArray(value)) {
    const item = wordsAt(path)?.label;
    if (!item) return [];
    return value.flatMap((entry: unknown, i) => {
      const at = `${path}.${i}`;
      const name = named(`${item} ${i + 1}`);
      return typeof entry === "string"
        ? [{ ...textFacts(at), path: stablePath(at, doc), label: name }]
        : pageWordFields(doc, at, entry, name, false);
    });
  }
  if (value && typeof value === "object") {
    // A part with words of its own inside a group ("Our promise") names its boxes, as a list's item does.
    const part = root ? undefined : wordsAt(path)?.label;
    const inner = part ? named(part) : prefix;
    return Object.entries(value).flatMap(([key, entry]) => pageWordFields(doc, `${path}.${key}`, entry, inner, false));
  }
  return [];
}

export interface PageWordsGroup {
  /** Its place in the document ("pages.heroes.about"), which names it in a conflict. */
  key: string;
  title: string;
  fields: DocField[];
}

/**
 * The page-words editor's parts, each a list of groups: the top of each page and the sections' headings by the
 * schema's names of them (a page's, a section's), the pages' own sections, and each page in search results.
 */
export function pageWordParts(doc: SiteContent): { key: string; title: string; groups: PageWordsGroup[] }[] {
  const group = (key: string): PageWordsGroup[] => {
    const value = valueAt(doc, key);
    const fields = pageWordFields(doc, key, value);
    // A list's words name its items ("Step"): the group is named after the section it is.
    const title = (Array.isArray(value) ? ownSectionTitles[key] : wordsAt(key)?.label) ?? key;
    return fields.length > 0 ? [{ key, title, fields }] : [];
  };
  const part = (key: "heroes" | "sections" | "search") => ({
    key,
    title: words(`pages.${key}`).label,
    groups: Object.keys(doc.pages[key]).flatMap((child) => group(`pages.${key}.${child}`)),
  });
  const own = { key: "own", title: "The pages' own sections", groups: Object.keys(ownSectionTitles).flatMap(group) };
  return [part("heroes"), part("sections"), own, part("search")];
}

/** The pages' own sections the editor shows, in its order, with the names of those that are lists. */
const ownSectionTitles: Record<string, string | undefined> = {
  "pages.home.hero": undefined,
  "pages.home.leakFindingSteps": "Home page: how we find leaks",
  "pages.home.socialCards": "Home page: the links by the Instagram feed",
  "pages.about": undefined,
  "pages.services.process": "Services page: our process",
  "pages.services.reasons": "Services page: why choose our plumbers",
  "pages.services.whyChooseUs": "Each service's page: why choose us",
  "pages.quote.benefits": "Free quote page: what you get",
  "pages.quote.steps": "Free quote page: three steps",
};

/** A single value of the document as the settings page edits it: a box of its type, with the schema's words. */
function docField(path: string, input?: "tel" | "email" | "url" | "hours"): DocField {
  const field: DocField = { path, ...words(path) };
  const value = valueKind(path);
  if (input === "hours") return { ...field, kind: "hours" };
  if (value === "yes or no") return { ...field, kind: "checkbox" };
  if (value === "whole" || value === "decimal") return { ...field, number: value };
  return input ? { ...field, type: input } : field;
}

export const settingFields: DocField[] = [
  docField("settings.BUSINESS_NAME"),
  docField("settings.BUSINESS_PHONE", "tel"),
  docField("settings.BUSINESS_FREEPHONE", "tel"),
  docField("settings.BUSINESS_EMAIL", "email"),
  docField("settings.SOCIAL_FACEBOOK_URL", "url"),
  docField("settings.SOCIAL_INSTAGRAM_URL", "url"),
  docField("settings.REVIEWS_URL", "url"),
];

/** The link a review request sends (server/quotes/review-request.ts); optional, so the field may stay empty. */
export const reviewLinkFields: DocField[] = [docField("settings.reviewLink", "url")];

export const claimFields: DocField[] = [
  ...["rating", "reviewCount", "ratingBanner", "ratingBadge", "verifiedReviews", "footerRating"],
  ...["structuredRating.value", "structuredRating.count", "yearsTrading", "serviceAreas"],
].map((key) => docField(`claims.${key}`));
claimFields.push(docField("claims.hours.office", "hours"), docField("claims.hours.emergency247"));

/** A setting's or claim's value in words, as the owner reads it: the hours as the website lists them, yes or no. */
export function fieldText(field: DocField, value: unknown): string {
  if (field.kind === "checkbox") return value === true ? "Yes" : value === false ? "No" : "";
  if (field.kind === "hours")
    return Array.isArray(value) ? hoursLines({ office: value as OfficeHoursRow[] }).join(", ") : "";
  return String(value ?? "");
}

/** A project's field's words ("title", "details.challenge", "gallery.caption": each photo's caption). */
export const projectWords = (field: string): FieldWords => words(`projects.${field}`);

/** A service's words, in the order its editor lists them. */
export const serviceFields = (
  ["title", "cardTitle", "subtitle", "description", "mobileDescription", "longDescription"] as const
).map((field) => ({ field, ...words(`services.${field}`) }));

/** A service's name as the owner last wrote it in any of `docs`, else as the website has it. */
export function serviceName(slug: string, docs: SiteContent[]): string {
  const written = docs.flatMap((doc) => doc.services).find((s) => s.slug === slug && s.title.trim())?.title;
  return written ?? serviceNames.find((s) => s.slug === slug)?.title ?? slug;
}

/** An area's name, as the website has it (the owner edits its description, not its name). */
export const areaName = (slug: string): string => areaNames.find((a) => a.slug === slug)?.name ?? slug;

/** Whether an area has a page written just for it (its words are its suburb page's), rather than the shared one. */
export const hasOwnPage = (slug: string): boolean => (suburbPageSlugs as readonly string[]).includes(slug);

/**
 * Where an area's words appear, in words: a suburb with its own page, or an area on the shared area page. The
 * areas list says it beside each area, so a change to Papakura's description is not looked for on /areas/papakura.
 */
export const areaPageWords = (slug: string): string =>
  hasOwnPage(slug)
    ? `Its own page: /areas/${slug}. This description is on its card on the Service areas page only; its page's words are under Suburb pages below.`
    : `The shared area page: /areas/${slug}. This description is on its card on the Service areas page and at the top of that page.`;

/**
 * How many customers, paragraphs and reasons a suburb page may have, at least one each, and
 * what one is called where the editor adds or removes one.
 */
export const suburbPageLists = {
  reviews: { max: limitOf("suburbPages.reviews") ?? 0, one: "customer", add: "Add a customer" },
  about: { max: limitOf("suburbPages.about") ?? 0, one: "paragraph", add: "Add a paragraph" },
  reasons: { max: limitOf("suburbPages.reasons") ?? 0, one: "reason", add: "Add a reason" },
} as const;

/** The two lists of customers' words the Reviews editor keeps, and how it names them and their items. */
export const reviewLists = {
  reviews: {
    heading: "Reviews page",
    text: "Shown on the Reviews page. The home page's testimonials are a list of their own, below.",
    noun: ["review", "reviews"],
    add: "Add a review",
  },
  homeTestimonials: {
    heading: "Home page testimonials",
    text: "The scrolling testimonials on the home page: their own words, in their own order. Hiding a review above does not hide one here. A phone shows the first column only: the first third of those shown.",
    noun: ["home testimonial", "home testimonials"],
    add: "Add a home testimonial",
  },
} as const;

/** How many photos and key features a project may have. */
export const projectCounts = {
  photos: limitOf("projects.gallery") ?? 0,
  features: limitOf("projects.details.features") ?? 0,
} as const;

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A small version of a photo of the site's media, for the editor's thumbnails (480 px WebP): an uploaded one's from
 * the dashboard's photos, the repository's beside it on the site, a video's from its poster.
 */
export function thumbnailOf(src: string): string {
  const owner = /^\/media\/owner\/([0-9a-f]+)\.jpe?g$/i.exec(src);
  if (owner) return `/admin/api/site/photos/${owner[1]}-480.webp`;
  if (/\.mp4$/i.test(src)) return src.replace(/\.mp4$/i, ".poster-480.webp");
  return src.replace(/\.jpe?g$/i, "-480.webp");
}

/** Whether a place in the document is in project `id` ("projects[7].title"), or is that project. */
export const inProject = (path: string, id: number): boolean =>
  path === `projects[${id}]` || path.startsWith(`projects[${id}].`);

/** The id the next new project gets: one past the highest in any of `docs` (the working copy, the saved one). */
export const nextProjectId = (docs: SiteContent[]): number =>
  Math.max(0, ...docs.flatMap((doc) => doc.projects.map((p) => p.id))) + 1;

/**
 * A new project: shown on the site once saved (and built) unless the owner hides it, finished this month, one key
 * feature box to write in (left blank, it is dropped), no photo yet (the first becomes the cover). Only its title and
 * a photo are needed; its kind and duration start unchosen, and none is made for the owner. Its address follows its
 * title until it is first saved.
 */
export function newProject(id: number, today = new Date()): OwnerProject {
  return {
    id,
    slug: "",
    formerSlugs: [],
    published: true,
    featured: false,
    title: "",
    description: "",
    image: "",
    imageAlt: "",
    client: "",
    projectType: "",
    isVideo: false,
    duration: "",
    location: "",
    completedDate: `${monthNames[today.getMonth()]} ${today.getFullYear()}`,
    gallery: [],
    details: { challenge: "", solution: "", features: [""] },
  };
}

/**
 * The other project that has `slug` as its address, now or before (a former address redirects to its project), in
 * the working copy or as last saved (a saved address being changed becomes a former one when saved): its title.
 */
export function addressTakenBy(slug: string, id: number, docs: SiteContent[]): string | undefined {
  const other = docs
    .flatMap((doc) => doc.projects)
    .find((p) => p.id !== id && (p.slug === slug || p.formerSlugs.includes(slug)));
  if (!other) return undefined;
  return docs[0]?.projects.find((p) => p.id === other.id)?.title || other.title || "Untitled project";
}

/** A project's photo by number ("photo 2"), with its caption if it has one. */
const photoName = (project: OwnerProject | undefined, src: string) => {
  const index = project?.gallery.findIndex((photo) => photo.image === src) ?? -1;
  return index < 0 ? "a photo" : `photo ${index + 1}`;
};

/** A place inside a project in words: "title", "photo 2, caption", "key feature 3". */
function projectPlace(rest: string, project: OwnerProject | undefined): string {
  const photo = /^gallery\[([^\]]+)\](?:\.(\w+))?$/.exec(rest);
  if (photo) return `${photoName(project, photo[1] ?? "")}${photo[2] === "caption" ? ", caption" : ""}`;
  const feature = /^details\.features\.(\d+)$/.exec(rest);
  if (feature) return `key feature ${Number(feature[1]) + 1}`;
  if (rest.startsWith("formerSlugs")) return "page address";
  const field = wordsAt(`projects.${rest}`) ?? wordsAt(`projects.${rest.split(".")[0] ?? ""}`);
  return field ? field.label.toLowerCase() : rest;
}

/** A project's title in quotes, or that it has none yet. */
const projectName = (title: string | undefined) => (title ? quoted(title) : "(no title yet)");

/** One fact of a project as its page's reader would say it, and the value two versions are compared by. */
export interface ProjectFact {
  label: string;
  text: string;
  value: unknown;
  /** Shown as thumbnails (the cover, the photos). */
  photos?: OwnerPhoto[];
}

/** A project as facts in words, for a conflict's two versions: the owner sees what differs. */
export function projectFacts(project: OwnerProject): ProjectFact[] {
  // Each by the label its editor gives it; whether it is on the site by its own words (its box is "Hide…").
  const fact = (field: string, text: string, value: unknown = text): ProjectFact => ({
    label: field === "published" ? "On the site" : words(`projects.${field}`).label,
    text,
    value,
  });
  const cover = project.gallery.find((photo) => photo.image === project.image);
  return [
    fact("title", project.title),
    fact("slug", `/project/${project.slug}`),
    fact("published", project.published ? "Yes" : "No, taken down", project.published),
    fact("featured", project.featured ? "Yes" : "No", project.featured),
    fact("description", project.description),
    fact("client", project.client),
    fact("projectType", project.projectType),
    fact("duration", project.duration),
    fact("location", project.location),
    fact("completedDate", project.completedDate),
    {
      ...fact("image", cover?.caption ?? photoName(project, project.image), project.image),
      photos: [{ image: project.image, caption: cover?.caption ?? "" }],
    },
    fact("imageAlt", project.imageAlt),
    {
      ...fact(
        "gallery",
        project.gallery.map((photo, i) => `${i + 1}. ${photo.caption || "(no caption)"}`).join("\n"),
        project.gallery,
      ),
      photos: project.gallery,
    },
    fact("details.challenge", project.details.challenge),
    fact("details.solution", project.details.solution),
    fact("details.features", project.details.features.map((f) => `• ${f}`).join("\n"), project.details.features),
    fact(
      "testimonial",
      project.testimonial
        ? `${project.testimonial.text}\n${project.testimonial.author}, ${project.testimonial.rating} of 5 stars`
        : "Nothing",
      project.testimonial ?? null,
    ),
    ...(project.video ? [fact("isVideo", project.isVideo ? "Yes" : "No", project.isVideo)] : []),
  ];
}

/** The value at a dotted path ("claims.hours.emergency247"). */
/** A path's keys: "pages.home.leakFindingSteps[0].title" and "pages.home.leakFindingSteps.0.title" alike. */
const keysOf = (path: string) => path.replace(/\[(\d+)\]/g, ".$1").split(".");

export function valueAt(doc: unknown, path: string): unknown {
  return keysOf(path).reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);
}

/** A copy of the document with the value at a path replaced, a list staying a list. */
export function withValueAt<T>(doc: T, path: string, value: unknown): T {
  const [key, ...rest] = keysOf(path) as [string, ...string[]];
  const inner = (current: unknown) => (rest.length === 0 ? value : withValueAt(current, rest.join("."), value));
  if (Array.isArray(doc)) return doc.map((item: unknown, i) => (String(i) === key ? inner(item) : item)) as T;
  const record = doc as Record<string, unknown>;
  return { ...record, [key]: inner(record[key]) } as T;
}

/** A new item's id, fixed when it is made (a merge follows it by id): "review-3f9a0c1e". */
export const newId = (kind: "review" | "question") =>
  `${kind}-${Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** The list with the item at `index` moved `by` places (-1: up, 1: down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item);
  return next;
}

/**
 * "reviews.3.text" in the document sent → "reviews[tama-w].text"; "faqPage.2" → "faqPage[water-heaters]";
 * "services.0.title" → "services[leak-detection].title"; "projects.2.gallery.0.caption" →
 * "projects[7].gallery[/media/owner/….jpg].caption"; "projects.2.details.features.1" → "projects[7].details.features.1".
 */
export function stablePath(path: string, doc: SiteContent): string {
  let value: unknown = doc;
  let stable = "";
  for (const segment of path.split(".")) {
    const item = Array.isArray(value) && /^\d+$/.test(segment) ? value[Number(segment)] : undefined;
    // An item by its id, else its slug, else its photo (a gallery's); an id in a page's list by itself; a project's
    // key feature or former address by its place.
    if (typeof item === "object" && item !== null)
      stable += `[${String("id" in item ? item.id : "slug" in item ? item.slug : "image" in item ? item.image : segment)}]`;
    else if (item !== undefined && !/[.[]/.test(stable)) stable += `[${String(item)}]`;
    else stable += stable ? `.${segment}` : segment;
    value = (value as Record<string, unknown> | undefined)?.[segment];
  }
  return stable;
}

const listItem =
  /^(reviews|homeTestimonials|faqs|faqPage|homeFaqs|services|areas|suburbPages|projects)\[([^\]]+)\](?:\.(.+))?$/;

const quoted = (text: string) => `“${text.length > 50 ? `${text.slice(0, 49)}…` : text}”`;

/** A place in a suburb page in words: "headline", "card 2, title", "reason 3", "customer 1, their words". */
function suburbPagePlace(rest: string): string {
  const label = (place: string) => wordsAt(`suburbPages.${place}`)?.label.toLowerCase();
  // A card or a customer is an object, named by its place in brackets ("trustCards[1].title"); a paragraph by a dot.
  const entry = /^(trustCards|reviews|about|reasons)(?:\.(\d+)|\[(\d+)\])(?:\.(\w+))?$/.exec(rest);
  if (entry) {
    const [, list = "", dotted, bracketed, field] = entry;
    const index = dotted ?? bracketed ?? "0";
    const kind = { trustCards: "card", reviews: "customer", about: "paragraph", reasons: "reason" }[list] ?? list;
    const name = field ? label(`${list}.${field}`) : undefined;
    return `${kind} ${Number(index) + 1}${name ? `, ${name}` : ""}`;
  }
  // A section's heading is named with its section: "why customers trust you, heading".
  const heading = /^headings\.(\w+)$/.exec(rest)?.[1];
  const headingLabel = label(rest);
  if (heading && headingLabel) {
    const section = { trustEyebrow: "trustCards", trust: "trustCards", reviewsEyebrow: "reviews" }[heading] ?? heading;
    return `${label(section) ?? section}, ${headingLabel}`;
  }
  return label(rest) ?? label(rest.split(".")[0] ?? "") ?? rest;
}

/** Where a problem is, in words: "Phone number", "Review from Tama W., what they said", "Questions on the FAQ page". */
export function placeOf(path: string, doc: SiteContent): string {
  if (path.startsWith("pages.")) {
    for (const group of pageWordParts(doc).flatMap((part) => part.groups)) {
      const field = group.fields.find((f) => f.path === path);
      if (field) return `${group.title}, ${field.label.toLowerCase()}`;
    }
    return wordsAt(path.split(".").slice(0, 2).join("."))?.label ?? "Page words";
  }
  // A field, or a place inside one ("claims.hours.office[0].closes": the opening hours).
  const field = [...settingFields, ...claimFields].find(
    (f) => f.path === path || path.startsWith(`${f.path}[`) || path.startsWith(`${f.path}.`),
  );
  if (field) return field.label;
  const match = listItem.exec(path);
  if (!match) {
    const names: Record<string, string> = {
      reviews: "Reviews",
      homeTestimonials: "Home page testimonials",
      faqs: "Questions",
      settings: "Business details",
      claims: "Claims",
      faqPage: "Questions on the FAQ page",
      homeFaqs: "Questions on the home page",
      services: "Services",
      areas: "Areas",
      suburbPages: "Suburb pages",
      projects: "Projects",
    };
    return names[path.split(".")[0] ?? ""] ?? path;
  }
  const [, list, id = "", rest] = match;
  if (list === "projects") {
    const project = doc.projects.find((p) => String(p.id) === id);
    return `Project ${projectName(project?.title)}${rest ? `, ${projectPlace(rest, project)}` : ""}`;
  }
  if (list === "services") {
    const field = rest && wordsAt(`services.${rest}`);
    return `Service: ${serviceName(id, [doc])}${field ? `, ${field.label.toLowerCase()}` : ""}`;
  }
  if (list === "areas") {
    const field = rest && wordsAt(`areas.${rest}`);
    return `Area: ${areaName(id)}${field ? `, ${field.label.toLowerCase()}` : ""}`;
  }
  if (list === "suburbPages") return `Suburb page: ${areaName(id)}${rest ? `, ${suburbPagePlace(rest)}` : ""}`;
  const detail = rest ? `, ${wordsAt(`${list}.${rest.split(".")[0] ?? ""}`)?.label.toLowerCase() ?? rest}` : "";
  if (list === "reviews" || list === "homeTestimonials") {
    const review = doc[list].find((r) => r.id === id);
    return `${list === "reviews" ? "Review" : "Home testimonial"} from ${review?.name || "(no name yet)"}${detail}`;
  }
  if (list === "faqs") {
    const faq = doc.faqs.find((f) => f.id === id);
    return `Question ${faq?.question ? quoted(faq.question) : "(not written yet)"}${detail}`;
  }
  return list === "faqPage" ? "Questions on the FAQ page" : "Questions on the home page";
}

/** A problem as the editor keeps it: at its stable place, with that place in words for the summary. */
export interface PlacedProblem {
  path: string;
  message: string;
  place: string;
}

export const placeProblems = (problems: FieldProblem[], sent: SiteContent): PlacedProblem[] =>
  problems.map((problem) => {
    const path = stablePath(problem.path, sent);
    return { path, message: problem.message, place: placeOf(path, sent) };
  });

/** A conflicting item (as the server names it, server/site/merge.ts), in words: "Phone number", "Review from Tama W.", "Area: Manukau". */
export function itemLabel(key: string, docs: SiteContent[]): string {
  const [list, ...rest] = key.split(".");
  const id = rest.join(".");
  if (list === "services" && id) return `Service: ${serviceName(id, docs)}`;
  if (list === "areas" && id) return `Area: ${areaName(id)}`;
  if (list === "suburbPages" && id) return `Suburb page: ${areaName(id)}`;
  if ((list === "reviews" || list === "homeTestimonials") && id) {
    const name = docs.flatMap((doc) => doc[list]).find((r) => r.id === id)?.name;
    return `${list === "reviews" ? "Review" : "Home testimonial"} from ${name || "(no name)"}`;
  }
  if (list === "faqs" && id) {
    const question = docs.flatMap((doc) => doc.faqs).find((f) => f.id === id)?.question;
    return `Question ${question ? quoted(question) : "(not written yet)"}`;
  }
  if (list === "projects" && id)
    return `Project ${projectName(docs.flatMap((doc) => doc.projects).find((p) => String(p.id) === id)?.title)}`;
  const said = wordsAt(key);
  if (said) return said.label;
  const names: Record<string, string> = {
    reviews: "The order of the reviews",
    homeTestimonials: "The order of the home page's testimonials",
    faqPage: "The questions on the FAQ page",
    homeFaqs: "The questions on the home page",
    projects: "The order of the projects",
  };
  return names[key] ?? key;
}

/**
 * The document with one item, named as the server names a conflict's (`ItemConflict`), put in as `value`: a setting
 * or a claim by its name; a review, a home testimonial, a question or a project by id (null takes it out; one the
 * document lacks goes in at the end); a service, an area or a suburb page by slug; an order (of the reviews, the
 * home testimonials, the projects: their ids) by arranging the items so, those it does not name after them; a page's
 * questions as the list given. A substitution, not a merge: the server merged everything else.
 */
export function withItem(doc: SiteContent, key: string, value: unknown): SiteContent {
  const [list = "", ...rest] = key.split(".");
  const id = rest.join(".");
  if (list === "settings" || list === "claims") {
    // In its place among the others; an optional one (the review link) removed is left out.
    const values = Object.entries({ ...doc[list], [id]: value }).filter(([key]) => key !== id || value !== null);
    return { ...doc, [list]: Object.fromEntries(values) };
  }
  if (list === "faqPage" || list === "homeFaqs")
    return { ...doc, [list]: (value as string[]).filter((ref) => doc.faqs.some((faq) => faq.id === ref)) };
  if (list === "services" || list === "areas" || list === "suburbPages")
    return { ...doc, [list]: (doc[list] as { slug: string }[]).map((item) => (item.slug === id ? value : item)) };
  if (list !== "reviews" && list !== "homeTestimonials" && list !== "faqs" && list !== "projects") return doc;
  const items = doc[list] as { id: string | number }[];
  if (!id) {
    const order = (value as unknown[]).map(String);
    const at = (item: { id: string | number }) => order.indexOf(String(item.id));
    const named = items.filter((item) => at(item) >= 0).sort((a, b) => at(a) - at(b));
    return { ...doc, [list]: [...named, ...items.filter((item) => at(item) < 0)] };
  }
  const others = items.filter((item) => String(item.id) !== id);
  if (value === null) return { ...doc, [list]: others };
  const index = items.findIndex((item) => String(item.id) === id);
  return { ...doc, [list]: index < 0 ? [...items, value] : items.map((item, i) => (i === index ? value : item)) };
}

/** The boxes of a setting or claim ("claims.hours": its days and times, and the emergency line). */
export const fieldsUnder = (key: string): DocField[] =>
  [...settingFields, ...claimFields].filter((field) => field.path === key || field.path.startsWith(`${key}.`));
