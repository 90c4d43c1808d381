import path from "node:path";
import { z } from "zod";
import { seedHours } from "../../app/content/seed.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { readSiteEnv, type SiteEnv } from "../../config/env.ts";
import { PHOTO_LIMITS } from "../../shared/forms/photos.ts";
import { retentionDaysSchema } from "../../config/retention.ts";
import type { Channel } from "../../shared/api/leads.ts";
import {
  DEFAULT_ATTACH_MAX_BYTES,
  DEFAULT_MIN_FILL_MS,
  DEFAULT_DISK_THRESHOLDS,
  type DiskThresholds,
} from "../core/limits.ts";
import type { PhotoOptions } from "../core/photos.ts";

/**
 * The quote inbox's configuration: every variable it reads, their checks (zod), and the ServerConfig they make.
 * Reading the `.env` files is `loadConfigOrExit`'s; what the server says about its settings at start is
 * `describeConfig`'s; what the store queues for each quote is `storeOptions`'s.
 */

export interface Business {
  name: string;
  phone: string;
  siteUrl: string;
  /**
   * The office hours of the live build's content (the repository's seed until the owner makes one live): every
   * lead's answer-by time and reminder is counted by them. `businessOf` always sets them;
   * `officeHoursOf` reads them, the repository's where a test's business has none.
   */
  hours?: OfficeHours;
}

/** The office hours a lead's answer-by time is counted by (Business's `hours`). */
export const officeHoursOf = (business: Business): OfficeHours => business.hours ?? seedHours();

export interface EmailConfig {
  smtpUrl: string;
  /** Plain SMTP would send the password and every lead in clear, so STARTTLS is required beyond loopback. */
  requireTLS: boolean;
  timeoutMs: number;
  to: string[];
  from: string;
  /** Photos are attached up to this many bytes in all (default 15 MiB); above it the email lists them instead. */
  attachMaxBytes?: number;
}

export interface WebhookConfig {
  url: string;
  secret: string;
  timeoutMs: number;
}

export interface NtfyConfig {
  /** The topic's URL, such as https://ntfy.sh/some-long-random-topic (docs/decisions/011-operations.md). */
  url: string;
  token?: string;
  /** Leads that are not emergencies or urgent: pushed at normal priority, or not pushed at all. */
  otherLeads: "normal" | "off";
  timeoutMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  siteDir: string;
  dataDir: string;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  minFillMs: number;
  /**
   * The business as the site's variables say, at start. The server's readers ask `LiveBusiness` instead,
   * which follows the live build; the command-line tools read this.
   */
  business: Business;
  /** The build's variables, read the same way at run time (the pages' CSP allows what they embed). */
  site: SiteEnv;
  email?: EmailConfig;
  webhook?: WebhookConfig;
  ntfy?: NtfyConfig;
  /** Photos with a quote (docs/decisions/007-quote-photos.md); maxFiles 0 refuses photos. */
  photos: {
    maxFiles: number;
    maxFileBytes: number;
    maxTotalBytes: number;
    maxSide: number;
    maxPixels: number;
    memoryBytes: number;
  };
  /** What is queued for each accepted quote. */
  channels: Channel[];
  retry: { maxAttempts: number; baseMs: number; maxMs: number };
  /** The owner's dashboard: where its build is and how long a sign-in lasts. */
  dashboard: {
    adminDir: string;
    session: { idleMs: number; absoluteMs: number };
    /** A second factor for every account (ADMIN_REQUIRE_2FA, default true). */
    requireSecondFactor: boolean;
    /** The bytes the owner's website photos may take in DATA_DIR/media (OWNER_MEDIA_QUOTA_BYTES). */
    mediaQuotaBytes: number;
  };
  /** Leads older than this many days are purged daily; undefined keeps them until deleted by hand. */
  retentionDays?: number;
  /** DATA_DIR's free space: the owner is warned below one, the owner's big writes refused below the other. */
  disk: DiskThresholds;
}

/** The owner's dashboard's settings (ServerConfig's `dashboard`). */
export type DashboardConfig = ServerConfig["dashboard"];

/**
 * What the server is put together from: the checked configuration, where the dashboard may be
 * left out (a test of the public side; /admin is then an unknown path) and the photo limits no variable sets may be
 * tightened (a test of a slow upload).
 */
export type InboxConfig = Omit<ServerConfig, "dashboard" | "photos"> & {
  dashboard?: DashboardConfig;
  photos: ServerConfig["photos"] & Partial<Omit<PhotoOptions, "maxFieldBytes">>;
};

