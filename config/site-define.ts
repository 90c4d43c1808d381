import { loadEnv } from "vite";
import { readSiteEnv, type OwnerSettings } from "./env.ts";
import { readRetentionDays } from "./retention.ts";

/**
 * The build-time constants the app reads (app/site.config.ts and the retention notice), validated here so no
 * bundle carries the schema. One definition for the site's build and the islands' build.
 */
export function siteDefine(mode: string, owner: OwnerSettings): Record<string, string> {
  const source = { ...loadEnv(mode, process.cwd(), ""), ...process.env, ...owner };
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
