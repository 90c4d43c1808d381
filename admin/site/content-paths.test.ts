import { describe, expect, test } from "vitest";
import { siteContent } from "../../test/support/site-editor";
import { itemLabel, placeOf, stablePath, withItem, words } from "./content-paths";

describe("putting in the owner's version of a conflicting item, by the server's key", () => {
  test("a setting or claim by name; an item by id, replaced, removed or put back at the end; a service by slug", () => {
    const doc = siteContent();
    const mine = siteContent();
    mine.reviews[0]!.text = "Mine.";
    mine.services[1]!.title = "Planned Maintenance";
    expect(withItem(doc, "settings.BUSINESS_PHONE", "09 111 2222").settings.BUSINESS_PHONE).toBe("09 111 2222");
    expect(withItem(doc, "claims.rating", "4.9").claims).toEqual({ ...doc.claims, rating: "4.9" });
    expect(withItem(doc, "reviews.tama-w", mine.reviews[0]).reviews).toEqual([
      mine.reviews[0],
      ...doc.reviews.slice(1),
    ]);
    expect(withItem(doc, "reviews.tama-w", null).reviews).toEqual(doc.reviews.slice(1));
    const without = { ...doc, faqs: doc.faqs.slice(1) };
    expect(withItem(without, `faqs.${doc.faqs[0]!.id}`, doc.faqs[0]).faqs).toEqual([...doc.faqs.slice(1), doc.faqs[0]]);
    expect(withItem(doc, "projects.2", { ...doc.projects[1]!, title: "Mine" }).projects[1]!.title).toBe("Mine");
    expect(withItem(doc, "services.maintenance", mine.services[1]).services).toEqual([
      doc.services[0],
      mine.services[1],
    ]);
    // The document is not changed in place.
    expect(doc).toEqual(siteContent());
  });

  test("an order arranges the items so, keeping those it does not name after them; a page's questions as given", () => {
    const doc = siteContent();
    const ids = (list: { id: string | number }[]) => list.map((item) => String(item.id));
    expect(ids(withItem(doc, "reviews", ["mark-t", "gone", "tama-w"]).reviews)).toEqual([
      "mark-t",
      "tama-w",
      "alofa-s",
    ]);
    expect(ids(withItem(doc, "projects", ["3", "1"]).projects)).toEqual(["3", "1", "2"]);
    expect(withItem(doc, "faqPage", ["areas", "no-such", "call-out"]).faqPage).toEqual(["areas", "call-out"]);
  });
});

describe("a field's words, from the document's schema", () => {
  test("its label, hint, limit and whether it takes several lines", () => {
    expect(words("services.mobileDescription")).toEqual({
      label: "Short description on phones",
      hint: "Its card on the home page, on a phone: a line or two.",
      max: 120,
      multiline: false,
    });
    expect(words("services.longDescription")).toMatchObject({ max: 1200, multiline: true });
    expect(words("suburbPages.about.*")).toEqual({ label: "Paragraph", max: 600, multiline: true });
    expect(words("projects.gallery.caption")).toMatchObject({ label: "Caption", max: 140, multiline: false });
    expect(() => words("projects.video")).toThrow(/no words/);
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
    expect(itemLabel("projects", [doc])).toBe("The order of the projects");
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