const flag = z
  .enum(["true", "false", "1", "0"], "true or false")
  .default("false")
  .transform((v) => v === "true" || v === "1");
function integer(fallback: number, min: number, max?: number): z.ZodDefault<z.ZodCoercedNumber>;
/** Without a fallback: undefined when not set (a setting whose default depends on another's). */
function integer(fallback: undefined, min: number, max?: number): z.ZodOptional<z.ZodCoercedNumber>;
function integer(fallback: number | undefined, min: number, max = Number.MAX_SAFE_INTEGER) {
  const whole = z.coerce
    .number(`a whole number`)
    .int(`a whole number`)
    .min(min, `at least ${min}`)
    .max(max, `at most ${max}`);
  return fallback === undefined ? whole.optional() : whole.default(fallback);
}
const mailbox = /^(?:[^<>]*<\s*[^\s<>@]+@[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+)$/;

const MIB = 1024 * 1024;

/** How the inbox treats photos unless told otherwise (docs/decisions/007-quote-photos.md). */
export const DEFAULT_PHOTO_OPTIONS = {
  ...PHOTO_LIMITS,
  maxSide: 2560,
  maxPixels: 60_000_000,
  memoryBytes: 256 * MIB,
  // 32 million pixels of 8-bit colour: any phone's photo; one decode at a time.
  maxDecodedBytes: 96 * MIB,
  uploadsPerAddress: 2,
  // A phone on a poor mobile connection still sends several KB a second; a client trickling bytes is cut off.
  minBytesPerSecond: 1024,
  rateWindowMs: 30_000,
};

/**
 * The owner's website photos share DATA_DIR with the quotes: 2 GiB is room for hundreds of projects' photos and still
 * a small part of a VPS's disk (docs/decisions/012-owner-editing.md).
 */
export const DEFAULT_OWNER_MEDIA_QUOTA_BYTES = 2 * 1024 * MIB;

/** How long a dashboard sign-in lasts unless told otherwise: 3 days idle, 30 days at most (issue 46). */
export const DEFAULT_SESSION = { idleHours: 72, maxDays: 30 };

/** The session settings' old names (minutes and hours), still read, and the names that replaced them. */
const RENAMED_SESSION_SETTINGS = {
  ADMIN_SESSION_IDLE_MINUTES: "ADMIN_SESSION_IDLE_HOURS",
  ADMIN_SESSION_MAX_HOURS: "ADMIN_SESSION_MAX_DAYS",
} as const;

/** The session's lengths from the new names, else the old ones, else the defaults. */
function sessionTimes(env: {
  ADMIN_SESSION_IDLE_HOURS?: number;
  ADMIN_SESSION_MAX_DAYS?: number;
  ADMIN_SESSION_IDLE_MINUTES?: number;
  ADMIN_SESSION_MAX_HOURS?: number;
}): { idleMs: number; absoluteMs: number } {
  const idleMinutes = env.ADMIN_SESSION_IDLE_HOURS
    ? env.ADMIN_SESSION_IDLE_HOURS * 60
    : (env.ADMIN_SESSION_IDLE_MINUTES ?? DEFAULT_SESSION.idleHours * 60);
  const maxHours = env.ADMIN_SESSION_MAX_DAYS
    ? env.ADMIN_SESSION_MAX_DAYS * 24
    : (env.ADMIN_SESSION_MAX_HOURS ?? DEFAULT_SESSION.maxDays * 24);
  return { idleMs: idleMinutes * 60_000, absoluteMs: maxHours * 3_600_000 };
}

/** A start-up warning for each session setting still set under its old name. */
export const renamedSessionWarnings = (env: Record<string, string | undefined>): string[] =>
  Object.entries(RENAMED_SESSION_SETTINGS)
    .filter(([old]) => env[old])
    .map(
      ([old, name]) =>
        `${old} is the old name of ${name}: it still works, but set ${name} in .env instead (${old === "ADMIN_SESSION_IDLE_MINUTES" ? "in hours, default 72" : "in days, default 30"}; docs/owners-guide.md)`,
    );

const isLoopback = (url: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(url).hostname);

const schema = z
  .object({
    PORT: integer(3000, 0, 65535),
    HOST: z.string().default("127.0.0.1"),
    SITE_DIR: z.string().default("build/client"),
    DATA_DIR: z.string().default("data"),
    QUOTE_RATE_LIMIT: integer(10, 0),
    TRUST_PROXY: flag,
    QUOTE_MIN_FILL_MS: integer(DEFAULT_MIN_FILL_MS, 0),
    /**
     * The customer's acknowledgement: on wherever email is configured (people who hear nothing assume the request
     * was lost), unless set to false; true without SMTP_URL is a mistake said at start.
     */
    QUOTE_ACK_EMAIL: z
      .enum(["true", "false", "1", "0", ""], "true or false")
      .optional()
      .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1")),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "a URL such as smtp://user:pass@host:587 or smtps://…" }).optional(),
    SMTP_TIMEOUT_MS: integer(30_000, 1),
    LEADS_EMAIL_TO: z
      .string()
      .transform((v) => v.split(",").map((a) => a.trim()))
      .pipe(z.array(z.email("a comma-separated list of email addresses")))
      .optional(),
    LEADS_EMAIL_FROM: z.string().regex(mailbox, 'an address such as leads@example.com or "Name <leads@…>"').optional(),
    LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "an https:// URL" }).optional(),
    LEADS_WEBHOOK_SECRET: z.string().min(16, "at least 16 characters (openssl rand -hex 32)").optional(),
    LEADS_WEBHOOK_TIMEOUT_MS: integer(10_000, 1),
    NTFY_URL: z.url({ protocol: /^https?$/, error: "a topic URL such as https://ntfy.sh/your-topic" }).optional(),
    NTFY_TOKEN: z.string().optional(),
    NTFY_OTHER_LEADS: z.enum(["normal", "off"], "normal or off").default("normal"),
    NTFY_TIMEOUT_MS: integer(10_000, 1),
    LEADS_MAX_ATTEMPTS: integer(25, 1),
    LEADS_RETRY_BASE_MS: integer(5_000, 1),
    LEADS_RETRY_MAX_MS: integer(1_800_000, 1),
    LEADS_EMAIL_ATTACH_MAX_BYTES: integer(DEFAULT_ATTACH_MAX_BYTES, 0),
    QUOTE_PHOTO_MAX_FILES: integer(DEFAULT_PHOTO_OPTIONS.maxFiles, 0, 20),
    QUOTE_PHOTO_MAX_BYTES: integer(DEFAULT_PHOTO_OPTIONS.maxFileBytes, 1),
    QUOTE_PHOTOS_MAX_TOTAL_BYTES: integer(DEFAULT_PHOTO_OPTIONS.maxTotalBytes, 1),
    QUOTE_PHOTO_MAX_SIDE: integer(DEFAULT_PHOTO_OPTIONS.maxSide, 320, 10_000),
    QUOTE_PHOTO_MAX_PIXELS: integer(DEFAULT_PHOTO_OPTIONS.maxPixels, 1_000_000),
    QUOTE_UPLOAD_MEMORY_BYTES: integer(DEFAULT_PHOTO_OPTIONS.memoryBytes, 1),
    ADMIN_DIR: z.string().optional(),
    // A device stays signed in for days; sensitive steps ask for the second factor again.
    // ASVS level 1 asks for a new sign-in within 30 days at most (3.3.2): the longest allowed.
    ADMIN_SESSION_IDLE_HOURS: integer(undefined, 1, 30 * 24),
    ADMIN_SESSION_MAX_DAYS: integer(undefined, 1, 30),
    // Their old names (before issue 46), in minutes and hours, still read: start-up names the new ones.
    ADMIN_SESSION_IDLE_MINUTES: integer(undefined, 1, 30 * 24 * 60),
    ADMIN_SESSION_MAX_HOURS: integer(undefined, 1, 30 * 24),
    // A second factor (passkey or authenticator app) for every dashboard account (docs/decisions/010-asvs-level-1.md).
    ADMIN_REQUIRE_2FA: flag.default(true),
    OWNER_MEDIA_QUOTA_BYTES: integer(DEFAULT_OWNER_MEDIA_QUOTA_BYTES, 0),
    LEADS_RETENTION_DAYS: retentionDaysSchema,
    DISK_WARN_FREE_BYTES: integer(DEFAULT_DISK_THRESHOLDS.warnBytes, 0),
    DISK_REFUSE_FREE_BYTES: integer(DEFAULT_DISK_THRESHOLDS.refuseBytes, 0),
  })
  .superRefine((env, ctx) => {
    const need = (variable: string, because: string) =>
      ctx.addIssue({ code: "custom", path: [variable], message: `required when ${because}` });
    if (env.SMTP_URL && !env.LEADS_EMAIL_TO) need("LEADS_EMAIL_TO", "SMTP_URL is set");
    if (env.SMTP_URL && !env.LEADS_EMAIL_FROM) need("LEADS_EMAIL_FROM", "SMTP_URL is set");
    if (!env.SMTP_URL && env.LEADS_EMAIL_TO) need("SMTP_URL", "LEADS_EMAIL_TO is set");
    if (!env.SMTP_URL && env.QUOTE_ACK_EMAIL === true) need("SMTP_URL", "QUOTE_ACK_EMAIL is true");
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) need("LEADS_WEBHOOK_SECRET", "LEADS_WEBHOOK_URL is set");
    if (!env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET) need("LEADS_WEBHOOK_URL", "LEADS_WEBHOOK_SECRET is set");
    // Leads carry names, phone numbers and addresses: they cross a network only encrypted.
    if (env.LEADS_WEBHOOK_URL?.startsWith("http:") && !isLoopback(env.LEADS_WEBHOOK_URL))
      ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_URL"], message: "https:// (plain http only to localhost)" });
    if (env.NTFY_URL?.startsWith("http:") && !isLoopback(env.NTFY_URL))
      ctx.addIssue({ code: "custom", path: ["NTFY_URL"], message: "https:// (plain http only to localhost)" });
    if (env.NTFY_TOKEN && !env.NTFY_URL) need("NTFY_URL", "NTFY_TOKEN is set");
    for (const [old, name] of Object.entries(RENAMED_SESSION_SETTINGS))
      if (env[old as keyof typeof RENAMED_SESSION_SETTINGS] !== undefined && env[name] !== undefined)
        ctx.addIssue({ code: "custom", path: [old], message: `set ${name} only (${old} is its old name)` });
    const session = sessionTimes(env);
    if (session.idleMs > session.absoluteMs)
      ctx.addIssue({ code: "custom", path: ["ADMIN_SESSION_IDLE_HOURS"], message: "at most ADMIN_SESSION_MAX_DAYS" });
    if (env.LEADS_RETRY_MAX_MS < env.LEADS_RETRY_BASE_MS)
      ctx.addIssue({ code: "custom", path: ["LEADS_RETRY_MAX_MS"], message: "at least LEADS_RETRY_BASE_MS" });
    if (env.QUOTE_PHOTOS_MAX_TOTAL_BYTES < env.QUOTE_PHOTO_MAX_BYTES)
      ctx.addIssue({
        code: "custom",
        path: ["QUOTE_PHOTOS_MAX_TOTAL_BYTES"],
        message: "at least QUOTE_PHOTO_MAX_BYTES",
      });
    if (env.QUOTE_UPLOAD_MEMORY_BYTES < env.QUOTE_PHOTOS_MAX_TOTAL_BYTES + MIB)
      ctx.addIssue({
        code: "custom",
        path: ["QUOTE_UPLOAD_MEMORY_BYTES"],
        message: "at least QUOTE_PHOTOS_MAX_TOTAL_BYTES + 1 MiB (room for one whole upload)",
      });
    // The owner is warned before the owner's writes are refused, never the other way round.
    if (env.DISK_REFUSE_FREE_BYTES >= env.DISK_WARN_FREE_BYTES)
      ctx.addIssue({ code: "custom", path: ["DISK_REFUSE_FREE_BYTES"], message: "less than DISK_WARN_FREE_BYTES" });
    // The static server serves SITE_DIR: quotes and customers' photos must never be inside it.
    const site = path.resolve(env.SITE_DIR);
    const data = path.resolve(env.DATA_DIR);
    if (data === site || data.startsWith(site + path.sep))
      ctx.addIssue({ code: "custom", path: ["DATA_DIR"], message: "a folder outside SITE_DIR (it would be served)" });
  });

