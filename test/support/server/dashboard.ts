import type { ServerType } from "@hono/node-server";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createApp } from "../../../server/app.ts";
import { openQuoteStore, type QuoteStore } from "../../../server/db.ts";
import type { Channel } from "../../../server/delivery-queue.ts";
import { createUsers } from "../../../server/admin/users.ts";
import { fixtureSite, listen, tempDir } from "./http.ts";

export const OWNER = { email: "owner@example.co.nz", password: "correct horse battery staple" };

/** A stand-in for build/admin: the page, a script that needs a session, and a stylesheet that does not. */
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
  writeFileSync(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({ "index.html": { file: "assets/index-abc.js", css: ["assets/index-abc.css"] } }),
  );
  return dir;
}

/**
 * The real inbox with its dashboard on a loopback port, one account in it, and helpers to sign in the way a
 * browser does (a form post from this origin) and to send requests with or without the session cookie.
 */
export async function startDashboard(
  options: { trustProxy?: boolean; channels?: Channel[]; idleMs?: number; absoluteMs?: number } = {},
) {
  const store: QuoteStore = openQuoteStore(tempDir("dashboard-data-"), { channels: options.channels });
  await createUsers(store.db).add(OWNER.email, OWNER.password);
  const log: Record<string, unknown>[] = [];
  const app = createApp({
    siteDir: fixtureSite(),
    store,
    rateLimitPerMinute: 0,
    trustProxy: options.trustProxy ?? false,
    log: (entry) => log.push(entry),
    dashboard: {
      adminDir: fixtureAdminBuild(),
      session: { idleMs: options.idleMs ?? 30 * 60_000, absoluteMs: options.absoluteMs ?? 12 * 3_600_000 },
    },
  });
  const { url, server }: { url: string; server: ServerType } = await listen(app);

  const request = (pathname: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.method && init.method !== "GET" && init.method !== "HEAD" && !headers.has("origin"))
      headers.set("origin", url);
    return fetch(`${url}${pathname}`, { ...init, headers, redirect: "manual" });
  };

  /** Signs in; returns the response and the `name=value` cookie it set, if any. */
  const signIn = async (
    email = OWNER.email,
    password = OWNER.password,
    extra: { headers?: Record<string, string>; cookie?: string; next?: string } = {},
  ) => {
    const response = await request("/admin/login", {
      method: "POST",
      cookie: extra.cookie,
      headers: { "content-type": "application/x-www-form-urlencoded", ...extra.headers },
      body: new URLSearchParams({ email, password, ...(extra.next ? { next: extra.next } : {}) }),
    });
    const setCookie = response.headers.get("set-cookie") ?? "";
    return { response, setCookie, cookie: setCookie.split(";")[0] ?? "" };
  };

  const session = async () => {
    const { cookie } = await signIn();
    if (!cookie) throw new Error("signing in set no cookie");
    return cookie;
  };

  const json = async <T>(pathname: string, cookie: string, init: RequestInit = {}) => {
    const response = await request(pathname, { ...init, cookie });
    return (await response.json()) as T;
  };

  return { url, store, log, request, signIn, session, json, close: () => server.close() };
}

export type Dashboard = Awaited<ReturnType<typeof startDashboard>>;
