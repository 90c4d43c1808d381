import { describe, expect, test } from "vitest";
import { ownerSettingsOf, readSiteEnv } from "../../config/env";
import { checkContent, type OwnerProject, type SiteContent } from "./document";
import { projectDurations, serviceNames } from "./names";
import { seedContent } from "./seed";

const seed = (): SiteContent => seedContent(ownerSettingsOf(readSiteEnv({})));
const problems = (doc: unknown) => {
  const checked = checkContent(doc);
  return checked.ok ? [] : checked.problems;
};

describe("the owner's services and areas", () => {
  test("the seed has every service and area whole, in the repository's order, and passes", () => {
    const doc = seed();
    expect(problems(doc)).toEqual([]);
    expect(doc.services.map((s) => s.slug)).toEqual(serviceNames.map((s) => s.slug));
    expect(doc.services[6]).toMatchObject({ slug: "plumbing-inspection", cardTitle: "Plumbing Inspection Services" });
    expect(doc.areas).toHaveLength(17);
    // Everything its pages show: the pictures, lists and call to action too, not only the words.
    expect(Object.keys(doc.services[0]!)).toEqual(
      expect.arrayContaining(["icon", "features", "benefits", "image", "media", "bullets", "priceFrom", "cta"]),
    );
    expect(Object.keys(doc.areas[0]!)).toEqual(
      expect.arrayContaining(["indexName", "features", "services", "emergencyStats", "nearbyAreas", "geo"]),
    );
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

  test("lists and numbers have limits too, at their place", () => {
    const doc = seed();
    doc.services[0]!.features = ["Only one"];
    doc.services[1]!.priceFrom = 0;
    doc.areas[2]!.geo.latitude = 51.5;
    expect(problems(doc)).toEqual([
      { path: "services.0.features", message: "Keep at least 3." },
      { path: "services.1.priceFrom", message: expect.any(String) },
      { path: "areas.2.geo.latitude", message: expect.any(String) },
    ]);
  });
});

describe("what the owner types, by one rule (shared/owner-text.ts)", () => {
  const checked = (doc: SiteContent) => {
    const result = checkContent(doc);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result.content;
  };

  test("the seed passes unchanged: a dashboard build of it is the repository's site", () => {
    const doc = seed();
    const saved = checked(doc);
    expect({ ...saved, settings: {} }).toStrictEqual({ ...doc, settings: {} });
    // The seed's settings are the whole environment's; the owner's are some of them.
    expect(doc.settings).toMatchObject(saved.settings);
  });

  test("characters that do not show are removed from every text; line breaks stay only where the field takes several", () => {
    const doc = seed();
    doc.faqs[0]!.answer = "\0No\0 call-out\u202e fee.\r\n\r\nEver\u200b.\0";
    doc.faqs[0]!.question = "Do you\r\ncharge\u0085extra?";
    doc.reviews[0]!.text = "Great job 👩‍🔧\u200d\u0007";
    doc.claims.yearsTrading = "\ufeffover\t15 years\u2066";
    doc.projects[0]!.details.solution = "Line one.\nLine two.";
    doc.projects[0]!.title = "New\nvalve";
    const saved = checked(doc);
    expect(saved.faqs[0]).toMatchObject({ answer: "No call-out fee.\n\nEver.", question: "Do you charge extra?" });
    expect(saved.reviews[0]!.text).toBe("Great job 👩‍🔧");
    expect(saved.claims.yearsTrading).toBe("over 15 years");
    expect(saved.projects[0]!.details.solution).toBe("Line one.\nLine two.");
    expect(saved.projects[0]!.title).toBe("New valve");
    // Nothing but characters that do not show is nothing.
    const empty = seed();
    empty.faqs[1]!.answer = "\0\u200b\u202e\r\n";
    expect(problems(empty)).toEqual([{ path: "faqs.1.answer", message: "Type something here." }]);
  });

  test("two project titles that differ only by a zero-width space are the same title", () => {
    const doc = seed();
    doc.projects[1]!.title = `${doc.projects[0]!.title}\u200b`;
    expect(problems(doc)).toEqual([{ path: "projects.1.title", message: "Another project has this title." }]);
  });

  test("phone numbers: stored in one national form, an impossible one refused at its field", () => {
    const doc = seed();
    doc.settings.BUSINESS_PHONE = "+64 9 555 0142";
    doc.settings.BUSINESS_FREEPHONE = "0800123456";
    expect(checked(doc).settings).toMatchObject({ BUSINESS_PHONE: "09 555 0142", BUSINESS_FREEPHONE: "0800 123 456" });
    doc.settings.BUSINESS_PHONE = "((((((((((((((((((((";
    doc.settings.BUSINESS_FREEPHONE = "0800 PLUMBER";
    expect(problems(doc)).toEqual([
      {
        path: "settings.BUSINESS_PHONE",
        message: "That doesn't look like a New Zealand phone number: type it as, for example, 09 123 4567.",
      },
      {
        path: "settings.BUSINESS_FREEPHONE",
        message: "That doesn't look like a New Zealand phone number: type it as, for example, 0800 123 456.",
      },
    ]);
  });

  test("links: https only, at most 2,000 characters, no name or password, each refused at its field", () => {
    const doc = seed();
    doc.settings.SOCIAL_FACEBOOK_URL = "https://user:pass@www.facebook.com/kauri";
    doc.settings.SOCIAL_INSTAGRAM_URL = `https://www.instagram.com/${"x".repeat(2000)}`;
    doc.settings.REVIEWS_URL = "http://g.page/r/kauri";
    doc.settings.reviewLink = "javascript:alert(1)";
    expect(problems(doc)).toEqual([
      {
        path: "settings.SOCIAL_FACEBOOK_URL",
        message: "Take out the name and password (the part before @): every visitor could read them.",
      },
      { path: "settings.SOCIAL_INSTAGRAM_URL", message: "At most 2,000 characters." },
      {
        path: "settings.REVIEWS_URL",
        message: "A web address starting https://, for example https://www.facebook.com/yourpage.",
      },
      {
        path: "settings.reviewLink",
        message: "A web address starting https://, for example https://www.facebook.com/yourpage.",
      },
    ]);
    doc.settings.SOCIAL_FACEBOOK_URL = " https://www.facebook.com/kauri\u200b ";
    doc.settings.SOCIAL_INSTAGRAM_URL = "https://www.instagram.com/kauri";
    doc.settings.REVIEWS_URL = "https://g.page/r/kauri";
    doc.settings.reviewLink = "";
    expect(checked(doc).settings).toMatchObject({
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/kauri",
      reviewLink: "",
    });
  });
});

describe("a new project needs only a title and a photo", () => {
  /** A project as the editor starts one, with a title and one photo: every other word and choice left empty. */
  const bare = (patch: Partial<OwnerProject> = {}): OwnerProject => ({
    id: 100,
    slug: "kitchen-tap-swap",
    formerSlugs: [],
    published: true,
    featured: false,
    title: "Kitchen tap swap",
    description: "",
    image: "",
    imageAlt: "",
    client: "",
    projectType: "",
    isVideo: false,
    duration: "",
    location: "",
    completedDate: "",
    gallery: [{ image: "/media/owner/0123456789abcdef0123.jpg", caption: "" }],
    details: { challenge: "", solution: "", features: [""] },
    ...patch,
  });
  const withProject = (project: OwnerProject) => ({ ...seed(), projects: [project, ...seed().projects] });

  test("a title and one photo are valid: the cover is the photo and blank highlights are dropped", () => {
    const checked = checkContent(withProject(bare()));
    expect(checked.ok && checked.content.projects[0]).toMatchObject({
      image: "/media/owner/0123456789abcdef0123.jpg",
      imageAlt: "",
      details: { challenge: "", solution: "", features: [] },
    });
  });

  test("no photo: one problem, at the gallery, saying so", () => {
    expect(problems(withProject(bare({ gallery: [] })))).toEqual([
      { path: "projects.0.gallery", message: "Add at least one photo." },
    ]);
  });

  test("no title: one problem, at the title (the address made from it is empty too)", () => {
    expect(problems(withProject(bare({ title: " ", slug: "" })))).toEqual([
      { path: "projects.0.title", message: "Type something here." },
    ]);
  });

  test("a title with no address, or only a video in the gallery, is refused at its field", () => {
    expect(problems(withProject(bare({ slug: "" })))).toEqual([
      { path: "projects.0.slug", message: "Give it a page address." },
    ]);
    expect(problems(withProject(bare({ gallery: [{ image: "/media/owner/clip.mp4", caption: "" }] })))).toEqual([
      { path: "projects.0.image", message: "Add a photo to be the cover: a video cannot be." },
    ]);
  });

  test("the limits stay, and a choice must be one of the list", () => {
    const project = bare({
      description: "x".repeat(301),
      client: "x".repeat(81),
      location: "x".repeat(61),
      imageAlt: "x".repeat(161),
      duration: "A fortnight" as OwnerProject["duration"],
      completedDate: "Last March",
      details: { challenge: "x".repeat(801), solution: "", features: ["x".repeat(121)] },
    });
    expect(problems(withProject(project))).toEqual([
      { path: "projects.0.description", message: "At most 300 characters." },
      { path: "projects.0.imageAlt", message: "At most 160 characters." },
      { path: "projects.0.client", message: "At most 80 characters." },
      { path: "projects.0.duration", message: "Pick how long it took." },
      { path: "projects.0.location", message: "At most 60 characters." },
      { path: "projects.0.completedDate", message: "A month and year, for example March 2025." },
      { path: "projects.0.details.challenge", message: "At most 800 characters." },
      { path: "projects.0.details.features.0", message: "At most 120 characters." },
    ]);
  });

  test("the everyday durations are offered, and every duration a stored revision may hold still is", () => {
    expect(projectDurations).toEqual(expect.arrayContaining(["1 day", "2 days", "3 days", "4 days", "1 week"]));
    for (const duration of ["A few hours", "2-3 days", "2 weeks", "A month or more"] as const)
      expect(problems(withProject(bare({ duration })))).toEqual([]);
  });
});
