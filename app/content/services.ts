import { claims } from "./claims.ts";
import { service } from "./names.ts";
import { laidOver, published } from "./published.ts";
import type { Service } from "./schema";

/**
 * The seven services: home-grid card, /services card and detail page content, each with an explicit slug. The
 * repository's words are the seed of the owner's (app/content/seed.ts), who edits their text only.
 */
export const seedServices: readonly Service[] = [
  {
    ...service("leak-detection"),
    icon: "Thermometer",
    cardTitle: "Leak Detection",
    subtitle: "Thermal imaging and acoustic leak detection that finds hidden leaks without tearing your home apart",
    description:
      "Thermal imaging cameras and acoustic listening gear pinpoint hidden leaks in walls, floors, ceilings and under concrete, so we open up only what needs repairing.",
    mobileDescription: "Thermal imaging and acoustic gear find hidden leaks without the guesswork.",
    features: [
      "Thermal imaging cameras",
      "Acoustic leak listening",
      "Concrete slab leak location",
      "Written report for insurers",
    ],
    mobileFeatures: ["Thermal imaging", "Acoustic detection", "Insurance reports"],
    longDescription:
      "A small leak inside a wall or under a slab can run for months before you see a stain, and every week it wastes water and damages timber, plasterboard and flooring. We use thermal imaging to see the temperature difference that escaping water makes, acoustic listening equipment to hear pressurised leaks through concrete, and moisture meters to confirm what we find. You get the leak located to within centimetres, a repair plan, and photos and a written report you can give your insurer or Watercare for a leak allowance.",
    benefits: [
      "Find the leak first time, with minimal damage to walls and floors",
      "Lower water bills and no more guessing",
      "Photo and thermal-image evidence for insurance claims",
      "Support with a leak allowance letter for your water supplier",
    ],
    highlight: true,
    image: {
      src: "/media/services/leak-detection.jpg",
      alt: "Plumber scanning a bathroom wall with a thermal imaging camera",
    },
    media: {
      kind: "video",
      src: "/media/video/thermal-scan.mp4",
      poster: "/media/services/leak-detection.jpg",
      alt: "Thermal camera sweeping across a wall until the leak shows as a bright patch",
    },
    bullets: [
      "Non-invasive thermal imaging of walls, floors and ceilings",
      "Acoustic detection for pressurised pipes under concrete",
      "Water meter and pressure tests to confirm a leak",
      "Repairs carried out on the spot where possible",
    ],
    experience: "15+ Years",
    warranty: "12 Months",
    priceFrom: 249,
    testimonial: {
      text: "Our water bill had doubled and two other plumbers couldn't find why. They found a pinhole leak behind the shower with the thermal camera in under an hour and fixed it the same day.",
      author: "Priya S.",
      location: "Papatoetoe",
    },
    thermalComparisons: [
      {
        title: "Leak Behind a Tiled Shower Wall",
        location: "Bathroom, Papatoetoe",
        before: {
          src: "/media/thermal/bathroom-wall-normal.jpg",
          alt: "Tiled bathroom wall that looks dry to the eye",
        },
        after: {
          src: "/media/thermal/bathroom-wall-thermal.jpg",
          alt: "Thermal view of the same wall with a cold patch where water escapes",
        },
        description: "The tiles looked perfect, but the thermal image showed water tracking down from the mixer valve.",
      },
      {
        title: "Ceiling Leak Below an Upstairs Bathroom",
        location: "Kitchen, Manukau",
        before: { src: "/media/thermal/kitchen-ceiling-normal.jpg", alt: "Kitchen ceiling with a faint stain" },
        after: {
          src: "/media/thermal/kitchen-ceiling-thermal.jpg",
          alt: "Thermal view showing the wet area spreading across the ceiling",
        },
        description:
          "A faint stain was the only clue; the thermal scan showed how far the water had spread above the gib.",
      },
      {
        title: "Hot Water Leak Under a Concrete Slab",
        location: "Hallway, Manurewa",
        before: {
          src: "/media/thermal/hallway-floor-normal.jpg",
          alt: "Hallway floor with carpet over a concrete slab",
        },
        after: {
          src: "/media/thermal/hallway-floor-thermal.jpg",
          alt: "Thermal view with a warm bloom over the leaking hot water pipe",
        },
        description:
          "Warm floor, rising power bill: a hot water pipe leaking in the slab, located to within 20 centimetres.",
      },
    ],
    faqs: [
      {
        id: "thermal-damage",
        question: "Will you need to cut into my walls to find the leak?",
        answer:
          "Usually not. Thermal imaging and acoustic listening find most leaks from the surface, so we only open the small area that needs repairing.",
      },
      {
        id: "leak-report",
        question: "Do you provide a report for my insurer?",
        answer:
          "Yes. You receive thermal images, photos and a written summary of the cause and the repair, which insurers and Watercare accept.",
      },
      {
        id: "leak-signs",
        question: "How do I know if I have a hidden leak?",
        answer:
          "A higher water bill, the meter moving with every tap off, damp smells, warm patches on the floor or bubbling paint are the usual signs.",
      },
    ],
    cta: {
      title: "Suspect a hidden leak?",
      text: "Book a thermal imaging inspection and find it before it does more damage.",
      kind: "quote",
    },
  },
  {
    ...service("emergency-callouts"),
    icon: "Siren",
    cardTitle: "Emergency Callouts",
    subtitle: "A licensed plumber on the way 24 hours a day, 7 days a week, across Auckland",
    description:
      "Burst pipes, flooding, no hot water or a blocked toilet at midnight: our emergency line is answered 24/7 and a fully stocked van is dispatched to you.",
    mobileDescription: "24/7 emergency line with fully stocked vans across Auckland.",
    features: [
      "Answered 24/7, including public holidays",
      "Burst pipes and flooding",
      "Fully stocked vans",
      "Upfront pricing before we start",
    ],
    mobileFeatures: ["24/7 response", "Burst pipes", "Upfront pricing"],
    longDescription:
      "Plumbing emergencies never wait for business hours. When water is coming through a ceiling or a pipe has burst, a real person answers our emergency line, talks you through turning off the water, and sends the nearest licensed plumber. Our vans carry common fittings, valves and cylinder parts so most emergencies are made safe and repaired in one visit.",
    benefits: [
      "A real person answers day and night",
      "Damage limited fast",
      "Most repairs finished in one visit",
      "Clear pricing before work starts",
    ],
    highlight: false,
    image: { src: "/media/services/emergency-callouts.jpg", alt: "Plumber's van arriving at a house at night" },
    media: {
      kind: "image",
      src: "/media/services/emergency-callouts.jpg",
      alt: "Plumber's van arriving at a house at night",
    },
    bullets: [
      "Burst and leaking pipes",
      "Overflowing toilets and blocked drains",
      "No hot water or a leaking cylinder",
      "Gas-free water heating checks and isolation",
    ],
    experience: "20+ Years",
    warranty: "6 Months",
    priceFrom: 180,
    testimonial: {
      text: "A pipe burst in our ceiling at 2am. They picked up straight away, told us where the toby was and had someone here in half an hour.",
      author: "Mark T.",
      location: "Manurewa",
    },
    steps: [
      {
        title: "Make It Safe",
        location: "Kitchen, Otara",
        image: { src: "/media/steps/emergency-callouts-1.jpg", alt: "Burst pipe spraying under a kitchen sink" },
        description: "We talk you through shutting off the water while the plumber is on the way.",
      },
      {
        title: "Isolate and Assess",
        location: "Kitchen, Otara",
        image: { src: "/media/steps/emergency-callouts-2.jpg", alt: "Plumber isolating the water supply" },
        description: "On arrival we isolate the damaged section and explain the fix and the price.",
      },
      {
        title: "Repair and Restore",
        location: "Kitchen, Otara",
        image: { src: "/media/steps/emergency-callouts-3.jpg", alt: "Repaired pipe with a dry cabinet" },
        description: "The pipe is replaced, tested under pressure and the water turned back on.",
      },
    ],
    faqs: [
      {
        id: "emergency-what-to-do",
        question: "What should I do while I wait for the plumber?",
        answer:
          "Turn off the water at the toby or the main valve, switch off the hot water cylinder if it is leaking, and move valuables away from the water.",
      },
      {
        id: "emergency-cost",
        question: "Do you charge extra at night?",
        answer:
          "We tell you the price before we start. There is no call-out fee, and you approve any after-hours rate on the phone.",
      },
      {
        id: "emergency-areas",
        question: "Where do you attend emergencies?",
        answer: `Everywhere in Auckland. We typically reach you within ${claims.responseTimes.southAuckland} in South Auckland, where most of our plumbers are based, and within ${claims.responseTimes.elsewhere} elsewhere in Auckland.`,
      },
    ],
    cta: {
      title: "Plumbing emergency right now?",
      text: "Call our emergency line: a plumber is on the way day or night.",
      kind: "emergency-call",
    },
  },
  {
    ...service("hot-water-cylinder-repair"),
    icon: "Flame",
    cardTitle: "Hot Water Cylinder Repair",
    subtitle: "Repairs, replacements and upgrades for electric and mains pressure hot water cylinders",
    description:
      "No hot water, a leaking valve or a cylinder at the end of its life: we repair elements, thermostats and valves, and replace cylinders, usually the same day.",
    mobileDescription: "Same-day hot water cylinder repairs and replacements.",
    features: [
      "Elements and thermostats",
      "Tempering and relief valves",
      "Mains pressure upgrades",
      "Same-day replacements",
    ],
    mobileFeatures: ["Same-day repairs", "Valve replacement", "New cylinders"],
    longDescription:
      "Hot water is the service families miss first. We diagnose electric and mains pressure cylinders, replace failed elements, thermostats, tempering valves and pressure relief valves, and when a cylinder has reached the end of its life we supply and install a new one sized for your household, removing the old one for you.",
    benefits: [
      "Hot showers back fast",
      "Right-sized cylinders that cut power use",
      "Old cylinder removed and recycled",
      "Manufacturer warranty on new cylinders",
    ],
    highlight: false,
    image: {
      src: "/media/services/hot-water-cylinder-repair.jpg",
      alt: "New mains pressure hot water cylinder in a cupboard",
    },
    media: {
      kind: "image",
      src: "/media/services/hot-water-cylinder-repair.jpg",
      alt: "New mains pressure hot water cylinder in a cupboard",
    },
    bullets: [
      "No hot water or lukewarm water",
      "Leaking valves and dripping overflow pipes",
      "Cylinder replacements and upgrades",
      "Mains pressure conversions",
    ],
    experience: "18+ Years",
    warranty: "24 Months",
    priceFrom: 220,
    testimonial: {
      text: "Our cylinder died on a Sunday. They had a new mains pressure unit in by Monday lunchtime and the shower has never been better.",
      author: "Lisa M.",
      location: "Papakura",
    },
    steps: [
      {
        title: "Diagnose the Fault",
        location: "Laundry, Papakura",
        image: {
          src: "/media/steps/hot-water-cylinder-repair-1.jpg",
          alt: "Leaking valve on an old hot water cylinder",
        },
        description: "We test the element, thermostat and valves to find the real cause.",
      },
      {
        title: "Repair or Replace",
        location: "Laundry, Papakura",
        image: { src: "/media/steps/hot-water-cylinder-repair-2.jpg", alt: "Plumber replacing a tempering valve" },
        description: "Faulty parts are replaced, or a new cylinder is fitted when repair is not worth it.",
      },
      {
        title: "Test and Hand Over",
        location: "Laundry, Papakura",
        image: { src: "/media/steps/hot-water-cylinder-repair-3.jpg", alt: "New mains pressure cylinder installed" },
        description: "Temperatures and pressures are checked and we show you the isolation valves.",
      },
    ],
    cta: { title: "Cold showers?", text: "Get a quote for a repair or a new cylinder today.", kind: "quote" },
  },
  {
    ...service("renovations-new-builds"),
    icon: "Hammer",
    cardTitle: "Renovations & New Builds",
    subtitle: "Bathroom, kitchen and laundry renovations and complete new-build plumbing",
    description:
      "From a bathroom refresh to full new-build plumbing, we plan the pipework, work alongside your builder and leave a compliant, tidy job with all sign-offs.",
    mobileDescription: "Renovation and new-build plumbing, planned and signed off.",
    features: [
      "Bathroom and kitchen renovations",
      "New-build rough-in and fit-off",
      "Council compliance and sign-off",
      "Works with your builder",
    ],
    mobileFeatures: ["Bathrooms and kitchens", "New builds", "Compliance sign-off"],
    longDescription:
      "Good renovations start with plumbing planned properly. We help you choose fixtures that suit your water pressure, rough in the pipework before the linings go on, coordinate with your builder and tiler, and fit off with care. Every job is documented for council sign-off and your producer statement.",
    benefits: [
      "A plan and a fixed quote before work starts",
      "On time with your builder",
      "Compliant, documented work",
      "Fixtures that suit your water pressure",
    ],
    highlight: false,
    image: { src: "/media/services/renovations-new-builds.jpg", alt: "Newly renovated bathroom with a walk-in shower" },
    media: {
      kind: "image",
      src: "/media/services/renovations-new-builds.jpg",
      alt: "Newly renovated bathroom with a walk-in shower",
    },
    bullets: [
      "Bathroom, ensuite and kitchen renovations",
      "Laundry moves and additions",
      "New-build and extension plumbing",
      "Fixture supply advice",
    ],
    experience: "25+ Years",
    warranty: "36 Months",
    priceFrom: 1500,
    testimonial: {
      text: "They plumbed our whole bathroom renovation, kept the builder on schedule and sorted the council paperwork without us chasing.",
      author: "Hemi R.",
      location: "Takanini",
    },
    steps: [
      {
        title: "Strip Out",
        location: "Bathroom, Takanini",
        image: { src: "/media/steps/renovations-new-builds-1.jpg", alt: "Bathroom stripped back to the frame" },
        description: "Old fixtures and pipework come out and we check what stays.",
      },
      {
        title: "Rough-In",
        location: "Bathroom, Takanini",
        image: { src: "/media/steps/renovations-new-builds-2.jpg", alt: "New pipework installed in the wall framing" },
        description: "New pipes and wastes go in before the linings, pressure tested.",
      },
      {
        title: "Fit-Off",
        location: "Bathroom, Takanini",
        image: { src: "/media/steps/renovations-new-builds-3.jpg", alt: "Finished bathroom with a tiled shower" },
        description: "Fixtures are installed, tested and the paperwork completed.",
      },
    ],
    cta: {
      title: "Planning a renovation?",
      text: "Send us your plans for a fixed quote on the plumbing.",
      kind: "quote",
    },
  },
  {
    ...service("drain-unblocking"),
    icon: "Waves",
    cardTitle: "Drain Unblocking",
    subtitle: "Blocked drains, sinks and toilets cleared fast, with CCTV to find the cause",
    description:
      "Blocked sinks, toilets, showers and outside gully traps cleared with water jetting, and a drain camera to show why it blocked so it does not come back.",
    mobileDescription: "Blocked drains cleared fast, with camera inspection.",
    features: [
      "High-pressure water jetting",
      "CCTV drain camera inspection",
      "Tree root removal",
      "Blockage located or it's free",
    ],
    mobileFeatures: ["Water jetting", "Drain cameras", "Root removal"],
    longDescription:
      "A blocked drain is more than a nuisance: it can overflow sewage into your home or section. We clear blockages with the right tool for the pipe, then run a camera through the line to see what caused it, whether that is tree roots, a collapsed pipe or a build-up of fat. Locating your blockage is 100% guaranteed, or the locating is free.",
    benefits: [
      "Blockages cleared the same day",
      "Camera footage shows the cause",
      claims.drainGuarantee,
      "Advice to stop it coming back",
    ],
    highlight: false,
    image: { src: "/media/services/drain-unblocking.jpg", alt: "Drain camera being fed into an outside gully trap" },
    media: {
      kind: "image",
      src: "/media/services/drain-unblocking.jpg",
      alt: "Drain camera being fed into an outside gully trap",
    },
    bullets: [
      "Blocked sinks, showers and toilets",
      "Overflowing gully traps",
      "Tree roots in drains",
      "Collapsed or cracked pipes",
    ],
    experience: "12+ Years",
    warranty: "6 Months",
    priceFrom: 195,
    testimonial: {
      text: "Our gully trap kept overflowing. They jetted it, showed us the roots on the camera and fixed the broken section the next day.",
      author: "Sione F.",
      location: "Otara",
    },
    steps: [
      {
        title: "Find the Blockage",
        location: "Backyard, Otara",
        image: { src: "/media/steps/drain-unblocking-1.jpg", alt: "Overflowing gully trap" },
        description: "We check the gully trap and inspection points to find where the line is blocked.",
      },
      {
        title: "Camera Inspection",
        location: "Backyard, Otara",
        image: { src: "/media/steps/drain-unblocking-2.jpg", alt: "Drain camera inspecting the pipe" },
        description: "A drain camera shows the cause: roots, fat build-up or a broken pipe.",
      },
      {
        title: "Clear and Confirm",
        location: "Backyard, Otara",
        image: { src: "/media/steps/drain-unblocking-3.jpg", alt: "Clear drain after water jetting" },
        description: "High-pressure jetting clears the line and a second look confirms it is flowing.",
      },
    ],
    cta: {
      title: "Drain blocked?",
      text: "Get it cleared today: the blockage is found or the locating is free.",
      kind: "quote",
    },
  },
  {
    ...service("maintenance"),
    icon: "Wrench",
    cardTitle: "Maintenance",
    subtitle: "Taps, toilets, valves and planned maintenance for homes, landlords and businesses",
    description:
      "Dripping taps, running toilets, low pressure and planned maintenance for rental portfolios, schools and commercial sites, done properly and on time.",
    mobileDescription: "Taps, toilets and planned maintenance, done properly.",
    features: [
      "Tap and toilet repairs",
      "Pressure reducing valve checks",
      "Landlord and property manager accounts",
      "Scheduled maintenance plans",
    ],
    mobileFeatures: ["Taps and toilets", "Landlord accounts", "Maintenance plans"],
    longDescription:
      "Small plumbing faults waste water and become big ones. We fix dripping taps, running cisterns and noisy pipes, service valves and backflow devices, and look after rental properties for landlords and property managers with clear reports and photos for every job, so tenants stay happy and compliance stays current.",
    benefits: [
      "Lower water bills",
      "Fewer emergency callouts",
      "Photo reports for landlords",
      "One plumber who knows your properties",
    ],
    highlight: false,
    image: { src: "/media/services/maintenance.jpg", alt: "Plumber servicing a kitchen mixer tap" },
    media: { kind: "image", src: "/media/services/maintenance.jpg", alt: "Plumber servicing a kitchen mixer tap" },
    bullets: [
      "Dripping taps and running toilets",
      "Low water pressure",
      "Healthy Homes and tenancy repairs",
      "Scheduled servicing for schools and businesses",
    ],
    experience: "20+ Years",
    warranty: "12 Months",
    priceFrom: 150,
    testimonial: {
      text: "They look after all 14 of our rentals. Jobs get done quickly and I get photos and an invoice the same day.",
      author: "Karen W.",
      location: "Manukau",
    },
    steps: [
      {
        title: "Spot the Fault",
        location: "Rental property, Manukau",
        image: { src: "/media/steps/maintenance-1.jpg", alt: "Dripping outdoor tap" },
        description: "We check the fixture and the supply to find what is worn or failing.",
      },
      {
        title: "Service the Parts",
        location: "Rental property, Manukau",
        image: { src: "/media/steps/maintenance-2.jpg", alt: "Replacing tap washers and cartridges" },
        description: "Washers, cartridges and valves are replaced with quality parts.",
      },
      {
        title: "Report Back",
        location: "Rental property, Manukau",
        image: { src: "/media/steps/maintenance-3.jpg", alt: "Serviced tap and fittings" },
        description: "You receive photos and notes for your records or your landlord file.",
      },
    ],
    cta: {
      title: "Jobs piling up?",
      text: "Ask about a maintenance plan for your home, rentals or business.",
      kind: "quote",
    },
  },
  {
    ...service("plumbing-inspection"),
    icon: "ClipboardCheck",
    cardTitle: "Plumbing Inspection Services",
    subtitle: "Pre-purchase and condition inspections of pipes, drains, cylinders and fixtures",
    description:
      "Buying, selling or managing a property? A licensed plumber inspects the pipes, drains, hot water and fixtures and gives you a clear written report.",
    mobileDescription: "Pre-purchase plumbing inspections with a written report.",
    features: [
      "Pre-purchase inspections",
      "Drain camera surveys",
      "Hot water and pressure checks",
      "Clear written reports",
    ],
    mobileFeatures: ["Pre-purchase", "Drain surveys", "Written reports"],
    longDescription:
      "Plumbing problems are expensive surprises after settlement. Our inspection covers the water supply, pressure, pipe materials, the hot water cylinder, fixtures and, with a drain camera, the wastewater lines. You get a plain-English report with photos, priorities and costs, ready for your negotiation or maintenance plan.",
    benefits: [
      "Know before you buy",
      "Costs to negotiate with",
      "Photos and camera footage",
      "Plain-English priorities",
    ],
    highlight: false,
    image: { src: "/media/services/plumbing-inspection.jpg", alt: "Plumber inspecting pipework under a house" },
    media: {
      kind: "image",
      src: "/media/services/plumbing-inspection.jpg",
      alt: "Plumber inspecting pipework under a house",
    },
    bullets: [
      "Water supply and pressure",
      "Pipe materials and condition",
      "Hot water cylinder age and valves",
      "Drains surveyed by camera",
    ],
    experience: "15+ Years",
    warranty: "12 Months",
    priceFrom: 295,
    testimonial: {
      text: "The inspection found old galvanised pipes we would never have spotted. We negotiated the replacement cost off the price.",
      author: "Daniel K.",
      location: "Howick",
    },
    steps: [
      {
        title: "Under the House",
        location: "Villa, Howick",
        image: { src: "/media/steps/plumbing-inspection-1.jpg", alt: "Inspecting under-floor pipework" },
        description: "We check pipe materials, joints and supports under the floor.",
      },
      {
        title: "Pressure and Hot Water",
        location: "Villa, Howick",
        image: { src: "/media/steps/plumbing-inspection-2.jpg", alt: "Checking water pressure at a gauge" },
        description: "Pressure, flow and the hot water cylinder are tested.",
      },
      {
        title: "Written Report",
        location: "Villa, Howick",
        image: { src: "/media/steps/plumbing-inspection-3.jpg", alt: "Written plumbing inspection report" },
        description: "You receive a report with photos, priorities and estimated costs.",
      },
    ],
    cta: {
      title: "Buying a property?",
      text: "Book a plumbing inspection before you go unconditional.",
      kind: "quote",
    },
  },
];

/** The services the pages show: the repository's, with the owner's published words laid over each. */
export const services: readonly Service[] = laidOver(seedServices, published?.services);

export function findService(slug: string | undefined): Service | undefined {
  return services.find((s) => s.slug === slug);
}
