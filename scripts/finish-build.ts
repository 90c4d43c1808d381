import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuiltIslands } from "../config/islands-build.ts";
import { redirectsText, REDIRECTS_FILE, type Redirect } from "../shared/redirects.ts";
import { sectionNotFound } from "../shared/section-not-found.ts";
import { scriptElement, scriptHash, writeInlineScripts, type InlineScripts } from "../server/inline-scripts.ts";
import { addPageScripts, compilePageScript } from "./page-scripts.ts";

export interface SitemapPage {
  path: string;
  /** The day the page last really changed (scripts/page-dates.ts). */
  lastmod?: string;
}

/**
 * After pre-rendering: the SPA fallback becomes 404.html (what any server or static host answers for an unknown
 * path), the sections' not-found pages become 404-service.html and 404-project.html beside it, and sitemap.xml (with
 * each page's last change), robots.txt and the renamed pages' redirects (_redirects) are written from the same page
 * list the pre-renderer used. A page with React islands gets the island loader inlined, and every page
 * carries the inline page script and speculation rules (page-scripts.ts); the record of each page's inline scripts,
 * what its Content-Security-Policy allows, is written beside them (server/inline-scripts.ts).
 */
export function finishBuild(
  clientDir: string,
  siteUrl: string,
  pages: readonly SitemapPage[],
  islands: BuiltIslands,
  redirects: readonly Redirect[] = [],
): void {
  const fallback = path.join(clientDir, "__spa-fallback.html");
  if (existsSync(fallback)) {
    writeFileSync(path.join(clientDir, "404.html"), withoutRouterClient(readFileSync(fallback, "utf8")));
    rmSync(fallback);
  }
  if (!existsSync(path.join(clientDir, "404.html"))) throw new Error("The build produced no 404 page.");
  // The sections' not-found states move beside 404.html: never pages of their own (shared/section-not-found.ts).
  for (const { page, file } of Object.values(sectionNotFound)) {
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
  const pageScript = compilePageScript();
  // Each page's inline scripts, recorded as they are written: its Content-Security-Policy allows exactly these.
  const inline: InlineScripts = {};
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const file = path.join(clientDir, entry);
    const emitted: string[] = [];
    const html = withIslandLoader(readFileSync(file, "utf8"), islands, entry, emitted);
    writeFileSync(file, addPageScripts(html, pageScript, islands.analytics, emitted));
    inline[entry.split(path.sep).join("/")] = [...new Set(emitted.map(scriptHash))];
  }
  writeInlineScripts(clientDir, inline);
}

/**
 * React Router's build insists that the SPA fallback carry its client (root.tsx renders <Scripts> there alone); the
 * not-found page needs none of it, so it goes: the module preloads, the boot module and the context and loader data.
 */
export function withoutRouterClient(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*\/?>/g, "")
    .replace(/<script>window\.__reactRouter[\s\S]*?<\/script>/g, "")
    .replace(/<script type="module" async="">[\s\S]*?<\/script>/g, "");
}

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
 * Inlines the island loader at the end of a page that has islands (docs/decisions/008-islands.md), with the URLs of
 * the entries that page uses; a page without one is left with no script of the app's at all. Fails the build when a
 * page still carries React Router's client runtime or loader data: no page may load either.
 */
export function withIslandLoader(html: string, islands: BuiltIslands, page: string, emitted: string[] = []): string {
  if (/__reactRouter|<script type="module"|rel="modulepreload"/.test(html))
    throw new Error(`${page} still loads React Router's client (root.tsx must not render <Scripts>)`);
  const used = [...new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]!))];
  if (used.length === 0) return html;
  const entries = Object.fromEntries(
    used.map((name) => {
      const src = islands.entries[name as keyof BuiltIslands["entries"]];
      if (!src) throw new Error(`${page} has an island "${name}" that the islands build has no entry for`);
      return [name, src];
    }),
  );
  const attribute = JSON.stringify(entries).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return html.replace("</body>", `${scriptElement(`data-islands="${attribute}"`, islands.loader, emitted)}</body>`);
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
