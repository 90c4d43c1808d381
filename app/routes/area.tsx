import { isRouteErrorResponse, Navigate } from "react-router";
import { DedicatedArea } from "../components/sections/dedicated-area";
import { GenericArea } from "../components/sections/generic-area";
import { trackView } from "../lib/analytics/attributes";
import { notFoundMeta } from "../lib/seo/not-found-meta";
import { areaPage } from "../loaders/area.server";
import { siteDocument } from "../content/site-document.server";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/area";

export const loader = ({ params }: Route.LoaderArgs) => areaPage(siteDocument(), params.slug);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? notFoundMeta("Page not found", "This page could not be found.");

export default function AreaRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <div hidden {...trackView("area_view", { category: "area", label: page.slug })} />
      {page.kind === "dedicated" ? (
        <DedicatedArea page={page.dedicated} name={page.name} phone={siteConfig.phone} />
      ) : (
        <GenericArea area={page.generic} phone={siteConfig.phone} whyChoose={page.whyChoose} />
      )}
    </>
  );
}

/** An unknown area replaces its history entry with /404 (spec), so Back does not return to the bad URL. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Navigate to="/404" replace />;
  }
  throw error;
}
