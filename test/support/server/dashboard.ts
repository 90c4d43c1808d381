import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Channel } from "../../../shared/api/leads.ts";
import { DEFAULT_OWNER_MEDIA_QUOTA_BYTES, DEFAULT_SESSION, type NtfyConfig } from "../../../server/config/config.ts";
import { createTotp } from "../../../server/accounts/totp.ts";
import type { FreeBytes } from "../../../server/http/disk-space.ts";
import { createAdminApp } from "../../../server/http/dashboard.ts";
import { composeInbox, startInbox } from "./app.ts";
import { tempDir } from "./http.ts";

export const OWNER = { email: "owner@example.co.nz", password: "correct horse battery staple" };
/** The staff account startDashboard adds when asked (`staff: true`): leads only, never the website. */
export const STAFF = { email: "staff@example.co.nz", password: "leaky tap on the third floor" };
/** The sender of account notices in tests that give startDashboard an SMTP server. */
export const NOTICE_FROM = "Example Plumbing <leads@example.com>";
/** An SMTP address nothing listens on: review requests may be queued (SMTP_URL is set), never sent. */
const UNREACHABLE_SMTP = "smtp://127.0.0.1:9";

/**
 * A stand-in for build/admin: the page, a script that needs a session, and what the sign-in pages use without one
 * (the stylesheet, and the sign-in script with a chunk it imports).
 */
export function fixtureAdminBuild(): string {
  const dir = tempDir("admin-build-");
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en-NZ"><head><title>Leads</title><script type="module" src="/admin/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "index-abc.js"), "console.log('dashboard')");
  writeFileSync(path.join(dir, "assets", "index-abc.css"), "body{color:#10202f}");
  writeFileSync(path.join(dir, "assets", "sign-in-abc.js"), "import './shared-abc.js'");
  writeFileSync(path.join(dir, "assets", "shared-abc.js"), "console.log('shared')");
  writeFileSync(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc.js", css: ["assets/index-abc.css"], imports: ["_shared-abc.js"] },
      "sign-in-page.ts": { file: "assets/sign-in-abc.js", imports: ["_shared-abc.js"] },
      "_shared-abc.js": { file: "assets/shared-abc.js" },
    }),
  );
  return dir;
}

/**
 * The dashboard's own app on composed parts, for a test that reads the routes it registers (`app.routes`) without
 * sending a request. Its database is closed: nothing is asked of it.
 */
export function dashboardRoutesApp() {
  const parts = composeInbox({
    config: {
      dashboard: {
        adminDir: fixtureAdminBuild(),
        session: { idleMs: 60_000, absoluteMs: 120_000 },
        requireSecondFactor: true,
        mediaQuotaBytes: DEFAULT_OWNER_MEDIA_QUOTA_BYTES,
      },
    },
  });
  const { app } = createAdminApp(parts, parts.dashboard!);
  parts.store.close();
  return app;
}

/**
 * The real inbox with its dashboard on a loopback port, one account in it, and helpers to sign in the way a
 * browser does (a form post from this origin) and to send requests with or without the session cookie.
 */
