import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { finishBuild, robotsTxt, sitemapXml } from "./finish-build";

describe("finishBuild", () => {
  test("turns the SPA fallback into 404.html and writes sitemap.xml and robots.txt", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
    writeFileSync(path.join(dir, "__spa-fallback.html"), "<p>fallback</p>");
    finishBuild(dir, "https://plumber.nz", [{ path: "/" }, { path: "/services" }]);
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toBe("<p>fallback</p>");
    expect(existsSync(path.join(dir, "__spa-fallback.html"))).toBe(false);
    expect(readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toContain("<loc>https://plumber.nz/services</loc>");
    expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toContain("Sitemap: https://plumber.nz/sitemap.xml");
  });

  test("fails when there is no 404 page", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
    expect(() => finishBuild(dir, "https://plumber.nz", [])).toThrow(/no 404 page/);
  });

  test("escapes XML and lists the home page with a slash", () => {
    expect(sitemapXml("https://a.nz", [{ path: "/" }, { path: "/a&b" }])).toContain("<loc>https://a.nz/a&amp;b</loc>");
    expect(sitemapXml("https://a.nz", [{ path: "/" }])).toContain("<loc>https://a.nz/</loc>");
    expect(robotsTxt("https://a.nz")).toMatch(/^User-agent: \*\nAllow: \//);
    expect(robotsTxt("https://a.nz")).toMatch(/^Disallow: \/admin$/m);
  });
});
