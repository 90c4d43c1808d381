import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkContent, type OwnerReview, type SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { seedFromSite } from "./content-store.ts";
import { mergeContent } from "./merge.ts";

const base: SiteContent = seedFromSite(readSiteEnv({}))();
const copy = (doc: SiteContent): SiteContent => structuredClone(doc);
const review = (doc: SiteContent, id: string) => doc.reviews.find((r) => r.id === id)!;
const newReview = (id: string, name = "Hana K."): OwnerReview => ({
  id,
  name,
  rating: 4,
  service: "Blocked Drain",
  text: "Sorted on the day.",
  hidden: false,
});
const merged = (theirs: SiteContent, yours: SiteContent) => {
  const result = mergeContent(base, theirs, yours);
  if (!result.ok) throw new Error(`conflicts: ${JSON.stringify(result.conflicts)}`);
  return result.content;
};

describe("three-way merge of the owner's content", () => {
  test("the seed is valid, so every example below starts from a valid document", () => {
    expect(checkContent(base).ok).toBe(true);
  });

  test("projects merge by id: one person edits a project while another adds one and reorders; the same one is a conflict", () => {
    const theirs = copy(base);
    theirs.projects[2]!.title = "Emergency Drain Repair, Manurewa";
    const yours = copy(base);
    const added = { ...structuredClone(base.projects[0]!), id: 10, slug: "new-job", title: "New Job", featured: false };
    yours.projects.unshift(added);
    yours.projects[1]!.published = false;
    const result = merged(theirs, yours);
    expect(result.projects.map((p) => p.id)).toEqual([10, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.projects[3]!.title).toBe("Emergency Drain Repair, Manurewa");
    expect(result.projects[1]!.published).toBe(false);

    const mine = copy(base);
    mine.projects[2]!.title = "Drain Repair";
    const clash = mergeContent(base, theirs, mine);
    expect(clash.ok).toBe(false);
    expect(!clash.ok && clash.conflicts.map((c) => c.path)).toEqual(["projects.3"]);

    // Both reorder differently too: the order is a conflict of its own, and the merge keeps their order and title.
    mine.projects.reverse();
    const moved = copy(theirs);
    moved.projects.push(moved.projects.shift()!);
    const orders = mergeContent(base, moved, mine);
    expect(!orders.ok && orders.conflicts.map((c) => c.path)).toEqual(["projects.3", "projects"]);
    expect(!orders.ok && orders.conflicts[1]).toMatchObject({ yours: ["9", "8", "7", "6", "5", "4", "3", "2", "1"] });
    expect(!orders.ok && orders.merged.projects).toEqual(moved.projects);
  });

  test("two different reviews edited: both edits stand", () => {
    const theirs = copy(base);
    review(theirs, "tama-w").text = "Fixed the leak in no time.";
    const yours = copy(base);
    review(yours, "priya-s").rating = 4;
    const result = merged(theirs, yours);
    expect(review(result, "tama-w").text).toBe("Fixed the leak in no time.");
    expect(review(result, "priya-s").rating).toBe(4);
    expect(result.reviews.map((r) => r.id)).toEqual(base.reviews.map((r) => r.id));
  });

  test("the same review changed differently by both is a conflict with both versions, named by its id", () => {
    const theirs = copy(base);
    review(theirs, "tama-w").text = "Theirs.";
    const yours = copy(base);
    review(yours, "tama-w").text = "Yours.";
    const result = mergeContent(base, theirs, yours);
    expect(result).toEqual({
      ok: false,
      merged: theirs,
      conflicts: [{ path: "reviews.tama-w", yours: review(yours, "tama-w"), theirs: review(theirs, "tama-w") }],
    });
  });

  test("the same change made by both merges as one", () => {
    const theirs = copy(base);
    review(theirs, "tama-w").hidden = true;
    expect(merged(theirs, copy(theirs))).toEqual(theirs);
  });

  test("an edit against a removal is a conflict; the removal's side is null", () => {
    const theirs = copy(base);
    theirs.reviews = theirs.reviews.filter((r) => r.id !== "jason-m");
    const yours = copy(base);
    review(yours, "jason-m").name = "Jason M. (Manurewa)";
    const result = mergeContent(base, theirs, yours);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.conflicts).toEqual([
      { path: "reviews.jason-m", yours: review(yours, "jason-m"), theirs: null },
    ]);
  });

  test("added and removed items merge cleanly, each addition after the item it followed", () => {
    const theirs = copy(base);
    theirs.reviews.splice(1, 0, newReview("theirs-new", "Theirs New"));
    theirs.faqs = theirs.faqs.filter((f) => f.id !== "guarantee");
    theirs.homeFaqs = theirs.homeFaqs.filter((id) => id !== "guarantee");
    const yours = copy(base);
    yours.reviews = yours.reviews.filter((r) => r.id !== "karen-w");
    yours.reviews.push(newReview("yours-new"));
    yours.faqs.push({ id: "gas-fitting", question: "Do you do gas?", answer: "Yes, certified gasfitters." });
    const result = merged(theirs, yours);
    const ids = result.reviews.map((r) => r.id);
    expect(ids.slice(0, 3)).toEqual(["tama-w", "theirs-new", "alofa-s"]);
    expect(ids.at(-1)).toBe("yours-new");
    expect(ids).not.toContain("karen-w");
    expect(result.faqs.map((f) => f.id)).toContain("gas-fitting");
    expect(result.faqs.map((f) => f.id)).not.toContain("guarantee");
    expect(result.homeFaqs).toEqual(theirs.homeFaqs);
  });

  test("settings merge by name and claims by key: different ones both stand, the same one changed twice conflicts", () => {
    const theirs = copy(base);
    theirs.settings.BUSINESS_PHONE = "09 555 0101";
    theirs.claims.hours.emergency247 = false;
    const yours = copy(base);
    yours.settings.BUSINESS_EMAIL = "office@example.co.nz";
    yours.claims.rating = "4.9";
    const result = merged(theirs, yours);
    expect(result.settings).toMatchObject({ BUSINESS_PHONE: "09 555 0101", BUSINESS_EMAIL: "office@example.co.nz" });
    expect(result.claims).toMatchObject({ rating: "4.9", hours: { emergency247: false } });

    yours.claims.hours.office[0]!.opens = "06:00";
    yours.settings.BUSINESS_PHONE = "09 555 0202";
    const clash = mergeContent(base, theirs, yours);
    expect(!clash.ok && clash.conflicts.map((c) => c.path)).toEqual(["settings.BUSINESS_PHONE", "claims.hours"]);
  });

  test("a page's list of questions is one item: changed by one side it is taken, by both differently it conflicts", () => {
    const theirs = copy(base);
    theirs.faqPage = [...theirs.faqPage].reverse();
    expect(merged(theirs, copy(base)).faqPage).toEqual(theirs.faqPage);
    const yours = copy(base);
    yours.faqPage = yours.faqPage.slice(1);
    const result = mergeContent(base, theirs, yours);
    expect(!result.ok && result.conflicts).toEqual([{ path: "faqPage", yours: yours.faqPage, theirs: theirs.faqPage }]);
  });

  test("one side's new order is kept with the other's additions; both reordering differently conflicts", () => {
    const theirs = copy(base);
    theirs.reviews.reverse();
    const yours = copy(base);
    yours.reviews.push(newReview("yours-new"));
    // Yours added it after karen-w, which their new order puts first.
    const [first, ...rest] = theirs.reviews.map((r) => r.id);
    expect(merged(theirs, yours).reviews.map((r) => r.id)).toEqual([first, "yours-new", ...rest]);

    const other = copy(base);
    [other.reviews[0], other.reviews[1]] = [other.reviews[1]!, other.reviews[0]!];
    const result = mergeContent(base, theirs, other);
    expect(!result.ok && result.conflicts.map((c) => c.path)).toEqual(["reviews"]);
  });

  test("services and areas merge by slug, each one item: different ones both stand, the same one twice conflicts", () => {
    const service = (doc: SiteContent, slug: string) => doc.services.find((s) => s.slug === slug)!;
    const area = (doc: SiteContent, slug: string) => doc.areas.find((a) => a.slug === slug)!;
    const theirs = copy(base);
    service(theirs, "leak-detection").subtitle = "Hidden leaks found without the mess.";
    area(theirs, "manukau").description = "Our home base in South Auckland.";
    const yours = copy(base);
    service(yours, "maintenance").title = "Planned Maintenance";
    area(yours, "howick").description = "East Auckland homes and businesses.";
    const result = merged(theirs, yours);
    expect(service(result, "leak-detection").subtitle).toBe("Hidden leaks found without the mess.");
    expect(service(result, "maintenance").title).toBe("Planned Maintenance");
    expect(area(result, "manukau").description).toBe("Our home base in South Auckland.");
    expect(area(result, "howick").description).toBe("East Auckland homes and businesses.");
    expect(result.services.map((s) => s.slug)).toEqual(base.services.map((s) => s.slug));
    expect(result.areas.map((a) => a.slug)).toEqual(base.areas.map((a) => a.slug));

    // Two different fields of the same service are still the same item: a conflict, with both whole versions.
    service(yours, "leak-detection").longDescription = "Found first time, fixed the same day.";
    area(yours, "manukau").description = "Where our team is based.";
    const clash = mergeContent(base, theirs, yours);
    // The merge has both sides' other changes, and their version of each item both changed.
    const maintenance = (doc: SiteContent) => ({
      ...doc,
      services: doc.services.map((s) => (s.slug === "maintenance" ? service(yours, "maintenance") : s)),
    });
    const howick = (doc: SiteContent) => ({
      ...doc,
      areas: doc.areas.map((a) => (a.slug === "howick" ? area(yours, "howick") : a)),
    });
    expect(clash).toEqual({
      ok: false,
      merged: howick(maintenance(theirs)),
      conflicts: [
        {
          path: "services.leak-detection",
          yours: service(yours, "leak-detection"),
          theirs: service(theirs, "leak-detection"),
        },
        { path: "areas.manukau", yours: area(yours, "manukau"), theirs: area(theirs, "manukau") },
      ],
    });
  });

  test("two changes valid alone but not together are refused with the schema's problem", () => {
    // Two reviews on the site; each side hides a different one of them.
    const start = copy(base);
    for (const r of start.reviews) r.hidden = r.id !== "tama-w" && r.id !== "alofa-s";
    const theirs = copy(start);
    review(theirs, "tama-w").hidden = true;
    const yours = copy(start);
    review(yours, "alofa-s").hidden = true;
    expect(checkContent(theirs).ok && checkContent(yours).ok).toBe(true);
    const both = copy(theirs);
    review(both, "alofa-s").hidden = true;
    expect(mergeContent(start, theirs, yours)).toEqual({
      ok: false,
      merged: both,
      conflicts: [
        {
          path: "reviews",
          message: "Keep at least one review on the site.",
          yours: yours.reviews,
          theirs: theirs.reviews,
        },
      ],
    });
  });
});

