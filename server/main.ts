import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createLeads } from "./admin/leads.ts";
import { startRetention } from "./admin/retention.ts";
import { createUsers } from "./admin/users.ts";
import { createApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { openQuoteStore } from "./db.ts";
import { createMailSenders } from "./mail.ts";
import { startOutbox } from "./outbox.ts";
import { createWebhookSender } from "./webhook.ts";

const config = loadConfigOrExit(process.env);

const log = (entry: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(entry)}\n`);
const store = openQuoteStore(config.dataDir, { channels: config.channels });
// Photo files a dead process left half-placed (no committed row) go before the first request comes in.
const swept = store.photos.sweep();
if (swept.temporary + swept.orphans > 0)
  log({ t: new Date().toISOString(), level: "warn", msg: "removed unfinished photo uploads", ...swept });
const mail = config.email ? createMailSenders(config.email, config.business, store.photos) : undefined;
const outbox = startOutbox({
  queue: store.deliveries,
  senders: {
    ...(mail && { email: mail.email, ack: mail.ack }),
    ...(config.webhook && { webhook: createWebhookSender(config.webhook, store.photos) }),
  },
  maxAttempts: config.retry.maxAttempts,
  retryBaseMs: config.retry.baseMs,
  retryMaxMs: config.retry.maxMs,
  log,
});
log({
  t: new Date().toISOString(),
  level: config.channels.length > 0 ? "info" : "warn",
  msg:
    config.channels.length > 0
      ? `lead delivery: ${config.channels.join(", ")}`
      : "lead delivery is off: quotes are only stored (set SMTP_URL or LEADS_WEBHOOK_URL)",
});

if (createUsers(store.db).count() === 0)
  log({
    t: new Date().toISOString(),
    level: "warn",
    msg: "no one can sign in to the leads dashboard yet: npm run admin -- add-user you@example.com",
  });
const stopRetention = config.retentionDays
  ? startRetention({ leads: createLeads(store), days: config.retentionDays, log })
  : undefined;

const app = createApp({
  siteDir: config.siteDir,
  store,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  minFillMs: config.minFillMs,
  photos: config.photos,
  business: config.business,
  log,
  dashboard: config.dashboard,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
  console.log(`Serving ${config.siteDir} with the quote inbox at http://localhost:${info.port}`);
});

// Finish in-flight requests, give sends under way a moment, then close the database, so no accepted quote is cut
// off mid-write. A send still running at exit stays queued and is retried at the next start.
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log({ t: new Date().toISOString(), level: "info", msg: `${signal}: shutting down` });
  server.close(async () => {
    stopRetention?.();
    await outbox.stop(5_000);
    mail?.close();
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
