import { describe, expect, test } from "vitest";
import { siteContent } from "../test/support/site-editor";
import { mergeContent, same } from "./content-merge";
import { itemLabel, placeOf, stablePath } from "./content-paths";

const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe("merging the owner's edits onto a revision saved meanwhile", () => {
  test("items only one side changed take that side's version; both sides' new items are kept", () => {
    const base = siteContent();
    const yours = siteContent();
    yours.settings.BUSINESS_EMAIL = "jobs@example.com";
    yours.claims.hours.office.pop();
    yours.reviews[1]!.text = "Mine.";
    yours.reviews.unshift({ id: "sam-k", name: "Sam K.", rating: 5, service: "Gas", text: "Great.", hidden: false });
    yours.homeFaqs.push("areas");
    const theirs = siteContent();
    theirs.settings.BUSINESS_PHONE = "09 765 4321";
    theirs.reviews[2]!.hidden = false;
    theirs.faqs.push({ id: "price", question: "How much?", answer: "A fair price." });
    theirs.faqPage.push("price");
    const { content, conflicts } = mergeContent(base, yours, theirs);
    expect(conflicts).toEqual([]);
    expect(content.settings).toMatchObject({ BUSINESS_PHONE: "09 765 4321", BUSINESS_EMAIL: "jobs@example.com" });
    expect(content.claims.hours.office.flatMap((row) => row.days)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(content.reviews)).toEqual(["sam-k", "tama-w", "alofa-s", "mark-t"]);
    expect(content.reviews[2]!.text).toBe("Mine.");
    expect(content.reviews[3]!.hidden).toBe(false);
    expect(ids(content.faqs)).toEqual(["call-out", "hours", "areas", "price"]);
    expect(content.faqPage).toEqual(["call-out", "hours", "areas", "price"]);
    expect(content.homeFaqs).toEqual(["call-out", "areas"]);
  });

  test("an item both changed differently is a conflict with both versions, settled by the choice", () => {
    const base = siteContent();
    const yours = siteContent();
    yours.claims.rating = "4.9";
    yours.faqs = yours.faqs.filter((faq) => faq.id !== "hours");
    yours.faqPage = yours.faqPage.filter((id) => id !== "hours");
    const theirs = siteContent();
    theirs.claims.rating = "4.8";
    theirs.faqs[1]!.answer = "Now weekdays only.";
    const merged = mergeContent(base, yours, theirs);
    expect(merged.conflicts).toEqual([
      { key: "claims.rating", yours: "4.9", theirs: "4.8" },
      { key: "faqs.hours", yours: undefined, theirs: theirs.faqs[1] },
    ]);
    expect(merged.content.claims.rating).toBe("4.8");
    expect(ids(merged.content.faqs)).toContain("hours");
    expect(merged.content.faqPage).toEqual(["call-out", "areas"]);
    const mine = mergeContent(base, yours, theirs, () => "yours").content;
    expect(mine.claims.rating).toBe("4.9");
    expect(ids(mine.faqs)).toEqual(["call-out", "areas"]);
  });

  test("two different reorderings of the same list conflict; one reordering and additions do not", () => {
    const base = siteContent();
    const yours = siteContent();
    yours.faqPage = ["areas", "call-out", "hours"];
    const theirs = siteContent();
    theirs.faqPage = ["hours", "call-out", "areas"];
    expect(mergeContent(base, yours, theirs).conflicts.map((c) => c.key)).toEqual(["faqPage"]);
    theirs.faqPage = ["call-out", "hours", "areas"];
    theirs.homeFaqs = ["hours", "call-out"];
    const merged = mergeContent(base, yours, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.content.faqPage).toEqual(["areas", "call-out", "hours"]);
    expect(merged.content.homeFaqs).toEqual(["hours", "call-out"]);
  });

  test("services and areas merge by slug, each as one item, in the website's order", () => {
    const base = siteContent();
    const yours = siteContent();
    yours.services[1]!.title = "Planned Maintenance";
    yours.areas[0]!.description = "My Manukau.";
    const theirs = siteContent();
    theirs.services[0]!.subtitle = "Their subtitle.";
    theirs.areas[1]!.description = "Their Mangere East.";
    const { content, conflicts } = mergeContent(base, yours, theirs);
    expect(conflicts).toEqual([]);
    expect(content.services.map((s) => [s.slug, s.title, s.subtitle])).toEqual([
      ["leak-detection", "Leak Detection", "Their subtitle."],
      ["maintenance", "Planned Maintenance", "Regular checks for homes, rentals and businesses"],
    ]);
    expect(content.areas).toEqual([
      { ...siteContent().areas[0], description: "My Manukau." },
      { ...siteContent().areas[1], description: "Their Mangere East." },
    ]);

    // Two different words of one service are the same item: a conflict, settled whole.
    yours.services[0]!.longDescription = "My long words.";
    theirs.areas[0]!.description = "Their Manukau.";
    const clash = mergeContent(base, yours, theirs);
    expect(clash.conflicts).toEqual([
      { key: "services.leak-detection", yours: yours.services[0], theirs: theirs.services[0] },
      { key: "areas.manukau", yours: yours.areas[0], theirs: theirs.areas[0] },
    ]);
    expect(clash.content.services[0]).toEqual(theirs.services[0]);
    expect(mergeContent(base, yours, theirs, () => "yours").content.services[0]).toEqual(yours.services[0]);
  });

  test("projects merge by id, each whole, and their order as the server merges it", () => {
    const base = siteContent();
    const yours = siteContent();
    yours.projects[0]!.title = "My title";
    yours.projects.unshift({ ...structuredClone(base.projects[2]!), id: 4, slug: "new-kitchen", title: "Kitchen" });
    const theirs = siteContent();
    theirs.projects[1]!.featured = true;
    theirs.projects = [theirs.projects[2]!, theirs.projects[0]!, theirs.projects[1]!];
    const { content, conflicts } = mergeContent(base, yours, theirs);
    expect(conflicts).toEqual([]);
    expect(content.projects.map((p) => [p.id, p.title, p.featured])).toEqual([
      [4, "Kitchen", false],
      [3, "Burst pipe under a driveway", false],
      [1, "My title", true],
      [2, "Hot water cylinder replaced in Papakura", true],
    ]);

    // Two changes to one project (any of its fields or photos) are one item: a conflict, keyed by its id.
    yours.projects[1]!.gallery[0]!.caption = "My caption";
    theirs.projects[1]!.description = "Their description.";
    yours.projects.reverse();
    const clash = mergeContent(base, yours, theirs);
    expect(clash.conflicts.map((c) => c.key)).toEqual(["projects.1", "projects"]);
    expect(clash.conflicts[0]).toEqual({ key: "projects.1", yours: yours.projects[2], theirs: theirs.projects[1] });
    expect(clash.conflicts[1]).toMatchObject({ yours: ["3", "2", "1", "4"], theirs: ["3", "1", "2"] });
    expect(itemLabel("projects.1", [yours, theirs])).toBe("Project “My title”");
    expect(itemLabel("projects", [yours, theirs])).toBe("The order of the projects");
    const mine = mergeContent(base, yours, theirs, () => "yours").content;
    expect(mine.projects.map((p) => p.id)).toEqual([3, 2, 1, 4]);
    expect(mine.projects[2]!.gallery[0]!.caption).toBe("My caption");
  });

  test("the same value is the same whatever the order of its keys", () => {
    expect(same({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(same({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(same([1, 2], [2, 1])).toBe(false);
  });
});

describe("a problem's place, in words", () => {
  test("a problem's index path becomes the item's id, named for the owner", () => {
    const doc = siteContent();
    expect(stablePath("reviews.1.text", doc)).toBe("reviews[alofa-s].text");
    expect(stablePath("faqPage.2", doc)).toBe("faqPage[areas]");
    expect(stablePath("claims.hours.weekdays", doc)).toBe("claims.hours.weekdays");
    expect(stablePath("reviews", doc)).toBe("reviews");
    expect(placeOf("reviews[alofa-s].text", doc)).toBe("Review from Alofa S., what they said");
    expect(placeOf("faqs[hours].answer", doc)).toBe("Question “When can you come?”, answer");
    expect(placeOf("settings.BUSINESS_FREEPHONE", doc)).toBe("Freephone number");
    expect(placeOf("faqPage[areas]", doc)).toBe("Questions on the FAQ page");
    expect(placeOf("reviews", doc)).toBe("Reviews");
    expect(itemLabel("settings.BUSINESS_PHONE", [doc])).toBe("Phone number");
    expect(itemLabel("claims.hours", [doc])).toBe("Opening hours");
    expect(itemLabel("reviews.tama-w", [doc])).toBe("Review from Tama W.");
    expect(itemLabel("homeFaqs", [doc])).toBe("The questions on the home page");
  });

  test("a service's and an area's places are named by the service's name and the area's", () => {
    const doc = siteContent();
    expect(stablePath("services.1.longDescription", doc)).toBe("services[maintenance].longDescription");
    expect(stablePath("areas.1.description", doc)).toBe("areas[mangere-east].description");
    expect(placeOf("services[maintenance].longDescription", doc)).toBe("Service: Maintenance, main description");
    expect(placeOf("services[leak-detection].slug", doc)).toBe("Service: Leak Detection");
    expect(placeOf("areas[mangere-east].description", doc)).toBe("Area: Mangere East, description");
    expect(placeOf("services", doc)).toBe("Services");
    doc.services[1]!.title = "Planned Maintenance";
    expect(itemLabel("services.maintenance", [doc])).toBe("Service: Planned Maintenance");
    // With no name typed, the website's.
    doc.services[1]!.title = " ";
    expect(itemLabel("services.maintenance", [doc])).toBe("Service: Maintenance");
    expect(itemLabel("areas.manukau", [doc])).toBe("Area: Manukau");
  });

  test("a project's places are named by its title, its photos and key features by number", () => {
    const doc = siteContent();
    expect(stablePath("projects.2.title", doc)).toBe("projects[3].title");
    expect(stablePath("projects.2.gallery.0.caption", doc)).toBe(
      "projects[3].gallery[/media/projects/burst-pipe-driveway/trench.jpg].caption",
    );
    expect(stablePath("projects.0.details.features.1", doc)).toBe("projects[1].details.features.1");
    expect(stablePath("projects.1.formerSlugs.0", doc)).toBe("projects[2].formerSlugs.0");
    expect(stablePath("projects.0.testimonial.rating", doc)).toBe("projects[1].testimonial.rating");
    expect(placeOf("projects[3].title", doc)).toBe("Project “Burst pipe under a driveway”, title");
    expect(placeOf("projects[1].gallery[/media/projects/thermal-pinhole-leak/repair.jpg].caption", doc)).toBe(
      "Project “Pinhole leak found with a thermal camera”, photo 2, caption",
    );
    expect(placeOf("projects[1].gallery[/media/projects/thermal-pinhole-leak/repair.jpg].image", doc)).toBe(
      "Project “Pinhole leak found with a thermal camera”, photo 2",
    );
    expect(placeOf("projects[1].details.features.1", doc)).toBe(
      "Project “Pinhole leak found with a thermal camera”, key feature 2",
    );
    expect(placeOf("projects[2].details.challenge", doc)).toBe(
      "Project “Hot water cylinder replaced in Papakura”, the challenge",
    );
    expect(placeOf("projects[2].slug", doc)).toBe("Project “Hot water cylinder replaced in Papakura”, page address");
    expect(placeOf("projects[1].testimonial.author", doc)).toBe(
      "Project “Pinhole leak found with a thermal camera”, their name",
    );
    expect(placeOf("projects", doc)).toBe("Projects");
  });
});
