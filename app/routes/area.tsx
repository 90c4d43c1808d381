import { Navigate } from "react-router";
import { PageHero } from "../components/sections/page-hero";
import { findArea } from "../content/areas";
import { findDedicatedArea } from "../content/dedicated-areas";
import { pageMeta } from "../lib/seo/meta";
import type { Route } from "./+types/area";

export function meta({ params }: Route.MetaArgs) {
  const area = findArea(params.slug);
  if (!area) return pageMeta({ title: "Page not found", description: "This page could not be found.", path: "/404", noindex: true });
  return pageMeta({
    title: `Emergency Plumber ${area.name}`,
    description: `Licensed 24/7 plumbers in ${area.name}, Auckland: emergency callouts, leak detection, hot water and drains, with around ${area.emergencyStats.responseTime}-minute emergency response.`,
    path: `/areas/${area.slug}`,
  });
}

export default function AreaRoute({ params }: Route.ComponentProps) {
  const area = findArea(params.slug);
  // Unknown areas replace the history entry, so Back does not return to the bad URL (spec).
  if (!area) return <Navigate to="/404" replace />;
  const dedicated = findDedicatedArea(area.slug);
  return <PageHero eyebrow={dedicated?.badge ?? "Service Area"} title={dedicated?.headline ?? `Plumber in ${area.name}`} intro={area.description} />;
}
