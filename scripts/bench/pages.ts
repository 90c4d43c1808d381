import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { siteDir } from "../../test/support/site-server.ts";
import { formatTable, protocolOf, runLighthouse, type LighthouseMedians } from "../../test/support/lighthouse.ts";
import type { Template } from "../../test/support/templates.ts";
import { scriptlessCopy, withoutScripts } from "./floor.ts";
import { median } from "../../test/support/median.ts";
import { askedTemplates, option } from "./options.ts";
import { formatWorksBy, measureWorksBy } from "./works-by.ts";

/**
 * `npm run bench`: build time, then Lighthouse medians per template (LIGHTHOUSE_RUNS, default 5) for the site as
 * built and for its floor: the same pre-rendered HTML and CSS with every script removed. Then, per template, FCP, LCP
 * and TBT against that floor and its HTML, raw and brotli as served (the floor's too: what a new connection's first
 * round trip must carry). Last, per template, its JavaScript and when it works: the last React island hydrated, under
 * slow 4G and a 4x CPU (scripts/bench/works-by.ts).
 *
 * The runs are interleaved: each round measures every template of the site, then of the floor, then the peer's home,
 * so a machine that gets busier halfway through weighs on all of them alike (issue 48: 4-5 engineers share 2 cores).
 * `--peer DIR` adds another site's static build (an `index.html` at its root, e.g. the Astro local-business
 * template's `dist/`), served by the same server, whose home is shown beside ours; `--peer-name NAME` labels it.
 * `--only NAME[,NAME]` measures those templates alone (test/support/templates.ts names them). `--http2` runs
 * Lighthouse through Caddy over HTTP/2 and TLS, as visitors get the site (test/support/lighthouse.ts); by default it
 * measures the inbox's own HTTP/1.1. docs/performance.md keeps the results.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const lighthouse = { http2: process.argv.includes("--http2") };
const peerDir = option("--peer");
const measured = askedTemplates();
const peerName = option("--peer-name") ?? "peer";
if (peerDir && !existsSync(path.join(peerDir, "index.html"))) {
  throw new Error(`--peer ${peerDir}: no index.html there; give the folder of a built static site`);
}
const loadAtStart = os.loadavg();
const started = performance.now();
execFileSync("npm", ["run", "build"], { stdio: "ignore" });
const buildSeconds = (performance.now() - started) / 1000;

/** The built HTML file a template's path is answered with. */
const htmlFile = (template: Template) =>
  path.join(
    siteDir(),
    template.status === 404
      ? "404.html"
      : template.path === "/"
        ? "index.html"
        : `${template.path.slice(1)}/index.html`,
  );

/** A page's HTML in KB, raw and brotli (quality 11, as scripts/build/precompress.ts serves it). */
const htmlKb = (html: string) => ({
  raw: Buffer.byteLength(html) / 1024,
  brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024,
});

/** The median of each figure, per template, over rounds of single runs. */
function medians(rounds: LighthouseMedians[][]): LighthouseMedians[] {
  return (rounds[0] ?? []).map((first) => {
    const same = rounds.map((round) => round.find((row) => row.path === first.path) ?? first);
    const figures = Object.fromEntries(
      Object.entries(first)
        .filter(([, value]) => typeof value === "number")
        .map(([key]) => [key, median(same.map((row) => row[key as keyof LighthouseMedians] as number))]),
    );
    return { ...first, ...figures };
  });
}

const peerHome: Template[] = [{ name: `${peerName} home`, path: "/" }];
const siteRounds: LighthouseMedians[][] = [];
const floorRounds: LighthouseMedians[][] = [];
const peerRounds: LighthouseMedians[][] = [];
const floorDir = scriptlessCopy(siteDir());
try {
  for (let round = 0; round < runs; round++) {
    siteRounds.push(await runLighthouse(measured, 1, lighthouse));
    floorRounds.push(await runLighthouse(measured, 1, { ...lighthouse, siteDir: floorDir }));
    if (peerDir) peerRounds.push(await runLighthouse(peerHome, 1, { ...lighthouse, siteDir: path.resolve(peerDir) }));
  }
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}
const rows = medians(siteRounds);
const floor = medians(floorRounds);
const peer = peerDir ? medians(peerRounds)[0] : undefined;

