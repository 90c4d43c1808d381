import type { SiteContent } from "../content/document";
import { pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

export function servicesPage(doc: SiteContent) {
  const words = pagesOf(doc).services;
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
