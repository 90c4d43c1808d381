import { describe, expect, test } from "vitest";
import { readSiteEnv } from "../../config/env.ts";
import type { SiteContent } from "../../app/content/document.ts";
import { changedPage, goLiveWords, liveChanges } from "./build-changes.ts";
import { seedFromSite } from "./content-store.ts";

const seed = seedFromSite(readSiteEnv({}));
const edited = (change: (doc: SiteContent) => void, from: SiteContent = seed()) => {
  const doc = structuredClone(from);
  change(doc);
  return doc;
};

describe("the page a preview opens at: where the change shows", () => {
  test("one project changed opens that project's page; one taken off the site, the projects list", () => {
    const live = seed();
    const project = live.projects.find((p) => p.published)!;
    const retitled = edited((doc) => (doc.projects.find((p) => p.id === project.id)!.title = "A new title"));
    expect(changedPage(live, retitled)).toBe(`/project/${project.slug}`);
    const hidden = edited((doc) => (doc.projects.find((p) => p.id === project.id)!.published = false));
    expect(changedPage(live, hidden)).toBe("/projects");
    const two = edited((doc) => doc.projects.slice(0, 2).forEach((p) => (p.description = "Changed.")));
    expect(changedPage(live, two)).toBe("/projects");
  });

  test("a review opens /reviews, an FAQ /faq, a setting or a claim the home page, nothing at all the home page", () => {
    const live = seed();
    expect(
      changedPage(
        live,
        edited((doc) => (doc.reviews[0]!.text = "Quick and tidy.")),
      ),
    ).toBe("/reviews");
    expect(
      changedPage(
        live,
        edited((doc) => (doc.reviews = doc.reviews.slice(1))),
      ),
    ).toBe("/reviews");
    expect(
      changedPage(
        live,
        edited((doc) => (doc.faqs[0]!.answer = "Yes, always.")),
      ),
    ).toBe("/faq");
    expect(
      changedPage(
        live,
        edited((doc) => (doc.settings.BUSINESS_PHONE = "09 555 0142")),
      ),
    ).toBe("/");
    expect(
      changedPage(
        live,
        edited((doc) => (doc.claims.yearsTrading = "31")),
      ),
    ).toBe("/");
    expect(changedPage(live, live)).toBe("/");
  });

  test("one service's words open that service's page", () => {
    const live = seed();
    const service = live.services[0]!;
    const next = edited((doc) => (doc.services[0]!.mobileDescription = "Fixed fast."));
    expect(changedPage(live, next)).toBe(`/services/${service.slug}`);
  });
});

test("a page's own words open that page; a section's heading the page it is on; words on several pages, the home page", () => {
  const live = seed();
  expect(
    changedPage(
      live,
      edited((doc) => (doc.pages.heroes.about.title = "Meet the Team")),
    ),
  ).toBe("/about");
  expect(
    changedPage(
      live,
      edited((doc) => (doc.pages.search.faq.title = "Questions")),
    ),
  ).toBe("/faq");
  expect(
    changedPage(
      live,
      edited((doc) => (doc.pages.sections.quoteSteps.title = "Three Steps")),
    ),
  ).toBe("/quote");
  expect(
    changedPage(
      live,
      edited((doc) => (doc.pages.sections.thermal.title = "Heat")),
    ),
  ).toBe("/services/leak-detection");
  expect(
    changedPage(
      live,
      edited((doc) => (doc.pages.services.process[0]!.title = "Call")),
    ),
  ).toBe("/services");
  const two = edited((doc) => {
    doc.pages.heroes.about.title = "Meet the Team";
    doc.pages.heroes.faq.title = "Questions";
  });
  expect(changedPage(live, two)).toBe("/");
  expect(liveChanges(live, two)).toEqual(["the About page's words", "the Questions page's words"]);
  expect(
    liveChanges(
      live,
      edited((doc) => (doc.pages.sections.contact.title = "Talk to us")),
    ),
  ).toEqual(["the home page's words"]);
  expect(
    liveChanges(
      live,
      edited((doc) => (doc.pages.sections.thermal.title = "Heat")),
    ),
  ).toEqual(["the Leak Detection page's words"]);
});

describe("what going live with a build changes, in words", () => {
  test("the phone, the email and the name by their value; lists by count", () => {
    const live = seed();
    const build = edited((doc) => {
      doc.settings.BUSINESS_PHONE = "09 555 0142";
      doc.settings.BUSINESS_EMAIL = "office@example.co.nz";
      doc.settings.BUSINESS_NAME = "Tama Plumbing";
      doc.reviews = doc.reviews.slice(3);
      doc.faqs.push({ id: "parking", question: "Where do you park?", answer: "On the street." });
    });
    expect(liveChanges(live, build)).toEqual([
      "the name Tama Plumbing",
      "the phone 09 555 0142",
      "the email office@example.co.nz",
      "3 reviews fewer",
      "1 FAQ more",
    ]);
  });

  test("a review hidden counts as one fewer; an edit at the same count is said as edited; claims by name", () => {
    const live = seed();
    const hidden = edited((doc) => (doc.reviews.find((r) => !r.hidden)!.hidden = true));
    expect(liveChanges(live, hidden)).toEqual(["1 review fewer"]);
    const worded = edited((doc) => {
      doc.reviews[0]!.text = "Quick and tidy.";
      doc.claims.yearsTrading = "31";
      doc.settings.REVIEWS_URL = "https://example.com/reviews";
    });
    expect(liveChanges(live, worded)).toEqual(["the reviews link", "the reviews edited", "the years trading"]);
    expect(liveChanges(live, live)).toEqual([]);
  });

  test("the question's sentence: what an older build puts back, what a newer one changes, six named at most", () => {
    expect(goLiveWords(["the phone 09 555 0142", "3 reviews fewer"], true)).toBe(
      "This puts back: the phone 09 555 0142, 3 reviews fewer.",
    );
    expect(goLiveWords(["1 review more"], false)).toBe("This changes on the live site: 1 review more.");
    expect(goLiveWords([], true)).toBe("Its content is the same as the live site's.");
    const many = ["a", "b", "c", "d", "e", "f", "g", "h"];
    expect(goLiveWords(many, true)).toBe("This puts back: a, b, c, d, e, f and 2 more changes.");
  });
});
