import { privacySections } from "../content/legal";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

// LEADS_RETENTION_DAYS, injected by vite.config.ts (config/retention.ts). Read here only, at build time, so no
// page's JavaScript carries it.
declare const __LEADS_RETENTION_DAYS__: number | null;

export function privacyPage() {
  return {
    meta: pageMeta({
      title: "Privacy Policy",
      description:
        "How we collect, use and protect the details you send us through our quote forms, and your rights under the New Zealand Privacy Act 2020.",
      path: "/privacy",
      keywords: ["privacy policy", "quote form privacy", "Privacy Act 2020"],
    }),
    sections: privacySections(
      siteConfig.name,
      siteConfig.email,
      siteConfig.phone,
      __LEADS_RETENTION_DAYS__ ?? undefined,
    ),
  };
}
