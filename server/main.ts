import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createLeads } from "./admin/leads.ts";
import { createAccountNotices } from "./admin/notices.ts";
import { startRetention } from "./admin/retention.ts";
import { createUsers } from "./admin/users.ts";
import { createApp, siteBuilds } from "./app.ts";
import { loadConfigOrExit } from "./config-load.ts";
import { describeConfig, productionWarnings } from "./config-report.ts";
import { storeOptions } from "./store-options.ts";
import { openQuoteStore, type QuoteStore } from "./db.ts";
import { logger, stdoutLog } from "./log.ts";
import { createMailSenders } from "./mail.ts";
import { createEscalationSenders } from "./escalation.ts";
import { createHeldSpam } from "./held-spam.ts";
import { createNtfySender, phoneSettings } from "./ntfy.ts";
import { startOutbox } from "./outbox.ts";
import { createReviewRequests } from "./review-request.ts";
import { createWebhookSender } from "./webhook.ts";
import { createDiskWatch, ownerDiskAlert } from "./disk-space.ts";

// The composition root: configuration (environment first, then the .env files the build reads too), then every
// long-lived part built once and passed to what needs it.
const config = loadConfigOrExit(process.env);
const log = logger(stdoutLog);
log.info("starting", describeConfig(config));
for (const warning of productionWarnings(config, process.env)) log.warn(`CHECK YOUR CONFIGURATION: ${warning}`);

let store: QuoteStore;
// The phone alerts' topic may be set on the dashboard (kept in the database): what is queued asks it at each quote.
const phone = phoneSettings(() => store.db, config.ntfy);
try {
  store = openQuoteStore(config.dataDir, storeOptions(config, phone.current));
} catch (error) {
  log.error((error as Error).message);
  process.exit(1);
}
// Photo files a dead process left half-placed (no committed row) go before the first request comes in.
const swept = store.photos.sweep();
if (swept.temporary + swept.orphans > 0) log.warn("removed unfinished photo uploads", swept);
const reviews = createReviewRequests({ store, mailOn: Boolean(config.email) });
const heldSpam = createHeldSpam(store.db);
const mail = config.email
  ? createMailSenders(config.email, config.business, store.photos, reviews, heldSpam)
  : undefined;
const outbox = startOutbox({
  queue: store.deliveries,
  senders: {
    ...(mail && { email: mail.email, ack: mail.ack, review: mail.review }),
    ...(config.webhook && { webhook: createWebhookSender(config.webhook, store.photos) }),
    ntfy: createNtfySender(phone.current, config.business, heldSpam),
    ...createEscalationSenders({
      db: store.db,
      business: config.business,
      phone: phone.current,
      email: mail?.toBusiness,
    }),
  },
  maxAttempts: config.retry.maxAttempts,
  retryBaseMs: config.retry.baseMs,
  retryMaxMs: config.retry.maxMs,
  log: log.raw,
});
if (config.channels.length > 0) log.info(`lead delivery: ${config.channels.join(", ")}`);
else log.warn("lead delivery is off: quotes are only stored (set SMTP_URL, LEADS_WEBHOOK_URL or NTFY_URL)");

const users = createUsers(store.db);
if (users.count() === 0)
  log.warn("no one can sign in to the leads dashboard yet: npm run admin -- add-user you@example.com");
const leads = createLeads(store);
const notices = createAccountNotices({ email: config.email, business: config.business, log });
const stopRetention = config.retentionDays
  ? startRetention({ leads, days: config.retentionDays, log: log.raw })
  : undefined;
// The data folder's free space, read from the real disk: the owner is told once while there is still room, and the
// owner's big writes wait below the floor so the rest goes to quotes (server/disk-space.ts).
const disk = createDiskWatch({
  dataDir: store.dataDir,
  thresholds: config.disk,
  alert: ownerDiskAlert({ users, notices, phone: phone.current, business: config.business, log }),
  log,
});
const stopDisk = disk.start();

const builds = config.dashboard
  ? siteBuilds({ dataDir: store.dataDir, seedDir: config.siteDir, business: config.business, site: config.site, log })
  : undefined;
const app = createApp({
  siteDir: config.siteDir,
  store,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  minFillMs: config.minFillMs,
  photos: config.photos,
  business: config.business,
  site: config.site,
  log: log.raw,
  dashboard: config.dashboard,
  leads,
  users,
  notices,
  builds,
  reviews,
  phone,
  disk,
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
  log.info(`${signal}: shutting down`);
  // A build under way is stopped: its folder stays unfinished and is never served (server/site/builds.ts).
  builds?.stop();
  server.close(async () => {
    stopRetention?.();
    stopDisk();
    await outbox.stop(5_000);
    mail?.close();
    notices.close();
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
