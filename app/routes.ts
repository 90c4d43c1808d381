import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL the site has. The pages each route pre-renders come from app/content/site-pages.ts.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("faq", "routes/faq.tsx"),
  route("projects", "routes/projects.tsx"),
  route("project/:slug", "routes/project-detail.tsx"),
  route("quote", "routes/quote.tsx"),
  route("quote/submitted", "routes/quote-submitted.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("areas", "routes/areas.tsx"),
  route("areas/:slug", "routes/area.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-target" }),
  route("404/:section", "routes/section-not-found.tsx", { id: "section-not-found" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
