import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { checkContent, CONTENT_VERSION, type SiteContent } from "../../app/content/document.ts";
import { hoursLines } from "../../shared/office-hours.ts";
import { readSeedFile } from "../../app/content/seed.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db.ts";
import { ContentStore, seedFromSite } from "./content-store.ts";
import { ContentVersionError, migrateContent } from "./migrate-content.ts";

const readFixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), "utf8");
/** The seed document exactly as the first release of the editor stores it (content version 1). */
const fixtureText = readFixture("content-v1.json");
const fixture = JSON.parse(fixtureText) as Record<string, unknown>;
/** A document as the second release stores it (content version 2): a service's and an area's words edited. */
const fixtureV2Text = readFixture("content-v2.json");
const fixtureV2 = JSON.parse(fixtureV2Text) as Record<string, unknown>;
/**
 * A document as the third release stores it (content version 3): a project renamed (its old address kept), one taken
 * off the site, and one added; the opening hours still two lines of text.
 */
const fixtureV3Text = readFixture("content-v3.json");
const fixtureV3 = JSON.parse(fixtureV3Text) as Record<string, unknown> & { claims: Record<string, unknown> };
/**
 * A document as the fourth release stores it (content version 4): the version 3 fixture with the opening hours as
 * data, changed by the owner (weekdays 06:00-17:00, Saturday mornings, Sunday closed).
 */
const fixtureV4Text = readFixture("content-v4.json");
const fixtureV4 = JSON.parse(fixtureV4Text) as Record<string, unknown> & {
  claims: SiteContent["claims"];
  areas: SiteContent["areas"];
};
/**
 * A document as this release stores it (content version 5): the version 4 fixture with the owner's words in the new
 * parts: a home testimonial hidden, one edited and one added; Otara's customer's words on the shared area page; and
 * Papakura's own page's introduction, second trust card, reasons heading and reasons.
 */
const fixtureV5Text = readFixture("content-v5.json");
const fixtureV5 = JSON.parse(fixtureV5Text) as SiteContent;

/** The repository's document at this release: what the steps take the parts the owner could not yet edit from. */
const repository = readSeedFile();
const seedHours = repository.claims.hours;
const fromRepository = <T extends { slug: string }>(list: T[], slug: string): T =>
  structuredClone(list.find((item) => item.slug === slug)!);
/** What the earlier releases' documents held of the repository's services, areas and suburb pages: their words. */
const serviceWords = () =>
  repository.services.map(({ slug, title, cardTitle, subtitle, description, mobileDescription, longDescription }) => ({
    slug,
    title,
    cardTitle,
    subtitle,
    description,
    mobileDescription,
    longDescription,
  }));
const areaWords = () => repository.areas.map(({ slug, description }) => ({ slug, description }));
const withAreaTestimonials = (areas: { slug: string; testimonial?: unknown }[]) =>
  areas.map((area) => {
    const testimonial = repository.areas.find((a) => a.slug === area.slug)?.testimonial;
    return area.testimonial || !testimonial ? area : { ...area, testimonial };
  });
const suburbPageWords = (years: string) =>
  repository.suburbPages.map(({ nearby: _nearby, trustCards, ...page }) => ({
    ...structuredClone(page),
    trustCards: trustCards.map(({ title, text }) => ({
      title,
      text: text.replaceAll(repository.claims.yearsTrading, years),
    })),
  }));

/**
 * What versions 6 and 7 make of a version 5 document: each service, area and suburb page whole, the owner's words
 * laid over the repository's by slug (each trust card with the icon at its place), every claim, and the pages' own
 * sections' words.
 */
const upToNow = (doc: object) => {
  const v5 = doc as Record<string, unknown> & {
    claims: object;
    services: { slug: string }[];
    areas: { slug: string }[];
    suburbPages: { slug: string; trustCards: object[] }[];
  };
  return {
    ...v5,
    version: 8,
    // Versions 7 and 8: the pages' own words, the repository's (with its claims named, not stated).
    pages: structuredClone(repository.pages),
    claims: { ...structuredClone(repository.claims), ...v5.claims },
    services: v5.services.map((s) => ({ ...fromRepository(repository.services, s.slug), ...s })),
    areas: v5.areas.map((a) => {
      const { testimonial: _words, ...area } = fromRepository(repository.areas, a.slug);
      return { ...area, ...a };
    }),
    suburbPages: v5.suburbPages.map((p) => {
      const page = fromRepository(repository.suburbPages, p.slug);
      return { ...page, ...p, trustCards: p.trustCards.map((c, i) => ({ ...c, icon: page.trustCards[i]!.icon })) };
    }),
  } as SiteContent;
};

