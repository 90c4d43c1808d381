import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { slugFrom } from "../../shared/slug.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db.ts";
import { ContentStore, seedFromSite } from "./content-store.ts";
import { keepFormerAddresses } from "./slugs.ts";

const seed = seedFromSite(readSiteEnv({}));
const edited = (change: (doc: SiteContent) => void, from: SiteContent = seed()) => {
  const doc = structuredClone(from);
  change(doc);
  return doc;
};
const first = (doc: SiteContent) => doc.projects[0]!;

let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});
function open(hasMedia?: (src: string) => boolean) {
  const store = openQuoteStore(tempDir("slugs-"));
  stores.push(store);
  return new ContentStore(store.db, seed, hasMedia);
}

describe("a project's address", () => {
  test("is made from its title: lower case, plain letters and digits, hyphens, at most 80 characters", () => {
    expect(slugFrom("Hot Water & Tap Fix, Ōtara")).toBe("hot-water-tap-fix-otara");
    expect(slugFrom("  --Drain unblocked!! (Māngere East)  ")).toBe("drain-unblocked-mangere-east");
    expect(slugFrom("Tama W.")).toBe("tama-w");
    expect(slugFrom("a".repeat(79) + " b c")).toBe("a".repeat(79));
    expect(slugFrom("!!!")).toBe("");
  });

  test("a rename keeps the old address as a former one; renaming back drops it; none is lost", () => {
    const renamed = keepFormerAddresses(
      seed(),
      edited((doc) => (first(doc).slug = "thermal-leak-behind-shower")),
    );
    expect(first(renamed).formerSlugs).toEqual(["thermal-imaging-pinhole-leak-detection"]);
    const again = keepFormerAddresses(
      renamed,
      edited((doc) => (first(doc).slug = "pinhole-leak"), seed()),
    );
    // An editor that started before the first rename does not know its former address: it is kept all the same.
    expect(first(again).formerSlugs).toEqual(["thermal-imaging-pinhole-leak-detection", "thermal-leak-behind-shower"]);
    const back = keepFormerAddresses(
      again,
      edited((doc) => (first(doc).slug = "thermal-imaging-pinhole-leak-detection"), again),
    );
    expect(first(back).formerSlugs).toEqual(["thermal-leak-behind-shower", "pinhole-leak"]);
    // Unchanged projects are the very same objects.
    expect(back.projects[1]).toBe(back.projects[1]);
  });

  test("the store writes the former address with the rename, and refuses an address another project has", () => {
    const content = open();
    const saved = content.save({
      baseRevision: 0,
      content: edited((doc) => (first(doc).slug = "thermal-leak-behind-shower")),
      author: "owner@example.co.nz",
    });
    expect(saved.status).toBe("saved");
    expect(first(content.head().content)).toMatchObject({
      slug: "thermal-leak-behind-shower",
      formerSlugs: ["thermal-imaging-pinhole-leak-detection"],
    });
    // Another project may not take the old address: it still redirects to the first project.
    const taken = content.save({
      baseRevision: 1,
      content: edited(
        (doc) => (doc.projects[1]!.slug = "thermal-imaging-pinhole-leak-detection"),
        content.head().content,
      ),
      author: "owner@example.co.nz",
    });
    expect(taken).toEqual({
      status: "invalid",
      problems: [{ path: "projects.1.slug", message: "Another project has this address." }],
    });
    // A restore of the revision before the rename keeps the redirect's address as its own again, with nothing lost.
    const restored = content.restore(0, "owner@example.co.nz");
    expect(restored?.status).toBe("saved");
    expect(first(content.head().content)).toMatchObject({
      slug: "thermal-imaging-pinhole-leak-detection",
      formerSlugs: ["thermal-leak-behind-shower"],
    });
  });

  test("a new project sent with its own address among its former ones is saved without it: no page redirects to itself", () => {
    const content = open();
    const added = edited((doc) =>
      doc.projects.push({
        ...structuredClone(first(doc)),
        id: 100,
        slug: "hot-water-cylinder-otara",
        title: "Hot Water Cylinder, Otara",
        formerSlugs: ["hot-water-cylinder-otara", "hot-water-otara"],
      }),
    );
    expect(content.save({ baseRevision: 0, content: added, author: "owner@example.co.nz" }).status).toBe("saved");
    expect(content.head().content.projects.at(-1)).toMatchObject({
      slug: "hot-water-cylinder-otara",
      formerSlugs: ["hot-water-otara"],
    });
    // The step every save and restore runs (a restored revision written before this rule is cleaned the same way).
    const listed = keepFormerAddresses(seed(), added);
    expect(listed.projects.at(-1)!.formerSlugs).toEqual(["hot-water-otara"]);
  });

  test("two projects may not share a title: each page's title in search results is its own", () => {
    const content = open();
    const outcome = content.save({
      baseRevision: 0,
      content: edited((doc) => (doc.projects[3]!.title = first(doc).title.toUpperCase())),
      author: "owner@example.co.nz",
    });
    expect(outcome).toEqual({
      status: "invalid",
      problems: [{ path: "projects.3.title", message: "Another project has this title." }],
    });
  });

  test("a save naming a photo that does not exist is refused at that photo", () => {
    const content = open((src) => /^\/media\/(projects|video)\//.test(src));
    const outcome = content.save({
      baseRevision: 0,
      content: edited((doc) => {
        first(doc).gallery.push({ image: "/media/owner/0123456789abcdef0123.jpg", caption: "New photo" });
        doc.projects[2]!.image = "/media/owner/ffffffffffffffffffff.jpg";
      }),
      author: "owner@example.co.nz",
    });
    expect(outcome).toEqual({
      status: "invalid",
      problems: [
        { path: "projects.0.gallery.4.image", message: "This photo is missing." },
        { path: "projects.2.image", message: "This photo is missing." },
      ],
    });
  });

  test("the history says what happened to a project in words", () => {
    const content = open();
    content.save({
      baseRevision: 0,
      content: edited((doc) => {
        doc.projects[8]!.published = false;
        first(doc).title = "Pinhole Leak Found by Thermal Imaging";
        doc.projects.push(doc.projects.splice(3, 1)[0]!);
      }),
      author: "owner@example.co.nz",
    });
    expect(content.list()[0]?.summary).toBe(
      "Project 'Pinhole Leak Found by Thermal Imaging' edited; Project 'School Watermain Installation' taken off the " +
        "site; projects reordered",
    );
  });
});
