import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "./http/app.ts";
import { closeParts, composeServer, startServing, stopBuilds, type ServerParts } from "./http/compose.ts";
import { loadConfigOrExit } from "./config/config-load.ts";
import { describeConfig, productionWarnings } from "./config/config-report.ts";
import { logger, stdoutLog } from "./core/log.ts";

// The configuration (environment first, then the .env files the build reads too), then every part put together
// once, started, and served.
const config = loadConfigOrExit(process.env);
const log = logger(stdoutLog);
log.info("starting", describeConfig(config));
for (const warning of productionWarnings(config, process.env)) log.warn(`CHECK YOUR CONFIGURATION: ${warning}`);

let parts: ServerParts;
try {
  parts = composeServer(config, { log: stdoutLog });
} catch (error) {
  log.error((error as Error).message);
  process.exit(1);
}
const serving = startServing(parts);
if (config.channels.length > 0) log.info(`lead delivery: ${config.channels.join(", ")}`);
else log.warn("lead delivery is off: quotes are only stored (set SMTP_URL, LEADS_WEBHOOK_URL or NTFY_URL)");
if (parts.users.count() === 0)
  log.warn("no one can sign in to the leads dashboard yet: npm run admin -- add-user you@example.com");
const app = createApp(parts);

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
  stopBuilds(parts);
  server.close(async () => {
    await serving.stop();
    closeParts(parts);
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
