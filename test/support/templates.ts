/**
 * One route of each page template (spec route table): what Lighthouse audits (test/support/lighthouse.ts) and where
 * axe checks the pages a template makes many of at the desktop width (e2e/quality/axe.e2e.ts).
 */
export interface Template {
  name: string;
  path: string;
  /** The status the page answers with on purpose, when it is an error status (the 404 template). */
  status?: 404;
}

/** One route of each page template (spec route table). The 404 template is an unknown path. */
export const templates: Template[] = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "service detail", path: "/services/leak-detection" },
  { name: "projects", path: "/projects" },
  { name: "project detail", path: "/project/thermal-imaging-pinhole-leak-detection" },
  { name: "areas", path: "/areas" },
  { name: "generic area", path: "/areas/otara" },
  { name: "dedicated area", path: "/areas/pukekohe" },
  { name: "reviews", path: "/reviews" },
  { name: "faq", path: "/faq" },
  { name: "quote", path: "/quote" },
  { name: "about", path: "/about" },
  { name: "404", path: "/no-such-page", status: 404 },
];
