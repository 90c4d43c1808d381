import { describe, expect, test } from "vitest";
import { readSiteEnv } from "../../config/env";
import { checkContent, type SiteContent } from "./document";
import { laidOver } from "./published";
import { seedContent } from "./seed";
import { seedServices } from "./services";

const seed = (): SiteContent => seedContent(readSiteEnv({}));
const problems = (doc: unknown) => {
  const checked = checkContent(doc);
  return checked.ok ? [] : checked.problems;
};

describe("the owner's services and areas", () => {
  test("the seed has every service's and area's words, in the repository's order, and passes", () => {
    const doc = seed();
    expect(problems(doc)).toEqual([]);
    expect(doc.services.map((s) => s.slug)).toEqual(seedServices.map((s) => s.slug));
    expect(doc.services[6]).toMatchObject({ slug: "plumbing-inspection", cardTitle: "Plumbing Inspection Services" });
    expect(doc.areas).toHaveLength(17);
    expect(Object.keys(doc.services[0]!)).toEqual([
      "slug",
      "title",
      "cardTitle",
      "subtitle",
      "description",
      "mobileDescription",
      "longDescription",
    ]);
    expect(Object.keys(doc.areas[0]!)).toEqual(["slug", "description"]);
  });

  test("a slug the repository does not have is refused at its place", () => {
    const doc = seed();
    doc.services[2]!.slug = "gas-fitting";
    doc.areas[0]!.slug = "atlantis";
    expect(problems(doc)).toEqual([
      { path: "services.2.slug", message: "No such service." },
      { path: "services", message: "Hot Water Cylinder Repair is missing." },
      { path: "areas.0.slug", message: "No such area." },
      { path: "areas", message: "Manukau is missing." },
    ]);
  });

  test("a missing or repeated service or area is refused: the set is the repository's", () => {
    const doc = seed();
    doc.services = doc.services.filter((s) => s.slug !== "maintenance");
    doc.areas.push({ ...doc.areas[3]! });
    expect(problems(doc)).toEqual([
      { path: "services", message: "Maintenance is missing." },
      { path: "areas.17.slug", message: "Used twice." },
    ]);
    expect(problems({ ...seed(), services: [] }).map((p) => p.message)).toHaveLength(7);
    expect(problems({ ...seed(), areas: undefined })).toEqual([{ path: "areas", message: expect.any(String) }]);
  });

  test("each text is required and has a limit, in the editor's words", () => {
    const doc = seed();
    doc.services[0]!.title = "  ";
    doc.services[1]!.longDescription = "x".repeat(1201);
    doc.services[2]!.mobileDescription = "x".repeat(121);
    doc.areas[4]!.description = "x".repeat(301);
    expect(problems(doc)).toEqual([
      { path: "services.0.title", message: "Type something here." },
      { path: "services.1.longDescription", message: "At most 1200 characters." },
      { path: "services.2.mobileDescription", message: "At most 120 characters." },
      { path: "areas.4.description", message: "At most 300 characters." },
    ]);
  });

  test("the build lays the owner's words over the repository's by slug, and keeps everything else", () => {
    const owner = seed().services.reverse();
    owner.find((s) => s.slug === "maintenance")!.title = "Planned Maintenance";
    const shown = laidOver(seedServices, owner);
    expect(shown.map((s) => s.slug)).toEqual(seedServices.map((s) => s.slug));
    const maintenance = shown.find((s) => s.slug === "maintenance")!;
    expect(maintenance.title).toBe("Planned Maintenance");
    expect({ ...maintenance, title: "Maintenance" }).toEqual(seedServices.find((s) => s.slug === "maintenance"));
    expect(laidOver(seedServices, undefined)).toBe(seedServices);
    // The seed's words laid over the repository's change nothing.
    expect(laidOver(seedServices, seed().services)).toEqual(seedServices);
  });
});
