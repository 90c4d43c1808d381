import { seedClaims } from "./claims.ts";
import { area, type AreaSlug } from "./names.ts";
import type { OwnerSuburbPage } from "./document.ts";
import { published } from "./published.ts";
import type { DedicatedArea } from "./schema";
import type { IconName } from "../../shared/icon-names";

const standardTrust = (
  local: { title: string; text: string; icon: IconName },
  yearsTrading: string,
): DedicatedArea["trustCards"] => [
  {
    title: "Fast Emergency Response",
    text: "A real person answers 24/7 and the nearest licensed plumber is sent straight away.",
    icon: "Siren",
  },
  local,
  {
    title: "Licensed & Insured",
    text: "Certifying plumbers, fully insured, with every job documented.",
    icon: "ShieldCheck",
  },
  {
    title: "Local Family Business",
    text: `Trading in South Auckland for ${yearsTrading}, run by a local family.`,
    icon: "Users",
  },
  {
    title: "Transparent Pricing",
    text: "Upfront prices before any work starts and no call-out fees.",
    icon: "Receipt",
  },
  { title: "Quality Guarantee", text: "Workmanship guaranteed, with a 100% satisfaction promise.", icon: "BadgeCheck" },
];

/** The seven pages but their sections' headings, which `seedDedicatedAreas` words from the suburb's name. */
const pages = (yearsTrading: string) =>
  [
    {
      slug: "pukekohe",
      headline: "Emergency Plumber Pukekohe",
      badge: "Serving Pukekohe & Rural Areas",
      heroText:
        "Licensed plumbers for Pukekohe homes, farms and lifestyle blocks, with a 24/7 emergency line and upfront pricing.",
      stats: { responseTime: "30 min", happyCustomers: "600+", availability: "24/7", rating: "4.9" },
      trustCards: [
        {
          title: "Fast Emergency Response",
          text: "A real person answers 24/7 and we head straight out to town or country.",
          icon: "Siren",
        },
        {
          title: "Rural & Lifestyle Block Specialists",
          text: "Bores, tanks, pumps and long supply lines on rural properties.",
          icon: "Tractor",
        },
        {
          title: "Licensed & Insured",
          text: "Certifying plumbers, fully insured, with every job documented.",
          icon: "ShieldCheck",
        },
        {
          title: "Local Family Business",
          text: `A local family business trading for ${yearsTrading}.`,
          icon: "Users",
        },
        {
          title: "Transparent Pricing",
          text: "Upfront prices before any work starts and no call-out fees.",
          icon: "Receipt",
        },
        {
          title: "Quality Guarantee",
          text: "Workmanship guaranteed, with a 100% satisfaction promise.",
          icon: "BadgeCheck",
        },
      ],
      reviews: [
        {
          name: "Bruce H.",
          text: "Came out to our lifestyle block on a Sunday and sorted the pump line quickly.",
          service: "Emergency Plumbing",
        },
        {
          name: "Michelle A.",
          text: "Found the leak on our long farm supply pipe without digging up the paddock.",
          service: "Leak Detection",
        },
        {
          name: "Kevin L.",
          text: "New hot water cylinder installed the next morning. Tidy and professional.",
          service: "Hot Water Cylinder",
        },
      ],
      about: [
        "Pukekohe is a historic rural township in South Auckland and the centre of the Franklin area, home to about 30,000 residents.",
        "Its mix of town homes, market gardens and lifestyle blocks means plumbing here ranges from mains pressure cylinders to bores, tanks and long rural supply lines, and we are equipped for all of them.",
      ],
      population: "about 30,000",
      reasons: [
        "Rich volcanic soils and famous market gardens",
        "A friendly country-town main street",
        "Pukekohe Park and its racing heritage",
        "Easy access to the Franklin countryside",
        "Growing new neighbourhoods for families",
        "Strong local schools and sports clubs",
        "A genuine community feel",
      ],
      nearby: [
        { name: "Papakura", slug: "papakura" },
        { name: "Takanini", slug: "takanini" },
        { name: "Manurewa", slug: "manurewa" },
      ],
      closing: {
        title: "Need a plumber in Pukekohe?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
    {
      slug: "mangere",
      headline: "Emergency Plumber Mangere",
      badge: "Serving Mangere Homes",
      heroText: "Fast, friendly, licensed plumbers for Mangere families, landlords and businesses, day and night.",
      stats: { responseTime: "20 min", happyCustomers: "1000+", availability: "24/7", rating: "4.9" },
      trustCards: standardTrust(
        {
          title: "Know Mangere Homes",
          text: "Years of work on Mangere's family homes, rentals and older drains.",
          icon: "House",
        },
        yearsTrading,
      ),
      reviews: [
        {
          name: "Losa T.",
          text: "Their report made our insurance claim easy. Friendly and on time.",
          service: "Leak Detection",
        },
        {
          name: "Tevita K.",
          text: "Blocked toilet on Christmas Eve and they still came out fast.",
          service: "Emergency Plumbing",
        },
      ],
      about: [
        "Mangere is home to about 45,000 residents near Auckland Airport and the Manukau Harbour, a proud, diverse community of families, churches and local businesses.",
        "Many Mangere homes have original pipes and drains, and our South Auckland team is minutes away when something goes wrong.",
      ],
      population: "about 45,000",
      reasons: [
        "Views over the Manukau Harbour",
        "Te Pane o Mataaho / Mangere Mountain",
        "The Mangere Town Centre markets",
        "Close to Auckland Airport",
        "Strong Pacific and Māori community",
        "Ambury Regional Park and its farm",
        "Family-friendly streets and parks",
      ],
      nearby: [
        { name: "Papatoetoe", slug: "papatoetoe" },
        { name: "Otara", slug: "otara" },
        { name: "Manukau", slug: "manukau" },
        { name: "Mangere East", slug: "mangere-east" },
      ],
      closing: {
        title: "Need a plumber in Mangere?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
    {
      slug: "papatoetoe",
      headline: "Emergency Plumber Papatoetoe",
      badge: "Serving Papatoetoe Homes",
      heroText:
        "Our quickest priority-zone response: licensed plumbers for Papatoetoe villas, bungalows and townhouses.",
      stats: { responseTime: "20 min", happyCustomers: "900+", availability: "24/7", rating: "4.9" },
      trustCards: standardTrust(
        {
          title: "Priority Zone",
          text: "Papatoetoe is in our South Auckland priority zone for the fastest response.",
          icon: "Zap",
        },
        yearsTrading,
      ),
      reviews: [
        {
          name: "Priya S.",
          text: "Found a hidden leak with the thermal camera when nobody else could.",
          service: "Leak Detection",
        },
        {
          name: "Arjun P.",
          text: "New cylinder fitted the same day. Great pressure now.",
          service: "Hot Water Cylinder",
        },
      ],
      about: [
        "Papatoetoe sits between the airport and Manukau, with character villas and bungalows alongside newer townhouses.",
        "Older homes here often still have original galvanised or copper pipes, and we find and fix their leaks with thermal imaging before they cause damage.",
      ],
      population: "about 50,000",
      reasons: [
        "Historic Old Papatoetoe shops",
        "Great cafés and eateries",
        "Central to the airport and motorway",
        "Family-friendly parks",
        "A diverse, welcoming community",
      ],
      nearby: [
        { name: "Manukau", slug: "manukau" },
        { name: "Otara", slug: "otara" },
        { name: "Mangere", slug: "mangere" },
      ],
      closing: {
        title: "Need a plumber in Papatoetoe?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
    {
      slug: "manukau",
      headline: "Emergency Plumber Manukau",
      badge: "Serving Manukau City Centre",
      heroText: "Licensed plumbers for Manukau homes, apartments and businesses, with our fastest response time.",
      stats: { responseTime: "15 min", happyCustomers: "1200+", availability: "24/7", rating: "4.9" },
      trustCards: standardTrust(
        {
          title: "Commercial Ready",
          text: "Retail, offices and body corporates looked after with minimal disruption.",
          icon: "Building2",
        },
        yearsTrading,
      ),
      reviews: [
        {
          name: "Karen W.",
          text: "They look after all 14 of our rentals and always turn up when they say.",
          service: "Maintenance",
        },
        {
          name: "Ben C.",
          text: "Our shop's toilet was fixed before opening time. Excellent.",
          service: "Emergency Plumbing",
        },
      ],
      about: [
        "Manukau is the civic and commercial heart of South Auckland, with homes, apartments, shops and offices around the city centre.",
        "Our South Auckland team works here every day, which is why Manukau gets our fastest response.",
      ],
      population: "about 80,000",
      reasons: [
        "Westfield Manukau and the city centre",
        "Rainbow's End for the kids",
        "Manukau Sports Bowl",
        "Great transport links",
        "Botanic Gardens nearby",
      ],
      nearby: [
        { name: "Papatoetoe", slug: "papatoetoe" },
        { name: "Otara", slug: "otara" },
        { name: "Manurewa", slug: "manurewa" },
      ],
      closing: {
        title: "Need a plumber in Manukau?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
    {
      slug: "manurewa",
      headline: "Emergency Plumber Manurewa",
      badge: "Serving Manurewa Families",
      heroText: "Licensed plumbers for Manurewa homes, rentals, schools and businesses, with priority-zone response.",
      stats: { responseTime: "25 min", happyCustomers: "1100+", availability: "24/7", rating: "4.9" },
      trustCards: standardTrust(
        {
          title: "Schools & Rentals",
          text: "Trusted by local schools, early learning centres and landlords.",
          icon: "School",
        },
        yearsTrading,
      ),
      reviews: [
        {
          name: "Mark T.",
          text: "Burst pipe at 2am and they were here in half an hour.",
          service: "Emergency Plumbing",
        },
        {
          name: "Grace N.",
          text: "Cleared our blocked drain and showed us the camera footage.",
          service: "Blocked Drain",
        },
      ],
      about: [
        "Manurewa is one of South Auckland's largest suburbs, a community of families, schools and local businesses around the Auckland Botanic Gardens.",
        "We installed a school watermain here and look after many Manurewa rentals, so we know the area's homes well.",
      ],
      population: "about 90,000",
      reasons: [
        "The Auckland Botanic Gardens",
        "Strong schools and sports clubs",
        "Affordable family homes",
        "Southmall and local shops",
        "Easy motorway access",
      ],
      nearby: [
        { name: "Manukau", slug: "manukau" },
        { name: "Takanini", slug: "takanini" },
        { name: "Papakura", slug: "papakura" },
      ],
      closing: {
        title: "Need a plumber in Manurewa?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
    {
      slug: "papakura",
      headline: "Emergency Plumber Papakura",
      badge: "Serving Papakura & Surrounds",
      heroText: "Licensed plumbers for Papakura homes, new subdivisions and lifestyle blocks, 24 hours a day.",
      stats: { responseTime: "25 min", happyCustomers: "800+", availability: "24/7", rating: "4.9" },
      trustCards: standardTrust(
        {
          title: "New Builds & Lifestyle",
          text: "From new subdivisions to lifestyle blocks on the rural edge.",
          icon: "Trees",
        },
        yearsTrading,
      ),
      reviews: [
        {
          name: "Lisa M.",
          text: "New cylinder in within a day of ours failing. Brilliant service.",
          service: "Hot Water Cylinder",
        },
        {
          name: "Graham D.",
          text: "Found the leak under our 50 m driveway and the report got us a rebate.",
          service: "Leak Detection",
        },
      ],
      about: [
        "Papakura is a growing southern hub, from established streets near the town centre to new subdivisions and lifestyle blocks.",
        "We have found and fixed leaks under long driveways and lawns here without major digging.",
      ],
      population: "about 60,000",
      reasons: [
        "Papakura town centre and markets",
        "Access to the Hunua Ranges",
        "New family neighbourhoods",
        "Rail links to the city",
        "Friendly local community",
      ],
      nearby: [
        { name: "Takanini", slug: "takanini" },
        { name: "Manurewa", slug: "manurewa" },
        { name: "Pukekohe", slug: "pukekohe" },
      ],
      closing: {
        title: "Need a plumber in Papakura?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
    {
      slug: "takanini",
      headline: "Emergency Plumber Takanini",
      badge: "Serving Takanini Homes",
      heroText: "Licensed plumbers for Takanini's new and established homes, with 24/7 emergency response.",
      stats: { responseTime: "28 min", happyCustomers: "500+", availability: "24/7", rating: "4.9" },
      trustCards: standardTrust(
        {
          title: "New-Build Know-How",
          text: "Mains pressure systems and modern fixtures in Takanini's newer homes.",
          icon: "HardHat",
        },
        yearsTrading,
      ),
      reviews: [
        {
          name: "Hemi R.",
          text: "They plumbed our renovation and kept the builder on schedule.",
          service: "Renovation",
        },
        {
          name: "Raj N.",
          text: "Found the leak under our lawn and put everything back neatly.",
          service: "Leak Repair",
        },
      ],
      about: [
        "Takanini is one of Auckland's fastest-growing suburbs, where new homes sit alongside established streets near the motorway.",
        "New homes have their own plumbing issues, from pressure settings to warranty work, and we handle both new and older systems.",
      ],
      population: "about 25,000",
      reasons: [
        "Modern new neighbourhoods",
        "Great motorway and rail access",
        "Bruce Pulman Park sports hub",
        "Close to Papakura and Manukau",
        "Young, friendly community",
      ],
      nearby: [
        { name: "Papakura", slug: "papakura" },
        { name: "Manurewa", slug: "manurewa" },
        { name: "Pukekohe", slug: "pukekohe" },
      ],
      closing: {
        title: "Need a plumber in Takanini?",
        text: "Call now for an emergency, or request a free quote for planned work.",
      },
    },
  ] as const satisfies readonly Omit<DedicatedArea, "headings">[];

/**
 * The seven dedicated suburb pages (spec "Dedicated area pages"), as the repository writes them: the seed of the
 * owner's words (app/content/seed.ts), each trust card's "years trading" as `yearsTrading` says (the business
 * settings' claim; a revision from before the owner edited these pages gets its own claim's, what its site showed).
 * Pukekohe and Mangere follow the spec exactly.
 */
export const seedDedicatedAreas = (yearsTrading: string = seedClaims.yearsTrading): DedicatedArea[] =>
  pages(yearsTrading).map((page) => ({ ...page, headings: sectionHeadings(area(page.slug as AreaSlug).name) }));

/** A suburb page's sections' headings as the repository words them, from the suburb's name. */
const sectionHeadings = (name: string): DedicatedArea["headings"] => ({
  trustEyebrow: `Plumbing in ${name}`,
  trust: `Why ${name} Trusts Us`,
  reviewsEyebrow: "Local Reviews",
  reviews: `What ${name} Customers Say`,
  about: `About ${name}`,
  reasons: `Reasons to Love ${name}`,
});

/** A page's words, as the owner's document holds them: all but its icons, picture and links. */
const suburbPageWords = (page: DedicatedArea): OwnerSuburbPage => ({
  slug: page.slug,
  headline: page.headline,
  badge: page.badge,
  heroText: page.heroText,
  stats: { ...page.stats },
  headings: { ...page.headings },
  trustCards: page.trustCards.map(({ title, text }) => ({ title, text })),
  reviews: page.reviews.map(({ name, text, service }) => ({ name, text, service })),
  about: [...page.about],
  population: page.population,
  reasons: [...page.reasons],
  closing: { ...page.closing },
});

/** The seven pages' words as the repository has them, in its order (`yearsTrading`: as for `seedDedicatedAreas`). */
export const seedSuburbPages = (yearsTrading?: string): OwnerSuburbPage[] =>
  seedDedicatedAreas(yearsTrading).map(suburbPageWords);

/**
 * The seven pages as the site shows them: the repository's, with the document's words laid over each (the owner's
 * published ones, else the seed's); each trust card keeps the repository's icon at its place.
 */
export const dedicatedAreas: readonly DedicatedArea[] = seedDedicatedAreas().map((page) => {
  const words = (published?.suburbPages ?? seedSuburbPages()).find((owner) => owner.slug === page.slug);
  if (!words) return page;
  const icon = (i: number): IconName => page.trustCards[i]?.icon ?? "BadgeCheck";
  return { ...page, ...words, trustCards: words.trustCards.map((card, i) => ({ ...card, icon: icon(i) })) };
});

export function findDedicatedArea(slug: string | undefined): DedicatedArea | undefined {
  return dedicatedAreas.find((a) => a.slug === slug);
}
