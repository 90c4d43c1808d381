import type { SiteContent } from "../content/document";
import { areaName, areasOf, pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

export function areasPage(doc: SiteContent) {
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
    serviceAreas: doc.claims.serviceAreas,
    priorityZone: pagesOf(doc).areas.priorityZone.map((zone) => ({ ...zone, name: areaName(zone.slug) })),
    areas: areasOf(doc)
      .filter((a) => a.inIndex)
      .map((a) => ({
        slug: a.slug,
        name: a.name,
        indexName: a.indexName,
        priority: a.priority,
        description: a.description,
        population: a.population,
      })),
  };
}
