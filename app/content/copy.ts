import type { Claims } from "./view.ts";

/**
 * Section copy shared by pages: the home hero, the About section, process steps and the quote page. The sentences that
 * state a claim (years trading, the warranty, the review count) are made from the document's claims, so an edit of a
 * claim reaches every sentence that states it.
 */
export const homeHero = (claims: Claims) =>
  ({
    eyebrow: "24/7 Emergency Plumbers · Auckland",
    headline: "Fast, Licensed Plumbers When You Need Them Most",
    intro:
      "Burst pipe, hidden leak or no hot water? Our South Auckland team answers day and night, finds the problem fast with thermal imaging, and fixes it with upfront pricing.",
    features: [
      { title: "24/7 Emergency", text: "A real person answers, day or night, every day of the year.", icon: "Siren" },
      {
        title: "South Auckland Specialists",
        text: "Based locally for fast response across Manukau and beyond.",
        icon: "MapPin",
      },
      { title: "5-Star Verified Reviews", text: `${claims.verifiedReviews} from local customers.`, icon: "Star" },
    ],
  }) as const;

export const about = (claims: Claims) =>
  ({
    eyebrow: "About Us",
    title: "Your Local, Licensed Plumbing Team",
    text: [
      `We are a local family business that has been looking after Auckland homes and businesses for ${claims.yearsTrading}. Our licensed, insured plumbers handle everything from 2am emergencies to planned renovations, and we specialise in finding hidden leaks with thermal imaging and acoustic equipment.`,
      `We give upfront prices before any work starts, charge no call-out fees, and back every job with a 100% satisfaction guarantee. New piping carries a ${claims.pipingWarranty} warranty.`,
    ],
    mobileText: `A local family business with ${claims.yearsTrading} of trading: licensed, insured plumbers, upfront prices and no call-out fees.`,
    stats: [
      { value: "24/7", label: "Emergency Service", icon: "Clock" },
      { value: "Auckland", label: "Wide", icon: "MapPin" },
      { value: "Licensed", label: "& Insured", icon: "ShieldCheck" },
      { value: claims.reviewCount, label: "Happy Customers", icon: "Smile" },
    ],
    whoWeWorkWith: [
      "Private home owners",
      "Property buyers and sellers",
      "Lifestyle-block owners",
      "Property managers",
      "Landlords with 10-20 dwellings",
      "Schools and early learning centres",
      "Retail and hospitality businesses",
      "Medical and consulting clinics",
      "Factories and light industrial sites",
    ],
    whySouthAuckland: [
      "Based in South Auckland for the fastest local response",
      "Thermal imaging and acoustic leak detection",
      "Upfront pricing and no call-out fees",
      "Same-day service for most jobs",
      `A ${claims.pipingWarranty} warranty on new piping`,
    ],
    promise: {
      title: "Our Promise",
      text: "We turn up when we say, explain the problem and the price before we start, leave your home tidy, and stand behind every job with our 100% satisfaction guarantee.",
    },
  }) as const;

export const aboutPageBadges = ["24/7 Emergency Service", "Licensed & Insured", "Auckland Wide"] as const;

export const serviceProcess = [
  { title: "Initial Assessment", text: "We listen, ask the right questions and inspect the problem on site." },
  { title: "Expert Consultation", text: "You get clear options and an upfront price before any work starts." },
  { title: "Quality Workmanship", text: "Licensed plumbers do the work properly, with quality parts." },
  { title: "Satisfaction Guarantee", text: "We check the result with you and guarantee it 100%." },
] as const;

export const serviceReasons = [
  {
    title: "Licensed & Certified",
    text: "Registered plumbers, fully insured, with work documented for compliance.",
    icon: "ShieldCheck",
  },
  { title: "Fast Response", text: "24/7 emergency line and a South Auckland base for quick arrival.", icon: "Zap" },
  { title: "Quality Guarantee", text: "Workmanship guaranteed and a 100% satisfaction promise.", icon: "BadgeCheck" },
] as const;

export const whyChooseUs = [
  {
    title: "Expert Technicians",
    text: "Licensed plumbers with years of experience and the right equipment.",
    icon: "UserCheck",
  },
  {
    title: "Quality Guarantee",
    text: "Every job guaranteed, with warranties on parts and workmanship.",
    icon: "BadgeCheck",
  },
  { title: "Fast Response", text: "24/7 emergency line with priority response in South Auckland.", icon: "Zap" },
] as const;

export const quotePage = (claims: Claims) =>
  ({
    benefits: [
      { title: "Free, No-Obligation Quotes", text: "Know the cost before you commit.", icon: "BadgeDollarSign" },
      { title: "Upfront Pricing", text: "No call-out fees and no surprises on the invoice.", icon: "Receipt" },
      { title: "Licensed & Insured", text: "Certified plumbers and guaranteed workmanship.", icon: "ShieldCheck" },
    ],
    steps: [
      { title: "Submit Your Request", text: "Tell us what you need using the form below." },
      { title: "We Review & Contact You", text: `A plumber reviews it and contacts you ${claims.quoteResponse}.` },
      { title: "Receive Your Quote", text: "You get a clear, fixed quote to accept when you're ready." },
    ],
  }) as const;

/** The home page's animated feature (hidden on small screens): how a hidden leak is found (DECISIONS). */
export const leakFindingSteps = [
  {
    title: "Thermal Scan",
    text: "The camera sees the cold or warm trail escaping water leaves behind walls and floors.",
  },
  {
    title: "Acoustic Listening",
    text: "Sensitive microphones hear pressurised water escaping under concrete and soil.",
  },
  { title: "Pinpoint Repair", text: "We open only the spot we've pinpointed and repair the pipe, with minimal mess." },
] as const;

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
