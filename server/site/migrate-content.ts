import { CONTENT_VERSION } from "../../app/content/document.ts";
import { repositorySeed } from "../../app/content/seed.ts";
import { hoursFromLines } from "./hours-from-lines.ts";

/**
 * Brings a stored content document up to this release's shape (docs/decisions/012-owner-editing.md). Every revision
 * is kept with the content version it was written in (`content_revisions.content_version`), and every read passes
 * through here, so a revision saved by any earlier release can be shown, restored and built.
 *
 * To change the document's shape: raise CONTENT_VERSION in app/content/document.ts and append one step below that
 * takes a document of the previous version to the new one (and sets its `version`). Steps are history, like
 * server/quotes/migrations.ts: never edit one that has shipped.
 */
type Step = (doc: Record<string, unknown>) => Record<string, unknown>;
type Item = Record<string, unknown> & { slug?: unknown };

/**
 * What the earlier steps take from the repository: its document (app/content/site.json) at this release, the
 * content an older revision's site showed where the owner could not yet edit it (copied wherever a step keeps it).
 */
const seed = repositorySeed;

/** Only the named fields of each item: a step writes exactly the fields its version has. */
const pick = <T extends object>(list: readonly T[], keys: readonly (keyof T)[]) =>
  list.map((item) => Object.fromEntries(keys.map((key) => [key, structuredClone(item[key])])));

const serviceWords = () =>
  pick(seed().services, [
    "slug",
    "title",
    "cardTitle",
    "subtitle",
    "description",
    "mobileDescription",
    "longDescription",
  ]);

/** Each item of `owner` laid over the repository's item of the same slug (`seedList`); the owner's list's order. */
const overSeed = (
  owner: unknown,
  seedList: readonly { slug: string }[],
  merge = (s: Item, o: Item) => ({ ...s, ...o }),
) =>
  (Array.isArray(owner) ? (owner as Item[]) : []).map((item) => {
    const repositoryItem = seedList.find((s) => s.slug === item.slug) as Item | undefined;
    return repositoryItem ? merge(structuredClone(repositoryItem), item) : item;
  });

