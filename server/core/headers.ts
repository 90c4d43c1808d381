import type { SiteEnv } from "../../config/env.ts";

const origin = (url: string): string | undefined => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Content-Security-Policy for one document: only this site's scripts plus the exact inline scripts the build wrote
 * into the page (`scriptHashes`, from the build's record of its inline scripts), frames only from the configured
 * embeds, never framed itself.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], env: SiteEnv): string {
  const gtm = env.GTM_ID ? ["https://www.googletagmanager.com"] : [];
  const analyticsConnect = env.GTM_ID ? ["https://*.google-analytics.com", "https://*.googletagmanager.com"] : [];
  const frames = [origin(env.MAP_EMBED_URL), origin(env.SOCIAL_FEED_EMBED_URL)].filter(Boolean);
  const connect = [origin(env.QUOTE_ENDPOINT)].filter(Boolean);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes), ...gtm].join(" ")}`.trim(),
    // React writes a few style attributes (animation timings); no inline <style> or script depends on this.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the thumbnails of photos chosen in the quote forms (object URLs of the visitor's own files).
    "img-src 'self' data: blob:",
    // Fonts and media fall back to default-src 'self'; connect-src is written only when it allows more than that.
    ...(connect.length + analyticsConnect.length > 0
      ? [`connect-src 'self' ${[...connect, ...analyticsConnect].join(" ")}`]
      : []),
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every answer carries. HSTS only over HTTPS: a browser would pin a plain-HTTP localhost otherwise. */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(options.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

export const cacheControl = {
  hashedAsset: "public, max-age=31536000, immutable",
  html: "public, max-age=0, must-revalidate",
  media: "public, max-age=2592000, stale-while-revalidate=86400",
  other: "public, max-age=3600",
  api: "no-store",
} as const;

export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return cacheControl.hashedAsset;
  if (pathname.startsWith("/media/")) return cacheControl.media;
  if (pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname)) return cacheControl.html;
  return cacheControl.other;
}
