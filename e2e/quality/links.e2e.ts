import { describe, expect, test } from "vitest";
import { baseURL } from "../../test/support/e2e/browser";
import { builtPages } from "../../test/support/built-site";

/** Every URL a page refers to: links, images, sources, posters, preloads, scripts and stylesheets. */
export function references(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src|poster)="([^"]+)"/g)) found.push(m[1]!);
  for (const m of html.matchAll(/\s(?:srcset|imagesrcset|srcSet)="([^"]+)"/g)) {
    for (const candidate of m[1]!.split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
  }
  return found.map((u) => u.replace(/&amp;/g, "&"));
}

function isInternal(url: URL, origin: string): boolean {
  return url.origin === origin;
}

describe("crawl from /", () => {
  test("every internal link and asset resolves, every page is reachable, and the sitemap matches the pages", async () => {
    const origin = new URL(baseURL()).origin;
    const queue = ["/"];
    const seenPages = new Set<string>();
    const checkedAssets = new Map<string, number>();
    const broken: string[] = [];

    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seenPages.has(path)) continue;
      seenPages.add(path);
      const response = await fetch(new URL(path, origin), { redirect: "manual" });
      if (response.status !== 200) {
        broken.push(`${path} → ${response.status}`);
        continue;
      }
      const html = await response.text();
      for (const ref of references(html)) {
        if (/^(tel|mailto|data|javascript):/.test(ref) || ref.startsWith("#")) continue;
        const url = new URL(ref, new URL(path, origin));
        if (!isInternal(url, origin)) continue;
        const isPage = !/\.[a-z0-9]+$/i.test(url.pathname);
        if (isPage) {
          if (!seenPages.has(url.pathname)) queue.push(url.pathname);
        } else if (!checkedAssets.has(url.pathname)) {
          const asset = await fetch(url, { method: "GET" });
          await asset.arrayBuffer();
          checkedAssets.set(url.pathname, asset.status);
          if (asset.status !== 200) broken.push(`${url.pathname} (from ${path}) → ${asset.status}`);
        }
      }
    }

    expect(broken).toEqual([]);
    const sitemapPages = builtPages()
      .map((p) => p.path)
      .sort();
    expect([...seenPages].sort()).toEqual(sitemapPages);
    expect(checkedAssets.size).toBeGreaterThan(20);
  });
});
