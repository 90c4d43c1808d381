import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { readSiteEnv } from "./config/env.ts";
import { sitePages } from "./app/content/site-pages";
import { confirmationPaths } from "./app/lib/forms/quote-fields";
import { sectionNotFound } from "./app/lib/section-not-found";
import { buildIslands } from "./config/islands-build.ts";
import { ownerSettings } from "./config/site-define.ts";
import { validateContent } from "./app/content/validate";
import { finishBuild } from "./scripts/finish-build.ts";
import { precompress } from "./scripts/precompress.ts";
import { writeStaticHostFiles } from "./scripts/headers-file.ts";

// BUILD_DIR lets several builds (say, a test run with other settings) live side by side.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  // Every page is pre-rendered to static HTML at build time; no server is needed to serve the site.
  ssr: false,
  buildDirectory,
  prerender: () => {
    validateContent();
    return [
      ...sitePages().map((page) => page.path),
      ...Object.values(confirmationPaths),
      ...Object.values(sectionNotFound).map((s) => s.page),
    ];
  },
  buildEnd: async () => {
    const env = readSiteEnv({
      ...loadEnv("production", process.cwd(), ""),
      ...process.env,
      ...ownerSettings(process.env.SITE_CONTENT),
    });
    const clientDir = `${buildDirectory}/client`;
    finishBuild(clientDir, env.SITE_URL, sitePages(), await buildIslands(clientDir));
    writeStaticHostFiles(clientDir, env);
    await precompress(clientDir);
  },
} satisfies Config;
