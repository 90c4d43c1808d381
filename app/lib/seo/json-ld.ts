import type { MetaDescriptor } from "react-router";
import type {
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  OpeningHoursSpecification,
  Plumber,
  Service,
  Thing,
  WithContext,
} from "schema-dts";
import { siteConfig } from "../../site.config";
import { e164 } from "../../../shared/phone";
import { absoluteUrl } from "./meta";

/**
 * The one way a page emits structured data: a typed schema.org object becomes a JSON-LD script in the
 * pre-rendered <head>. schema-dts makes a misspelt property a type error at build time.
 */
export function jsonLd<T extends Thing>(data: WithContext<T>): MetaDescriptor {
  return { "script:ld+json": data };
}

function businessId(): string {
  return `${siteConfig.url}/#business`;
}

/** The business as a work or a service names it: a pointer to the home page's Plumber node, with its name. */
function theBusiness() {
  return { "@id": businessId(), "@type": "Plumber", name: siteConfig.name } as const;
}

/** The business facts structured data states, from the claims content (passed in: lib never reads content). */
export interface BusinessFacts {
  structuredRating: { value: number; count: number };
  priceRange: string;
  /** The office hours: days 0 Sunday … 6 Saturday, times "HH:MM". */
  hours: OfficeHours;
}

interface OfficeHours {
  office: readonly { days: readonly number[]; opens: string; closes: string }[];
  emergency247: boolean;
}

/** Monday first, as schema.org's examples and the pages list them, with each day's number (0 Sunday). */
const WEEK = [
  [1, "Monday"],
  [2, "Tuesday"],
  [3, "Wednesday"],
  [4, "Thursday"],
  [5, "Friday"],
  [6, "Saturday"],
  [0, "Sunday"],
] as const;

/**
 * When the business answers: while the emergency line answers at any hour, open every day, all day (00:00-23:59, as
 * the spec's structured data says); otherwise the office's hours, one specification per set of days.
 */
function openingHours(hours: OfficeHours): OpeningHoursSpecification | OpeningHoursSpecification[] {
  if (hours.emergency247)
    return {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: WEEK.map(([, name]) => name),
      opens: "00:00",
      closes: "23:59",
    };
  return hours.office.map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: WEEK.filter(([day]) => row.days.includes(day)).map(([, name]) => name),
    opens: row.opens,
    closes: row.closes,
  }));
}

/**
 * The business as a local Plumber for one locality: address, hours (open every day, all day, as the spec's
 * structured data says), price range, the structured-data rating, and the freephone 0800 number as a contact point
 * ("some structured data uses a freephone 0800 number", spec section 9) beside the local number.
 */
export function localBusiness(
  input: {
    locality: string;
    name?: string;
    geo?: { latitude: number; longitude: number };
    rating?: { value: number; count: number };
    areaServed?: string;
  },
  facts: BusinessFacts,
): WithContext<Plumber> {
  const rating = input.rating ?? facts.structuredRating;
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": businessId(),
    name: input.name ?? siteConfig.name,
    url: siteConfig.url,
    telephone: e164(siteConfig.phone),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: e164(siteConfig.freephone),
      contactType: "customer service",
      areaServed: "NZ",
      availableLanguage: "en",
    },
    email: siteConfig.email,
    image: absoluteUrl("/media/hero/emergency-plumber.jpg"),
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
    address: {
      "@type": "PostalAddress",
      addressLocality: input.locality,
      addressRegion: siteConfig.region.region,
      addressCountry: siteConfig.region.country,
    },
    ...(input.geo
      ? { geo: { "@type": "GeoCoordinates", latitude: input.geo.latitude, longitude: input.geo.longitude } }
      : {}),
    areaServed: { "@type": "Place", name: input.areaServed ?? "Auckland" },
    priceRange: facts.priceRange,
    openingHoursSpecification: openingHours(facts.hours),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
    },
  };
}

export function breadcrumbs(items: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * A finished job as a schema.org CreativeWork by the business: what was done, where, and each of its photos as an
 * ImageObject with its caption and size, so a search engine can describe the page's pictures.
 */
export function projectWork(input: {
  name: string;
  description: string;
  path: string;
  /** Where the job was, when the owner said. */
  location?: string;
  images: readonly { src: string; caption: string; width: number; height: number }[];
}): WithContext<CreativeWork> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    creator: theBusiness(),
    ...(input.location ? { locationCreated: { "@type": "Place", name: input.location } } : {}),
    image: input.images.map((image) => ({
      "@type": "ImageObject",
      contentUrl: absoluteUrl(image.src),
      caption: image.caption,
      width: { "@type": "QuantitativeValue", value: image.width, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: image.height, unitCode: "E37" },
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function serviceSchema(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  priceFrom?: number;
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { ...theBusiness(), telephone: e164(siteConfig.phone) },
    areaServed: { "@type": "City", name: "Auckland" },
    offers: {
      "@type": "Offer",
      priceCurrency: "NZD",
      ...(input.priceFrom === undefined
        ? {}
        : {
            priceSpecification: {
              "@type": "PriceSpecification",
              priceCurrency: "NZD",
              minPrice: input.priceFrom,
            },
          }),
      availability: "https://schema.org/InStock",
      url: absoluteUrl("/quote"),
    },
  };
}