console.log(
  `Benchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, medians of ${runs}`,
);
console.log(
  `Lighthouse over ${protocolOf(lighthouse)}, interleaved rounds (site, floor${peerDir ? `, ${peerName}` : ""})`,
);
const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" ");
console.log(`Load average (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end`);
console.log(`Build time: ${buildSeconds.toFixed(1)} s\n`);
console.log(formatTable(rows));
console.log("\nAgainst the floor (the same pages with every script removed), and each page's HTML:\n");
const pct = (value: number, base: number) =>
  `${value >= base ? "+" : ""}${(((value - base) / base) * 100).toFixed(0)} %`;
const ms = (value: number | undefined) => (value === undefined ? "n/a" : String(Math.round(value)));
const lines = measured.map((template) => {
  const r = rows.find((x) => x.path === template.path && !x.note);
  const f = floor.find((x) => x.path === template.path && !x.note);
  const html = readFileSync(htmlFile(template), "utf8");
  const page = htmlKb(html);
  const bare = htmlKb(withoutScripts(html));
  const paint = [
    ms(r?.fcp),
    ms(f?.fcp),
    r && f ? pct(r.fcp, f.fcp) : "",
    ms(r?.lcp),
    ms(f?.lcp),
    r && f ? pct(r.lcp, f.lcp) : "",
    ms(r?.tbt),
    ms(f?.tbt),
  ];
  const bytes = [page.raw.toFixed(1), page.brotli.toFixed(1), bare.brotli.toFixed(1)];
  return `| ${template.name} | ${[...paint, ...bytes].join(" | ")} |`;
});
console.log(
  [
    "| template | FCP ms | floor | FCP vs floor | LCP ms | floor | LCP vs floor | TBT ms | floor | HTML KB | HTML KB brotli | floor HTML KB brotli |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...lines,
  ].join("\n"),
);
console.log("The 404 template is answered with HTTP 404, which Lighthouse refuses to audit: its HTML only.");
console.log(
  `\nThe main thread: TBT beside the floor's${peer ? ` and ${peerName}'s home's` : ""} (TBT is the CPU's, so it moves with the machine's load):\n`,
);
console.log(
  [
    `| template | TBT ms | floor TBT ms | TBT vs floor ms${peer ? ` | ${peerName} home TBT ms | ${peerName} home FCP / LCP ms` : ""} |`,
    `|---|---|---|---${peer ? "|---|---" : ""}|`,
    ...measured
      .map((template) => ({
        template,
        r: rows.find((x) => x.path === template.path && !x.note),
        f: floor.find((x) => x.path === template.path && !x.note),
      }))
      .filter(({ r, f }) => r && f)
      .map(({ template, r, f }) => {
        const cells = [template.name, ms(r?.tbt), ms(f?.tbt), ms((r?.tbt ?? 0) - (f?.tbt ?? 0))];
        if (peer) cells.push(ms(peer.tbt), `${ms(peer.fcp)} / ${ms(peer.lcp)}`);
        return `| ${cells.join(" | ")} |`;
      }),
  ].join("\n"),
);
if (peer) {
  console.log(
    `\n${peerName} home: perf ${peer.performance}, a11y ${peer.accessibility}, bp ${peer.bestPractices}, seo ${peer.seo}, FCP ${ms(peer.fcp)} ms, LCP ${ms(peer.lcp)} ms, TBT ${ms(peer.tbt)} ms, CLS ${peer.cls.toFixed(3)}, ${peer.transferKb.toFixed(0)} KB`,
  );
}
console.log("\nWorks by (slow 4G, 4x CPU; every island tapped at first paint):\n");
console.log(formatWorksBy(await measureWorksBy(measured, runs)));
