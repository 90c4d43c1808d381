import { area, areaNames } from "./names.ts";
import { laidOver, published } from "./published.ts";
import type { Area } from "./schema";

const coreServices = [
  "24/7 emergency plumbing",
  "Thermal imaging leak detection",
  "Hot water cylinder repair and replacement",
  "Blocked drain clearing",
  "Bathroom and kitchen renovations",
  "Maintenance for homes and rentals",
];

/**
 * Every service area: the 16 of the /areas index (inIndex), plus Mangere East, which the Mangere page links to
 * (DECISIONS). Response times are the claimed minutes per area (spec section 9). The descriptions are the seed of the
 * owner's (app/content/seed.ts).
 */
export const seedAreas = [
  {
    ...area("manukau"),
    indexName: "Manukau City Centre",
    population: "80,000+",
    description:
      "The heart of South Auckland: homes, apartments, retail and offices around the city centre and Manukau Harbour.",
    priority: true,
    inIndex: true,
    features: [
      "Base for our South Auckland team",
      "Homes, apartments and commercial sites",
      "Fastest response in our priority zone",
    ],
    services: [...coreServices, "Commercial and retail plumbing"],
    testimonial: {
      name: "Karen W.",
      location: "Manukau",
      text: "They look after all our rentals around Manukau and always turn up when they say.",
      rating: 5,
    },
    emergencyStats: { responseTime: 30, completedJobs: "1,200+" },
    nearbyAreas: [
      { name: "Papatoetoe", slug: "papatoetoe" },
      { name: "Otara", slug: "otara" },
      { name: "Manurewa", slug: "manurewa" },
      { name: "East Tamaki", slug: "east-tamaki" },
    ],
    rating: { value: 4.9, count: 156 },
    geo: { latitude: -36.9928, longitude: 174.8799 },
  },
  {
    ...area("papakura"),
    indexName: "Papakura",
    population: "60,000+",
    description:
      "A growing southern hub with established family homes, new subdivisions and lifestyle blocks on its edges.",
    priority: true,
    inIndex: true,
    features: ["New subdivisions and older homes", "Lifestyle blocks on the rural edge", "Priority-zone response"],
    services: coreServices,
    testimonial: {
      name: "Lisa M.",
      location: "Papakura",
      text: "New cylinder in within a day of ours failing. Brilliant service.",
      rating: 5,
    },
    emergencyStats: { responseTime: 25, completedJobs: "800+" },
    nearbyAreas: [
      { name: "Takanini", slug: "takanini" },
      { name: "Manurewa", slug: "manurewa" },
      { name: "Pukekohe", slug: "pukekohe" },
    ],
    rating: { value: 4.9, count: 143 },
    geo: { latitude: -37.0646, longitude: 174.9434 },
  },
  {
    ...area("pukekohe"),
    indexName: "Pukekohe",
    population: "30,000+",
    description:
      "The historic market town of the Franklin district, with town homes, market gardens and rural lifestyle properties.",
    priority: false,
    inIndex: true,
    features: ["Rural and lifestyle block plumbing", "Bore and tank supply systems", "Town and country homes"],
    services: [...coreServices, "Rural water supply and pumps"],
    testimonial: {
      name: "Bruce H.",
      location: "Pukekohe",
      text: "Came out to our lifestyle block on a Sunday and sorted the pump line quickly.",
      rating: 5,
    },
    emergencyStats: { responseTime: 35, completedJobs: "600+" },
    nearbyAreas: [
      { name: "Papakura", slug: "papakura" },
      { name: "Takanini", slug: "takanini" },
    ],
    rating: { value: 4.8, count: 127 },
    geo: { latitude: -37.2, longitude: 174.901 },
  },
  {
    ...area("takanini"),
    indexName: "Takanini",
    population: "25,000+",
    description:
      "One of Auckland's fastest-growing suburbs, with many new homes alongside established streets near the motorway.",
    priority: false,
    inIndex: true,
    features: ["New-build and warranty plumbing", "Growing family suburb", "Close to our South Auckland base"],
    services: coreServices,
    testimonial: {
      name: "Hemi R.",
      location: "Takanini",
      text: "They plumbed our renovation and kept the builder on schedule.",
      rating: 5,
    },
    emergencyStats: { responseTime: 28, completedJobs: "500+" },
    nearbyAreas: [
      { name: "Papakura", slug: "papakura" },
      { name: "Manurewa", slug: "manurewa" },
      { name: "Pukekohe", slug: "pukekohe" },
    ],
    rating: { value: 4.9, count: 134 },
    geo: { latitude: -37.048, longitude: 174.924 },
  },
  {
    ...area("otara"),
    indexName: "Otara",
    population: "40,000+",
    description:
      "A close-knit, multicultural community with many 1960s and 70s homes whose original pipes and drains need care.",
    priority: false,
    inIndex: true,
    features: [
      "Older homes with original pipework",
      "Drain and gully trap specialists",
      "Rental and social housing experience",
    ],
    services: coreServices,
    testimonial: {
      name: "Sione F.",
      location: "Otara",
      text: "Cleared our drain, showed us the roots on camera and fixed it properly.",
      rating: 5,
    },
    emergencyStats: { responseTime: 32, completedJobs: "650+" },
    nearbyAreas: [
      { name: "Papatoetoe", slug: "papatoetoe" },
      { name: "Manukau", slug: "manukau" },
      { name: "East Tamaki", slug: "east-tamaki" },
    ],
    rating: { value: 4.8, count: 131 },
    geo: { latitude: -36.9613, longitude: 174.8731 },
  },
  {
    ...area("mangere"),
    indexName: "Mangere",
    population: "45,000+",
    description:
      "A vibrant community by the airport and Manukau Harbour, with family homes, rentals and industrial sites.",
    priority: false,
    inIndex: true,
    features: ["Family homes and rentals", "Airport-area commercial sites", "Fast access from our South Auckland base"],
    services: coreServices,
    testimonial: {
      name: "Losa T.",
      location: "Mangere",
      text: "Their report made our insurance claim easy. Friendly and on time.",
      rating: 5,
    },
    emergencyStats: { responseTime: 25, completedJobs: "1,000+" },
    nearbyAreas: [
      { name: "Papatoetoe", slug: "papatoetoe" },
      { name: "Otara", slug: "otara" },
      { name: "Mangere East", slug: "mangere-east" },
    ],
    rating: { value: 4.9, count: 148 },
    geo: { latitude: -36.97, longitude: 174.799 },
  },
  {
    ...area("papatoetoe"),
    indexName: "Papatoetoe",
    population: "50,000+",
    description: "Established suburb of villas, bungalows and newer townhouses between the airport and Manukau.",
    priority: true,
    inIndex: true,
    features: [
      "Villas and bungalows with older pipes",
      "Townhouse and infill developments",
      "Our quickest priority-zone response",
    ],
    services: coreServices,
    testimonial: {
      name: "Priya S.",
      location: "Papatoetoe",
      text: "Found a hidden leak with the thermal camera when nobody else could.",
      rating: 5,
    },
    emergencyStats: { responseTime: 22, completedJobs: "900+" },
    nearbyAreas: [
      { name: "Manukau", slug: "manukau" },
      { name: "Otara", slug: "otara" },
      { name: "Mangere", slug: "mangere" },
    ],
    rating: { value: 4.9, count: 152 },
    geo: { latitude: -36.9787, longitude: 174.8497 },
  },
  {
    ...area("howick"),
    indexName: "Howick",
    population: "60,000+",
    description:
      "Historic seaside village and surrounding suburbs on the eastern shore, from heritage homes to modern family houses.",
    priority: false,
    inIndex: true,
    features: ["Heritage and character homes", "Pre-purchase inspections", "Coastal properties"],
    services: coreServices,
    testimonial: {
      name: "Daniel K.",
      location: "Howick",
      text: "Their inspection found old pipes we would never have spotted before buying.",
      rating: 5,
    },
    emergencyStats: { responseTime: 30, completedJobs: "450+" },
    nearbyAreas: [
      { name: "Botany", slug: "botany" },
      { name: "East Tamaki", slug: "east-tamaki" },
      { name: "Flat Bush", slug: "flat-bush" },
    ],
    rating: { value: 4.8, count: 129 },
    geo: { latitude: -36.8932, longitude: 174.9321 },
  },
  {
    ...area("botany"),
    indexName: "Botany",
    population: "40,000+",
    description: "Busy eastern suburb around the Botany town centre, with family homes, townhouses and retail.",
    priority: false,
    inIndex: true,
    features: ["Family homes and townhouses", "Retail and hospitality plumbing", "Hot water upgrades"],
    services: coreServices,
    testimonial: {
      name: "Wei L.",
      location: "Botany",
      text: "Fast, clean and the price was exactly what they quoted.",
      rating: 5,
    },
    emergencyStats: { responseTime: 25, completedJobs: "400+" },
    nearbyAreas: [
      { name: "Howick", slug: "howick" },
      { name: "Flat Bush", slug: "flat-bush" },
      { name: "East Tamaki", slug: "east-tamaki" },
    ],
    rating: { value: 4.9, count: 138 },
    geo: { latitude: -36.93, longitude: 174.912 },
  },
  {
    ...area("east-tamaki"),
    indexName: "East Tamaki",
    population: "20,000+",
    description: "Auckland's industrial and business heartland, with factories, warehouses and nearby homes.",
    priority: false,
    inIndex: true,
    features: [
      "Factories and light industrial sites",
      "Backflow testing and certification",
      "Out-of-hours work to avoid downtime",
    ],
    services: [...coreServices, "Commercial and industrial plumbing"],
    testimonial: {
      name: "Tony B.",
      location: "East Tamaki",
      text: "Fixed a leak in our factory after hours so production never stopped.",
      rating: 5,
    },
    emergencyStats: { responseTime: 28, completedJobs: "350+" },
    nearbyAreas: [
      { name: "Botany", slug: "botany" },
      { name: "Otara", slug: "otara" },
      { name: "Flat Bush", slug: "flat-bush" },
    ],
    rating: { value: 4.8, count: 133 },
    geo: { latitude: -36.944, longitude: 174.893 },
  },
  {
    ...area("flat-bush"),
    indexName: "Flat Bush",
    population: "40,000+",
    description:
      "A newer suburb of modern family homes, where builders' warranties and new fixtures call for careful work.",
    priority: false,
    inIndex: true,
    features: ["Modern homes and new fixtures", "Mains pressure systems", "Renovations and extensions"],
    services: coreServices,
    testimonial: {
      name: "Amrit G.",
      location: "Flat Bush",
      text: "Sorted our low pressure problem in one visit. Highly recommend.",
      rating: 5,
    },
    emergencyStats: { responseTime: 30, completedJobs: "380+" },
    nearbyAreas: [
      { name: "Botany", slug: "botany" },
      { name: "Manukau", slug: "manukau" },
      { name: "East Tamaki", slug: "east-tamaki" },
    ],
    rating: { value: 4.9, count: 141 },
    geo: { latitude: -36.972, longitude: 174.914 },
  },
  {
    ...area("auckland-cbd"),
    indexName: "Auckland CBD",
    population: "35,000+",
    description: "Apartments, offices, hospitality and retail in the city centre, where access and timing matter.",
    priority: false,
    inIndex: true,
    features: ["Apartments and body corporates", "Cafés, restaurants and retail", "Out-of-hours commercial work"],
    services: [...coreServices, "Commercial and hospitality plumbing"],
    testimonial: {
      name: "Jess O.",
      location: "Auckland CBD",
      text: "Our café's drain blocked mid-service and they were there within the hour.",
      rating: 5,
    },
    emergencyStats: { responseTime: 20, completedJobs: "300+" },
    nearbyAreas: [
      { name: "North Shore", slug: "north-shore" },
      { name: "West Auckland", slug: "west-auckland" },
    ],
    rating: { value: 4.8, count: 136 },
    geo: { latitude: -36.8485, longitude: 174.7633 },
  },
  {
    ...area("north-shore"),
    indexName: "North Shore",
    population: "200,000+",
    description: "From Devonport to Albany: coastal homes, family suburbs and businesses across the harbour bridge.",
    priority: false,
    inIndex: true,
    features: ["Coastal and hillside homes", "Leak detection for large homes", "Commercial clients"],
    services: coreServices,
    testimonial: {
      name: "Helen R.",
      location: "Takapuna",
      text: "Found a slab leak with no digging until they knew exactly where it was.",
      rating: 5,
    },
    emergencyStats: { responseTime: 35, completedJobs: "250+" },
    nearbyAreas: [
      { name: "Auckland CBD", slug: "auckland-cbd" },
      { name: "West Auckland", slug: "west-auckland" },
    ],
    rating: { value: 4.8, count: 130 },
    geo: { latitude: -36.8, longitude: 174.75 },
  },
  {
    ...area("west-auckland"),
    indexName: "West Auckland",
    population: "200,000+",
    description: "Henderson, New Lynn, Te Atatū and surrounds: family suburbs from the harbour to the ranges.",
    priority: false,
    inIndex: true,
    features: ["Family homes across the west", "Drain and stormwater work", "Hot water replacements"],
    services: coreServices,
    testimonial: {
      name: "Mike P.",
      location: "Henderson",
      text: "Honest advice and a fair price for our new hot water cylinder.",
      rating: 5,
    },
    emergencyStats: { responseTime: 40, completedJobs: "220+" },
    nearbyAreas: [
      { name: "Waitakere", slug: "waitakere" },
      { name: "Auckland CBD", slug: "auckland-cbd" },
      { name: "North Shore", slug: "north-shore" },
    ],
    rating: { value: 4.8, count: 128 },
    geo: { latitude: -36.879, longitude: 174.63 },
  },
  {
    ...area("waitakere"),
    indexName: "Waitakere",
    population: "20,000+",
    description: "Bush-clad properties at the foot of the Waitākere Ranges, often on tank water and septic systems.",
    priority: false,
    inIndex: true,
    features: ["Rural and bush properties", "Tank water and pumps", "Septic and wastewater systems"],
    services: [...coreServices, "Rural water supply and pumps"],
    testimonial: {
      name: "Nina S.",
      location: "Waitakere",
      text: "Came all the way out to us and fixed the tank pump the same day.",
      rating: 5,
    },
    emergencyStats: { responseTime: 45, completedJobs: "150+" },
    nearbyAreas: [
      { name: "West Auckland", slug: "west-auckland" },
      { name: "North Shore", slug: "north-shore" },
    ],
    rating: { value: 4.8, count: 127 },
    geo: { latitude: -36.848, longitude: 174.543 },
  },
  {
    ...area("manurewa"),
    indexName: "Manurewa",
    population: "90,000+",
    description:
      "One of South Auckland's largest suburbs, with family homes, rentals, schools and the Botanic Gardens.",
    priority: true,
    inIndex: true,
    features: ["Family homes and rental properties", "Schools and early learning centres", "Priority-zone response"],
    services: coreServices,
    testimonial: {
      name: "Mark T.",
      location: "Manurewa",
      text: "Burst pipe at 2am and they were here in half an hour.",
      rating: 5,
    },
    emergencyStats: { responseTime: 25, completedJobs: "1,100+" },
    nearbyAreas: [
      { name: "Manukau", slug: "manukau" },
      { name: "Takanini", slug: "takanini" },
      { name: "Papakura", slug: "papakura" },
    ],
    rating: { value: 4.9, count: 150 },
    geo: { latitude: -37.0217, longitude: 174.896 },
  },
  {
    ...area("mangere-east"),
    indexName: "Mangere East",
    population: "15,000+",
    description:
      "A residential neighbour of Mangere and Papatoetoe, with family homes and local shops along Massey Road.",
    priority: false,
    // Not in the 16-area index; it exists so the Mangere page's "Mangere East" chip has a real page (DECISIONS).
    inIndex: false,
    features: ["Family homes and rentals", "Older pipework and drains", "Minutes from our South Auckland team"],
    services: coreServices,
    testimonial: {
      name: "Tala V.",
      location: "Mangere East",
      text: "Friendly plumber, fixed our leaking toilet quickly and explained everything.",
      rating: 5,
    },
    // Same claimed response as neighbouring Mangere.
    emergencyStats: { responseTime: 25, completedJobs: "300+" },
    nearbyAreas: [
      { name: "Mangere", slug: "mangere" },
      { name: "Papatoetoe", slug: "papatoetoe" },
      { name: "Otara", slug: "otara" },
    ],
    rating: { value: 4.8, count: 132 },
    geo: { latitude: -36.965, longitude: 174.828 },
  },
] as const satisfies readonly Area[];

