import { z } from "zod";

/**
 * Build-time configuration. Values come from environment variables (or a `.env` file) when the site is built
 * and are baked into the static pages, so nothing here may be a secret. Defaults are obviously-sample values on
 * reserved names: set the real ones before deploying (see `.env.example`).
 */
const optionalUrl = z.union([z.url(), z.literal("")]).default("");
const phone = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9 +()-]{7,20}$/, `a phone number such as ${example}`);
/** A link the owner may set from the dashboard: https only, never javascript:, data: or plain http. */
export const httpsUrl = z
  .url({ protocol: /^https$/, error: "an https:// address" })
  .refine((u) => !/[\s<>"']/.test(u), "an https:// address");

/**
 * The settings the owner changes from the dashboard (server/site/, docs/decisions/012-owner-editing.md): kept in
 * the published content under these very names, and laid over the environment when the dashboard builds the site,
 * so the build checks them exactly as it checks .env. Deployment, secrets and endpoints stay in .env.
 */
export const ownerSettingsSchema = z.object({
  BUSINESS_NAME: z.string().trim().min(2).max(80),
  BUSINESS_PHONE: phone("09 123 4567"),
  BUSINESS_FREEPHONE: phone("0800 123 456"),
  BUSINESS_EMAIL: z.email(),
  SOCIAL_FACEBOOK_URL: httpsUrl,
  SOCIAL_INSTAGRAM_URL: httpsUrl,
  REVIEWS_URL: httpsUrl,
});
export type OwnerSettings = z.output<typeof ownerSettingsSchema>;
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

export const siteEnvSchema = z.object({
  SITE_URL: z
    .url()
    .default("https://www.example.com")
    .transform((u) => u.replace(/\/+$/, "")),
  BUSINESS_NAME: z.string().min(2).default("Example Plumbing Co."),
  BUSINESS_PHONE: phone("09 123 4567").default("09 123 4567"),
  BUSINESS_FREEPHONE: phone("0800 123 456").default("0800 123 456"),
  BUSINESS_EMAIL: z.email().default("hello@example.com"),
  SOCIAL_FACEBOOK_URL: z.url().default("https://www.facebook.com/example"),
  SOCIAL_INSTAGRAM_URL: z.url().default("https://www.instagram.com/example"),
  REVIEWS_URL: z.url().default("https://www.google.com/maps/search/?api=1&query=Example+Plumbing+Auckland"),
  WEB_SEARCH_URL: z.url().default("https://www.google.com/search?q=Example+Plumbing+Auckland+reviews"),
  MAP_EMBED_URL: z
    .url()
    .default("https://www.openstreetmap.org/export/embed.html?bbox=174.55%2C-37.25%2C175.10%2C-36.70&layer=mapnik"),
  MAP_LINK_URL: z.url().default("https://www.openstreetmap.org/#map=10/-36.95/174.85"),
  SOCIAL_FEED_EMBED_URL: optionalUrl.default("https://www.instagram.com/example/embed"),
  GTM_ID: z.union([z.string().regex(/^(GTM|G)-[A-Z0-9]+$/), z.literal("")]).default(""),
  INSIGHTS_ENABLED: flag,
  INSIGHTS_SCRIPT_URL: z.string().startsWith("/").default("/_vercel/insights/script.js"),
  QUOTE_ENDPOINT: z
    .string()
    .refine((v) => v.startsWith("/") || /^https:\/\//.test(v), "a same-origin path or an https URL")
    .default("/api/quote"),
});

export type SiteEnv = z.output<typeof siteEnvSchema>;

/** Parses the environment, failing the build with every bad variable named. */
export function readSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const picked = Object.fromEntries(
    Object.keys(siteEnvSchema.shape).map((key) => [
      key,
      source[key] === undefined || source[key] === "" ? undefined : source[key],
    ]),
  );
  const result = siteEnvSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
