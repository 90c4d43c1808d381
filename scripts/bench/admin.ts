import { rmSync } from "node:fs";
import { DEFAULT_OWNER_MEDIA_QUOTA_BYTES } from "../../server/config/config.ts";
import { startInbox } from "../../test/support/server/app.ts";
import { fixtureAdminBuild } from "../../test/support/server/dashboard.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { seedLeads } from "../../test/support/server/seed-leads.ts";

/**
 * `npm run bench:admin`: the dashboard's API over loopback HTTP with LEADS (default 100,000) leads in SQLite,
 * each request signed in and timed end to end, RUNS times (default 30) one after another. Prints p50 and p95.
 */
const leads = Number(process.env.LEADS ?? 100_000);
const runs = Number(process.env.RUNS ?? 30);
const dataDir = tempDir("bench-admin-");
const { url, server, parts } = await startInbox({
  config: {
    dataDir,
    // The benchmark measures the API, not the sign-in: its account signs in with a password alone.
    dashboard: {
      adminDir: fixtureAdminBuild(),
      session: { idleMs: 3_600_000, absoluteMs: 3_600_000 },
      requireSecondFactor: false,
      mediaQuotaBytes: DEFAULT_OWNER_MEDIA_QUOTA_BYTES,
    },
  },
});
const { store } = parts;
let started = performance.now();
seedLeads(store, leads);
const seeded = performance.now() - started;
const password = "bench password 2026";
await parts.users.add("bench@example.co.nz", password);
const signIn = await fetch(`${url}/admin/login`, {
  method: "POST",
  headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ email: "bench@example.co.nz", password }),
  redirect: "manual",
});
// The answer sets the device cookie too (server/accounts/device.ts): the session's is the one to send.
const cookie = signIn.headers
  .getSetCookie()
  .find((c) => c.startsWith("leads_session="))!
  .split(";")[0]!;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

// Search words go in a POST body, as the dashboard sends them (never in a URL: docs/decisions/010-asvs-level-1.md).
const search = (q: string): RequestInit => ({
  method: "POST",
  headers: { cookie, origin: url, "content-type": "application/json" },
  body: JSON.stringify({ q }),
});
const requests: [string, string, RequestInit?][] = [
  ["list, first page", "/admin/api/leads"],
  ["list, deepest page", "/admin/api/leads?before=30"],
  ["search: name", "/admin/api/leads/search", search("Customer 99999")],
  ["search: suburb (1 in 8)", "/admin/api/leads/search", search("papatoetoe")],
  ["search: phone digits", "/admin/api/leads/search", search("021 555 12")],
  ["search: every lead", "/admin/api/leads/search", search("example.co.nz")],
  ["search: 2 characters", "/admin/api/leads/search", search("r 9")],
  ["filters: status+service+urgency", "/admin/api/leads?status=won&service=hot-water&urgency=urgent"],
  ["filters: a month last year", `/admin/api/leads?from=${day(400)}&to=${day(370)}`],
  ["spam quarantine", "/admin/api/spam"],
  ["lead detail", "/admin/api/leads/50000"],
  ["overview", "/admin/api/overview"],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const rows: string[] = [];
for (const [label, path, init = { headers: { cookie } }] of requests) {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    started = performance.now();
    const res = await fetch(`${url}${path}`, init);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  rows.push(
    `| ${label.padEnd(31)} | ${percentile(times, 0.5).toFixed(1).padStart(6)} | ${percentile(times, 0.95).toFixed(1).padStart(6)} |`,
  );
}
started = performance.now();
const csv = await (
  await fetch(`${url}/admin/api/leads/export`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" },
  })
).arrayBuffer();
const exportMs = performance.now() - started;

console.log(
  `${leads.toLocaleString("en-NZ")} leads seeded in ${(seeded / 1000).toFixed(1)} s; ${runs} runs each over loopback HTTP\n`,
);
console.log(
  `| request                         | p50 ms | p95 ms |\n|---------------------------------|--------|--------|\n${rows.join("\n")}`,
);
console.log(`\nCSV export of every lead: ${(csv.byteLength / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(2)} s`);
server.close();
store.close();
rmSync(dataDir, { recursive: true, force: true });
