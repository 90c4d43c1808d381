import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fetchHtml } from "./support/browser";
import { siteDir } from "./support/server";

const sitemap = readFileSync(`${siteDir()}/sitemap.xml`, "utf8");
const siteUrl = /<loc>(https?:\/\/[^/<]+)\/<\/loc>/.exec(sitemap)![1]!;
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, "$1"));

describe("pre-rendered HTML, fetched without JavaScript", () => {
  test("the sitemap lists every route of the spec", () => {
    for (const path of [
      "/",
      "/about",
      "/services",
      "/reviews",
      "/faq",
      "/projects",
      "/quote",
      "/areas",
      "/privacy",
      "/terms",
      "/sitemap",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith("/services/"))).toHaveLength(7);
    expect(paths.filter((p) => p.startsWith("/project/"))).toHaveLength(9);
    expect(paths.filter((p) => p.startsWith("/areas/"))).toHaveLength(17);
    expect(paths).toContain("/areas/mangere-east");
  });

  test.each(paths)("%s has status 200, its title, description, canonical, social tags and one h1", async (path) => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('<meta name="robots" content="index, follow');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