/** `steps[i]` takes a document of version i + 1 to version i + 2. Version 1 is the first. */
const steps: readonly Step[] = [
  // 1 → 2: the owner edits the services' and the areas' words too. A version 1 site showed the repository's, so they
  // start as the repository's (its seed at this release), with exactly the fields version 2 has.
  (doc) => ({
    ...doc,
    version: 2,
    services: serviceWords(),
    areas: pick(seed().areas, ["slug", "description"]),
  }),
  // 2 → 3: the owner edits the projects. A version 2 site showed the repository's, so they start as its seed at this
  // release: all published, with no former addresses, each photo with the caption the site showed for it.
  (doc) => ({ ...doc, version: 3, projects: structuredClone(seed().projects) }),
  // 3 → 4: the opening hours are data, read from the two lines the owner wrote where they have
  // the simple form ("Mon-Fri 7AM-6PM", "Mon-Sat 7:30AM-5:30PM", "Sun Closed", "Closed"). Where a line cannot be
  // read, and for a day neither line names, the seed's hours stand: the answer-by clock always counted by the seed's
  // numbers, whatever the lines said, so those are the hours the business kept its promise by. The emergency line
  // was never editable: it stays 24/7.
  (doc) => {
    const claims = (doc.claims ?? {}) as Record<string, unknown>;
    const lines = (claims.hours ?? {}) as Record<string, unknown>;
    return {
      ...doc,
      version: 4,
      claims: { ...claims, hours: hoursFromLines(lines.weekdays, lines.weekends) },
    };
  },
  // 4 → 5: the owner edits the home page's testimonials (a list of their own, beside the reviews), what a customer
  // said on the shared area page, and the words of the seven suburbs' own pages. A version 4 site showed the
  // repository's, so they start as its seed at this release: the six testimonials all shown, each shared-page area's
  // customer, and each suburb page with its trust card's years as the revision's own claim said them (the page read
  // them from the claims then).
  (doc) => {
    const claims = (doc.claims ?? {}) as Record<string, unknown>;
    const years = typeof claims.yearsTrading === "string" ? claims.yearsTrading : seed().claims.yearsTrading;
    const said = (text: string) => text.replaceAll(seed().claims.yearsTrading, years);
    return {
      ...doc,
      version: 5,
      homeTestimonials: structuredClone(seed().homeTestimonials),
      areas: (Array.isArray(doc.areas) ? (doc.areas as Item[]) : pick(seed().areas, ["slug", "description"])).map(
        (area) => {
          const testimonial = seed().areas.find((s) => s.slug === area.slug)?.testimonial;
          return area.testimonial || !testimonial ? area : { ...area, testimonial: { ...testimonial } };
        },
      ),
      suburbPages: seed().suburbPages.map(({ nearby: _nearby, trustCards, ...page }) => ({
        ...structuredClone(page),
        trustCards: trustCards.map(({ title, text }) => ({ title, text: said(text) })),
      })),
    };
  },
  // 5 → 6: one document. Everything the site shows is in it: the services, areas and suburb pages whole (their
  // pictures, lists, icons and links, which the build took from the repository's code until now), and every claim.
  // A version 5 site showed the repository's for all of these, so they come from its document at this release, with
  // the owner's words laid over each, as the build laid them; each trust card keeps the icon at its place.
  (doc) => ({
    ...doc,
    version: 6,
    claims: { ...structuredClone(seed().claims), ...((doc.claims ?? {}) as Item) },
    services: overSeed(doc.services, seed().services),
    areas: overSeed(doc.areas, seed().areas, ({ testimonial: _seedWords, ...area }, owner) => ({ ...area, ...owner })),
    suburbPages: overSeed(doc.suburbPages, seed().suburbPages, (page, owner) => ({
      ...page,
      ...owner,
      trustCards: (Array.isArray(owner.trustCards) ? (owner.trustCards as Item[]) : []).map((card, i) => ({
        ...card,
        icon: (page.trustCards as { icon: string }[])[i]?.icon ?? "BadgeCheck",
      })),
    })),
  }),
  // 6 → 7: the pages' own sections' words join the document (the home hero, the About section, the Services pages'
  // process and reasons, the areas' priority zone, the quote page's benefits and steps), which the build took from
  // the repository's code until now: a version 6 site showed the repository's, with its claims in the sentences that
  // state them, which is what the placeholders give.
  (doc) => ({ ...doc, version: 7, pages: structuredClone(seed().pages) }),
  // 7 → 8: each page's search words and top heading, the sections' headings, the About section's two headings and the
  // home page's three links by the Instagram feed join the pages' words; a version 7 site showed the repository's,
  // which the seed's are.
  (doc) => {
    const { search, heroes, sections, home, about } = structuredClone(seed().pages);
    const pages = doc.pages as Record<string, object>;
    const { whoWeWorkWithTitle, whySouthAucklandTitle } = about;
    return {
      ...doc,
      version: 8,
      pages: {
        search,
        heroes,
        sections,
        ...pages,
        home: { ...pages.home, socialCards: home.socialCards },
        about: { ...pages.about, whoWeWorkWithTitle, whySouthAucklandTitle },
      },
    };
  },
];

// A raised CONTENT_VERSION without its step would leave every stored revision unreadable: refuse to start instead.
if (1 + steps.length !== CONTENT_VERSION)
  throw new Error(
    `CONTENT_VERSION is ${CONTENT_VERSION} but server/site/migrate-content.ts has steps up to ${1 + steps.length}.`,
  );

/** A stored document this release cannot read: from a newer release, or not a document at all. */
export class ContentVersionError extends Error {}

/**
 * The document at CONTENT_VERSION, from one written at `fromVersion`, through each step in order (`path`: this
 * release's steps; a test may give its own). Not yet checked against the schema: the caller checks it,
 * as it checks a save. A document from a newer release is refused, never guessed at.
 */
export function migrateContent(doc: unknown, fromVersion: number, path: readonly Step[] = steps): unknown {
  const latest = 1 + path.length;
  if (!Number.isInteger(fromVersion) || fromVersion < 1)
    throw new ContentVersionError(`Content version ${fromVersion} is not a version this site has ever written.`);
  if (fromVersion > latest)
    throw new ContentVersionError(
      `This content was saved by a newer release (content version ${fromVersion}); this release reads up to ` +
        `version ${latest}. Deploy that release (or newer) again, or restore a backup taken before the upgrade.`,
    );
  if (!doc || typeof doc !== "object" || Array.isArray(doc))
    throw new ContentVersionError(`The stored content (version ${fromVersion}) is not a JSON object.`);
  let current = doc as Record<string, unknown>;
  for (let version = fromVersion; version < latest; version++) {
    current = path[version - 1]!(current);
  }
  return current;
}