export async function startDashboard(
  options: {
    trustProxy?: boolean;
    channels?: Channel[];
    idleMs?: number;
    absoluteMs?: number;
    /** The owner enrols an authenticator app (the default), or has no second factor yet. */
    ownerApp?: boolean;
    requireSecondFactor?: boolean;
    /** Account notices go to this SMTP server (test/support/server/smtp-sink.ts); without it they are only logged. */
    smtpUrl?: string;
    /** Adds the STAFF account too (role staff), enrolled in its own authenticator app: `staffSession()` signs it in. */
    staff?: boolean;
    /** A stand-in for `react-router build` when a test builds the site (server/site/builds.ts). */
    buildCommand?: { file: string; args: string[] };
    /** NTFY_URL and friends as the server would read them (server/delivery/ntfy.ts): the phone alerts' server. */
    ntfy?: NtfyConfig;
    /** DATA_DIR's free space as the test sets it (server/http/disk-space.ts); the real disk's when not given. */
    freeBytes?: FreeBytes;
    /** Review requests can be queued, as with SMTP_URL set (server/quotes/review-request.ts); nothing sends them here. */
    reviewMail?: boolean;
    /** With trustProxy: SITE_URL is the https:// twin of the server's address, as behind a proxy that ends TLS. */
    httpsSiteUrl?: boolean;
    /** OWNER_MEDIA_QUOTA_BYTES: the bytes the owner's website photos may take (2 GiB by default). */
    mediaQuotaBytes?: number;
  } = {},
) {
  // One-time codes are checked against this clock, moved on a 30-second step for each code a test asks for, so
  // every sign-in has a fresh code (a code is accepted once) without waiting for the real clock.
  let clock = Date.parse("2026-11-24T00:00:00Z");
  const log: Record<string, unknown>[] = [];
  const { url, server, parts } = await startInbox({
    config: {
      trustProxy: options.trustProxy ?? false,
      channels: options.channels ?? [],
      ntfy: options.ntfy,
      // Account notices go through the lead emails' SMTP settings; review requests can be queued once it is set.
      env:
        options.smtpUrl || options.reviewMail
          ? {
              SMTP_URL: options.smtpUrl ?? UNREACHABLE_SMTP,
              SMTP_TIMEOUT_MS: "5000",
              LEADS_EMAIL_TO: "leads@example.com",
              LEADS_EMAIL_FROM: NOTICE_FROM,
            }
          : {},
      dashboard: {
        adminDir: fixtureAdminBuild(),
        session: {
          idleMs: options.idleMs ?? DEFAULT_SESSION.idleHours * 3_600_000,
          absoluteMs: options.absoluteMs ?? DEFAULT_SESSION.maxDays * 24 * 3_600_000,
        },
        requireSecondFactor: options.requireSecondFactor ?? true,
        mediaQuotaBytes: options.mediaQuotaBytes ?? DEFAULT_OWNER_MEDIA_QUOTA_BYTES,
      },
    },
    replace: { clock: () => clock, freeBytes: options.freeBytes, buildCommand: options.buildCommand },
    // Behind a proxy, SITE_URL is the address the browser uses and the only origin a change may come from
    // (server/accounts/request.ts): here the loopback one, or its https:// twin when the proxy is said to use TLS.
    siteUrl: options.trustProxy
      ? (address) => (options.httpsSiteUrl ? address.replace("http:", "https:") : address)
      : undefined,
    log: (entry) => log.push(entry),
  });
  const { store, disk } = parts;
  const dataDir = store.dataDir;
  const owner = await parts.users.add(OWNER.email, OWNER.password);
  const totp = createTotp(store.db, "test", () => clock);
  const appSecret = options.ownerApp === false ? undefined : totp.begin(owner).secret;
  /** The authenticator app's current code (the owner's app unless another secret is given), on a fresh step. */
  const appCode = (secret = appSecret!) => {
    clock += 30_000;
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock });
  };
  if (appSecret) totp.confirm(owner, appCode());
  const staff = options.staff ? await parts.users.add(STAFF.email, STAFF.password, "staff") : undefined;
  const staffSecret = staff && totp.begin(staff).secret;
  if (staff && staffSecret) totp.confirm(staff, appCode(staffSecret));

  const request = (pathname: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.method && init.method !== "GET" && init.method !== "HEAD" && !headers.has("origin"))
      headers.set("origin", url);
    return fetch(`${url}${pathname}`, { ...init, headers, redirect: "manual" });
  };

  const cookieFrom = (response: Response, name: string) =>
    response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`) || c.startsWith(`__Host-${name}=`)) ?? "";

  /**
   * Signs in as a browser does: the password, then (when the account has one) a code from the authenticator app.
   * Returns the last response, the session's Set-Cookie and `name=value`, and the device cookie it was given.
   */
  const signIn = async (
    email = OWNER.email,
    password = OWNER.password,
    extra: { headers?: Record<string, string>; cookie?: string; next?: string; code?: string } = {},
  ) => {
    const form = (body: Record<string, string>, cookie?: string) => ({
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded", ...extra.headers },
      body: new URLSearchParams(body),
    });
    let response = await request(
      "/admin/login",
      form({ email, password, ...(extra.next ? { next: extra.next } : {}) }, extra.cookie),
    );
    const pending = cookieFrom(response, "leads_pending").split(";")[0] ?? "";
    if (pending && new URL(response.headers.get("location") ?? "", url).pathname === "/admin/login/verify") {
      const next = new URL(response.headers.get("location")!, url).searchParams.get("next") ?? "/admin";
      const cookie = [pending, extra.cookie].filter(Boolean).join("; ");
      response = await request("/admin/login/verify", form({ code: extra.code ?? appCode(), next }, cookie));
    }
    const setCookie = cookieFrom(response, "leads_session");
    const device = cookieFrom(response, "leads_device").split(";")[0] ?? "";
    return { response, setCookie, cookie: setCookie.split(";")[0] ?? "", device, pending };
  };

  const session = async () => {
    const { cookie } = await signIn();
    if (!cookie) throw new Error("signing in set no cookie");
    return cookie;
  };

  /** The STAFF account's session cookie (startDashboard({ staff: true })), signed in with password and app code. */
  const staffSession = async () => {
    if (!staffSecret) throw new Error("startDashboard({ staff: true }) adds the staff account");
    const { cookie } = await signIn(STAFF.email, STAFF.password, { code: appCode(staffSecret) });
    if (!cookie) throw new Error("signing in as staff set no cookie");
    return cookie;
  };

  const json = async <T>(pathname: string, cookie: string, init: RequestInit = {}) => {
    const response = await request(pathname, { ...init, cookie });
    return (await response.json()) as T;
  };

  return {
    url,
    /** The business settings in effect (`business.current()`): the live build's once one goes live. */
    business: parts.business,
    parts,
    dataDir,
    store,
    log,
    request,
    signIn,
    session,
    staffSession,
    json,
    appCode,
    disk,
    /** Moves the dashboard's clock on (the one-time codes', sessions' and their checks', the test alert's limit). */
    tick: (ms: number) => {
      clock += ms;
    },
    close: () => server.close(),
  };
}

export type Dashboard = Awaited<ReturnType<typeof startDashboard>>;
