import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deferHydration } from "./defer-hydration.ts";
import { addPageScripts, compilePageScript } from "./page-scripts.ts";

export interface SitemapPage {
  path: string;
}

/**
 * After pre-rendering: the SPA fallback becomes 404.html (what any server or static host answers for an unknown
 * path; the router then renders the right not-found state), and sitemap.xml and robots.txt are written from the
 * same page list the pre-renderer used. Every page's scripts are deferred until after first paint, and every page
 * carries the inline page script and speculation rules (page-scripts.ts).
 */
export function finishBuild(clientDir: string, siteUrl: string, pages: readonly SitemapPage[]): void {
  const fallback = path.join(clientDir, "__spa-fallback.html");
  if (existsSync(fallback)) renameSync(fallback, path.join(clientDir, "404.html"));
  if (!existsSync(path.join(clientDir, "404.html"))) throw new Error("The build produced no 404 page.");
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  const pageScript = compilePageScript();
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const file = path.join(clientDir, entry);
    writeFileSync(file, addPageScripts(deferHydration(readFileSync(file, "utf8")), pageScript));
  }
}

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages
    .map((page) => `  <url><loc>${escapeXml(siteUrl + (page.path === "/" ? "/" : page.path))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The inbox's API and the owner's dashboard (served by the inbox, never pre-rendered) are not for crawlers. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
