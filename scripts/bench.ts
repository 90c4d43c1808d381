import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { siteDir } from "../test/support/site-server.ts";
import { formatTable, runLighthouse, type LighthouseMedians } from "../test/support/lighthouse.ts";
import { templates } from "../test/support/templates.ts";
import { formatWorksBy, measureWorksBy } from "./works-by.ts";

/**
 * `npm run bench`: build time, then Lighthouse medians per template (LIGHTHOUSE_RUNS, default 5) for the site as
 * built and for its floor: the same pre-rendered HTML and CSS with every script removed. The last columns say how
 * far each template's paint times are from that floor (the goal is within 10 %). Last, per template, its JavaScript
 * and when it works: the last React island hydrated, under slow 4G and a 4x CPU (scripts/works-by.ts).
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const started = performance.now();
execFileSync("npm", ["run", "build"], { stdio: "ignore" });
const buildSeconds = (performance.now() - started) / 1000;

/** A copy of the built site with no JavaScript: scripts and module preloads cut from every page. */
function scriptlessCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "floor-"));
  cpSync(siteDir(), dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.name.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    writeFileSync(file, html);
    // The server sends the pre-compressed copies: they must be of the stripped page too.
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(html));
  }
  return dir;
}

const rows = await runLighthouse(templates, runs);
const floorDir = scriptlessCopy();
let floor: LighthouseMedians[];
try {
  floor = await runLighthouse(templates, runs, { siteDir: floorDir });
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}

console.log(
  `Benchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, medians of ${runs}`,
);
console.log(`Build time: ${buildSeconds.toFixed(1)} s\n`);
console.log(formatTable(rows));
console.log("\nAgainst the floor (the same pages with every script removed):\n");
const pct = (value: number, base: number) =>
  `${value >= base ? "+" : ""}${(((value - base) / base) * 100).toFixed(0)} %`;
const lines = rows
  .filter((r) => !r.note)
  .map((r) => {
    const f = floor.find((x) => x.path === r.path && !x.note);
    if (!f) return `| ${r.name} | ${Math.round(r.fcp)} | n/a | ${Math.round(r.lcp)} | n/a | | |`;
    return `| ${r.name} | ${Math.round(r.fcp)} | ${Math.round(f.fcp)} | ${Math.round(r.lcp)} | ${Math.round(f.lcp)} | ${pct(r.fcp, f.fcp)} | ${pct(r.lcp, f.lcp)} |`;
  });
console.log(
  [
    "| template | FCP ms | floor FCP ms | LCP ms | floor LCP ms | FCP vs floor | LCP vs floor |",
    "|---|---|---|---|---|---|---|",
    ...lines,
  ].join("\n"),
);
console.log("\nWorks by (slow 4G, 4x CPU; every island tapped at first paint):\n");
console.log(formatWorksBy(await measureWorksBy(templates, runs)));
