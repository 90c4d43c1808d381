import type { SiteContent } from "../content/document";
import { pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

export function servicesPage(doc: SiteContent) {
  const pages = pagesOf(doc);
  const words = pages.services;
  return {
    meta: pageMeta({ ...pages.search.services, path: "/services" }),
    hero: pages.heroes.services,
    headings: {
      process: pages.sections.process,
      reasons: pages.sections.reasons,
      benefits: pages.sections.serviceBenefits.title,
    },
    services: doc.services.map((s) => ({
      slug: s.slug,
      icon: s.icon,
      cardTitle: s.cardTitle,
      description: s.description,
      features: s.features,
      longDescription: s.longDescription,
      benefits: s.benefits,
      highlight: s.highlight,
    })),
    process: words.process,
    reasons: words.reasons,
  };
}
