/**
 * Every media slot of the site, by its path under `public/media/`. The artwork generator draws each entry,
 * the optimiser turns each image into responsive variants, and content refers to these paths only.
 * To use real photos, replace the files in `media/source/` (same names) and run `npm run media:optimize`.
 */
type MediaKind =
  | "hero"
  | "scene"
  | "service"
  | "thermal-normal"
  | "thermal-heat"
  | "step"
  | "project"
  | "gallery"
  | "gallery-thermal"
  | "area"
  | "video";

export interface MediaEntry {
  /** Path under public/media, e.g. "services/leak-detection.jpg". */
  path: string;
  kind: MediaKind;
  /** What the picture shows: drives the artwork and is a starting point for alt text. */
  subject: string;
  /**
   * Shown only dimmed behind text (the home hero at 45 % opacity, a dedicated area's at 35 %, each under a navy
   * gradient), so its AVIF is made at a lower quality (server/site/image-variants.ts, AVIF_QUALITY.dimmed).
   */
  dimmed?: true;
}

const serviceSlugs = [
  "leak-detection",
  "emergency-callouts",
  "hot-water-cylinder-repair",
  "renovations-new-builds",
  "drain-unblocking",
  "maintenance",
  "plumbing-inspection",
] as const;

const stepSubjects: Record<string, [string, string, string]> = {
  "emergency-callouts": ["Burst pipe under a kitchen sink", "Plumber isolating the water supply", "Repaired pipe, dry cabinet"],
  "hot-water-cylinder-repair": ["Leaking hot water cylinder valve", "Replacing the tempering valve", "New mains pressure cylinder installed"],
  "renovations-new-builds": ["Bathroom stripped back to the frame", "New pipework rough-in", "Finished bathroom with tiled shower"],
  "drain-unblocking": ["Blocked gully trap overflowing", "Drain camera inspection of the line", "Clear drain after water jetting"],
  maintenance: ["Dripping outdoor tap", "Replacing washers and cartridges", "Serviced tap and fittings"],
  "plumbing-inspection": ["Inspecting under-floor pipework", "Checking water pressure at the gauge", "Written inspection report"],
};

const projectSlugs = [
  "thermal-imaging-pinhole-leak-detection",
  "external-moisture-thermal-detection",
  "emergency-drain-repair",
  "concrete-slab-leak-detection-repair",
  "subfloor-water-damage-assessment",
  "underground-grass-area-leak-repair",
  "hot-water-cylinder-installation",
  "plumbing-maintenance-services",
  "school-watermain-installation",
] as const;

/** Gallery file names keep the field-camera style the caption rule expects (TM = thermal image). */
const galleries: Record<(typeof projectSlugs)[number], string[]> = {
  "thermal-imaging-pinhole-leak-detection": ["bathroom-wall-TM.jpeg", "pinhole_leak_copper-pipe.jpeg", "wall-opened-repair.jpeg", "thermal-scan.mp4"],
  "external-moisture-thermal-detection": ["exterior-cladding-TM.jpeg", "moisture-meter-reading.jpeg", "ext-wall-downpipe.jpeg"],
  "emergency-drain-repair": ["collapsed-drain-pipe.jpeg", "drain-excavation.jpeg", "new-pvc-drain-instalation.jpeg"],
  "concrete-slab-leak-detection-repair": ["driveway-slab-TM.jpeg", "acoustic-listening.jpeg", "slab-leak-repair.jpeg", "water-meter-check.jpeg"],
  "subfloor-water-damage-assessment": ["subfloor-joists-TM.jpeg", "subfloor_moisture_damage.jpeg", "dehumidifier-setup.jpeg"],
  "underground-grass-area-leak-repair": ["lawn-wet-patch.jpeg", "lawn-area-TM.jpeg", "underground-pipe-repair.jpeg"],
  "hot-water-cylinder-installation": ["old-hwc-removed.jpeg", "new-180l-hwc.jpeg", "tempering-valve-fitted.jpeg"],
  "plumbing-maintenance-services": ["tap-cartridge-replacement.jpeg", "toilet-cistern-service.jpeg", "prv-check.jpeg"],
  "school-watermain-installation": ["watermain-trench.jpeg", "watermain-pipe-laying.jpeg", "backflow-preventer-instalation.jpeg", "school-field-reinstated.jpeg"],
};

