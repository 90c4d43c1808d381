import type { OwnerPhoto, OwnerProject, OwnerService, SiteContent } from "../app/content/document";
import { hoursLines, type OfficeHoursRow } from "../shared/office-hours";
import { areaNames, serviceNames, suburbPageSlugs } from "../app/content/names";
import type { FieldProblem } from "./content-actions";

/**
 * Places in the owner's document and their names in plain words. The server names a problem by index
 * ("reviews.3.text"); the editor names it by id ("reviews[tama-w].text"), so it stays on its review when the list is
 * reordered. Limits repeat app/content/document.ts's schema, which the server checks on every save.
 */

export interface DocField {
  path: string;
  label: string;
  hint?: string;
  max?: number;
  type?: "text" | "tel" | "email" | "url";
  /** A number: "decimal" (4.9) or "whole" (143). */
  number?: "decimal" | "whole";
  /** Not text: the office hours as days and times (admin/components/hours-field.tsx), or a yes-or-no box. */
  kind?: "hours" | "checkbox";
}

export const settingFields: DocField[] = [
  { path: "settings.BUSINESS_NAME", label: "Business name", max: 80 },
  {
    path: "settings.BUSINESS_PHONE",
    label: "Phone number",
    hint: "On every page, for example 09 123 4567.",
    type: "tel",
  },
  { path: "settings.BUSINESS_FREEPHONE", label: "Freephone number", hint: "For example 0800 123 456.", type: "tel" },
  { path: "settings.BUSINESS_EMAIL", label: "Email address", hint: "Where customers can write to you.", type: "email" },
  {
    path: "settings.SOCIAL_FACEBOOK_URL",
    label: "Facebook page",
    hint: "Its web address, starting https://",
    type: "url",
  },
  {
    path: "settings.SOCIAL_INSTAGRAM_URL",
    label: "Instagram page",
    hint: "Its web address, starting https://",
    type: "url",
  },
  {
    path: "settings.REVIEWS_URL",
    label: "Where customers read your reviews",
    hint: "The web address of your reviews, for example your Google Business page, starting https://",
    type: "url",
  },
];

export const claimFields: DocField[] = [
  { path: "claims.rating", label: "Star rating", hint: "As the pages show it, for example 5.0.", max: 10 },
  { path: "claims.reviewCount", label: "Number of reviews", hint: "As the pages show it, for example 100+.", max: 20 },
  { path: "claims.ratingBanner", label: "Rating banner", hint: "The strip at the top of every page.", max: 80 },
  { path: "claims.ratingBadge", label: "Rating badge", hint: "Under the home page's heading.", max: 60 },
  { path: "claims.verifiedReviews", label: "Verified reviews line", hint: "On the reviews page.", max: 80 },
  { path: "claims.footerRating", label: "Rating in the footer", hint: "At the foot of every page.", max: 80 },
  {
    path: "claims.structuredRating.value",
    label: "Average rating for search engines",
    hint: "A number from 1 to 5, for example 4.9: what Google may show beside the site.",
    number: "decimal",
  },
  {
    path: "claims.structuredRating.count",
    label: "Number of reviews for search engines",
    hint: "A whole number, for example 143.",
    number: "whole",
  },
  { path: "claims.yearsTrading", label: "Years in business", hint: "As a sentence reads it: over 15 years.", max: 40 },
  { path: "claims.serviceAreas", label: "Service areas", hint: "For example 15+ Service Areas.", max: 40 },
  {
    path: "claims.hours.office",
    label: "Opening hours",
    hint: "The days your office is open, and from when to when. The website lists them, and a request from the home page is due an answer within 30 minutes of them.",
    kind: "hours",
  },
  {
    path: "claims.hours.emergency247",
    label: "24/7 emergency line",
    hint: "The website says “Emergency service 24/7”, and search engines are told you answer every day, all day. Emergencies are due an answer in 15 minutes either way.",
    kind: "checkbox",
  },
];

/** A setting's or claim's value in words, as the owner reads it: the hours as the website lists them, yes or no. */
export function fieldText(field: DocField, value: unknown): string {
  if (field.kind === "checkbox") return value === true ? "Yes" : value === false ? "No" : "";
  if (field.kind === "hours")
    return Array.isArray(value) ? hoursLines({ office: value as OfficeHoursRow[] }).join(", ") : "";
  return String(value ?? "");
}

export const faqLimits = { question: 160, answer: 1200 } as const;