/**
 * Every area as the pages show it: the repository's, with the owner's published words laid over them (a
 * testimonial's stars stay the repository's).
 */
export const areas: readonly Area[] = laidOver<Area>(
  seedAreas,
  published?.areas.map(({ testimonial, ...words }) => {
    const seed = seedAreas.find((area) => area.slug === words.slug);
    return testimonial && seed ? { ...words, testimonial: { ...seed.testimonial, ...testimonial } } : words;
  }),
);

/** The 15 area links of the home page, in the spec's order. */
export const homeAreaSlugs = [
  "manukau",
  "papakura",
  "pukekohe",
  "takanini",
  "otara",
  "mangere",
  "papatoetoe",
  "howick",
  "botany",
  "east-tamaki",
  "flat-bush",
  "auckland-cbd",
  "north-shore",
  "west-auckland",
  "waitakere",
] as const;

/** The home page's highlighted South Auckland priority zone. */
export const homePriorityZone = ["manukau", "papakura", "papatoetoe"] as const;

/** Response times promised in the /areas priority-zone block, in minutes. */
export const priorityZoneResponse = [
  { slug: "papatoetoe", minutes: 20 },
  { slug: "manukau", minutes: 15 },
  { slug: "papakura", minutes: 25 },
  { slug: "manurewa", minutes: 25 },
] as const;

export function findArea(slug: string | undefined): Area | undefined {
  return areas.find((a) => a.slug === slug);
}

export function areaName(slug: string): string {
  const found = areaNames.find((a) => a.slug === slug);
  if (!found) throw new Error(`Unknown area slug: ${slug}`);
  return found.name;
}

export const indexAreas = areas.filter((a) => a.inIndex);
export const homeAreas = homeAreaSlugs.map((slug) => ({ slug, name: areaName(slug) }));

/** Every /areas/{slug} page: one per area, dedicated or generic. */
export function areaPages(): { slug: string; name: string }[] {
  return areas.map((a) => ({ slug: a.slug, name: a.name }));
}
