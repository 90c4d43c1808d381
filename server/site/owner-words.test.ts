import { describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { changedPage, liveChanges } from "./build-changes.ts";
import { describeChanges, seedFromSite } from "./content-store.ts";
import { mergeContent } from "./merge.ts";

/**
 * Issue 45: two saves of the home testimonials merge item by item by id, like the reviews, and of the suburb pages by
 * slug, like the services; the history says what changed in words.
 */
const base: SiteContent = seedFromSite(readSiteEnv({}))();
const copy = (doc: SiteContent): SiteContent => structuredClone(doc);
const page = (doc: SiteContent, slug: string) => doc.suburbPages.find((p) => p.slug === slug)!;

describe("the home testimonials and the suburb pages, merged", () => {
  test("home testimonials merge by id: one hides one while another edits another and adds one; the same one twice conflicts", () => {
    const theirs = copy(base);
    theirs.homeTestimonials[0]!.hidden = true;
    const yours = copy(base);
    yours.homeTestimonials[2]!.text = "A new cylinder by Monday lunchtime.";
    yours.homeTestimonials.unshift({ ...base.homeTestimonials[0]!, id: "review-0a1b2c3d", name: "Ana F." });
    const result = mergeContent(base, theirs, yours);
    expect(result.ok && result.content.homeTestimonials.map((t) => [t.id, t.hidden])).toEqual([
      ["review-0a1b2c3d", false],
      ["priya-s", true],
      ["mark-t", false],
      ["lisa-m", false],
      ["sione-f", false],
      ["karen-w", false],
      ["hemi-r", false],
    ]);
    expect(result.ok && result.content.homeTestimonials[3]!.text).toBe("A new cylinder by Monday lunchtime.");
    // The review of the same customer is another item.
    expect(result.ok && result.content.reviews).toEqual(base.reviews);

    const again = copy(base);
    again.homeTestimonials[0]!.text = "Other words.";
    const conflict = mergeContent(base, theirs, again);
    expect(conflict.ok).toBe(false);
    expect(!conflict.ok && conflict.conflicts.map((c) => c.path)).toEqual(["homeTestimonials.priya-s"]);
  });

  test("suburb pages merge by slug, each page whole: two pages edited both stand; one page edited twice conflicts", () => {
    const theirs = copy(base);
    page(theirs, "papakura").headline = "Papakura Plumbers";
    const yours = copy(base);
    page(yours, "takanini").reasons = ["Bruce Pulman Park"];
    const result = mergeContent(base, theirs, yours);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(page(result.content, "papakura").headline).toBe("Papakura Plumbers");
    expect(page(result.content, "takanini").reasons).toEqual(["Bruce Pulman Park"]);
    expect(result.content.suburbPages.map((p) => p.slug)).toEqual(base.suburbPages.map((p) => p.slug));

    const mine = copy(base);
    page(mine, "papakura").badge = "Papakura & Drury";
    const conflict = mergeContent(base, theirs, mine);
    expect(!conflict.ok && conflict.conflicts).toEqual([
      { path: "suburbPages.papakura", yours: page(mine, "papakura"), theirs: page(theirs, "papakura") },
    ]);
  });
});

describe("the history's line", () => {
  test("says in words what changed of the home testimonials, the suburb pages and the area testimonials", () => {
    const after = copy(base);
    after.homeTestimonials[0]!.hidden = true;
    after.homeTestimonials[1]!.text = "Other words.";
    after.homeTestimonials.push({ ...base.homeTestimonials[0]!, id: "review-0a1b2c3d", name: "Ana F." });
    page(after, "papakura").heroText = "Plumbers for Papakura.";
    after.areas.find((a) => a.slug === "otara")!.testimonial!.text = "Tidy work.";
    expect(describeChanges(base, after)).toBe(
      "Home testimonial by Priya S. hidden; Home testimonial by Mark T. edited; Home testimonial by Ana F. added; " +
        "Area 'Otara' edited; Suburb page 'Papakura' edited",
    );
    const moved = copy(base);
    moved.homeTestimonials.reverse();
    expect(describeChanges(base, moved)).toBe("Home testimonials reordered");
  });
});

describe("a build's changes to the live site", () => {
  test("a suburb page opens the preview at its page and is named; a home testimonial at the home page", () => {
    const build = copy(base);
    page(build, "papakura").heroText = "Plumbers for Papakura.";
    expect(changedPage(base, build)).toBe("/areas/papakura");
    expect(liveChanges(base, build)).toEqual(["the Papakura page"]);
    build.areas.find((a) => a.slug === "otara")!.testimonial!.text = "Tidy work.";
    expect(changedPage(base, build)).toBe("/areas");

    const home = copy(base);
    home.homeTestimonials[0]!.hidden = true;
    expect(changedPage(base, home)).toBe("/");
    expect(liveChanges(base, home)).toEqual(["the home page's testimonials"]);
    // A live build's content.json from before the suburb pages were the owner's: every page is new to it.
    const { suburbPages: _pages, ...older } = copy(base);
    expect(liveChanges(older as SiteContent, base)).toHaveLength(7);
  });
});