/** A service's words, in the order its editor lists them: where the site shows each, and its limit. */
export const serviceFields: {
  field: keyof Pick<
    OwnerService,
    "title" | "cardTitle" | "subtitle" | "description" | "mobileDescription" | "longDescription"
  >;
  label: string;
  hint: string;
  max: number;
  multiline?: boolean;
}[] = [
  { field: "title", label: "Name", hint: "The heading of its page, and its name in the menus.", max: 60 },
  {
    field: "cardTitle",
    label: "Name on the Services page",
    hint: "The heading of its card on the Services page; often the same name.",
    max: 60,
  },
  { field: "subtitle", label: "Subtitle", hint: "The line under the heading of its page.", max: 160 },
  {
    field: "description",
    label: "Short description",
    hint: "Its card on the home page and the Services page, and what search engines show for its page.",
    max: 300,
    multiline: true,
  },
  {
    field: "mobileDescription",
    label: "Short description on phones",
    hint: "Its card on the home page, on a phone: a line or two.",
    max: 120,
  },
  {
    field: "longDescription",
    label: "Main description",
    hint: "The text at the top of its page, also on its card on the Services page.",
    max: 1200,
    multiline: true,
  },
];

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

/** An area's words on the shared area page: its description and what a customer there said. */
export const areaFields = {
  description: { label: "Description", max: 300, multiline: true },
  testimonial: { label: "What a customer said", hint: "Beside the area's details on its page, with five stars." },
  "testimonial.text": { label: "Their words", max: 600, multiline: true },
  "testimonial.name": { label: "Their name", hint: "As they agreed to be named, for example Sione F.", max: 60 },
  "testimonial.location": { label: "Where they live", hint: "After their name, for example Otara.", max: 60 },
} satisfies Record<string, FieldWords>;

/**
 * The words of a suburb's own page (/areas/<slug>), by their place in it, in the page's order: the editor's label,
 * where the page shows each, and its limit. A list's entry is named by its place ("trustCards.title": each card's
 * title). The icons, the picture and the links to nearby areas stay the website's.
 */
export const suburbPageFields = {
  headline: {
    label: "Headline",
    hint: "The heading at the top of its page, and its title in search results.",
    max: 80,
  },
  badge: { label: "Badge", hint: "The small label above the headline.", max: 60 },
  heroText: { label: "Introduction", hint: "Under the headline.", max: 300, multiline: true },
  "stats.responseTime": { label: "Response time", hint: "In the band under the top, for example 25 min.", max: 20 },
  "stats.happyCustomers": { label: "Happy customers", hint: "In the same band, for example 800+.", max: 20 },
  "stats.availability": { label: "Emergency service", hint: "In the same band, for example 24/7.", max: 20 },
  "stats.rating": { label: "Customer rating", hint: "In the same band, before a star, for example 4.9.", max: 10 },
  trustCards: {
    label: "Why customers trust you",
    hint: "Six cards, each beside the website's icon at its place. A card that says how long you have traded says it in its own words: change it here too when that changes.",
  },
  "headings.trustEyebrow": { label: "Line above the heading", hint: "For example Plumbing in Papakura.", max: 60 },
  "headings.trust": { label: "Heading", hint: "Above the six cards, for example Why Papakura Trusts Us.", max: 80 },
  "trustCards.title": { label: "Title", max: 60 },
  "trustCards.text": { label: "Text", max: 200, multiline: true },
  reviews: { label: "What local customers say", hint: "Their cards under the trust cards, five stars each." },
  "headings.reviewsEyebrow": { label: "Line above the heading", hint: "For example Local Reviews.", max: 60 },
  "headings.reviews": { label: "Heading", hint: "For example What Papakura Customers Say.", max: 80 },
  "reviews.name": { label: "Their name", hint: "As they agreed to be named, for example Lisa M.", max: 60 },
  "reviews.service": { label: "Service", hint: "Under their name, for example Leak Detection.", max: 60 },
  "reviews.text": { label: "Their words", max: 600, multiline: true },
  about: { label: "About the suburb", hint: "The paragraphs beside its reasons to love it." },
  "headings.about": { label: "Heading", hint: "For example About Papakura.", max: 80 },
  "about.item": { label: "Paragraph", max: 600, multiline: true },
  population: { label: "Population", hint: "After “Population:”, for example about 60,000.", max: 40 },
  reasons: { label: "Reasons to love it", hint: "Short points, each ticked." },
  "headings.reasons": { label: "Heading", hint: "For example Reasons to Love Papakura.", max: 80 },
  "reasons.item": { label: "Reason", max: 120 },
  "closing.title": { label: "Closing heading", hint: "The dark band at the foot of its page.", max: 80 },
  "closing.text": { label: "Closing line", hint: "Under the closing heading.", max: 200, multiline: true },
} satisfies Record<string, FieldWords>;

