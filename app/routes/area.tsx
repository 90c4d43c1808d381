import { useEffect } from "react";
import { Navigate } from "react-router";
import { DedicatedArea } from "../components/sections/dedicated-area";
import { GenericArea } from "../components/sections/generic-area";
import { findArea } from "../content/areas";
import { claims } from "../content/claims";
import { findDedicatedArea } from "../content/dedicated-areas";
import { track } from "../lib/analytics/track";
import { jsonLd, localBusiness } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/area";

export function meta({ params }: Route.MetaArgs) {
  const area = findArea(params.slug);
  if (!area)
    return pageMeta({
      title: "Page not found",
      description: "This page could not be found.",
      path: "/404",
      noindex: true,
    });
  const dedicated = findDedicatedArea(area.slug);
  const { latitude, longitude } = area.geo;
  return pageMeta({
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
        localBusiness({
          locality: area.name,
          name: `${siteConfig.name}: ${area.name}`,
          areaServed: area.name,
          geo: dedicated ? area.geo : undefined,
          rating: dedicated ? claims.structuredRating : area.rating,
        }),
      ),
    ],
  });
}

export default function AreaRoute({ params }: Route.ComponentProps) {
  const area = findArea(params.slug);
  useEffect(() => {
    if (area) track("area_view", { category: "area", label: area.slug });
  }, [area]);
  // Unknown areas replace the history entry, so Back does not return to the bad URL (spec).
  if (!area) return <Navigate to="/404" replace />;
  const dedicated = findDedicatedArea(area.slug);
  if (dedicated) return <DedicatedArea page={dedicated} name={area.name} phone={siteConfig.phone} />;
  return <GenericArea area={area} phone={siteConfig.phone} whyChoose={claims.promises} />;
}
