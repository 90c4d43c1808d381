import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Each page's fingerprint and the day its HTML last changed, by path: `{ "/about": { hash, lastmod } }`. */
export type PageDates = Record<string, { hash: string; lastmod: string }>;

/** Beside the site (BUILD_DIR/page-dates.json), never inside what is served. */
export const PAGE_DATES_FILE = "page-dates.json";

/**
 * A page's fingerprint: its HTML with the hashed asset names and the build's own inline scripts (the page script,
 * the island loader, the speculation rules: app/root.tsx renders them) left out, so a rebuild whose code changed, not
 * the page, does not date the page anew. Its structured data (JSON-LD) is the page's content, and counts.
 */
export function pageFingerprint(html: string): string {
  return createHash("sha256")
    .update(
      html
        .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/\/assets\/[^"'\s)]+/g, "/assets/"),
    )
    .digest("hex");
}

/** The built file of a page path: "/" → index.html, "/about" → about/index.html. */
export function pageFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "index.html" : path.join(pagePath.slice(1), "index.html"));
}

/**
 * When each page last really changed, for the sitemap's `lastmod`: a page whose HTML (fingerprinted) is what it was
 * in the previous build keeps that build's date; a new or changed page gets `today`. The previous build is the live
 * one for a build from the dashboard (server/site/builds.ts passes its folder in PREVIOUS_BUILD_DIR), else the last
 * `npm run build` in the same folder. A fresh clone's first build dates every page with the day it was built.
 */
export function datePages(
  clientDir: string,
  paths: readonly string[],
  previous: PageDates,
  today = new Date().toISOString().slice(0, 10),
): PageDates {
  const dates: PageDates = {};
  for (const pagePath of paths) {
    const file = pageFile(clientDir, pagePath);
    if (!existsSync(file)) continue;
    const hash = pageFingerprint(readFileSync(file, "utf8"));
    const before = previous[pagePath];
    dates[pagePath] = { hash, lastmod: before?.hash === hash ? before.lastmod : today };
  }
  return dates;
}

/** The dates a previous build wrote, or none (no build before, or a file that cannot be read). */
export function readPageDates(file: string | undefined): PageDates {
  if (!file || !existsSync(file)) return {};
  try {
    const dates = JSON.parse(readFileSync(file, "utf8")) as unknown;
    return dates && typeof dates === "object" && !Array.isArray(dates) ? (dates as PageDates) : {};
  } catch {
    return {};
  }
}

export function writePageDates(file: string, dates: PageDates): void {
  writeFileSync(file, `${JSON.stringify(dates, null, 1)}\n`);
}
