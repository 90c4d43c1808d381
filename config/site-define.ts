import { loadEnv } from "vite";
import { readSiteEnv } from "./env.ts";
import { readRetentionDays } from "./retention.ts";

/**
 * The build-time constants the app reads (app/site.config.ts and the retention notice), validated here so no
 * bundle carries the schema. One definition for the site's build and the islands' build (config/islands-build.ts).
 */
export function siteDefine(mode: string): Record<string, string> {
  const source = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  return {
    __SITE_ENV__: JSON.stringify(readSiteEnv(source)),
    __LEADS_RETENTION_DAYS__: JSON.stringify(readRetentionDays(source) ?? null),
  };
}
