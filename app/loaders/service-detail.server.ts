import type { SiteContent } from "../content/document";
import { findService, pagesOf } from "../content/view";
import { picture, video } from "../lib/media.server";
import { breadcrumbs, faqPage, jsonLd, serviceSchema } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { notFound } from "./not-found.server";

export function serviceDetailPage(doc: SiteContent, slug: string | undefined) {
  const service = findService(doc, slug) ?? notFound();
  const claims = doc.claims;
  const { services: words, sections } = pagesOf(doc);
  const path = `/services/${service.slug}`;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path },
  ];
  return {
    meta: pageMeta({
      title: `${service.title} in Auckland`,
      description: service.description,
      path,
      image: service.image.src,
      imageAlt: service.image.alt,
      keywords: [
        `${service.title.toLowerCase()} Auckland`,
        `${service.title.toLowerCase()} South Auckland`,
        "licensed plumber",
      ],
      extra: [
        jsonLd(
          serviceSchema({
            name: service.title,
            description: service.longDescription,
            path,
            serviceType: service.title,
            priceFrom: service.priceFrom,
          }),
        ),
        jsonLd(breadcrumbs(trail)),
        ...(service.faqs ? [jsonLd(faqPage(service.faqs))] : []),
      ],
    }),
    slug: service.slug,
    title: service.title,
    trail,
    hero: {
      title: service.title,
      subtitle: service.subtitle,
      text: service.longDescription,
      bullets: service.bullets,
      rating: `${claims.rating} Rating`,
      media:
        service.media.kind === "video"
          ? { kind: "video" as const, video: video(service.media.src, service.media.alt) }
          : { kind: "image" as const, image: picture(service.media.src, service.media.alt) },
    },
    stats: [
      { value: service.experience, label: "Experience" },
      { value: service.warranty, label: "Warranty" },
    ],
    thermalComparisons: service.thermalComparisons?.map((pair) => ({
      ...pair,
      before: picture(pair.before.src, pair.before.alt),
      after: picture(pair.after.src, pair.after.alt),
    })),
    steps: service.steps?.map((step) => ({ ...step, image: picture(step.image.src, step.image.alt) })),
    features: service.features,
    benefits: service.benefits,
    whyChooseUs: words.whyChooseUs,
    headings: {
      thermal: sections.thermal,
      photoSteps: sections.photoSteps,
      whyChooseUs: sections.whyChooseUs,
      includes: {
        features: sections.serviceIncluded.title,
        benefits: sections.serviceBenefits.title,
      },
    },
    testimonial: service.testimonial,
    faqs: service.faqs,
    cta: service.cta,
  };
}
