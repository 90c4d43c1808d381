// What a page's field speed report carries (issue 34), shared by the page (vitals.ts) and the inbox (server/dashboard/vitals.ts),
// which checks every name against these lists. No imports, so the server runs it as it is.

/** Where the inbox takes the reports. */
export const VITALS_PATH = "/api/vitals";

export type VitalName = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

/**
 * The page templates the field speed is kept by: a page reports its template, never its URL, so the inbox keeps a
 * bounded number of rows whatever paths are visited. An area page is "area" whether dedicated or generic: the path
 * cannot tell them apart.
 */
export const PAGE_TEMPLATES = [
  "home",
  "services",
  "service",
  "projects",
  "project",
  "areas",
  "area",
  "reviews",
  "faq",
  "quote",
  "about",
  "404",
  "other",
] as const;

export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** The pages of one item of a section (`/services/{slug}`, ...), by the section's first path segment. */
const ITEM_PAGES: Record<string, PageTemplate> = { services: "service", project: "project", areas: "area" };

/** The template of a path (app/routes.ts); `notFound` when the page is the not-found page, whatever its path. */
export function pageTemplate(path: string, notFound: boolean): PageTemplate {
  if (notFound) return "404";
  const [, first = "", second] = path.replace(/\/+$/, "").split("/");
  const name = second ? ITEM_PAGES[first] : first || "home";
  return (PAGE_TEMPLATES as readonly string[]).includes(name ?? "") ? (name as PageTemplate) : "other";
}
