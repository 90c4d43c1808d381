import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { readSiteEnv } from "../config/env";
import { contentSecurityPolicy } from "../server/headers";
import { INLINE_SCRIPTS_FILE, scriptHash } from "../server/inline-scripts";
import {
  finishBuild,
  removeRouterClient,
  robotsTxt,
  sitemapXml,
  withIslandLoader,
  withoutRouterClient,
} from "./finish-build";
import { writeStaticHostFiles } from "./headers-file";

const islands = {
  entries: {
    "home-quote-form": "/assets/island-home.js",
    "quote-form": "/assets/island-quote.js",
    "project-gallery": "/assets/island-gallery.js",
  },
  loader: "watch()",
  analytics: "/assets/analytics.js",
};

describe("finishBuild", () => {
  test("turns the SPA fallback into 404.html, moves the sections' not-found pages beside it, and writes sitemap.xml and robots.txt", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
    writeFileSync(path.join(dir, "__spa-fallback.html"), "<p>fallback</p>");
    for (const section of ["service", "project"]) {
      mkdirSync(path.join(dir, "404", section), { recursive: true });
      writeFileSync(path.join(dir, "404", section, "index.html"), `<p>${section}</p>`);
    }
    finishBuild(dir, "https://plumber.nz", [{ path: "/", lastmod: "2026-11-26" }, { path: "/services" }], islands, [
      { from: "/project/old", to: "/project/new" },
    ]);
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toBe("<p>fallback</p>");
    expect(readFileSync(path.join(dir, "404-service.html"), "utf8")).toBe("<p>service</p>");
    expect(readFileSync(path.join(dir, "404-project.html"), "utf8")).toBe("<p>project</p>");
    expect(existsSync(path.join(dir, "404"))).toBe(false);
    expect(existsSync(path.join(dir, "__spa-fallback.html"))).toBe(false);
    expect(readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toContain(
      "<loc>https://plumber.nz/services</loc></url>",
    );
    expect(readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toContain(
      "<loc>https://plumber.nz/</loc><lastmod>2026-11-26</lastmod></url>",
    );
    expect(readFileSync(path.join(dir, "_redirects"), "utf8")).toBe("/project/old /project/new 301\n");
    expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toContain("Sitemap: https://plumber.nz/sitemap.xml");
  });

  test("writes no redirects file when no page was renamed, nor when the only one would send a page to itself", () => {
    const prerendered = () => {
      const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
      writeFileSync(path.join(dir, "__spa-fallback.html"), "<p>fallback</p>");
      for (const section of ["service", "project"]) {
        mkdirSync(path.join(dir, "404", section), { recursive: true });
        writeFileSync(path.join(dir, "404", section, "index.html"), `<p>${section}</p>`);
      }
      return dir;
    };
    const plain = prerendered();
    finishBuild(plain, "https://plumber.nz", [{ path: "/" }], islands);
    expect(existsSync(path.join(plain, "_redirects"))).toBe(false);
    // Content saved before a project's own address was kept out of its former ones (server/site/slugs.ts).
    const looped = prerendered();
    finishBuild(looped, "https://plumber.nz", [{ path: "/" }], islands, [{ from: "/project/x", to: "/project/x" }]);
    expect(existsSync(path.join(looped, "_redirects"))).toBe(false);
  });

  test("records each page's inline scripts as it writes them, and only those: owner text that looks like one is not", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
    writeFileSync(path.join(dir, "__spa-fallback.html"), "<html><body><p>fallback</p></body></html>");
    for (const section of ["service", "project"]) {
      mkdirSync(path.join(dir, "404", section), { recursive: true });
      writeFileSync(path.join(dir, "404", section, "index.html"), `<html><body><p>${section}</p></body></html>`);
    }
    // Owner text where React does not escape it (a <style>'s text), and escaped in the page's words.
    const hostile = "</style><script>alert(1)</script><script>alert(2)</script>";
    mkdirSync(path.join(dir, "reviews"));
    writeFileSync(
      path.join(dir, "reviews", "index.html"),
      `<html><body><style>[data-x="${hostile}"]{}</style><p>&lt;script&gt;alert(3)&lt;/script&gt;</p><script type="application/ld+json">{"a":1}</script></body></html>`,
    );
    writeFileSync(
      path.join(dir, "index.html"),
      `<html><body><div data-island="quote-form" data-island-props="{}"></div></body></html>`,
    );
    finishBuild(dir, "https://plumber.nz", [{ path: "/" }, { path: "/reviews" }], islands);

    const record = JSON.parse(readFileSync(path.join(dir, INLINE_SCRIPTS_FILE), "utf8")) as Record<string, string[]>;
    expect(Object.keys(record).sort()).toEqual([
      "404-project.html",
      "404-service.html",
      "404.html",
      "index.html",
      "reviews/index.html",
    ]);
    // The scripts the build wrote at the end of each page, hashed from the page as it stands: the same, in order.
    const written = (page: string) =>
      [
        ...readFileSync(path.join(dir, page), "utf8").matchAll(
          /<script (?:data-islands="[^"]*"|type="speculationrules"|data-analytics="[^"]*")>([\s\S]*?)<\/script>/g,
        ),
      ].map((m) => scriptHash(m[1]!));
    expect(record["index.html"]).toEqual(written("index.html"));
    expect(record["index.html"]).toHaveLength(3);
    expect(record["reviews/index.html"]).toEqual(written("reviews/index.html"));
    expect(record["reviews/index.html"]).toHaveLength(2);
    expect(record["404.html"]).toHaveLength(2);
    for (const text of ["alert(1)", "alert(2)", '{"a":1}'])
      expect(Object.values(record).flat()).not.toContain(scriptHash(text));

    // The static hosts' _headers gives each page the same policy: /reviews allows its two scripts, and no more.
    writeStaticHostFiles(dir, readSiteEnv({}));
    const headers = readFileSync(path.join(dir, "_headers"), "utf8");
    const policyOf = (route: string) =>
      new RegExp(`^${route}\\n(?:  .*\\n)*?  Content-Security-Policy: (.*)$`, "m").exec(headers)?.[1];
    expect(policyOf("/reviews")).toBe(contentSecurityPolicy(record["reviews/index.html"]!, readSiteEnv({})));
    expect(policyOf("/reviews")!.match(/'sha256-/g)).toHaveLength(2);
    expect(policyOf("/")!.match(/'sha256-/g)).toHaveLength(3);
  });

  test("fails when there is no 404 page", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
    expect(() => finishBuild(dir, "https://plumber.nz", [], islands)).toThrow(/no 404 page/);
  });

  test("deploys none of React Router's client: its JavaScript and its loader data go, the islands and the rest stay", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
    const files = [
      "assets/entry.client-a1.js",
      "assets/manifest-b2.js",
      "assets/app-c3.css",
      "assets/islands/common-d4.js",
      "assets/page/analytics-e5.js",
      "services/leak-detection.data",
      "services/leak-detection/index.html",
      "_root.data",
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), "x");
    }
    removeRouterClient(dir);
    expect(files.filter((file) => existsSync(path.join(dir, file)))).toEqual([
      "assets/app-c3.css",
      "assets/islands/common-d4.js",
      "assets/page/analytics-e5.js",
      "services/leak-detection/index.html",
    ]);
  });

  test("escapes XML and lists the home page with a slash", () => {
    expect(sitemapXml("https://a.nz", [{ path: "/" }, { path: "/a&b" }])).toContain("<loc>https://a.nz/a&amp;b</loc>");
    expect(sitemapXml("https://a.nz", [{ path: "/" }])).toContain("<loc>https://a.nz/</loc>");
    expect(robotsTxt("https://a.nz")).toMatch(/^User-agent: \*\nAllow: \//);
    expect(robotsTxt("https://a.nz")).toMatch(/^Disallow: \/admin$/m);
  });
});

describe("withIslandLoader", () => {
  test("inlines the loader with the entries of the islands on the page, and only those", () => {
    const html = `<html><body><div data-island="quote-form" data-island-props="{}"></div></body></html>`;
    const out = withIslandLoader(html, islands, "quote/index.html");
    expect(out).toContain(
      `<script data-islands="{&quot;quote-form&quot;:&quot;/assets/island-quote.js&quot;}">watch()</script></body>`,
    );
    expect(out).not.toContain("island-gallery");
  });

  test("leaves a page without islands without any script", () => {
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(withIslandLoader(plain, islands, "about/index.html")).toBe(plain);
  });

  test("fails the build for a page that would load React Router's client or its loader data", () => {
    for (const html of [
      `<body><script>window.__reactRouterContext = {};</script></body>`,
      `<body><script type="module" async="">import "/assets/entry.client.js";</script></body>`,
      `<head><link rel="modulepreload" href="/assets/a.js"/></head>`,
    ])
      expect(() => withIslandLoader(html, islands, "index.html")).toThrow(/index.html still loads React Router/);
  });

  test("the SPA fallback loses React Router's client, its context and its loader data", () => {
    const fallback = `<head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="stylesheet" href="/a.css"/></head><body><p>Not found</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/entry.client.js";</script><script>window.__reactRouterContext.streamController.close();</script></body>`;
    expect(withoutRouterClient(fallback)).toBe(
      `<head><link rel="stylesheet" href="/a.css"/></head><body><p>Not found</p></body>`,
    );
  });

  test("fails the build for an island it has no entry for", () => {
    expect(() => withIslandLoader(`<body><div data-island="map"></div></body>`, islands, "index.html")).toThrow(
      /no entry for/,
    );
  });
});
