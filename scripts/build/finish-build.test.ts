import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { speculationRules } from "../../app/enhance/navigation";
import { readSiteEnv } from "../../config/env";
import { contentSecurityPolicy } from "../../server/core/headers";
import { INLINE_SCRIPTS_FILE, scriptHash } from "../../server/site/inline-scripts";
import { finishBuild, pageInlineScripts, removeRouterClient, robotsTxt, sitemapXml } from "./finish-build";
import { writeStaticHostFiles } from "./headers-file";

const scripts = {
  entries: {
    "home-quote-form": "/assets/island-home.js",
    "quote-form": "/assets/island-quote.js",
    "project-gallery": "/assets/island-gallery.js",
  },
  loader: "watch()",
  page: "enhance()",
  extras: { reviews: "filter()", videos: "play()", "not-found": "redirect()" },
  analytics: "/assets/analytics.js",
};
const rules = JSON.stringify(speculationRules);

/**
 * A page's body as root.tsx renders it: its markup, the island loader (given the page's islands), the speculation
 * rules, the scripts only some pages carry (given the page's) and the page script.
 */
function rendered(
  markup: string,
  islands: Record<string, string> = {},
  extras: readonly (keyof typeof scripts.extras)[] = [],
): string {
  const loader = Object.keys(islands).length
    ? `<script data-islands="${JSON.stringify(islands).replaceAll('"', "&quot;")}">${scripts.loader}</script>`
    : "";
  const rest = `<script type="speculationrules">${rules}</script>${extras.map((name) => `<script data-extra="${name}">${scripts.extras[name]}</script>`).join("")}<script data-analytics="${scripts.analytics}">${scripts.page}</script>`;
  return `<html><body>${markup}${loader}${rest}</body></html>`;
}

/** A client folder as the pre-renderer leaves it: the SPA fallback, /404 and the sections' not-found pages. */
function prerendered(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "finish-"));
  writeFileSync(path.join(dir, "__spa-fallback.html"), "<p>fallback</p>");
  for (const page of ["404", "404/service", "404/project"]) {
    mkdirSync(path.join(dir, page), { recursive: true });
    writeFileSync(path.join(dir, page, "index.html"), rendered(`<p>${page}</p>`));
  }
  return dir;
}