/** Every variable the server reads but old names (the site's build variables are listed in config/env.ts). */
export const serverVariables = Object.keys(schema.shape).filter(
  (name) => !Object.hasOwn(RENAMED_SESSION_SETTINGS, name),
);

/**
 * Name, phone and site URL come from the variables the site is built with, so emails and pages match the site; the
 * office hours from the content the live site was built from, else the repository's.
 */
export function businessOf(site: SiteEnv, hours: OfficeHours = seedHours()): Business {
  return { name: site.BUSINESS_NAME, phone: site.BUSINESS_PHONE, siteUrl: site.SITE_URL, hours };
}

/**
 * The business settings in effect, read at each use: lead emails, the pages answering form posts, the answer-by
 * clock, account notices, review requests, the dashboard's same-site check and the overdue reminders all ask
 * `current()` when they need a name, a phone, the site's address or the office hours, so they follow the live build.
 */
export interface CurrentBusiness {
  current(): Business;
}

/** Settings that never change: for a part used alone (a test, a command-line tool), with no builds going live. */
export function fixedBusiness(business: Business): CurrentBusiness {
  const frozen = Object.freeze({ ...business });
  return { current: () => frozen };
}

/**
 * The server's whole configuration, read once at start. Every bad or missing variable is named in one error, so a
 * deployment fails before it takes a quote it cannot deliver.
 */
