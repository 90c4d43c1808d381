import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { siteEnvSchema } from "../../config/env.ts";
import { loadConfig, serverVariables } from "./config";
import { describeConfig, productionWarnings } from "./config-report";

const email = {
  SMTP_URL: "smtp://leads:secret@mail.example.com:587",
  LEADS_EMAIL_TO: "owner@example.com, office@example.com",
  LEADS_EMAIL_FROM: "Example Plumbing <leads@example.com>",
};
const webhook = { LEADS_WEBHOOK_URL: "https://hooks.example.com/leads", LEADS_WEBHOOK_SECRET: "x".repeat(32) };

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
};

describe("server configuration", () => {
  test("an empty environment is valid: quotes are stored, nothing is delivered", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: "data", rateLimitPerMinute: 10, channels: [] });
    expect(config.retry).toEqual({ maxAttempts: 25, baseMs: 5_000, maxMs: 1_800_000 });
    expect(config.business.phone).toBe("09 123 4567");
  });

  test("email and webhook turn on their channels; the acknowledgement is on with email unless turned off", () => {
    expect(loadConfig({ ...email, ...webhook }).channels).toEqual(["email", "webhook", "ack"]);
    expect(loadConfig({ ...email, QUOTE_ACK_EMAIL: "false" }).channels).toEqual(["email"]);
    expect(loadConfig({ ...webhook }).channels).toEqual(["webhook"]);
    const config = loadConfig({ ...email, QUOTE_ACK_EMAIL: "true", LEADS_WEBHOOK_TIMEOUT_MS: "2500" });
    expect(config.channels).toEqual(["email", "ack"]);
    expect(config.email).toMatchObject({ to: ["owner@example.com", "office@example.com"], requireTLS: true });
    expect(loadConfig({ ...webhook, LEADS_WEBHOOK_TIMEOUT_MS: "2500" }).webhook?.timeoutMs).toBe(2500);
  });

  test("STARTTLS is required for plain SMTP except on loopback and for smtps", () => {
    expect(loadConfig({ ...email, SMTP_URL: "smtp://127.0.0.1:2525" }).email?.requireTLS).toBe(false);
    expect(loadConfig({ ...email, SMTP_URL: "smtps://u:p@mail.example.com" }).email?.requireTLS).toBe(false);
  });

  test("each bad or missing variable is named, and secrets are not echoed", () => {
    expect(problem({ SMTP_URL: "http://mail.example.com" })).toMatch(/SMTP_URL: a URL such as smtp:/);
    const missing = problem({ SMTP_URL: email.SMTP_URL });
    expect(missing).toMatch(/LEADS_EMAIL_TO: required when SMTP_URL is set/);
    expect(missing).toMatch(/LEADS_EMAIL_FROM: required when SMTP_URL is set/);
    expect(missing).not.toContain("secret");
    expect(problem({ ...email, LEADS_EMAIL_TO: "owner@example.com, nope" })).toMatch(/LEADS_EMAIL_TO: a comma/);
    expect(problem({ QUOTE_ACK_EMAIL: "true" })).toMatch(/SMTP_URL: required when QUOTE_ACK_EMAIL is true/);
    expect(problem({ QUOTE_ACK_EMAIL: "yes" })).toMatch(/QUOTE_ACK_EMAIL: true or false/);
    expect(problem({ LEADS_WEBHOOK_URL: webhook.LEADS_WEBHOOK_URL })).toMatch(/LEADS_WEBHOOK_SECRET: required/);
    expect(problem({ ...webhook, LEADS_WEBHOOK_SECRET: "short" })).toMatch(/LEADS_WEBHOOK_SECRET: at least 16/);
    expect(problem({ ...webhook, LEADS_WEBHOOK_URL: "http://hooks.example.com/x" })).toMatch(
      /LEADS_WEBHOOK_URL: https:\/\/ \(plain http only to localhost\)/,
    );
    const both = problem({ LEADS_MAX_ATTEMPTS: "0", PORT: "http" });
    expect(both).toMatch(/^ {2}LEADS_MAX_ATTEMPTS: at least 1$/m);
    expect(both).toMatch(/^ {2}PORT: a whole number$/m);
    expect(problem({ LEADS_RETRY_BASE_MS: "100", LEADS_RETRY_MAX_MS: "10" })).toMatch(/LEADS_RETRY_MAX_MS/);
    expect(problem({ BUSINESS_PHONE: "call us" })).toMatch(/BUSINESS_PHONE/);
  });

  test("the dashboard: its build beside the site's, session lengths, and the optional retention period", () => {
    const config = loadConfig({ SITE_DIR: "/srv/site/build/client" });
    expect(config.dashboard).toEqual({
      adminDir: "/srv/site/build/admin",
      session: { idleMs: 3 * 24 * 3_600_000, absoluteMs: 30 * 24 * 3_600_000 },
      requireSecondFactor: true,
      mediaQuotaBytes: 2 * 1024 ** 3,
    });
    expect(config.retentionDays).toBeUndefined();
    const set = loadConfig({
      ADMIN_DIR: "/srv/admin",
      ADMIN_SESSION_IDLE_HOURS: "15",
      ADMIN_SESSION_MAX_DAYS: "8",
      LEADS_RETENTION_DAYS: "730",
      ADMIN_REQUIRE_2FA: "false",
      OWNER_MEDIA_QUOTA_BYTES: "536870912",
    });
    expect(set.dashboard).toEqual({
      adminDir: "/srv/admin",
      session: { idleMs: 15 * 3_600_000, absoluteMs: 8 * 24 * 3_600_000 },
      requireSecondFactor: false,
      mediaQuotaBytes: 512 * 1024 ** 2,
    });
    expect(problem({ OWNER_MEDIA_QUOTA_BYTES: "2 GB" })).toMatch(/OWNER_MEDIA_QUOTA_BYTES: a whole number/);
    expect(set.retentionDays).toBe(730);
    expect(problem({ LEADS_RETENTION_DAYS: "0" })).toMatch(/LEADS_RETENTION_DAYS: at least 1/);
    expect(problem({ LEADS_RETENTION_DAYS: "two years" })).toMatch(/LEADS_RETENTION_DAYS: a whole number of days/);
    expect(problem({ ADMIN_SESSION_IDLE_HOURS: "72", ADMIN_SESSION_MAX_DAYS: "2" })).toMatch(
      /ADMIN_SESSION_IDLE_HOURS: at most ADMIN_SESSION_MAX_DAYS/,
    );
    // ASVS level 1 asks for a new sign-in within 30 days (3.3.2).
    expect(problem({ ADMIN_SESSION_MAX_DAYS: "31" })).toMatch(/ADMIN_SESSION_MAX_DAYS: at most 30/);
    expect(problem({ ADMIN_SESSION_IDLE_HOURS: "0" })).toMatch(/ADMIN_SESSION_IDLE_HOURS: at least 1/);
  });

  test("the session settings' old names (minutes and hours) still work, are named at start, and cannot be doubled", () => {
    const old = { ADMIN_SESSION_IDLE_MINUTES: "30", ADMIN_SESSION_MAX_HOURS: "12" };
    expect(loadConfig(old).dashboard.session).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    const warnings = productionWarnings(loadConfig(old), old);
    expect(warnings).toEqual([
      expect.stringMatching(/^ADMIN_SESSION_IDLE_MINUTES is the old name of ADMIN_SESSION_IDLE_HOURS: it still works/),
      expect.stringMatching(/^ADMIN_SESSION_MAX_HOURS is the old name of ADMIN_SESSION_MAX_DAYS: it still works/),
    ]);
    expect(productionWarnings(loadConfig({}), {})).toEqual([]);
    // One old name beside the other new one: each read for its own setting.
    expect(loadConfig({ ADMIN_SESSION_IDLE_MINUTES: "90", ADMIN_SESSION_MAX_DAYS: "7" }).dashboard.session).toEqual({
      idleMs: 90 * 60_000,
      absoluteMs: 7 * 24 * 3_600_000,
    });
    expect(problem({ ADMIN_SESSION_IDLE_MINUTES: "30", ADMIN_SESSION_IDLE_HOURS: "72" })).toMatch(
      /ADMIN_SESSION_IDLE_MINUTES: set ADMIN_SESSION_IDLE_HOURS only/,
    );
    expect(problem({ ADMIN_SESSION_IDLE_MINUTES: "600", ADMIN_SESSION_MAX_HOURS: "2" })).toMatch(
      /ADMIN_SESSION_IDLE_HOURS: at most ADMIN_SESSION_MAX_DAYS/,
    );
  });

  test("free space: warned below 2 GiB, the owner's writes refused below 512 MiB; the floor must be below the warning", () => {
    expect(loadConfig({}).disk).toEqual({ warnBytes: 2 * 1024 ** 3, refuseBytes: 512 * 1024 ** 2 });
    expect(loadConfig({ DISK_WARN_FREE_BYTES: "5000000000", DISK_REFUSE_FREE_BYTES: "1000000000" }).disk).toEqual({
      warnBytes: 5_000_000_000,
      refuseBytes: 1_000_000_000,
    });
    expect(problem({ DISK_WARN_FREE_BYTES: "1000", DISK_REFUSE_FREE_BYTES: "1000" })).toMatch(
      /DISK_REFUSE_FREE_BYTES: less than DISK_WARN_FREE_BYTES/,
    );
    expect(problem({ DISK_WARN_FREE_BYTES: "100000000" })).toMatch(
      /DISK_REFUSE_FREE_BYTES: less than DISK_WARN_FREE_BYTES/,
    );
    expect(problem({ DISK_REFUSE_FREE_BYTES: "half a gig" })).toMatch(/DISK_REFUSE_FREE_BYTES: a whole number/);
  });

  test("plain http is allowed to a webhook receiver on this machine", () => {
    expect(loadConfig({ ...webhook, LEADS_WEBHOOK_URL: "http://127.0.0.1:8080/x" }).webhook?.url).toContain("127");
  });

  test("photo limits default to the form's, each can be set, and contradictions are named", () => {
    expect(loadConfig({}).photos).toEqual({
      maxFiles: 5,
      maxFileBytes: 10 * 1024 * 1024,
      maxTotalBytes: 30 * 1024 * 1024,
      maxSide: 2560,
      maxPixels: 60_000_000,
      memoryBytes: 256 * 1024 * 1024,
    });
    expect(loadConfig(email).email?.attachMaxBytes).toBe(15 * 1024 * 1024);
    expect(loadConfig({ QUOTE_PHOTO_MAX_FILES: "0" }).photos.maxFiles).toBe(0);
    expect(problem({ QUOTE_PHOTO_MAX_FILES: "21" })).toMatch(/QUOTE_PHOTO_MAX_FILES: at most 20/);
    expect(problem({ QUOTE_PHOTOS_MAX_TOTAL_BYTES: "1000" })).toMatch(
      /QUOTE_PHOTOS_MAX_TOTAL_BYTES: at least QUOTE_PHOTO_MAX_BYTES/,
    );
    expect(problem({ QUOTE_UPLOAD_MEMORY_BYTES: "1048576" })).toMatch(/QUOTE_UPLOAD_MEMORY_BYTES: at least/);
    expect(problem({ QUOTE_PHOTO_MAX_SIDE: "100" })).toMatch(/QUOTE_PHOTO_MAX_SIDE: at least 320/);
  });
});

