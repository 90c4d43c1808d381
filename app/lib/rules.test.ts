import { describe, expect, test } from "vitest";
import { captionFromPath, isThermal, isVideo } from "./caption";
import { distinctServices, resolveNearby } from "./content-rules";
import { slugFromTitle } from "../../shared/slug";

describe("captionFromPath", () => {
  test.each([
    ["/media/projects/x/pinhole_leak_copper-pipe.jpeg", "Pinhole Leak Copper Pipe"],
    ["/media/projects/x/bathroom-wall-TM.jpeg", "Bathroom Wall"],
    ["/media/projects/x/new-pvc-drain-instalation.jpeg", "New PVC Drain Installation"],
    ["/media/projects/x/old-hwc-removed.jpeg", "Old Hot Water Cylinder Removed"],
    ["/media/projects/x/new-180l-hwc.jpeg", "New 180L Hot Water Cylinder"],
    ["/media/projects/x/prv-check.jpeg", "Pressure Reducing Valve Check"],
    ["/media/projects/x/ext-wall-downpipe.jpeg", "External Wall Downpipe"],
    ["thermal-scan.mp4", "Thermal Scan"],
    ["a--b__c.jpeg", "A B C"],
  ])("%s → %s", (path, caption) => {
    expect(captionFromPath(path)).toBe(caption);
  });

  test("thermal and video files are recognised by name", () => {
    expect(isThermal("/x/lawn-area-TM.jpeg")).toBe(true);
    expect(isThermal("/x/lawn-area-tm.jpeg")).toBe(false);
    expect(isThermal("/x/TMP-file.jpeg")).toBe(false);
    expect(isVideo("/x/clip.mp4")).toBe(true);
    expect(isVideo("/x/clip.jpeg")).toBe(false);
  });
});

describe("slugFromTitle", () => {
  test.each([
    ["Leak Detection", "leak-detection"],
    ["Renovations & New Builds", "renovations-new-builds"],
    ["  Hot Water  Cylinder Repair ", "hot-water-cylinder-repair"],
    ["Drain & ", "drain"],
  ])("%s → %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  test("would break the inspection link, which is why services carry explicit slugs", () => {
    expect(slugFromTitle("Plumbing Inspection Services")).toBe("plumbing-inspection-services");
    expect(slugFromTitle("Plumbing Inspection Services")).not.toBe("plumbing-inspection");
  });
});

describe("distinctServices and resolveNearby", () => {
  test("keeps first-seen order without repeats", () => {
    expect(distinctServices([{ service: "B" }, { service: "A" }, { service: "B" }])).toEqual(["B", "A"]);
    expect(distinctServices([])).toEqual([]);
  });

  test("drops nearby areas without a page", () => {
    const known = new Set(["otara", "manukau"]);
    expect(resolveNearby([{ slug: "otara" }, { slug: "nowhere" }, { slug: "manukau" }], known)).toEqual([
      { slug: "otara" },
      { slug: "manukau" },
    ]);
  });
});
