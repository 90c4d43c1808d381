import { homeAreas, homePriorityZone } from "../content/areas";
import { claims } from "../content/claims";
import { about, homeHero, leakFindingSteps } from "../content/copy";
import { homeFaqItems } from "../content/faqs";
import { hoursWords } from "../../shared/office-hours";
import { homeTestimonials } from "../content/reviews";
import { services } from "../content/services";
import { picture } from "../lib/media.server";
import { faqPage, jsonLd, localBusiness } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";

export function homePage() {
  return {
    meta: pageMeta({
      title: "24/7 Emergency Plumber Auckland",
      description:
        "Licensed, insured 24/7 plumbers for all of Auckland, specialising in South Auckland: thermal imaging leak detection, emergency callouts, hot water cylinders and drains. Free quotes.",
      path: "/",
      keywords: [
        "emergency plumber Auckland",
        "24/7 plumber",
        "leak detection Auckland",
        "South Auckland plumber",
        "hot water cylinder repair",
      ],
      extra: [jsonLd(localBusiness({ locality: "Auckland" }, claims)), jsonLd(faqPage(homeFaqItems))],
    }),
    hero: { ...homeHero, image: picture("/media/hero/emergency-plumber.jpg", "") },
    about,
    services: services.map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      mobileDescription: s.mobileDescription,
      features: s.features,
      mobileFeatures: s.mobileFeatures,
      image: picture(s.image.src, s.image.alt),
      highlight: s.highlight,
    })),
    areas: homeAreas,
    priorityZone: homePriorityZone,
    leakFindingSteps,
    testimonials: homeTestimonials,
    ratingBadge: claims.ratingBadge,
    faqs: homeFaqItems,
    hours: hoursWords(claims.hours),
    contactPromise: claims.contactPromise.homeForm,
  };
}