describe("finishBuild", () => {
  test("turns /404 into 404.html and the sections' not-found pages into files beside it, drops the SPA fallback, and writes sitemap.xml and robots.txt", () => {
    const dir = prerendered();
    finishBuild(dir, "https://plumber.nz", [{ path: "/", lastmod: "2026-11-26" }, { path: "/services" }], scripts, [
      { from: "/project/old", to: "/project/new" },
    ]);
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toBe(rendered("<p>404</p>"));
    expect(readFileSync(path.join(dir, "404-service.html"), "utf8")).toBe(rendered("<p>404/service</p>"));
    expect(readFileSync(path.join(dir, "404-project.html"), "utf8")).toBe(rendered("<p>404/project</p>"));
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
    const plain = prerendered();
    finishBuild(plain, "https://plumber.nz", [{ path: "/" }], scripts);
    expect(existsSync(path.join(plain, "_redirects"))).toBe(false);
    // Content saved before a project's own address was kept out of its former ones (server/site/slugs.ts).
    const looped = prerendered();
    finishBuild(looped, "https://plumber.nz", [{ path: "/" }], scripts, [{ from: "/project/x", to: "/project/x" }]);
    expect(existsSync(path.join(looped, "_redirects"))).toBe(false);
  });

  test("records each page's inline scripts, the build's own as root.tsx rendered them, and only those: owner text that looks like one is not", () => {
    const dir = prerendered();
    // Owner text where React does not escape it (a <style>'s text), and escaped in the page's words.
    const hostile = "</style><script>alert(1)</script><script>alert(2)</script>";
    mkdirSync(path.join(dir, "reviews"));
    writeFileSync(
      path.join(dir, "reviews", "index.html"),
      rendered(
        `<style>[data-x="${hostile}"]{}</style><p>&lt;script&gt;alert(3)&lt;/script&gt;</p><script type="application/ld+json">{"a":1}</script>`,
      ),
    );
    writeFileSync(
      path.join(dir, "index.html"),
      rendered(`<div data-island="quote-form" data-island-props="{}"></div>`, { "quote-form": "/assets/q.js" }),
    );
    finishBuild(dir, "https://plumber.nz", [{ path: "/" }, { path: "/reviews" }], scripts);

    const record = JSON.parse(readFileSync(path.join(dir, INLINE_SCRIPTS_FILE), "utf8")) as Record<string, string[]>;
    expect(Object.keys(record).sort()).toEqual([
      "404-project.html",
      "404-service.html",
      "404.html",
      "index.html",
      "reviews/index.html",
    ]);
    // The scripts at the end of each page, hashed from the page as it stands: the same, in order.
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
    expect(() => finishBuild(dir, "https://plumber.nz", [], scripts)).toThrow(/no \/404 page/);
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

describe("pageInlineScripts", () => {
  test("names the build's scripts the page carries, in its order: the loader only on a page with an island", () => {
    const island = `<div data-island="quote-form" data-island-props="{}"></div>`;
    expect(pageInlineScripts(rendered(island, { "quote-form": "/q.js" }), scripts, "quote/index.html")).toEqual([
      scripts.loader,
      rules,
      scripts.page,
    ]);
    expect(pageInlineScripts(rendered("<p>Hi</p>"), scripts, "about/index.html")).toEqual([rules, scripts.page]);
  });

  test("fails the build for a page with an island the root rendered no loader for, or the loader without its entry", () => {
    const island = `<div data-island="project-gallery" data-island-props="{}"></div>`;
    expect(() => pageInlineScripts(rendered(island), scripts, "project/x/index.html")).toThrow(
      /project\/x\/index.html has the island "project-gallery" but no loader for it/,
    );
    expect(() =>
      pageInlineScripts(rendered(island, { "quote-form": "/q.js" }), scripts, "project/x/index.html"),
    ).toThrow(/no loader for it/);
  });

  test("names a script only some pages carry where root.tsx wrote it, and fails the build where one is missing", () => {
    const filter = `<form data-reviews=""><select></select></form>`;
    expect(pageInlineScripts(rendered(filter, {}, ["reviews"]), scripts, "reviews/index.html")).toEqual([
      rules,
      scripts.extras.reviews,
      scripts.page,
    ]);
    const island = `<div data-island="project-gallery" data-island-props="{}"></div>`;
    const video = `<figure data-hover-play=""><video></video><span data-expand-video="">Expand</span></figure>`;
    expect(
      pageInlineScripts(
        rendered(island + video, { "project-gallery": "/g.js" }, ["videos"]),
        scripts,
        "project/x/index.html",
      ),
    ).toEqual([scripts.loader, rules, scripts.extras.videos, scripts.page]);
    for (const [markup, name] of [
      [filter, "reviews"],
      [video, "videos"],
      [`<div data-page-not-found="">Oops</div>`, "not-found"],
    ] as const)
      expect(() => pageInlineScripts(rendered(markup), scripts, "a/index.html")).toThrow(
        new RegExp(`a/index.html has what the ${name} script enhances but not that script`),
      );
    // Words about the attributes are no element carrying them.
    expect(
      pageInlineScripts(rendered(`<p>data-reviews &lt;form data-reviews&gt;</p>`), scripts, "a/index.html"),
    ).toEqual([rules, scripts.page]);
  });

  test("fails the build for a page without the page script", () => {
    expect(() => pageInlineScripts("<html><body><p>Hi</p></body></html>", scripts, "a/index.html")).toThrow(
      /a\/index.html has no page script/,
    );
  });

  test("fails the build for a page that would load React Router's client or its loader data", () => {
    for (const extra of [
      `<script>window.__reactRouterContext = {};</script>`,
      `<script type="module" async="">import "/assets/entry.client.js";</script>`,
      `<link rel="modulepreload" href="/assets/a.js"/>`,
    ])
      expect(() => pageInlineScripts(rendered(extra), scripts, "index.html")).toThrow(
        /index.html still loads React Router/,
      );
  });
});
