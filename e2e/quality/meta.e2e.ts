import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { siteDir } from "../../test/support/site-server";
import { builtPages, readBuilt } from "../../test/support/built-site";

/**
 * Spec section 2: every page sets its own title, description, keywords, canonical link, social-sharing tags and
 * robots. Read from the raw pre-rendered HTML (what a crawler or a link preview sees, no JavaScript), for every
 * page the build wrote, the noindex confirmation pages included, not only those in the sitemap.
 */
const required: [string, RegExp][] = [
  ["title", /<title>[^<]{10,}<\/title>/],
  ["description", /<meta name="description" content="[^"]{20,}"/],
  ["keywords", /<meta name="keywords" content="[^"]{3,}"/],
  ["robots", /<meta name="robots" content="(index|noindex), follow[^"]*"/],
  ["canonical", /<link rel="canonical" href="https?:\/\/[^"]+"/],
  ["og:type", /<meta property="og:type" content="(website|article)"/],
  ["og:title", /<meta property="og:title" content="[^"]+"/],
  ["og:description", /<meta property="og:description" content="[^"]+"/],
  ["og:url", /<meta property="og:url" content="https?:\/\/[^"]+"/],
  ["og:image", /<meta property="og:image" content="https?:\/\/[^"]+"/],
  ["twitter:card", /<meta name="twitter:card" content="summary_large_image"/],
  ["twitter:title", /<meta name="twitter:title" content="[^"]+"/],
  ["twitter:description", /<meta name="twitter:description" content="[^"]+"/],
  ["twitter:image", /<meta name="twitter:image" content="https?:\/\/[^"]+"/],
];

/** The head tags a page lacks; empty when it has them all (each once). */
export function missingMeta(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return required.filter(([, pattern]) => (head.match(new RegExp(pattern, "g")) ?? []).length !== 1).map(([n]) => n);
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");

/** Every pre-rendered page: each index.html the build wrote, by its path. */
const pages = readdirSync(siteDir(), { recursive: true, encoding: "utf8" })
  .filter((entry) => entry === "index.html" || entry.endsWith(`${path.sep}index.html`))
  .map((entry) => ({
    path: `/${path.dirname(entry) === "." ? "" : path.dirname(entry).split(path.sep).join("/")}`,
    html: readBuilt(path.join(siteDir(), entry)),
  }))
  .sort((a, b) => a.path.localeCompare(b.path));

const duplicates = (values: { path: string; value: string }[]) => {
  const byValue = new Map<string, string[]>();
  for (const { path: p, value } of values) byValue.set(value, [...(byValue.get(value) ?? []), p]);
  return [...byValue].filter(([, paths]) => paths.length > 1).map(([value, paths]) => `${value}: ${paths.join(", ")}`);
};

describe("meta tags in the raw HTML of every pre-rendered page", () => {
  test("the build wrote every page of the sitemap and the two confirmation pages", () => {
    const sitemap = builtPages().map((p) => p.path);
    expect(pages.map((p) => p.path).sort()).toEqual([...sitemap, "/thank-you", "/quote/submitted"].sort());
  });

  test.each(pages)("$path has title, description, keywords, robots, canonical, Open Graph and Twitter", ({ html }) => {
    expect(missingMeta(html)).toEqual([]);
  });

  test.each(pages)("$path is in New Zealand English", ({ html }) => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-NZ"/);
  });

  test("no two pages share a title", () => {
    expect(duplicates(pages.map((p) => ({ path: p.path, value: titleOf(p.html) })))).toEqual([]);
  });

  test("no two pages share a description", () => {
    expect(duplicates(pages.map((p) => ({ path: p.path, value: descriptionOf(p.html) })))).toEqual([]);
  });

  test("the check fails a page without keywords, with a second title, or a duplicate", () => {
    const good = pages[0]!.html;
    expect(missingMeta(good.replace(/<meta name="keywords"[^>]*>/, ""))).toEqual(["keywords"]);
    expect(missingMeta(good.replace("</head>", "<title>Another title here</title></head>"))).toEqual(["title"]);
    expect(
      duplicates([
        { path: "/a", value: "Same" },
        { path: "/b", value: "Same" },
      ]),
    ).toEqual(["Same: /a, /b"]);
  });
});
