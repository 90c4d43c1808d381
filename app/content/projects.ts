import { published } from "./published.ts";
import type { Project } from "./schema";

const p = (slug: string, file: string) => `/media/projects/${slug}/${file}`;

/**
 * The nine projects (ids 1–9, spec order). The spec has isVideo false everywhere, but DECISIONS asks for one real
 * video exercising the video behaviours, so project 1's card plays the thermal scan clip.
 */
export const seedProjectList: readonly Project[] = [
  {
    id: 1,
    slug: "thermal-imaging-pinhole-leak-detection",
    title: "Thermal Imaging Pinhole Leak Detection",
    description:
      "A pinhole leak in a copper pipe behind a tiled shower wall, found with thermal imaging and repaired through one small opening.",
    image: p("thermal-imaging-pinhole-leak-detection", "cover.jpg"),
    imageAlt: "Thermal camera scanning a tiled bathroom wall",
    video: "/media/video/thermal-scan.mp4",
    client: "Home owner, Papatoetoe",
    projectType: "Thermal Leak Detection",
    isVideo: true,
    duration: "1 day",
    location: "Papatoetoe",
    completedDate: "March 2025",
    featured: true,
    gallery: [
      p("thermal-imaging-pinhole-leak-detection", "bathroom-wall-TM.jpeg"),
      p("thermal-imaging-pinhole-leak-detection", "pinhole_leak_copper-pipe.jpeg"),
      {
        image: p("thermal-imaging-pinhole-leak-detection", "wall-opened-repair.jpeg"),
        caption: "One tile removed to reach the pipe",
      },
      p("thermal-imaging-pinhole-leak-detection", "thermal-scan.mp4"),
    ],
    details: {
      challenge:
        "The water meter showed a constant flow with every tap off, and the bathroom had a musty smell, but no visible damp.",
      solution:
        "A thermal scan showed a cold streak below the shower mixer. We removed a single tile, replaced the corroded section of copper and resealed the wall.",
      features: [
        "Leak found in under an hour",
        "One tile removed instead of the whole wall",
        "Thermal report for the insurer",
      ],
    },
    testimonial: {
      text: "Found in an hour and fixed the same afternoon, with barely any mess.",
      author: "Priya S.",
      rating: 5,
    },
  },
  {
    id: 2,
    slug: "external-moisture-thermal-detection",
    title: "External Moisture Thermal Detection",
    description:
      "Thermal imaging traced damp inside a weatherboard wall to a leaking downpipe connection, not the plumbing the owner feared.",
    image: p("external-moisture-thermal-detection", "cover.jpg"),
    imageAlt: "Weatherboard house exterior with moisture staining",
    client: "Property manager, Manukau",
    projectType: "Moisture Detection",
    isVideo: false,
    duration: "1 day",
    location: "Manukau",
    completedDate: "May 2025",
    featured: true,
    gallery: [
      p("external-moisture-thermal-detection", "exterior-cladding-TM.jpeg"),
      p("external-moisture-thermal-detection", "moisture-meter-reading.jpeg"),
      p("external-moisture-thermal-detection", "ext-wall-downpipe.jpeg"),
    ],
    details: {
      challenge:
        "Tenants reported a damp bedroom wall and mould. The property manager needed to know whether a pipe inside the wall was leaking.",
      solution:
        "Thermal imaging and moisture readings showed the water entering from outside at a split downpipe joint. We replaced the joint and the spouting outlet.",
      features: ["No walls opened", "Moisture mapped and photographed", "Report for the landlord's file"],
    },
    testimonial: {
      text: "Clear answer, clear report, and a fix that cost a fraction of what we expected.",
      author: "Angela P.",
      rating: 5,
    },
  },
  {
    id: 3,
    slug: "emergency-drain-repair",
    title: "Emergency Drain Repair",
    description:
      "A collapsed clay drain was flooding a backyard with wastewater. We excavated and replaced the section with PVC within a day.",
    image: p("emergency-drain-repair", "cover.jpg"),
    imageAlt: "Excavated broken drain pipe in a backyard",
    beforeImage: p("emergency-drain-repair", "before.jpg"),
    afterImage: p("emergency-drain-repair", "after.jpg"),
    client: "Family home, Otara",
    projectType: "Emergency Repair",
    isVideo: false,
    duration: "1 day",
    location: "Otara",
    completedDate: "July 2025",
    featured: true,
    gallery: [
      p("emergency-drain-repair", "collapsed-drain-pipe.jpeg"),
      p("emergency-drain-repair", "drain-excavation.jpeg"),
      p("emergency-drain-repair", "new-pvc-drain-instalation.jpeg"),
    ],
    details: {
      challenge:
        "Wastewater was surfacing in the lawn and the toilet would not flush. A camera showed the old clay pipe had collapsed.",
      solution:
        "We excavated by hand around services, replaced four metres of drain with PVC, had it inspected and reinstated the lawn.",
      features: ["On site within the hour", "Camera-confirmed cause", "Drain replaced and inspected the same day"],
    },
    testimonial: {
      text: "They turned a disaster into a one-day job and left the yard tidy.",
      author: "Sione F.",
      rating: 5,
    },
  },
  {
    id: 4,
    slug: "concrete-slab-leak-detection-repair",
    title: "Concrete Slab Leak Detection and Repair",
    description:
      "A water main leaking about 2 litres a minute under a 50 metre driveway, located acoustically and repaired without breaking up the concrete.",
    image: p("concrete-slab-leak-detection-repair", "cover.jpg"),
    imageAlt: "Long concrete driveway over a leaking water line",
    beforeImage: p("concrete-slab-leak-detection-repair", "before.jpg"),
    afterImage: p("concrete-slab-leak-detection-repair", "after.jpg"),
    client: "Lifestyle property, Papakura",
    projectType: "Leak Detection",
    isVideo: false,
    duration: "2 days",
    location: "Papakura",
    completedDate: "August 2025",
    featured: false,
    gallery: [
      p("concrete-slab-leak-detection-repair", "driveway-slab-TM.jpeg"),
      p("concrete-slab-leak-detection-repair", "acoustic-listening.jpeg"),
      p("concrete-slab-leak-detection-repair", "slab-leak-repair.jpeg"),
      {
        image: p("concrete-slab-leak-detection-repair", "water-meter-check.jpeg"),
        caption: "Meter test confirming the repair",
      },
    ],
    details: {
      challenge:
        "The water bill had tripled. The supply pipe ran under about 50 metres of concrete driveway and was losing about 2 litres a minute.",
      solution:
        "Acoustic listening and thermal imaging narrowed the leak to one joint. We cut a small opening, replaced the joint and supported the owner's $600 leak rebate claim with our report.",
      features: [
        "Leak located through concrete",
        "One small opening instead of a new driveway",
        "Report that secured a $600 leak rebate",
      ],
    },
    testimonial: {
      text: "Saved us digging up the whole driveway, and the report got us the rebate.",
      author: "Graham and Sue D.",
      rating: 5,
    },
  },
  {
    id: 5,
    slug: "subfloor-water-damage-assessment",
    title: "Subfloor Water Damage Assessment",
    description:
      "A moisture and damage assessment under a villa after a long-running leak, with a repair plan for the insurer.",
    image: p("subfloor-water-damage-assessment", "cover.jpg"),
    imageAlt: "Subfloor timber joists with water damage",
    client: "Insurance claim, Mangere",
    projectType: "Damage Assessment",
    isVideo: false,
    duration: "2 days",
    location: "Mangere",
    completedDate: "September 2025",
    featured: false,
    gallery: [
      p("subfloor-water-damage-assessment", "subfloor-joists-TM.jpeg"),
      p("subfloor-water-damage-assessment", "subfloor_moisture_damage.jpeg"),
      p("subfloor-water-damage-assessment", "dehumidifier-setup.jpeg"),
    ],
    details: {
      challenge:
        "Floorboards in the hallway were soft and the insurer needed to know the cause and extent before approving repairs.",
      solution:
        "We found the leaking waste pipe, mapped moisture across the subfloor with thermal imaging and meters, repaired the pipe and set up drying.",
      features: ["Cause and extent documented", "Leak repaired on the first visit", "Drying monitored until dry"],
    },
    testimonial: { text: "Their report made the insurance claim straightforward.", author: "Losa T.", rating: 5 },
  },
  {
    id: 6,
    slug: "underground-grass-area-leak-repair",
    title: "Underground Leak Repair Under a Lawn",
    description:
      "A soggy patch in the lawn that never dried turned out to be a split polybutylene pipe, found and repaired with minimal digging.",
    image: p("underground-grass-area-leak-repair", "cover.jpg"),
    imageAlt: "Lawn with a soggy patch over an underground leak",
    client: "Home owner, Takanini",
    projectType: "Underground Repair",
    isVideo: false,
    duration: "1 day",
    location: "Takanini",
    completedDate: "October 2025",
    featured: false,
    gallery: [
      p("underground-grass-area-leak-repair", "lawn-wet-patch.jpeg"),
      p("underground-grass-area-leak-repair", "lawn-area-TM.jpeg"),
      p("underground-grass-area-leak-repair", "underground-pipe-repair.jpeg"),
    ],
    details: {
      challenge: "Part of the lawn stayed wet through a dry summer and the meter never stopped turning.",
      solution:
        "Thermal imaging traced the supply pipe's route, acoustic listening found the split, and we dug one small hole to replace the section.",
      features: ["One small excavation", "Old pipe section replaced with modern PE", "Lawn reinstated"],
    },
    testimonial: { text: "Quick, tidy and they put the lawn back as they found it.", author: "Raj N.", rating: 5 },
  },
  {
    id: 7,
    slug: "hot-water-cylinder-installation",
    title: "Hot Water Cylinder Installation",
    description: "An old low-pressure cylinder replaced with a 180L mains pressure cylinder for a family of five.",
    image: p("hot-water-cylinder-installation", "cover.jpg"),
    imageAlt: "New 180 litre mains pressure hot water cylinder",
    beforeImage: p("hot-water-cylinder-installation", "before.jpg"),
    afterImage: p("hot-water-cylinder-installation", "after.jpg"),
    client: "Family home, Papatoetoe",
    projectType: "Hot Water Installation",
    isVideo: false,
    duration: "1 day",
    location: "Papatoetoe",
    completedDate: "November 2025",
    featured: false,
    gallery: [
      p("hot-water-cylinder-installation", "old-hwc-removed.jpeg"),
      p("hot-water-cylinder-installation", "new-180l-hwc.jpeg"),
      p("hot-water-cylinder-installation", "tempering-valve-fitted.jpeg"),
    ],
    details: {
      challenge: "A 25-year-old low-pressure cylinder was leaking and could not keep up with a family of five.",
      solution:
        "We removed the old cylinder and installed a 180L mains pressure cylinder with a new tempering valve, seismic restraints and a drip tray.",
      features: [
        "180L mains pressure cylinder",
        "New valves and seismic restraints",
        "Old cylinder removed and recycled",
      ],
    },
    testimonial: { text: "Great pressure now and no more running out of hot water.", author: "Lisa M.", rating: 5 },
  },
  {
    id: 8,
    slug: "plumbing-maintenance-services",
    title: "Plumbing Maintenance for a Rental Portfolio",
    description:
      "Scheduled maintenance across a landlord's rental homes: taps, cisterns, pressure valves and photo reports for every property.",
    image: p("plumbing-maintenance-services", "cover.jpg"),
    imageAlt: "Plumber servicing a kitchen mixer tap",
    client: "Landlord with 14 rentals, Manukau",
    projectType: "Maintenance",
    isVideo: false,
    duration: "1 week",
    location: "Manukau",
    completedDate: "January 2026",
    featured: false,
    gallery: [
      p("plumbing-maintenance-services", "tap-cartridge-replacement.jpeg"),
      p("plumbing-maintenance-services", "toilet-cistern-service.jpeg"),
      p("plumbing-maintenance-services", "prv-check.jpeg"),
    ],
    details: {
      challenge: "A landlord with 14 homes wanted fewer urgent callouts and records for tenancy compliance.",
      solution:
        "We visited every property over one week, serviced taps, cisterns and pressure reducing valves, and delivered a photo report per home.",
      features: ["Every property serviced in a week", "Photo report per home", "Ongoing maintenance schedule"],
    },
    testimonial: {
      text: "Callouts dropped right away and my records are finally in order.",
      author: "Karen W.",
      rating: 5,
    },
  },
  {
    id: 9,
    slug: "school-watermain-installation",
    title: "School Watermain Installation",
    description:
      "A new watermain and backflow preventer for a South Auckland school, installed over the holidays without interrupting classes.",
    image: p("school-watermain-installation", "cover.jpg"),
    imageAlt: "New watermain trench beside a school field",
    client: "Primary school, Manurewa",
    projectType: "Infrastructure",
    isVideo: false,
    duration: "1 week",
    location: "Manurewa",
    completedDate: "February 2026",
    featured: false,
    gallery: [
      p("school-watermain-installation", "watermain-trench.jpeg"),
      p("school-watermain-installation", "watermain-pipe-laying.jpeg"),
      p("school-watermain-installation", "backflow-preventer-instalation.jpeg"),
      p("school-watermain-installation", "school-field-reinstated.jpeg"),
    ],
    details: {
      challenge:
        "The school's ageing watermain had several leaks and needed replacing before the new term, with a testable backflow device.",
      solution:
        "We laid a new watermain across the field during the holidays, fitted a backflow preventer, tested and certified it and reinstated the field.",
      features: [
        "Finished within the school holidays",
        "Certified backflow preventer",
        "Field reinstated for the first day of term",
      ],
    },
    testimonial: {
      text: "Professional, safe on site and finished before the children came back.",
      author: "School property manager",
      rating: 5,
    },
  },
];

/**
 * The projects the site shows, in their order: the owner's published ones (unpublished ones are kept in the content
 * but have no page), else the repository's. What the cover shows, left empty, is its caption, else the title.
 */
export const projects: readonly Project[] = published
  ? published.projects
      .filter((project) => project.published)
      .map(({ published: _published, formerSlugs: _formerSlugs, ...project }) => ({
        ...project,
        imageAlt:
          project.imageAlt || project.gallery.find((photo) => photo.image === project.image)?.caption || project.title,
      }))
  : seedProjectList;

/**
 * Former addresses of the projects the site shows, each to its project's address now: a renamed page answers its old
 * address with a permanent redirect (scripts/finish-build.ts writes them into _redirects).
 */
export const projectRedirects: readonly { from: string; to: string }[] = (published?.projects ?? [])
  .filter((project) => project.published)
  .flatMap((project) =>
    project.formerSlugs.map((slug) => ({ from: `/project/${slug}`, to: `/project/${project.slug}` })),
  );

/** How many projects the portfolio features at the top of /projects (spec section 9). */
export const FEATURED_PROJECT_COUNT = 3;

export function findProject(slug: string | undefined): Project | undefined {
  return projects.find((p) => p.slug === slug);
}
