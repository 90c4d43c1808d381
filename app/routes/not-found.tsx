import { PageNotFound } from "../components/sections/page-not-found";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Page not found",
    description: "This page could not be found. Find our services, service areas or call our 24/7 line.",
    path: "/404",
    keywords: ["page not found", "emergency plumber Auckland"],
    noindex: true,
  });

export default function NotFoundRoute() {
  return <PageNotFound />;
}
