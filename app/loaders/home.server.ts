import type { SiteContent } from "../content/document";
import { areaName, claimsOf, homeFaqItems, homeTestimonials, pagesOf } from "../content/view";
import { hoursWords } from "../../shared/office-hours";
import { picture } from "../lib/media.server";
import { faqPage, jsonLd, localBusiness } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";

export function homePage(doc: SiteContent) {
  const claims = claimsOf(doc);
  const faqs = homeFaqItems(doc);
  const pages = pagesOf(doc);
  const { home } = pages;
  const { badges: _badges, ...about } = pages.about;
  return {
    meta: pageMeta({
      ...pages.search.home,
      path: "/",
      extra: [jsonLd(localBusiness({ locality: "Auckland" }, claims)), jsonLd(faqPage(faqs))],
    }),
    sections: pages.sections,
    hero: { ...home.hero, image: picture("/media/hero/emergency-plumber.jpg", "") },
    about,
    services: doc.services.map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      mobileDescription: s.mobileDescription,
      features: s.features,
      mobileFeatures: s.mobileFeatures,
      image: picture(s.image.src, s.image.alt),
      highlight: s.highlight,
    })),
    areas: home.areaLinks.map((slug) => ({ slug, name: areaName(slug) })),
    priorityZone: home.priorityZone,
    leakFindingSteps: home.leakFindingSteps,
    socialCards: home.socialCards,
    testimonials: homeTestimonials(doc),
    ratingBadge: claims.ratingBadge,
    faqs,
    hours: hoursWords(claims.hours),
    contactPromise: claims.contactPromise.homeForm,
  };
}