// Random edits to the seed, each by one side: what each side changed survives the merge, whatever the mix.
type Side = "a" | "b";
const edit = (side: Side) =>
  fc
    .oneof(
      fc.record({ kind: fc.constant("text" as const), at: fc.nat(), text: fc.string({ minLength: 1, maxLength: 30 }) }),
      fc.record({ kind: fc.constant("rating" as const), at: fc.nat(), rating: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant("hide" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("add" as const), at: fc.nat(), n: fc.nat(99) }),
      fc.record({
        kind: fc.constant("answer" as const),
        at: fc.nat(),
        text: fc.string({ minLength: 1, maxLength: 30 }),
      }),
      fc.record({
        kind: fc.constant("setting" as const),
        value: fc.constantFrom("09 555 0101", "09 555 0202", "021 555 0303"),
      }),
    )
    .map((e) => ({ ...e, side }));
type Edit = ReturnType<typeof edit> extends fc.Arbitrary<infer E> ? E : never;

/** Side a edits the reviews and questions at even places and the phone; side b the odd ones and the freephone. */
function apply(start: SiteContent, edits: Edit[]): SiteContent {
  const doc = copy(start);
  const mine = <T extends { id: string }>(list: T[], side: Side) =>
    list.filter((item) => (ownerOf(start, item.id) ?? side) === side);
  for (const e of edits) {
    const reviews = mine(doc.reviews, e.side);
    const faqs = mine(doc.faqs, e.side);
    const r = reviews[("at" in e ? e.at : 0) % Math.max(reviews.length, 1)];
    const f = faqs[("at" in e ? e.at : 0) % Math.max(faqs.length, 1)];
    if (e.kind === "text" && r) r.text = e.text.trim() || "x";
    if (e.kind === "rating" && r) r.rating = e.rating;
    if (e.kind === "hide" && r) r.hidden = !r.hidden;
    if (e.kind === "remove" && r) doc.reviews = doc.reviews.filter((x) => x !== r);
    if (e.kind === "add" && !doc.reviews.some((x) => x.id === `${e.side}-new-${e.n}`))
      doc.reviews.splice(e.at % (doc.reviews.length + 1), 0, newReview(`${e.side}-new-${e.n}`));
    if (e.kind === "answer" && f) f.answer = e.text.trim() || "x";
    if (e.kind === "setting") doc.settings[e.side === "a" ? "BUSINESS_PHONE" : "BUSINESS_FREEPHONE"] = e.value;
  }
  return doc;
}
/** Which side may edit an item of the seed (by its place there); undefined for an item a side added. */
function ownerOf(start: SiteContent, id: string): Side | undefined {
  const at = [...start.reviews, ...start.faqs].findIndex((item) => item.id === id);
  if (at >= 0) return at % 2 === 0 ? "a" : "b";
  return id.startsWith("a-") ? "a" : id.startsWith("b-") ? "b" : undefined;
}

// Each property checks a few hundred whole documents against the schema: about 15 s apiece beside the rest of the
// suite on 2 cores, near the suite's 20 s default, so each has a minute.
describe("merge properties", { timeout: 60_000 }, () => {
  const valid = (doc: SiteContent) => checkContent(doc).ok;

  test("merging with an unchanged side gives the other side; a change made by both gives that change", () => {
    fc.assert(
      fc.property(fc.array(edit("a"), { maxLength: 8 }), (edits) => {
        const changed = apply(base, edits);
        fc.pre(valid(changed));
        expect(mergeContent(base, base, changed)).toEqual({ ok: true, content: changed });
        expect(mergeContent(base, changed, base)).toEqual({ ok: true, content: changed });
        expect(mergeContent(base, changed, changed)).toEqual({ ok: true, content: changed });
      }),
      { numRuns: 150 },
    );
  });

  test("edits to different items never conflict, and every edit of each side is in the result", () => {
    fc.assert(
      fc.property(fc.array(edit("a"), { maxLength: 8 }), fc.array(edit("b"), { maxLength: 8 }), (ea, eb) => {
        const theirs = apply(base, ea);
        const yours = apply(base, eb);
        fc.pre(valid(theirs) && valid(yours));
        const result = mergeContent(base, theirs, yours);
        // Only one thing may refuse disjoint edits: together they leave no review on the site.
        if (!result.ok) {
          expect(result.conflicts.map((c) => c.path)).toEqual(["reviews"]);
          return;
        }
        const byId = new Map(result.content.reviews.map((r) => [r.id, r]));
        for (const [side, doc] of [
          ["a", theirs],
          ["b", yours],
        ] as const) {
          for (const r of doc.reviews) if (ownerOf(base, r.id) === side) expect(byId.get(r.id)).toEqual(r);
          for (const r of base.reviews)
            if (ownerOf(base, r.id) === side && !doc.reviews.some((x) => x.id === r.id))
              expect(byId.has(r.id)).toBe(false);
          for (const f of doc.faqs)
            if (ownerOf(base, f.id) === side) expect(result.content.faqs.find((x) => x.id === f.id)).toEqual(f);
        }
        expect(result.content.settings.BUSINESS_PHONE).toBe(theirs.settings.BUSINESS_PHONE);
        expect(result.content.settings.BUSINESS_FREEPHONE).toBe(yours.settings.BUSINESS_FREEPHONE);
        // The seed's reviews both kept stay in their order.
        const kept = result.content.reviews.map((r) => r.id).filter((id) => base.reviews.some((r) => r.id === id));
        expect(kept).toEqual(base.reviews.map((r) => r.id).filter((id) => kept.includes(id)));
        // Merging the other way round keeps the same items.
        const flipped = mergeContent(base, yours, theirs);
        expect(flipped.ok && new Map(flipped.content.reviews.map((r) => [r.id, r]))).toEqual(byId);
      }),
      { numRuns: 200 },
    );
  });
});