export function loadConfig(source: Record<string, string | undefined>): ServerConfig {
  const picked = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, source[key] === "" ? undefined : source[key]]),
  );
  const result = schema.safeParse(picked);
  const problems = result.success ? [] : result.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
  let site: SiteEnv | undefined;
  try {
    site = readSiteEnv(source);
  } catch (error) {
    problems.push(...(error as Error).message.split("\n").slice(1));
  }
  if (!result.success || !site) throw new Error(`Invalid server configuration:\n${problems.join("\n")}`);
  const env = result.data;
  const email = env.SMTP_URL
    ? {
        smtpUrl: env.SMTP_URL,
        requireTLS: env.SMTP_URL.startsWith("smtp:") && !isLoopback(env.SMTP_URL),
        timeoutMs: env.SMTP_TIMEOUT_MS,
        to: env.LEADS_EMAIL_TO!,
        from: env.LEADS_EMAIL_FROM!,
        attachMaxBytes: env.LEADS_EMAIL_ATTACH_MAX_BYTES,
      }
    : undefined;
  const webhook = env.LEADS_WEBHOOK_URL
    ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET!, timeoutMs: env.LEADS_WEBHOOK_TIMEOUT_MS }
    : undefined;
  const ntfy = env.NTFY_URL
    ? { url: env.NTFY_URL, token: env.NTFY_TOKEN, otherLeads: env.NTFY_OTHER_LEADS, timeoutMs: env.NTFY_TIMEOUT_MS }
    : undefined;
  return {
    port: env.PORT,
    host: env.HOST,
    siteDir: env.SITE_DIR,
    dataDir: env.DATA_DIR,
    rateLimitPerMinute: env.QUOTE_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    minFillMs: env.QUOTE_MIN_FILL_MS,
    business: businessOf(site),
    site,
    email,
    webhook,
    ntfy,
    photos: {
      maxFiles: env.QUOTE_PHOTO_MAX_FILES,
      maxFileBytes: env.QUOTE_PHOTO_MAX_BYTES,
      maxTotalBytes: env.QUOTE_PHOTOS_MAX_TOTAL_BYTES,
      maxSide: env.QUOTE_PHOTO_MAX_SIDE,
      maxPixels: env.QUOTE_PHOTO_MAX_PIXELS,
      memoryBytes: env.QUOTE_UPLOAD_MEMORY_BYTES,
    },
    channels: [
      ...(email ? (["email"] as const) : []),
      ...(webhook ? (["webhook"] as const) : []),
      ...(ntfy ? (["ntfy"] as const) : []),
      ...(email && env.QUOTE_ACK_EMAIL !== false ? (["ack"] as const) : []),
    ],
    retry: { maxAttempts: env.LEADS_MAX_ATTEMPTS, baseMs: env.LEADS_RETRY_BASE_MS, maxMs: env.LEADS_RETRY_MAX_MS },
    dashboard: {
      // Beside the site's build by default (build/client → build/admin), never inside it.
      adminDir: env.ADMIN_DIR ?? path.join(path.dirname(path.resolve(env.SITE_DIR)), "admin"),
      session: sessionTimes(env),
      requireSecondFactor: env.ADMIN_REQUIRE_2FA,
      mediaQuotaBytes: env.OWNER_MEDIA_QUOTA_BYTES,
    },
    retentionDays: env.LEADS_RETENTION_DAYS,
    disk: { warnBytes: env.DISK_WARN_FREE_BYTES, refuseBytes: env.DISK_REFUSE_FREE_BYTES },
  };
}
