import { readFileSync } from "node:fs";
import { loadEnv } from "vite";
import { readSiteEnv } from "./env.ts";
import { readRetentionDays } from "./retention.ts";

/**
 * The build-time constants the app reads (app/site.config.ts and the retention notice), validated here so no
 * bundle carries the schema. One definition for the site's build and the islands' build (config/islands-build.ts).
 */
export function siteDefine(mode: string): Record<string, string> {
  const source = { ...loadEnv(mode, process.cwd(), ""), ...process.env, ...ownerSettings(process.env.SITE_CONTENT) };
  // One constant per setting (`__SITE_ENV__.SITE_URL`, ...), so a bundle carries only the settings it reads.
  const settings = Object.entries(readSiteEnv(source)).map(([key, value]) => [
    `__SITE_ENV__.${key}`,
    JSON.stringify(value),
  ]);
  return {
    ...Object.fromEntries(settings),
    __LEADS_RETENTION_DAYS__: JSON.stringify(readRetentionDays(source) ?? null),
  };
}

/**
 * The business settings of the owner's published content, when the dashboard builds (SITE_CONTENT, read by
 * app/content/published.ts for the rest of it): kept under their .env names, and laid over .env here, so
 * readSiteEnv checks them as it checks the file (docs/decisions/012-owner-editing.md).
 */
export function ownerSettings(file: string | undefined): Record<string, string> {
  if (!file) return {};
  const { settings } = JSON.parse(readFileSync(file, "utf8")) as { settings?: Record<string, string> };
  return settings ?? {};
}
