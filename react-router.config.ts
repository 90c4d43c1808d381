import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { readSiteEnv } from "./config/env.ts";
import { sitePages } from "./app/content/site-pages";
import { projectRedirects } from "./app/content/view";
import { buildContent } from "./scripts/build-content.ts";
import { confirmationPaths } from "./shared/forms/quote-fields";
import { sectionNotFound } from "./shared/section-not-found";
import { buildIslands } from "./config/islands-build.ts";
import { finishBuild } from "./scripts/finish-build.ts";
import { datePages, PAGE_DATES_FILE, readPageDates, writePageDates } from "./scripts/page-dates.ts";
import { precompress } from "./scripts/precompress.ts";
import { writeStaticHostFiles } from "./scripts/headers-file.ts";
import { copyOwnerMedia, ownerPhotosShown } from "./scripts/owner-media-copy.ts";

// BUILD_DIR lets several builds (say, a test run with other settings) live side by side.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  // Every page is pre-rendered to static HTML at build time; no server is needed to serve the site.
  ssr: false,
  buildDirectory,
  prerender: () => {
    return [
      ...sitePages(buildContent()).map((page) => page.path),
      ...Object.values(confirmationPaths),
      ...Object.values(sectionNotFound).map((s) => s.page),
    ];
  },
  buildEnd: async () => {
    const content = buildContent();
    const env = readSiteEnv({ ...loadEnv("production", process.cwd(), ""), ...process.env, ...content.settings });
    const clientDir = `${buildDirectory}/client`;
    // Each page's last real change: carried from the live build (a dashboard build names its folder) or this
    // folder's last build, so the sitemap's lastmod moves only when a page's HTML does (scripts/page-dates.ts).
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
    finishBuild(clientDir, env.SITE_URL, dated, await buildIslands(clientDir), projectRedirects(content));
    copyOwnerMedia(clientDir, process.env.SITE_MEDIA, ownerPhotosShown(content));
    writeStaticHostFiles(clientDir, env);
    await precompress(clientDir);
  },
} satisfies Config;
