import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, FAQPage, Organization, Plumber, Service, Thing, WithContext } from "schema-dts";
import { siteConfig } from "../../site.config";
import { e164 } from "../phone";
import { absoluteUrl } from "./meta";

/**
 * The one way a page emits structured data: a typed schema.org object becomes a JSON-LD script in the
 * pre-rendered <head>. schema-dts makes a misspelt property a type error at build time.
 */
export function jsonLd<T extends Thing>(data: WithContext<T>): MetaDescriptor {
  return { "script:ld+json": data };
}

export function businessId(): string {
  return `${siteConfig.url}/#business`;
}

/** The business as a schema.org Plumber, the base every local-business block extends. */
export function plumberBase(): WithContext<Plumber> {
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": businessId(),
    name: siteConfig.name,
    url: siteConfig.url,
    telephone: e164(siteConfig.phone),
    email: siteConfig.email,
    image: absoluteUrl("/media/hero/emergency-plumber.jpg"),
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
  };
}

export function organization(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    url: siteConfig.url,
    logo: absoluteUrl("/icon-512.png"),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: e164(siteConfig.freephone),
      contactType: "customer service",
      areaServed: "NZ",
      availableLanguage: "English",
    },
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
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
    provider: { "@id": businessId(), "@type": "Plumber", name: siteConfig.name, telephone: e164(siteConfig.phone) },
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
