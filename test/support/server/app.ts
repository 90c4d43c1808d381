import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "../../../server/http/app.ts";
import { composeServer, type Replacements, type ServerParts } from "../../../server/http/compose.ts";
import { loadConfig, type InboxConfig } from "../../../server/config/config.ts";
import type { Log } from "../../../server/core/log.ts";
import type { ScryptCost } from "../../../server/accounts/password.ts";
import { fixtureSite, tempDir } from "./http.ts";

/**
 * A test's configuration: what the server would read from its variables (`env`, checked by server/config/config.ts as at
 * start: the site's BUSINESS_NAME, BUSINESS_PHONE, SITE_URL, or SMTP_URL and its companions), and any field of the
 * checked configuration set directly. By default: a fresh data folder, the fixture site, no rate limit and no
 * dashboard.
 */
export type TestConfig = Partial<Omit<InboxConfig, "site" | "business" | "photos">> & {
  env?: Record<string, string>;
  photos?: Partial<InboxConfig["photos"]>;
};

interface InboxOptions {
  config?: TestConfig;
  /**
   * The parts this test puts in place of the real ones (server/http/compose.ts's Replacements); nothing else is, but
   * for the password hashing's cost: TEST_PASSWORD_COST unless the test gives its own.
   */
  replace?: Replacements;
  /** Where the server's log lines go; nowhere by default. */
  log?: Log;
}

/** The configuration the server would have with `config`'s variables and fields. */
export function testConfig(config: TestConfig = {}): InboxConfig {
  const { env = {}, photos, ...fields } = config;
  const loaded = loadConfig(env);
  return {
    ...loaded,
    rateLimitPerMinute: 0,
    ...fields,
    siteDir: fields.siteDir ?? fixtureSite(),
    dataDir: fields.dataDir ?? tempDir("inbox-data-"),
    dashboard: fields.dashboard,
    photos: { ...loaded.photos, ...photos },
  };
}

/**
 * scrypt at a cost a 2-core machine does in a few milliseconds, not a quarter of a second: the account tests sign
 * in a few hundred times. What they test does not depend on the cost, which is stored with each hash; that the
 * server hashes at its own cost is tested where it is composed without this (server/accounts/auth.test.ts).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** The parts, composed as server/main.ts composes them, from a test configuration. Nothing is started. */
export function composeInbox(options: InboxOptions = {}): ServerParts {
  return composeServer(testConfig(options.config), {
    log: options.log ?? (() => {}),
    replace: { passwordCost: TEST_PASSWORD_COST, ...options.replace },
  });
}

/** The inbox's app on composed parts, for a test that sends requests to it without a port (`app.request`). */
export function inboxApp(options: InboxOptions = {}) {
  const parts = composeInbox(options);
  return { parts, app: createApp(parts) };
}

interface Inbox {
  url: string;
  server: ServerType;
  parts: ServerParts;
  app: ReturnType<typeof createApp>;
  close: () => void;
}

/**
 * The real inbox on a loopback port. With `siteUrl`, SITE_URL is made from the address it listens on (the server
 * is the site, as behind a proxy), so the port is taken before the parts are composed.
 */
export async function startInbox(options: InboxOptions & { siteUrl?: (url: string) => string } = {}): Promise<Inbox> {
  // Requests are answered by the app made below, once the address it needs is known.
  const answer: { app?: ReturnType<typeof createApp> } = {};
  const { url, server } = await new Promise<{ url: string; server: ServerType }>((resolve) => {
    const server = serve(
      { fetch: (request, env) => answer.app!.fetch(request, env), port: 0, hostname: "127.0.0.1" },
      (info) => resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
  const config = options.siteUrl
    ? { ...options.config, env: { ...options.config?.env, SITE_URL: options.siteUrl(url) } }
    : options.config;
  const { parts, app } = inboxApp({ ...options, config });
  answer.app = app;
  return { url, server, parts, app, close: () => server.close() };
}
