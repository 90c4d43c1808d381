import { indexAreas, priorityZoneResponse, areaName } from "../content/areas";
import { claims } from "../content/claims";
import { about, aboutPageBadges, quotePage as quoteCopy, serviceProcess, serviceReasons } from "../content/copy";
import { faqPageItems } from "../content/faqs";
import { privacySections, termsSections } from "../content/legal";
import { reviews } from "../content/reviews";
import type { Review } from "../content/schema";
import { services } from "../content/services";
import { sitePages } from "../content/site-pages";
import { confirmationPaths, confirmationText, confirmationTitles } from "../lib/forms/quote-fields";
import { distinctServices } from "../lib/content-rules";
import { faqPage, jsonLd } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

// LEADS_RETENTION_DAYS, injected by vite.config.ts (config/retention.ts). Read here only, at build time, so no
// page's JavaScript carries it.
declare const __LEADS_RETENTION_DAYS__: number | null;

/** The loaders of the pages with one template and no slug: each returns exactly what its page shows. */

export function aboutPage() {
  return {
    meta: pageMeta({
      title: "About Us: Licensed Local Plumbers",
      description: `A local, family-run plumbing business with ${claims.yearsTrading} of trading: licensed and insured plumbers serving all of Auckland, 24/7, with a South Auckland focus.`,
      path: "/about",
      keywords: ["local plumber Auckland", "family plumbing business", "licensed plumbers South Auckland"],
    }),
    badges: aboutPageBadges,
    about,
  };
}

export function servicesPage() {
  return {
    meta: pageMeta({
      title: "Plumbing Services in Auckland",
      description:
        "Leak detection with thermal imaging, 24/7 emergency callouts, hot water cylinder repair, renovations, drain unblocking, maintenance and plumbing inspections across Auckland.",
      path: "/services",
      keywords: [
        "plumbing services Auckland",
        "leak detection",
        "emergency plumber",
        "hot water cylinder repair",
        "drain unblocking",
      ],
    }),
    services: services.map((s) => ({
      slug: s.slug,
      icon: s.icon,
      cardTitle: s.cardTitle,
      description: s.description,
      features: s.features,
      longDescription: s.longDescription,
      benefits: s.benefits,
      highlight: s.highlight,
    })),
    process: serviceProcess,
    reasons: serviceReasons,
  };
}

export function areasPage() {
  return {
    meta: pageMeta({
      title: "Plumber Service Areas Across Auckland",
      description:
        "Fast, licensed plumbers across Auckland with priority response in South Auckland: Papatoetoe, Manukau, Manurewa, Papakura, Takanini, Pukekohe, Mangere and more.",
      path: "/areas",
      keywords: [
        "plumber South Auckland",
        "plumber Manukau",
        "plumber Papatoetoe",
        "plumber Papakura",
        "emergency plumber Auckland",
      ],
    }),
    serviceAreas: claims.serviceAreas,
    priorityZone: priorityZoneResponse.map((zone) => ({ ...zone, name: areaName(zone.slug) })),
    areas: indexAreas.map((a) => ({
      slug: a.slug,
      name: a.name,
      indexName: a.indexName,
      priority: a.priority,
      description: a.description,
      population: a.population,
    })),
  };
}

export function reviewsPage() {
  return {
    meta: pageMeta({
      title: "Customer Reviews: 5-Star Rated Plumbers",
      description:
        "Read what Auckland home owners, landlords and businesses say about our plumbers: 100+ verified 5-star reviews for leak detection, emergency callouts and more.",
      path: "/reviews",
      keywords: ["plumber reviews Auckland", "5 star plumber", "South Auckland plumber reviews"],
    }),
    verifiedReviews: claims.verifiedReviews,
    reviews,
    services: distinctServices(reviews),
  };
}

export function faqPageData() {
  return {
    meta: pageMeta({
      title: "Plumbing Questions Answered",
      description:
        "Answers to common questions about our 24/7 emergency plumbing, service areas, thermal imaging and acoustic leak detection, licensing, response times and leak rebates.",
      path: "/faq",
      keywords: [
        "plumbing FAQ",
        "leak rebate Watercare",
        "thermal imaging leak detection",
        "emergency plumber response time",
      ],
      extra: [jsonLd(faqPage(faqPageItems))],
    }),
    faqs: faqPageItems,
  };
}

export function quotePageData() {
  // The content keeps at least one review on the site (app/content/document.ts), so one is always found.
  const [featured] = [...reviews.filter((r) => r.service === "Leak Detection"), ...reviews] as [Review, ...Review[]];
  return {
    meta: pageMeta({
      title: "Get a Free Plumbing Quote",
      description: `Request a free, no-obligation plumbing quote. Tell us what you need and we will review it and contact you ${claims.quoteResponse}. Emergencies: call us 24/7.`,
      path: "/quote",
      keywords: ["free plumbing quote Auckland", "plumber quote", "plumbing estimate"],
    }),
    benefits: quoteCopy.benefits,
    steps: quoteCopy.steps,
    testimonial: { text: featured.text, author: featured.name, detail: featured.service },
    intro: `Tell us about the job and a licensed plumber will come back to you ${claims.quoteResponse} with a clear, upfront price.`,
    confirmation: confirmationText("quote", claims),
  };
}

export function privacyPage() {
  return {
    meta: pageMeta({
      title: "Privacy Policy",
      description:
        "How we collect, use and protect the details you send us through our quote forms, and your rights under the New Zealand Privacy Act 2020.",
      path: "/privacy",
      keywords: ["privacy policy", "quote form privacy", "Privacy Act 2020"],
    }),
    sections: privacySections(
      siteConfig.name,
      siteConfig.email,
      siteConfig.phone,
      __LEADS_RETENTION_DAYS__ ?? undefined,
    ),
  };
}

export function termsPage() {
  return {
    meta: pageMeta({
      title: "Terms of Service",
      description:
        "The terms that apply to using this website and requesting a plumbing quote from us, including how quotes and pricing work.",
      path: "/terms",
      keywords: ["terms of service", "plumbing quote terms", "upfront pricing"],
    }),
    sections: termsSections(siteConfig.name),
  };
}

const groups = ["Main", "Services", "Projects", "Service Areas", "Information"] as const;

export function sitemapPage() {
  const pages = sitePages();
  return {
    meta: pageMeta({
      title: "Sitemap",
      description:
        "Every page of our website in one list: services, projects, service areas, reviews, FAQ, quotes and our policies.",
      path: "/sitemap",
      keywords: ["sitemap", "plumbing services Auckland", "plumber service areas"],
    }),
    groups: groups.map((group) => ({
      group,
      pages: pages.filter((p) => p.group === group).map(({ path, title }) => ({ path, title })),
    })),
  };
}

export function confirmationPage(form: keyof typeof confirmationPaths) {
  const home = form === "home";
  const pathname = confirmationPaths[form];
  const title = confirmationTitles[form];
  return {
    meta: pageMeta({
      title,
      description: home ? claims.contactPromise.homeForm : claims.contactPromise.quotePage,
      path: pathname,
      keywords: home
        ? ["quote request submitted", "emergency plumber Auckland"]
        : ["quote submitted", "free plumbing quote"],
      noindex: true,
    }),
    title,
    text: confirmationText(form, claims),
    again: home ? { to: "/#contact", label: "Back to Home" } : { to: "/quote", label: "Submit Another Quote" },
  };
}
