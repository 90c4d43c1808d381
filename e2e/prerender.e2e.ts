import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fetchHtml, openPage } from "../test/support/e2e/browser";
import { siteDir } from "../test/support/site-server";

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

describe("without JavaScript", () => {
  test.each(["/", "/services/emergency-callouts", "/areas/manurewa"])(
    "%s can be read and the business phoned",
    async (path) => {
      const opened = await openPage(path, { viewport: "mobile", javaScript: false });
      const { page } = opened;
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      expect(await page.locator('header a[href="tel:+6491234567"]:visible').count()).toBe(1);
      for (const href of ["/services", "/projects", "/reviews", "/quote", "/areas"]) {
        expect(await page.locator(`footer a[href="${href}"]`).count()).toBeGreaterThan(0);
      }
      expect(opened.errors).toEqual([]);
      await opened.close();
    },
  );
});
