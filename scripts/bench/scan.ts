import { readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { fixtureSite, tempDir } from "../../test/support/server/http.ts";
import { spawnServer } from "../../test/support/server/spawn-server.ts";

/**
 * `npm run bench:scan`: the real server (`node server/main.ts`) under a bot scan, 16 connections asking for
 * WARM_UP (default 10,000) and then PATHS (default 50,000) unique unknown paths of about 1 KB each. Prints the
 * throughput and how much the server's resident memory grew over the scan; fails if any answer is not a 404 or the
 * growth reaches 20 MB. npm test keeps the behaviour in a few hundred requests (server/site/static.test.ts: no cache of
 * the server's grows with unknown paths); this is the figure at a scan's volume.
 */
const warmUp = Number(process.env.WARM_UP ?? 10_000);
const paths = Number(process.env.PATHS ?? 50_000);
const BOUND_MB = 20;

const rss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

const dataDir = tempDir("bench-scan-data-");
const siteDir = fixtureSite();
const server = await spawnServer({
  env: {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    // The young generation at a fixed size: V8 grows it in steps of many megabytes whenever its heuristics say so,
    // which reads as growth here but is not memory kept per path.
    NODE_OPTIONS: "--max-semi-space-size=2",
  },
});
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const { port } = new URL(server.url);
const get = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
const wrong: string[] = [];
const scan = async (from: number, count: number) => {
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const path = `/wp-admin/${next++}/${"x".repeat(1000)}`;
      const status = await get(path);
      if (status !== 404 && wrong.length < 5) wrong.push(`${path.slice(0, 30)}… answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
};

let exitCode = 0;
try {
  // Warm up first, so the baseline includes what any serving costs once (code, buffers, JIT, and the young
  // generation grown to its working size, which a few more modules at start can delay past 2,000 requests).
  await scan(0, warmUp);
  const before = rss(server.pid);
  const started = performance.now();
  await scan(warmUp, paths);
  const seconds = (performance.now() - started) / 1000;
  const growth = rss(server.pid) - before;
  const rows: [string, string][] = [
    ["unique unknown paths", paths.toLocaleString("en-NZ")],
    ["requests/s", (paths / seconds).toFixed(0)],
    ["RSS after warm-up, MB", mb(before)],
    ["RSS growth over the scan, MB", mb(growth)],
  ];
  console.log(rows.map(([k, v]) => `| ${k.padEnd(28)} | ${v.padStart(8)} |`).join("\n"));
  if (wrong.length > 0) {
    console.error(`Not every unknown path answered 404:\n${wrong.join("\n")}`);
    exitCode = 1;
  }
  if (growth >= BOUND_MB * 1048576) {
    console.error(`The server's memory grew by ${mb(growth)} MB over the scan; the bound is ${BOUND_MB} MB.`);
    exitCode = 1;
  }
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
