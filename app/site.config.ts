import type { SiteEnv } from "../config/env";

// Injected setting by setting (config/site-define.ts) after `config/env.ts` validated them, so the client bundle
// carries no schema code and only the settings it reads.
declare const __SITE_ENV__: SiteEnv;

/**
 * The analytics settings, apart: the page analytics module loads on every page
 * and carries these, not the rest of the configuration.
 */
export const analyticsConfig = {
  gtmId: __SITE_ENV__.GTM_ID,
  insightsEnabled: __SITE_ENV__.INSIGHTS_ENABLED,
  insightsScriptUrl: __SITE_ENV__.INSIGHTS_SCRIPT_URL,
  /**
   * Whether pages report their field speed to the inbox: only where the inbox serves
   * the site, which a same-origin quote endpoint tells (a static host posts quotes to an https form service).
   */
  vitals: __SITE_ENV__.QUOTE_ENDPOINT.startsWith("/"),
} as const;

/** Business identity and settings: the one place every page, component and structured-data block reads them. */
export const siteConfig = {
  name: __SITE_ENV__.BUSINESS_NAME,
  url: __SITE_ENV__.SITE_URL,
  phone: __SITE_ENV__.BUSINESS_PHONE,
  freephone: __SITE_ENV__.BUSINESS_FREEPHONE,
  email: __SITE_ENV__.BUSINESS_EMAIL,
  locale: "en_NZ",
  region: { locality: "Auckland", region: "Auckland", country: "NZ" },
  social: {
    facebook: __SITE_ENV__.SOCIAL_FACEBOOK_URL,
    instagram: __SITE_ENV__.SOCIAL_INSTAGRAM_URL,
  },
  reviewsUrl: __SITE_ENV__.REVIEWS_URL,
  webSearchUrl: __SITE_ENV__.WEB_SEARCH_URL,
  map: { embedUrl: __SITE_ENV__.MAP_EMBED_URL, linkUrl: __SITE_ENV__.MAP_LINK_URL },
  socialFeedEmbedUrl: __SITE_ENV__.SOCIAL_FEED_EMBED_URL,
  analytics: analyticsConfig,
  quoteEndpoint: __SITE_ENV__.QUOTE_ENDPOINT,
} as const;
