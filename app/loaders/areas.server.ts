import type { SiteContent } from "../content/document";
import { areaName, areasOf, pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

export function areasPage(doc: SiteContent) {
  const pages = pagesOf(doc);
  return {
    meta: pageMeta({ ...pages.search.areas, path: "/areas" }),
    hero: pages.heroes.areas,
    zoneHeading: pages.sections.priorityZone,
    priorityZone: pages.areas.priorityZone.map((zone) => ({ ...zone, name: areaName(zone.slug) })),
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