test(".env.example lists every variable the build and the server read", () => {
  const listed = new Set([...readFileSync(".env.example", "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const missing = [...Object.keys(siteEnvSchema.shape), ...serverVariables].filter((v) => !listed.has(v));
  expect(missing).toEqual([]);
});

test("the settings logged at start hold no secret", () => {
  const config = loadConfig({
    ...email,
    LEADS_WEBHOOK_URL: "https://hooks.example.com/leads?token=hook-token-123",
    LEADS_WEBHOOK_SECRET: "webhook-secret-0123456789",
    NTFY_URL: "https://ntfy.sh/plumber-alerts-8f3k2j",
    NTFY_TOKEN: "tk_secret_token",
  });
  const logged = JSON.stringify(describeConfig(config));
  for (const secret of ["secret@", "hook-token-123", "webhook-secret-0123456789", "plumber-alerts-8f3k2j", "tk_secret"])
    expect(logged).not.toContain(secret);
  expect(describeConfig(config)).toMatchObject({
    channels: ["email", "webhook", "ntfy", "ack"],
    email: { smtp: "smtp://leads:****@mail.example.com:587", to: ["owner@example.com", "office@example.com"] },
    ntfy: { url: "https://ntfy.sh/plu****", token: "****", otherLeads: "normal" },
  });
});
