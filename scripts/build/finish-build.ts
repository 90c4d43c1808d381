import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pageExtraNames, type PageExtra, type PageScripts } from "../../shared/page-scripts.ts";
import { speculationRules } from "../../app/enhance/navigation.ts";
import { redirectsText, REDIRECTS_FILE, type Redirect } from "../../shared/redirects.ts";
import { sectionNotFound } from "../../shared/section-not-found.ts";
import { scriptHash, writeInlineScripts, type InlineScripts } from "../../server/site/inline-scripts.ts";

export interface SitemapPage {
  path: string;
  /** The day the page last really changed (scripts/build/page-dates.ts). */
  lastmod?: string;
}

/**
 * After pre-rendering: the pre-rendered /404 becomes 404.html (what any server or static host answers for an unknown
 * path) and the sections' not-found pages become 404-service.html and 404-project.html beside it; React Router's SPA
 * fallback, which it insists on making with its client, is not published. sitemap.xml (with each page's last
 * change), robots.txt and the renamed pages' redirects (_redirects) are written from the same page list the
 * pre-renderer used. The record of each page's inline scripts, what its Content-Security-Policy allows, is written
 * beside them (server/site/inline-scripts.ts): root.tsx rendered those scripts into the pages, from `scripts`.
 */
export function finishBuild(
  clientDir: string,
  siteUrl: string,
  pages: readonly SitemapPage[],
  scripts: PageScripts,
  redirects: readonly Redirect[] = [],
): void {
  rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  // The not-found states move beside the pages: never pages of their own (shared/section-not-found.ts).
  for (const { page, file } of [{ page: notFoundPage, file: "404.html" }, ...Object.values(sectionNotFound)]) {
    const built = path.join(clientDir, page, "index.html");
    if (!existsSync(built)) throw new Error(`The build produced no ${page} page.`);
    renameSync(built, path.join(clientDir, file));
  }
  rmSync(path.join(clientDir, "404"), { recursive: true, force: true });
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  const redirectLines = redirectsText(redirects);
  if (redirectLines) writeFileSync(path.join(clientDir, REDIRECTS_FILE), redirectLines);
  removeRouterClient(clientDir);
  const inline: InlineScripts = {};
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const page = entry.split(path.sep).join("/");
    inline[page] = pageInlineScripts(readFileSync(path.join(clientDir, entry), "utf8"), scripts, page).map(scriptHash);
  }
  writeInlineScripts(clientDir, inline);
}

/** The page 404.html is pre-rendered from: the not-found route's own address (app/routes.ts, "not-found-target"). */
export const notFoundPage = "/404";

/**
 * React Router's build writes its client (the JavaScript at the top of assets/) and a `.data` file of loader data
 * per page, for client-side navigation. No page loads either (docs/decisions/008-islands.md), so neither is deployed.
 * The islands and the page analytics live in assets/islands/ and assets/page/, untouched.
 */
export function removeRouterClient(clientDir: string): void {
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const client = path.dirname(entry) === "assets" && entry.endsWith(".js");
    if (client || entry.endsWith(".data")) rmSync(path.join(clientDir, entry));
  }
}

/**
 * What each script only some pages carry enhances, as it stands in a page's markup: an element's start tag with the
 * attribute. Read out of the page only to fail the build: a match that is no such element fails it too, and never
 * lets a page go without a script it needs.
 */
export const extraMarkers: Record<PageExtra, RegExp> = {
  reviews: /<form\b[^>]*\sdata-reviews[\s=>]/,
  videos: /<[a-z][^>]*\sdata-(hover-play|expand-video)[\s=>]/,
  "not-found": /<[a-z][^>]*\sdata-page-not-found[\s=>]/,
};

/**
 * The inline scripts root.tsx rendered into a page, in the page's order: the island loader (on a page with an
 * island), the speculation rules, the scripts only some pages carry and the page script. Their texts are the build's
 * own (`scripts`), never read out of the page: owner text that looks like a script element is no script of ours, and
 * at worst could make a page list one of the build's, which do nothing on a page without what they enhance. Fails the
 * build when a page misses the page script, has an island without the loader (root.tsx `routeIslands`), has what a
 * script only some pages carry enhances without that script (root.tsx `routeExtras`), or still carries React
 * Router's client or loader data.
 */
export function pageInlineScripts(html: string, scripts: PageScripts, page: string): string[] {
  if (/__reactRouter|<script type="module"|rel="modulepreload"/.test(html))
    throw new Error(`${page} still loads React Router's client (root.tsx must not render <Scripts>)`);
  const rules = JSON.stringify(speculationRules);
  const extras = pageExtraNames.map((name) => scripts.extras[name]);
  const written = [scripts.loader, rules, ...extras, scripts.page].filter((body) => html.includes(`>${body}</script>`));
  if (!written.includes(scripts.page)) throw new Error(`${page} has no page script (root.tsx renders it)`);
  const unenhanced = pageExtraNames.filter(
    (name) => extraMarkers[name].test(html) && !written.includes(scripts.extras[name]),
  );
  if (unenhanced.length > 0)
    throw new Error(
      `${page} has what the ${unenhanced[0]} script enhances but not that script (root.tsx \`routeExtras\`)`,
    );
  const islands = [...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]!);
  const entries = /<script data-islands="([^"]*)">/.exec(html)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  const loaded = entries ? (JSON.parse(entries) as Record<string, string>) : {};
  const missing = islands.filter((name) => !written.includes(scripts.loader) || !Object.hasOwn(loaded, name));
  if (missing.length > 0)
    throw new Error(`${page} has the island "${missing[0]}" but no loader for it (root.tsx \`routeIslands\`)`);
  return written;
}

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages
    .map((page) => {
      const loc = `<loc>${escapeXml(siteUrl + (page.path === "/" ? "/" : page.path))}</loc>`;
      return `  <url>${loc}${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}</url>`;
    })
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