/**
 * What version 5 adds to a version 4 document, as its site showed it: the repository's six home testimonials, each
 * shared-page area's customer, and the suburb pages with the document's own "years trading" in their trust cards.
 */
const version5 = (doc: { claims: { yearsTrading: string }; areas: SiteContent["areas"] }) => ({
  version: 5,
  homeTestimonials: structuredClone(repository.homeTestimonials),
  areas: withAreaTestimonials(doc.areas),
  suburbPages: suburbPageWords(doc.claims.yearsTrading),
});

let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});
/** A content store whose only revision is `document`, stored as written in `version`. */
function storeWith(document: string, version: number) {
  const store = openQuoteStore(tempDir("content-migrate-"));
  stores.push(store);
  store.db
    .prepare(
      `INSERT INTO content_revisions (saved_at, saved_by, summary, content_version, document)
       VALUES ('2026-11-24T00:00:00.000Z', 'owner@example.co.nz', 'First edit', ?, ?)`,
    )
    .run(version, document);
  return new ContentStore(store.db, seedFromSite(readSiteEnv({})));
}

describe("content written by earlier releases", () => {
  test("the version 1 fixture migrates to the newest version: the services', areas' words, projects, home testimonials and suburb pages are the repository's", () => {
    expect(CONTENT_VERSION).toBe(8);
    const migrated = migrateContent(structuredClone(fixture), 1) as SiteContent;
    const checked = checkContent(migrated);
    expect(checked.ok).toBe(true);
    // Everything version 1 had is kept as it was; the new parts are the repository's words, in its order.
    const expected = upToNow({
      ...fixture,
      version: 5,
      claims: { ...(fixture.claims as object), hours: seedHours },
      services: serviceWords(),
      areas: withAreaTestimonials(areaWords()),
      projects: structuredClone(repository.projects),
      homeTestimonials: structuredClone(repository.homeTestimonials),
      suburbPages: suburbPageWords("over 15 years"),
    });
    // Nothing the owner could edit then was edited: it is the repository's document, with the owner's settings.
    expect({ ...expected, settings: undefined, version: 8 }).toEqual({ ...repository, settings: undefined });
    expect(migrated).toEqual(expected);
    expect(checked.ok && checked.content).toEqual(expected);
    expect(migrated.services.map((s) => s.slug)).toEqual([
      "leak-detection",
      "emergency-callouts",
      "hot-water-cylinder-repair",
      "renovations-new-builds",
      "drain-unblocking",
      "maintenance",
      "plumbing-inspection",
    ]);
    expect(migrated.services[0]).toMatchObject({
      slug: "leak-detection",
      title: "Leak Detection",
      cardTitle: "Leak Detection",
      subtitle: "Thermal imaging and acoustic leak detection that finds hidden leaks without tearing your home apart",
      description: expect.stringMatching(/^Thermal imaging cameras and acoustic listening gear pinpoint hidden leaks/),
      mobileDescription: "Thermal imaging and acoustic gear find hidden leaks without the guesswork.",
      longDescription: expect.stringMatching(/^A small leak inside a wall or under a slab/),
      icon: "Thermometer",
      priceFrom: 249,
    });
    expect(migrated.areas).toHaveLength(17);
    expect(migrated.areas.find((a) => a.slug === "mangere-east")).toMatchObject({
      slug: "mangere-east",
      description: expect.any(String),
      testimonial: { name: "Tala V.", location: "Mangere East", text: expect.any(String) },
      nearbyAreas: [{ slug: "mangere" }, { slug: "papatoetoe" }, { slug: "otara" }],
    });
    expect(migrated.homeTestimonials.map((t) => t.name)).toEqual([
      "Priya S.",
      "Mark T.",
      "Lisa M.",
      "Sione F.",
      "Karen W.",
      "Hemi R.",
    ]);
    expect(migrated.suburbPages.map((p) => p.slug)).toEqual([
      "pukekohe",
      "mangere",
      "papatoetoe",
      "manukau",
      "manurewa",
      "papakura",
      "takanini",
    ]);

    // Read from the database: migrated on the way out, and rewritten in version 7 once, at start.
    const content = storeWith(fixtureText, 1);
    expect(content.head()).toMatchObject({ revision: 1, content: expected, savedBy: "owner@example.co.nz" });
    expect(content.get(1)?.content).toEqual(expected);
    expect(content.upgrade()).toBe(0);
    const row = stores[0]!.db.prepare("SELECT content_version, document FROM content_revisions").get() as {
      content_version: number;
      document: string;
    };
    expect(row.content_version).toBe(8);
    expect(JSON.parse(row.document)).toEqual(expected);
  });

  test("the version 2 fixture migrates to the newest version, the owner's words kept and the repository's projects added", () => {
    const v2 = fixtureV2 as typeof fixtureV2 & { claims: { yearsTrading: string }; areas: SiteContent["areas"] };
    const expected = upToNow({
      ...fixtureV2,
      claims: { ...(fixtureV2.claims as object), hours: seedHours },
      projects: structuredClone(repository.projects),
      ...version5(v2),
    });
    expect(migrateContent(structuredClone(fixtureV2), 2)).toEqual(expected);
    expect(checkContent(expected)).toEqual({ ok: true, content: expected });
    expect(expected.services.find((s) => s.slug === "leak-detection")?.subtitle).toBe(
      "Thermal cameras and acoustic gear find hidden leaks without tearing your home apart",
    );
    expect(expected.projects).toHaveLength(9);
    expect(expected.projects.every((p) => p.published && p.formerSlugs.length === 0)).toBe(true);
    // Each photo keeps the caption the site showed for it, from its file name where the repository gave none.
    expect(expected.projects[0]!.gallery[1]).toEqual({
      image: "/media/projects/thermal-imaging-pinhole-leak-detection/pinhole_leak_copper-pipe.jpeg",
      caption: "Pinhole Leak Copper Pipe",
    });
    const content = storeWith(fixtureV2Text, 2);
    expect(content.head()).toMatchObject({ revision: 1, content: expected });
  });

  test("the version 3 fixture migrates to the newest version: the hours' two lines become the same hours as data", () => {
    const v3 = fixtureV3 as typeof fixtureV3 & { claims: { yearsTrading: string }; areas: SiteContent["areas"] };
    const expected = upToNow({
      ...fixtureV3,
      claims: { ...fixtureV3.claims, hours: seedHours },
      ...version5(v3),
    });
    const migrated = migrateContent(structuredClone(fixtureV3), 3) as SiteContent;
    expect(migrated).toEqual(expected);
    expect(checkContent(migrated)).toEqual({ ok: true, content: expected });
    expect(hoursLines(migrated.claims.hours)).toEqual(["Mon-Fri 7AM-6PM", "Sat-Sun 8AM-5PM"]);
    expect(migrated.projects.map((p) => [p.id, p.slug, p.published]).slice(0, 2)).toEqual([
      [10, "ensuite-shower-leak-howick", true],
      [1, "thermal-imaging-leak-found-behind-shower", true],
    ]);
    expect(migrated.projects[1]!.formerSlugs).toEqual(["thermal-imaging-pinhole-leak-detection"]);
    const content = storeWith(fixtureV3Text, 3);
    expect(content.head()).toMatchObject({ revision: 1, content: expected });
    expect(content.upgrade()).toBe(0);
  });

  test.each([
    // The owner: earlier opening, weekends closed.
    [
      "Mon-Fri 6AM-5PM",
      "Closed",
      [{ days: [1, 2, 3, 4, 5], opens: "06:00", closes: "17:00" }],
      ["Mon-Fri 6AM-5PM", "Sat-Sun Closed"],
    ],
    [
      "Mon-Sat 7:30AM-5:30PM",
      "Sun Closed",
      [{ days: [1, 2, 3, 4, 5, 6], opens: "07:30", closes: "17:30" }],
      ["Mon-Sat 7:30AM-5:30PM", "Sun Closed"],
    ],
    // Saturday named by both lines: the first one's hours. Dashes and spaces as phones type them.
    [
      "Mon – Sat 7 am – 5 pm",
      "Sat-Sun: 9AM-1PM",
      [
        { days: [1, 2, 3, 4, 5, 6], opens: "07:00", closes: "17:00" },
        { days: [0], opens: "09:00", closes: "13:00" },
      ],
      ["Mon-Sat 7AM-5PM", "Sun 9AM-1PM"],
    ],
    // A line that cannot be read keeps the seed's hours for its days: the clock counted by them.
    [
      "By appointment",
      "Sat 9AM-12PM",
      [
        { days: [1, 2, 3, 4, 5], opens: "07:00", closes: "18:00" },
        { days: [6], opens: "09:00", closes: "12:00" },
        { days: [0], opens: "08:00", closes: "17:00" },
      ],
      ["Mon-Fri 7AM-6PM", "Sat 9AM-12PM", "Sun 8AM-5PM"],
    ],
    // Closing before opening is not a reading either; nor is a week with no day open.
    ["Mon-Fri 6PM-7AM", "Closed", [{ days: [1, 2, 3, 4, 5], opens: "07:00", closes: "18:00" }], null],
    ["Closed", "Closed", seedHours.office, ["Mon-Fri 7AM-6PM", "Sat-Sun 8AM-5PM"]],
  ])("owner-written hours %j and %j migrate to their days and times", (weekdays, weekends, office, words) => {
    const doc = structuredClone(fixtureV3);
    doc.claims.hours = { weekdays, weekends };
    const migrated = migrateContent(doc, 3) as SiteContent;
    expect(migrated.claims.hours).toEqual({ office, emergency247: true });
    expect(checkContent(migrated).ok).toBe(true);
    if (words) expect(hoursLines(migrated.claims.hours)).toEqual(words);
    // Everything else is kept as it was.
    const kept = upToNow({
      ...doc,
      claims: { ...doc.claims, hours: null },
      ...version5(doc as typeof doc & { claims: { yearsTrading: string }; areas: SiteContent["areas"] }),
    });
    expect({ ...migrated, claims: { ...migrated.claims, hours: null } }).toEqual(kept);
  });

  test("the version 4 fixture migrates to the newest version, the owner's hours kept and the new parts as its site showed them", () => {
    const expected = upToNow({ ...fixtureV4, ...version5(fixtureV4) });
    const migrated = migrateContent(structuredClone(fixtureV4), 4) as SiteContent;
    expect(migrated).toEqual(expected);
    expect(checkContent(migrated)).toEqual({ ok: true, content: expected });
    expect(hoursLines(migrated.claims.hours)).toEqual(["Mon-Fri 6AM-5PM", "Sat 8AM-12:30PM", "Sun Closed"]);
    // The areas' descriptions as the owner had them, each shared-page area with its customer's words.
    expect(migrated.areas.map((a) => a.description)).toEqual(fixtureV4.areas.map((a) => a.description));
    expect(migrated.areas.filter((a) => a.testimonial)).toHaveLength(10);
    const content = storeWith(fixtureV4Text, 4);
    expect(content.head()).toMatchObject({ revision: 1, content: expected });
    expect(content.upgrade()).toBe(0);
  });

  test("a suburb page migrated from a revision whose years trading the owner changed says them as its site did", () => {
    const doc = structuredClone(fixtureV4);
    doc.claims.yearsTrading = "over 20 years";
    const migrated = migrateContent(doc, 4) as SiteContent;
    const mangere = migrated.suburbPages.find((p) => p.slug === "mangere")!;
    expect(mangere.trustCards[3]).toEqual({
      title: "Local Family Business",
      text: "Trading in South Auckland for over 20 years, run by a local family.",
      icon: "Users",
    });
    expect(migrated.suburbPages.find((p) => p.slug === "pukekohe")!.trustCards[3]!.text).toBe(
      "A local family business trading for over 20 years.",
    );
    expect(checkContent(migrated).ok).toBe(true);
  });

  test("the version 5 fixture migrates to the newest version, one document: the owner's words laid over the repository's parts", () => {
    const expected = upToNow(fixtureV5);
    const migrated = migrateContent(structuredClone(fixtureV5), 5) as SiteContent;
    expect(migrated).toEqual(expected);
    expect(checkContent(migrated)).toEqual({ ok: true, content: expected });
    // Papakura's own page keeps the owner's words, with its icons, links and the repository's other parts.
    const papakura = migrated.suburbPages.find((p) => p.slug === "papakura")!;
    expect(papakura.headings.reasons).toBe("Why We Love Papakura");
    expect(papakura.trustCards.map((c) => c.icon)).toEqual(
      fromRepository(repository.suburbPages, "papakura").trustCards.map((c) => c.icon),
    );
    expect(papakura.nearby).toEqual(fromRepository(repository.suburbPages, "papakura").nearby);
    expect(fixtureV5.homeTestimonials.map((t) => [t.id, t.hidden])).toEqual([
      ["priya-s", true],
      ["mark-t", false],
      ["lisa-m", false],
      ["review-5e0c2a91", false],
      ["sione-f", false],
      ["karen-w", false],
      ["hemi-r", false],
    ]);
    expect(fixtureV5.suburbPages.find((p) => p.slug === "papakura")!.headings.reasons).toBe("Why We Love Papakura");
    const content = storeWith(fixtureV5Text, 5);
    expect(content.head()).toMatchObject({ revision: 1, content: expected });
    expect(content.upgrade()).toBe(0);
  });

  test("a version 6 document gets the pages' own words as its site showed them: the repository's", () => {
    const seed = structuredClone(repository) as Partial<typeof repository>;
    delete seed.pages;
    const v6 = { ...seed, version: 6, settings: fixtureV5.settings };
    const migrated = migrateContent(structuredClone(v6), 6) as SiteContent;
    expect(migrated).toEqual({ ...v6, version: 8, pages: repository.pages });
    expect(checkContent(migrated).ok).toBe(true);
  });

  test("a version 7 document keeps its pages' words and gets each page's search words and headings: the repository's", () => {
    const { search: _search, heroes: _heroes, sections: _sections, ...pages7 } = structuredClone(repository.pages);
    const v7 = {
      ...structuredClone(repository),
      settings: fixtureV5.settings,
      version: 7,
      pages: { ...pages7, about: { ...pages7.about, title: "Our Own Team" } },
    };
    const migrated = migrateContent(structuredClone(v7), 7) as SiteContent;
    expect(migrated.version).toBe(8);
    expect(migrated.pages.about.title).toBe("Our Own Team");
    expect(migrated.pages.search).toEqual(repository.pages.search);
    expect(migrated.pages.heroes).toEqual(repository.pages.heroes);
    expect(migrated.pages.sections).toEqual(repository.pages.sections);
    expect(checkContent(migrated).ok).toBe(true);
  });

  test("steps run in order from the stored version up to the newest", () => {
    const steps = [
      (doc: Record<string, unknown>) => ({ ...doc, version: 2, trail: ["1→2"] }),
      (doc: Record<string, unknown>) => ({ ...doc, version: 3, trail: [...(doc.trail as string[]), "2→3"] }),
    ];
    expect(migrateContent({ version: 1 }, 1, steps)).toEqual({ version: 3, trail: ["1→2", "2→3"] });
    expect(migrateContent({ version: 2, trail: [] }, 2, steps)).toEqual({ version: 3, trail: ["2→3"] });
    expect(migrateContent({ version: 3 }, 3, steps)).toEqual({ version: 3 });
  });

  test("a document from a newer release is refused with a clear message, and never guessed at", () => {
    const future = { ...(fixture as object), version: CONTENT_VERSION + 1, pages: [] };
    expect(() => migrateContent(future, CONTENT_VERSION + 1)).toThrow(ContentVersionError);
    expect(() => migrateContent(future, CONTENT_VERSION + 1)).toThrow(
      `This content was saved by a newer release (content version ${CONTENT_VERSION + 1}); this release reads up ` +
        `to version ${CONTENT_VERSION}. Deploy that release (or newer) again, or restore a backup taken before the ` +
        "upgrade.",
    );
    const content = storeWith(JSON.stringify(future), CONTENT_VERSION + 1);
    expect(() => content.head()).toThrow(/^Content revision 1: This content was saved by a newer release/);
    // Left as it is at start: the newer release can still read it.
    expect(content.upgrade()).toBe(0);
  });

  test("what was never a document is refused too", () => {
    expect(() => migrateContent(fixture, 0)).toThrow("Content version 0 is not a version this site has ever written.");
    expect(() => migrateContent("text", 1)).toThrow(/not a JSON object/);
    expect(() => migrateContent([], 1)).toThrow(/not a JSON object/);
  });
});
