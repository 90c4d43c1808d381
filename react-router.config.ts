import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { readSiteEnv } from "./config/env.ts";
import { sitePages } from "./app/content/site-pages";
import { projectRedirects } from "./app/content/view";
import { buildContent } from "./scripts/build/build-content.ts";
import { confirmationPaths } from "./shared/forms/quote-fields";
import { sectionNotFound } from "./shared/section-not-found";
import { builtPageScripts, timeStep } from "./config/islands-build.ts";
import { finishBuild, notFoundPage } from "./scripts/build/finish-build.ts";
import { datePages, PAGE_DATES_FILE, readPageDates, writePageDates } from "./scripts/build/page-dates.ts";
import { precompress } from "./scripts/build/precompress.ts";
import { writeStaticHostFiles } from "./scripts/build/headers-file.ts";
import { copyOwnerMedia, ownerPhotosShown } from "./scripts/build/owner-media-copy.ts";

// BUILD_DIR lets several builds (say, a test run with other settings) live side by side.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  // Every page is pre-rendered to static HTML at build time; no server is needed to serve the site.
  ssr: false,
  // React Router's client build runs for its manifest only: no page loads its JavaScript (docs/decisions/013-build.md),
  // so its route modules are not split further (that analysis parses every route with Babel on each build).
  splitRouteModules: false,
  buildDirectory,
  prerender: () => {
    return [
      ...sitePages(buildContent()).map((page) => page.path),
      ...Object.values(confirmationPaths),
      ...Object.values(sectionNotFound).map((s) => s.page),
      // 404.html (scripts/build/finish-build.ts), rendered like any page, with no client of React Router's.
      notFoundPage,
    ];
  },
  buildEnd: async ({ viteConfig }) => {
    const content = buildContent();
    const env = readSiteEnv({ ...loadEnv("production", process.cwd(), ""), ...process.env, ...content.settings });
    const clientDir = `${buildDirectory}/client`;
    // Each page's last real change: carried from the live build (a dashboard build names its folder) or this
    // folder's last build, so the sitemap's lastmod moves only when a page's HTML does (scripts/build/page-dates.ts).
    const datesFile = `${buildDirectory}/${PAGE_DATES_FILE}`;
    const previousDates = `${process.env.PREVIOUS_BUILD_DIR ?? buildDirectory}/${PAGE_DATES_FILE}`;
    const pages = sitePages(content);
    const dates = datePages(
      clientDir,
      pages.map((page) => page.path),
      readPageDates(previousDates),
    );
    writePageDates(datesFile, dates);
    const dated = pages.map((page) => ({ path: page.path, lastmod: dates[page.path]?.lastmod }));
    // Each step says how long it took (docs/performance.md): the owner waits for all of them.
    const scripts = await builtPageScripts(viteConfig.plugins);
    const redirects = projectRedirects(content);
    await timeStep("finish", async () => finishBuild(clientDir, env.SITE_URL, dated, scripts, redirects));
    copyOwnerMedia(clientDir, process.env.SITE_MEDIA, ownerPhotosShown(content));
    writeStaticHostFiles(clientDir, env);
    // A build from the dashboard keeps the live build's compressed files where its own are the same bytes.
    const previousClient = process.env.PREVIOUS_BUILD_DIR && `${process.env.PREVIOUS_BUILD_DIR}/client`;
    await timeStep("precompress", () => precompress(clientDir, previousClient));
  },
} satisfies Config;