/**
 * How many customers, paragraphs and reasons a suburb page may have (app/content/document.ts), at least one each, and
 * what one is called where the editor adds or removes one.
 */
export const suburbPageLists = {
  reviews: { max: 6, one: "customer", add: "Add a customer" },
  about: { max: 4, one: "paragraph", add: "Add a paragraph" },
  reasons: { max: 10, one: "reason", add: "Add a reason" },
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

/** A field's words in an editor: its label, where the site shows it, and its limit. */
interface FieldWords {
  label: string;
  hint?: string;
  max?: number;
  multiline?: boolean;
}

/**
 * A project's fields by their place in the project ("details.challenge"): the editor's label, where the site shows
 * each, and its limit. The words are the project page's own ("The Challenge", "Our Solution", "Key Features").
 */
export const projectFields = {
  title: { label: "Title", hint: "The heading of its page and of its card on the Projects page.", max: 90 },
  slug: { label: "Page address", max: 80 },
  published: {
    label: "Hide from the website",
    hint: "Tick to take it down: it stays here, but its page and its card leave the site.",
  },
  featured: { label: "Featured", hint: "The first three featured projects lead the Projects page." },
  description: {
    label: "Short description",
    hint: "Under the title on its page and its card, and what search engines show for its page.",
    max: 300,
    multiline: true,
  },
  client: { label: "Client", hint: "Who the job was for, as they agreed to be named, for example Homeowner.", max: 80 },
  projectType: { label: "Kind of job", hint: "The badge on its card and its page." },
  duration: { label: "Duration", hint: "How long the job took." },
  location: { label: "Location", hint: "The suburb, for example Papakura.", max: 60 },
  completedDate: { label: "Completed", hint: "The month the job was finished." },
  gallery: { label: "Photos", hint: "From 1 to 24, in the gallery on its page, each with a caption." },
  image: { label: "Cover photo", hint: "On its card and at the top of its page." },
  imageAlt: {
    label: "What the cover photo shows",
    hint: "For people who cannot see it, and for search engines: for example, Thermal image of a wall with a cold streak where the leak was.",
    max: 160,
  },
  caption: { label: "Caption", hint: "Under the photo in the gallery, for example The new valve.", max: 140 },
  isVideo: {
    label: "Play its video",
    hint: "On its card and at the top of its page, in place of the cover photo.",
  },
  "details.challenge": { label: "The challenge", hint: "What was wrong when you arrived.", max: 800, multiline: true },
  "details.solution": { label: "Our solution", hint: "What you did about it.", max: 800, multiline: true },
  "details.features": {
    label: "Key features",
    hint: "Short points, each ticked on its page, for example No walls opened up. Up to 10.",
    max: 120,
  },
  testimonial: { label: "What the customer said", hint: "Beside the job's details on its page, if they agreed." },
  "testimonial.text": { label: "Their words", max: 600, multiline: true },
  "testimonial.author": { label: "Their name", hint: "As they agreed to be named, for example Tama W.", max: 60 },
  "testimonial.rating": { label: "Stars" },
} satisfies Record<string, FieldWords>;

/** A review's words, in the order its editor lists them around the stars: label, hint and limit, as for a project. */
export const reviewFields = {
  name: { label: "Name", hint: "As the customer agreed to be named, for example Tama W.", max: 60 },
  service: { label: "Service", hint: "What the job was, for example Leak Repair.", max: 60 },
  text: { label: "What they said", max: 600, multiline: true },
} satisfies Record<string, FieldWords>;

/** How many photos and key features a project may have. */
export const projectCounts = { photos: 24, features: 10 } as const;

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
  const words: Record<string, FieldWords> = projectFields;
  const field = words[rest] ?? words[rest.split(".")[0] ?? ""];
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
  const fact = (label: string, text: string, value: unknown = text): ProjectFact => ({ label, text, value });
  const cover = project.gallery.find((photo) => photo.image === project.image);
  return [
    fact("Title", project.title),
    fact("Page address", `/project/${project.slug}`),
    fact("On the site", project.published ? "Yes" : "No, taken down", project.published),
    fact("Featured", project.featured ? "Yes" : "No", project.featured),
    fact("Short description", project.description),
    fact("Client", project.client),
    fact("Kind of job", project.projectType),
    fact("Duration", project.duration),
    fact("Location", project.location),
    fact("Completed", project.completedDate),
    {
      ...fact("Cover photo", cover?.caption ?? photoName(project, project.image), project.image),
      photos: [{ image: project.image, caption: cover?.caption ?? "" }],
    },
    fact("What the cover photo shows", project.imageAlt),
    {
      ...fact(
        "Photos",
        project.gallery.map((photo, i) => `${i + 1}. ${photo.caption || "(no caption)"}`).join("\n"),
        project.gallery,
      ),
      photos: project.gallery,
    },
    fact("The challenge", project.details.challenge),
    fact("Our solution", project.details.solution),
    fact("Key features", project.details.features.map((f) => `• ${f}`).join("\n"), project.details.features),
    fact(
      "What the customer said",
      project.testimonial
        ? `${project.testimonial.text}\n${project.testimonial.author}, ${project.testimonial.rating} of 5 stars`
        : "Nothing",
      project.testimonial ?? null,
    ),
    ...(project.video ? [fact("Play its video", project.isVideo ? "Yes" : "No", project.isVideo)] : []),
  ];
}

