import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeParts, startServing } from "../../server/http/compose.ts";
import { startInbox } from "../../test/support/server/app.ts";
import { startSmtpSink } from "../../test/support/server/smtp-sink.ts";
import { waitFor } from "../../test/support/server/wait.ts";

/**
 * `npm run bench:inbox`, with the outbox emailing every quote to a real SMTP server on loopback:
 * 1. delivery latency at a busy business's pace (20 quotes, one every 250 ms): acceptance to the SMTP server
 *    having the email, p50/p99 (the goal is p99 under 5 s);
 * 2. a flood: 50 concurrent clients for 10 s. Throughput, request latency, and quotes stored against quotes
 *    answered 201 (none may be lost); then every stored quote must arrive by email exactly once, however long
 *    the queue takes to drain.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
const smtp = await startSmtpSink();
// The inbox as server/main.ts composes and starts it, with SMTP_URL set and the lead email its only channel.
const { server, parts } = await startInbox({
  config: {
    dataDir,
    siteDir: mkdtempSync(path.join(tmpdir(), "bench-site-")),
    env: { SMTP_URL: smtp.url, LEADS_EMAIL_TO: "leads@example.test", LEADS_EMAIL_FROM: "site@example.test" },
    channels: ["email"],
    retry: { maxAttempts: 25, baseMs: 1_000, maxMs: 30_000 },
  },
  // Warnings and errors only: a line per request would be most of what the bench measures.
  log: (e) => (e.level === "warn" || e.level === "error") && console.error(JSON.stringify(e)),
});
const { store } = parts;
const serving = startServing(parts);
const { port } = server.address() as { port: number };

const quote = (name: string) =>
  JSON.stringify({ form: "home", name, phone: "09 123 4567", service: "leak-detection", message: "Bench", page: "/" });
const url = `http://127.0.0.1:${port}/api/quote`;
const messageQuoteId = (m: (typeof smtp.messages)[number]) =>
  Number(/<quote-(\d+)\./.exec(m.message.header("message-id") ?? "")?.[1]);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

// 1. Paced: each quote's delivery latency, measured from the moment it was accepted.
const paced: { id: number; acceptedAt: number }[] = [];
for (let i = 0; i < 20; i++) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: quote(`Paced ${i}`),
  });
  paced.push({ id: ((await response.json()) as { id: number }).id, acceptedAt: Date.now() });
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await waitFor("the paced quotes' emails", () => smtp.messages.length >= paced.length, 60_000);
const arrivals = new Map(smtp.messages.map((m) => [messageQuoteId(m), m.receivedAt]));
const pacedDelays = paced.map((q) => (arrivals.get(q.id) ?? Number.NaN) - q.acceptedAt).sort((a, b) => a - b);

// 2. Flood.
const before = store.count();
const result = await autocannon({
  url,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: quote("Bench Customer"),
  connections: 50,
  duration: Number(process.env.BENCH_SECONDS ?? 10),
});
// Closing waits for requests still in flight, so the count below is final.
await new Promise((resolve) => server.close(resolve));
const created = result["2xx"];
const stored = store.count() - before;
const drainStart = Date.now();
await waitFor("every stored quote to arrive by email", () => smtp.messages.length >= before + stored, 600_000);
const drainSeconds = (Date.now() - drainStart) / 1000;
const uniqueEmails = new Set(smtp.messages.map(messageQuoteId)).size;

const rows: [string, string][] = [
  ["paced: delivery p50 ms", String(percentile(pacedDelays, 50))],
  ["paced: delivery p99 ms", String(percentile(pacedDelays, 99))],
  ["flood: quotes/s (mean)", result.requests.average.toFixed(0)],
  ["flood: request p50 ms", String(result.latency.p50)],
  ["flood: request p99 ms", String(result.latency.p99)],
  ["flood: answered 201", String(created)],
  ["flood: other answers", String(result.non2xx + result.errors + result.timeouts)],
  ["flood: rows stored", String(stored)],
  ["flood: queue drained in s", drainSeconds.toFixed(1)],
  ["emails received (unique)", `${smtp.messages.length} (${uniqueEmails})`],
];
console.log(rows.map(([k, v]) => `| ${k.padEnd(25)} | ${v.padStart(12)} |`).join("\n"));
await serving.stop();
await smtp.close();
closeParts(parts);
rmSync(dataDir, { recursive: true, force: true });
// Requests still in flight when the clock stops are stored but not counted by autocannon; fewer rows than 201s
// would mean a lost quote.
if (stored < created) {
  console.error(`Lost quotes: ${created} answered 201 but ${stored} stored.`);
  process.exitCode = 1;
}
if (uniqueEmails !== before + stored) {
  console.error(`Deliveries: ${before + stored} stored but ${uniqueEmails} distinct emails received.`);
  process.exitCode = 1;
}
