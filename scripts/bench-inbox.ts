import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../server/app.ts";
import { openQuoteStore } from "../server/db.ts";

/**
 * `npm run bench:inbox`: 50 concurrent clients post valid quotes to the inbox on loopback for 10 s. Prints
 * throughput, latency and how many quotes were stored against how many were answered 201 (they must match).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
const store = openQuoteStore(dataDir);
const app = createApp({
  siteDir: mkdtempSync(path.join(tmpdir(), "bench-site-")),
  store,
  rateLimitPerMinute: 0,
  trustProxy: false,
  log: () => {},
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((r) => server.once("listening", r));
const { port } = server.address() as { port: number };

const body = JSON.stringify({
  form: "home",
  name: "Bench Customer",
  phone: "09 123 4567",
  service: "leak-detection",
  message: "Load test",
  page: "/",
});
const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/quote`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  connections: 50,
  duration: Number(process.env.BENCH_SECONDS ?? 10),
});

const created = result["2xx"];
const stored = store.count();
const rows: [string, string][] = [
  ["quotes/s (mean)", result.requests.average.toFixed(0)],
  ["latency p50 ms", String(result.latency.p50)],
  ["latency p99 ms", String(result.latency.p99)],
  ["answered 201", String(created)],
  ["other answers", String(result.non2xx + result.errors + result.timeouts)],
  ["rows stored", String(stored)],
  ["in flight at stop", String(stored - created)],
];
console.log(rows.map(([k, v]) => `| ${k.padEnd(17)} | ${v.padStart(8)} |`).join("\n"));
store.close();
server.close();
rmSync(dataDir, { recursive: true, force: true });
// Requests still in flight when the clock stops are stored but not counted by autocannon; fewer rows than 201s
// would mean a lost quote.
if (stored < created) {
  console.error(`Lost quotes: ${created} answered 201 but ${stored} stored.`);
  process.exitCode = 1;
}
