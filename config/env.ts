import { z } from "zod";
import { linkProblem, nzPhone, ownerText } from "../shared/owner-text.ts";

/**
 * Build-time configuration. Values come from environment variables (or a `.env` file) when the site is built
 * and are baked into the static pages, so nothing here may be a secret. Defaults are obviously-sample values on
 * reserved names: set the real ones before deploying (see `.env.example`).
 */
const optionalUrl = z.union([z.url(), z.literal("")]).default("");

/**
 * Text the owner types (invisible characters removed, line breaks kept only where the field
 * takes several lines), then trimmed, required and limited, each refusal in the editor's words.
 */
const ownerString = (lines: "one line" | "lines" = "one line") =>
  z
    .string()
    .overwrite((typed) => ownerText(typed, lines))
    .trim();
export const ownerTextField = (max: number, lines: "one line" | "lines" = "one line") =>
  ownerString(lines).min(1, "Type something here.").max(max, `At most ${max} characters.`);
/** The same, but the owner may leave it empty (""): a project's optional words (app/content/document.ts). */
export const optionalOwnerTextField = (max: number, lines: "one line" | "lines" = "one line") =>
  ownerString(lines).max(max, `At most ${max} characters.`);
const businessName = ownerString().min(2, "At least 2 characters.").max(80, "At most 80 characters.");

/** A New Zealand phone number, stored in its national form, or refused in plain words. */
const phone = (example: string) =>
  z.string().transform((typed, ctx) => {
    const read = nzPhone(typed, example);
    if ("phone" in read) return read.phone;
    ctx.addIssue({ code: "custom", message: read.problem });
    return z.NEVER;
  });

/** A link the owner sets (dashboard or .env): https only, short, no name or password. */
const link = (optional: boolean) =>
  ownerString().superRefine((value, ctx) => {
    const problem = optional && value === "" ? undefined : linkProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
const httpsUrl = link(false);
/** The same, or "" for none. */
export const optionalHttpsUrl = link(true);

/**
 * The settings the owner changes from the dashboard (server/site/, docs/decisions/012-owner-editing.md): kept in
 * the published content under these very names, and laid over the environment when the dashboard builds the site,
 * so the build checks them exactly as it checks .env. Deployment, secrets and endpoints stay in .env.
 */
export const ownerSettingsSchema = z.object({
  BUSINESS_NAME: businessName,
  BUSINESS_PHONE: phone("09 123 4567"),
  BUSINESS_FREEPHONE: phone("0800 123 456"),
  BUSINESS_EMAIL: z.email(),
  SOCIAL_FACEBOOK_URL: httpsUrl,
  SOCIAL_INSTAGRAM_URL: httpsUrl,
  REVIEWS_URL: httpsUrl,
});
export type OwnerSettings = z.output<typeof ownerSettingsSchema>;

/** The owner's settings of a checked site env: what the repository's content is built and seeded with. */
export const ownerSettingsOf = (site: SiteEnv): OwnerSettings =>
  Object.fromEntries(
    Object.keys(ownerSettingsSchema.shape).map((key) => [key, site[key as keyof SiteEnv]]),
  ) as OwnerSettings;
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

export const siteEnvSchema = z.object({
  SITE_URL: z
    .url()
    .default("https://www.example.com")
    .transform((u) => u.replace(/\/+$/, "")),
  // The settings the owner may also set from the dashboard, checked here by the same rules (ownerSettingsSchema).
  BUSINESS_NAME: businessName.default("Example Plumbing Co."),
  BUSINESS_PHONE: phone("09 123 4567").default("09 123 4567"),
  BUSINESS_FREEPHONE: phone("0800 123 456").default("0800 123 456"),
  BUSINESS_EMAIL: z.email().default("hello@example.com"),
  SOCIAL_FACEBOOK_URL: httpsUrl.default("https://www.facebook.com/example"),
  SOCIAL_INSTAGRAM_URL: httpsUrl.default("https://www.instagram.com/example"),
  REVIEWS_URL: httpsUrl.default("https://www.google.com/maps/search/?api=1&query=Example+Plumbing+Auckland"),
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
