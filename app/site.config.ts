import type { SiteEnv } from "../config/env";

// Injected by vite.config.ts after `config/env.ts` validated it, so the client bundle carries no schema code.
declare const __SITE_ENV__: SiteEnv;
const env = __SITE_ENV__;

/** Business identity and settings: the one place every page, component and structured-data block reads them. */
export const siteConfig = {
  name: env.BUSINESS_NAME,
  url: env.SITE_URL,
  phone: env.BUSINESS_PHONE,
  freephone: env.BUSINESS_FREEPHONE,
  email: env.BUSINESS_EMAIL,
  locale: "en_NZ",
  region: { locality: "Auckland", region: "Auckland", country: "NZ" },
  social: {
    facebook: env.SOCIAL_FACEBOOK_URL,
    instagram: env.SOCIAL_INSTAGRAM_URL,
  },
  reviewsUrl: env.REVIEWS_URL,
  webSearchUrl: env.WEB_SEARCH_URL,
  map: { embedUrl: env.MAP_EMBED_URL, linkUrl: env.MAP_LINK_URL },
  socialFeedEmbedUrl: env.SOCIAL_FEED_EMBED_URL,
  analytics: {
    gtmId: env.GTM_ID,
    insightsEnabled: env.INSIGHTS_ENABLED,
    insightsScriptUrl: env.INSIGHTS_SCRIPT_URL,
  },
  quoteEndpoint: env.QUOTE_ENDPOINT,
} as const;
