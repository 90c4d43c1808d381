import { describe, expect, test } from "vitest";
import { builtPages, readBuilt } from "../../test/support/built-site";

/**
 * Issue 34, the hero in one second: on every pre-rendered page with a hero (the one `fetchpriority="high"` image or
 * video poster, docs/decisions/005-paint-first.md), the photo is asked for with the HTML's first bytes. A
 * `<link rel="preload" as="image" fetchpriority="high">` sits in <head> before any stylesheet, and it names exactly
 * what the page then shows: the AVIF <source>'s srcset and sizes, or the video's poster. Read from the raw HTML.
 */
type Attributes = Record<string, string>;

/** A tag's attributes, names lower-cased (React writes `imageSrcSet`, HTML reads `imagesrcset`). */
function attributes(tag: string): Attributes {
  return Object.fromEntries(
    [...tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((m) => [
      m[1]!.toLowerCase(),
      (m[2] ?? "").replace(/&amp;/g, "&"),
    ]),
  );
}

/** What the page shows as its hero: the AVIF source of the high-priority <picture>, or the priority video's poster. */
function hero(html: string): { srcset?: string; sizes?: string; href?: string } | undefined {
  const picture = /<picture>((?:(?!<\/picture>)[\s\S])*?fetchPriority="high"[\s\S]*?)<\/picture>/.exec(html)?.[1];
  if (picture) {
    const avif = attributes(/<source type="image\/avif"[^>]*>/.exec(picture)![0]);
    return { srcset: avif.srcset, sizes: avif.sizes };
  }
  return undefined;
}

describe("the hero is preloaded from the first bytes of the HTML", () => {
  const pages = builtPages().map((page) => ({ ...page, html: readBuilt(page.file) }));

  test("every page with a high-priority hero preloads exactly it, in <head>, before any stylesheet", () => {
    const problems: string[] = [];
    let heroes = 0;
    for (const { path, html } of pages) {
      const head = html.slice(0, html.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)];
      const shown = hero(html);
      const poster = /<video poster="([^"]+)"/.exec(html.slice(html.indexOf('id="main"')));
      if (!shown && preloads.length === 0) continue;
      heroes++;
      if (preloads.length !== 1) {
        problems.push(`${path}: ${preloads.length} image preloads`);
        continue;
      }
      const link = attributes(preloads[0]![0]);
      const stylesheet = head.indexOf('rel="stylesheet"');
      if (stylesheet !== -1 && preloads[0]!.index! > stylesheet) problems.push(`${path}: preload after the stylesheet`);
      if (link.fetchpriority !== "high") problems.push(`${path}: preload without fetchpriority="high"`);
      if (shown) {
        if (link.imagesrcset !== shown.srcset)
          problems.push(`${path}: imagesrcset ${link.imagesrcset} ≠ ${shown.srcset}`);
        if (link.imagesizes !== shown.sizes) problems.push(`${path}: imagesizes ${link.imagesizes} ≠ ${shown.sizes}`);
        if (link.type !== "image/avif") problems.push(`${path}: preload type ${link.type}`);
      } else if (!poster || link.href !== poster[1]) {
        problems.push(`${path}: preload ${link.href} is not the hero video's poster ${poster?.[1]}`);
      }
    }
    expect(problems).toEqual([]);
    // Home, every service, project and dedicated area has a hero: the test must not pass by finding none.
    expect(heroes).toBeGreaterThan(20);
  });

  test("the image-led templates each have their hero preloaded", () => {
    const byPath = new Map(pages.map((page) => [page.path, page.html]));
    for (const path of ["/", "/areas/pukekohe", "/services/drain-unblocking", "/services/leak-detection"]) {
      const head = byPath.get(path)!.slice(0, byPath.get(path)!.indexOf("</head>"));
      expect(head, path).toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/);
    }
  });
});
