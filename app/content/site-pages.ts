import type { SiteContent } from "./document.ts";
import { areasOf, projectsShown } from "./view.ts";

type PageGroup = "Main" | "Services" | "Projects" | "Service Areas" | "Information";

export interface SitePage {
  path: string;
  title: string;
  group: PageGroup;
}

/**
 * Every pre-rendered page, derived from content: the one list behind the pre-renderer, sitemap.xml and the
 * /sitemap page. /404 is left out on purpose: it is answered by 404.html with status 404 (docs/decisions/003).
 */
export function sitePages(doc: SiteContent): SitePage[] {
  return [
    { path: "/", title: "Home", group: "Main" },
    { path: "/about", title: "About Us", group: "Main" },
    { path: "/services", title: "All Services", group: "Services" },
    ...doc.services.map((s) => ({ path: `/services/${s.slug}`, title: s.title, group: "Services" as const })),
    { path: "/projects", title: "All Projects", group: "Projects" },
    ...projectsShown(doc).map((p) => ({ path: `/project/${p.slug}`, title: p.title, group: "Projects" as const })),
    { path: "/areas", title: "All Service Areas", group: "Service Areas" },
    ...areasOf(doc).map((a) => ({ path: `/areas/${a.slug}`, title: a.name, group: "Service Areas" as const })),
    { path: "/reviews", title: "Customer Reviews", group: "Main" },
    { path: "/faq", title: "FAQ", group: "Main" },
    { path: "/quote", title: "Get a Free Quote", group: "Main" },
    { path: "/privacy", title: "Privacy Policy", group: "Information" },
    { path: "/terms", title: "Terms of Service", group: "Information" },
    { path: "/sitemap", title: "Sitemap", group: "Information" },
  ];
}
