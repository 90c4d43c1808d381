import { indexAreas, priorityZoneResponse, areaName } from "../content/areas";
import { claims } from "../content/claims";
import { pageMeta } from "../lib/seo/meta";

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
