import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";
import { openQuoteStore } from "./db.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const siteDir = process.env.SITE_DIR ?? "build/client";
const store = openQuoteStore(process.env.DATA_DIR ?? "data");

const app = createApp({
  siteDir,
  store,
  rateLimitPerMinute: Number(process.env.QUOTE_RATE_LIMIT ?? 10),
  trustProxy: process.env.TRUST_PROXY === "true",
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
  console.log(`Serving ${siteDir} with the quote inbox at http://localhost:${info.port}`);
});

// Finish in-flight requests, then close the database, so no accepted quote is cut off mid-write.
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ t: new Date().toISOString(), level: "info", msg: `${signal}: shutting down` }));
  server.close(() => {
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
