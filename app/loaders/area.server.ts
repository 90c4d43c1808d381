import type { SiteContent } from "../content/document";
import { claimsOf, findArea, findDedicatedArea } from "../content/view";
import { picture } from "../lib/media.server";
import { jsonLd, localBusiness } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";
import { notFound } from "./not-found.server";

/** A generic area page, or one of the seven dedicated suburb pages with fuller content and geo tags. */
export function areaPage(doc: SiteContent, slug: string | undefined) {
  const area = findArea(doc, slug) ?? notFound();
  const dedicated = findDedicatedArea(doc, area.slug);
  const claims = claimsOf(doc);
  const { latitude, longitude } = area.geo;
  const meta = pageMeta({
    title: dedicated ? `${dedicated.headline}: 24/7 Local Plumbers` : `Emergency Plumber ${area.name}`,
    description: `Licensed 24/7 plumbers in ${area.name}, Auckland: emergency callouts, leak detection, hot water and drains, with around ${area.emergencyStats.responseTime}-minute emergency response. Free quotes.`,
    path: `/areas/${area.slug}`,
    image: dedicated ? `/media/areas/${area.slug}.jpg` : undefined,
    keywords: [
      `plumber ${area.name}`,
      `emergency plumber ${area.name}`,
      `${area.name} plumbing`,
      "South Auckland plumber",
    ],
    extra: [
      ...(dedicated
        ? [
            { name: "geo.region", content: "NZ-AUK" },
            { name: "geo.placename", content: area.name },
            { name: "geo.position", content: `${latitude};${longitude}` },
            { name: "ICBM", content: `${latitude}, ${longitude}` },
          ]
        : []),
      jsonLd(
        localBusiness(
          {
            locality: area.name,
            name: `${siteConfig.name}: ${area.name}`,
            areaServed: area.name,
            geo: dedicated ? area.geo : undefined,
            rating: dedicated ? claims.structuredRating : area.rating,
          },
          claims,
        ),
      ),
    ],
  });
  const base = { meta, slug: area.slug, name: area.name };
  if (dedicated) {
    return {
      ...base,
      kind: "dedicated" as const,
      dedicated: { ...dedicated, image: picture(`/media/areas/${area.slug}.jpg`, "") },
    };
  }
  // The schema gives every area on the shared page a customer's words.
  if (!area.testimonial) throw new Error(`${area.name} has no testimonial`);
  return {
    ...base,
    kind: "generic" as const,
    generic: {
      name: area.name,
      slug: area.slug,
      population: area.population,
      description: area.description,
      features: area.features,
      services: area.services,
      testimonial: area.testimonial,
      emergencyStats: area.emergencyStats,
      nearbyAreas: area.nearbyAreas,
    },
    whyChoose: claims.promises,
  };
}