const projectSubjects: Record<(typeof projectSlugs)[number], string> = {
  "thermal-imaging-pinhole-leak-detection": "Thermal camera scanning a bathroom wall",
  "external-moisture-thermal-detection": "Weatherboard house exterior with moisture staining",
  "emergency-drain-repair": "Excavated broken drain pipe in a backyard",
  "concrete-slab-leak-detection-repair": "Long concrete driveway over a leaking water line",
  "subfloor-water-damage-assessment": "Subfloor timber joists with water damage",
  "underground-grass-area-leak-repair": "Lawn with a soggy patch over an underground leak",
  "hot-water-cylinder-installation": "New 180 litre mains pressure hot water cylinder",
  "plumbing-maintenance-services": "Plumber servicing a kitchen mixer tap",
  "school-watermain-installation": "New watermain trench beside a school field",
};

/** Projects with before and after photos (the "Before & After" note shows for these). */
const beforeAfterProjects = [
  "emergency-drain-repair",
  "concrete-slab-leak-detection-repair",
  "hot-water-cylinder-installation",
] as const;

const dedicatedAreaSlugs = ["papatoetoe", "manukau", "manurewa", "papakura", "takanini", "pukekohe", "mangere"] as const;

const thermalPairs = [
  ["bathroom-wall", "Tiled bathroom wall behind the shower"],
  ["kitchen-ceiling", "Kitchen ceiling below an upstairs bathroom"],
  ["hallway-floor", "Hallway floor over a concrete slab"],
] as const;

export const mediaCatalog: MediaEntry[] = [
  {
    path: "hero/emergency-plumber.jpg",
    kind: "hero",
    subject: "Plumber's van outside an Auckland home at dusk",
    dimmed: true,
  },
  { path: "about/local-team.jpg", kind: "scene", subject: "Licensed plumber with tools beside a work van" },
  { path: "areas/auckland-wide.jpg", kind: "area", subject: "Auckland suburbs with the harbour and volcanic cones" },
  ...serviceSlugs.map((slug) => ({ path: `services/${slug}.jpg`, kind: "service" as const, subject: `Service: ${slug.replace(/-/g, " ")}` })),
  ...thermalPairs.flatMap(([name, subject]) => [
    { path: `thermal/${name}-normal.jpg`, kind: "thermal-normal" as const, subject },
    { path: `thermal/${name}-thermal.jpg`, kind: "thermal-heat" as const, subject: `${subject}, thermal camera view showing the leak` },
  ]),
  ...Object.entries(stepSubjects).flatMap(([slug, subjects]) =>
    subjects.map((subject, i) => ({ path: `steps/${slug}-${i + 1}.jpg`, kind: "step" as const, subject })),
  ),
  ...projectSlugs.map((slug) => ({ path: `projects/${slug}/cover.jpg`, kind: "project" as const, subject: projectSubjects[slug] })),
  ...beforeAfterProjects.flatMap((slug) => [
    { path: `projects/${slug}/before.jpg`, kind: "project" as const, subject: `${projectSubjects[slug]}: before` },
    { path: `projects/${slug}/after.jpg`, kind: "project" as const, subject: `${projectSubjects[slug]}: after` },
  ]),
  ...projectSlugs.flatMap((slug) =>
    galleries[slug].map((file) => ({
      path: `projects/${slug}/${file}`,
      kind: file.endsWith(".mp4") ? ("video" as const) : file.includes("TM.jpeg") ? ("gallery-thermal" as const) : ("gallery" as const),
      subject: file.replace(/\.[a-z0-9]+$/, "").replace(/[-_]/g, " "),
    })),
  ),
  { path: "video/thermal-scan.mp4", kind: "video", subject: "Thermal camera sweeping a wall until the leak glows" },
  ...dedicatedAreaSlugs.map((slug) => ({
    path: `areas/${slug}.jpg`,
    kind: "area" as const,
    subject: `Street scene in ${slug}`,
    dimmed: true as const,
  })),
];