const itemFieldLabels: Record<string, string> = {
  name: "name",
  rating: "stars",
  service: "service",
  text: "what they said",
  hidden: "shown or hidden",
  question: "question",
  answer: "answer",
  id: "id",
};

/** The value at a dotted path ("claims.hours.emergency247"). */
export function valueAt(doc: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);
}

/** A copy of the document with the value at a dotted path replaced. */
export function withValueAt<T>(doc: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const record = doc as Record<string, unknown>;
  return { ...record, [key]: rest.length === 0 ? value : withValueAt(record[key], rest.join("."), value) } as T;
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
  const words: Record<string, FieldWords> = suburbPageFields;
  // A card or a customer is an object, named by its place in brackets ("trustCards[1].title"); a paragraph by a dot.
  const entry = /^(trustCards|reviews|about|reasons)(?:\.(\d+)|\[(\d+)\])(?:\.(\w+))?$/.exec(rest);
  if (entry) {
    const [, list = "", dotted, bracketed, field] = entry;
    const index = dotted ?? bracketed ?? "0";
    const kind = { trustCards: "card", reviews: "customer", about: "paragraph", reasons: "reason" }[list] ?? list;
    const label = field ? words[`${list}.${field}`]?.label.toLowerCase() : undefined;
    return `${kind} ${Number(index) + 1}${label ? `, ${label}` : ""}`;
  }
  // A section's heading is named with its section: "why customers trust you, heading".
  const heading = /^headings\.(\w+)$/.exec(rest)?.[1];
  if (heading && words[rest]) {
    const section = { trustEyebrow: "trustCards", trust: "trustCards", reviewsEyebrow: "reviews" }[heading] ?? heading;
    return `${words[section]?.label.toLowerCase() ?? section}, ${words[rest].label.toLowerCase()}`;
  }
  return (words[rest] ?? words[rest.split(".")[0] ?? ""])?.label.toLowerCase() ?? rest;
}

/** Where a problem is, in words: "Phone number", "Review from Tama W., what they said", "Questions on the FAQ page". */
export function placeOf(path: string, doc: SiteContent): string {
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
    const field = serviceFields.find((f) => f.field === rest);
    return `Service: ${serviceName(id, [doc])}${field ? `, ${field.label.toLowerCase()}` : ""}`;
  }
  if (list === "areas") {
    const field = rest && (areaFields as Record<string, FieldWords>)[rest];
    return `Area: ${areaName(id)}${field ? `, ${field.label.toLowerCase()}` : ""}`;
  }
  if (list === "suburbPages") return `Suburb page: ${areaName(id)}${rest ? `, ${suburbPagePlace(rest)}` : ""}`;
  const detail = rest ? `, ${itemFieldLabels[rest.split(".")[0] ?? ""] ?? rest}` : "";
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

/** A conflicting item (admin/content-merge.ts), in words: "Phone number", "Review from Tama W.", "Area: Manukau". */
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
  const field = fieldsUnder(key)[0];
  if (field) return field.path === key ? field.label : (groupLabels[key] ?? field.label);
  const names: Record<string, string> = {
    reviews: "The order of the reviews",
    homeTestimonials: "The order of the home page's testimonials",
    faqPage: "The questions on the FAQ page",
    homeFaqs: "The questions on the home page",
    projects: "The order of the projects",
  };
  return names[key] ?? key;
}

/** The claims made of two values, as one item. */
const groupLabels: Record<string, string> = {
  "claims.structuredRating": "Rating for search engines",
  "claims.hours": "Opening hours",
};

/** The boxes of a setting or claim ("claims.hours": its days and times, and the emergency line). */
export const fieldsUnder = (key: string): DocField[] =>
  [...settingFields, ...claimFields].filter((field) => field.path === key || field.path.startsWith(`${key}.`));
