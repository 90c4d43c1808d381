import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { type RunnerResult } from "lighthouse";
import { freePort, startCaddy } from "./caddy.ts";
import { chromeArgs, chromePath, trustLocalCertificate } from "./chrome.ts";
import { median } from "./median.ts";
import { startSiteServer } from "./site-server.ts";
import type { Template } from "./templates.ts";

export interface LighthouseMedians {
  name: string;
  path: string;
  /** Why there are no numbers, when Lighthouse refused the page. */
  note?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  transferKb: number;
  jsKb: number;
  requests: number;
  /** The document's protocol as Lighthouse recorded it ("http/1.1", "h2"); lantern models connections by it. */
  protocol?: string;
}

/** What Lighthouse reports when it could not audit a page (LH.Result's `runtimeError`). */
export interface RuntimeError {
  code: string;
  message: string;
}

export type Verdict = "measure" | "refused-as-expected" | "retry" | { fail: string };

/**
 * What to do with one Lighthouse run of a route. Lighthouse refuses a document answered with an error status
 * (ERRORED_DOCUMENT_REQUEST, "… (Status code: 404)"), which the 404 template must be: only that template, with that
 * code and status, is skipped. Any other runtime error is retried once, then fails naming its code, so the gate
 * never passes a page it did not measure.
 */
export function verdict(route: Template, error: RuntimeError | undefined, attempt: number): Verdict {
  if (!error) return "measure";
  const status = /\(Status code: (\d+)\)/.exec(error.message)?.[1];
  if (route.status === 404 && error.code === "ERRORED_DOCUMENT_REQUEST" && status === "404") {
    return "refused-as-expected";
  }
  if (attempt < 2) return "retry";
  return { fail: `Lighthouse could not audit ${route.name} (${route.path}): ${error.code}: ${error.message}` };
}

/** One row of Lighthouse's network-requests audit, as far as the helpers read it. */
export interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  protocol?: string;
}

/**
 * The protocol the page's document came over, as Lighthouse recorded it. In HTTP/2 mode every run must say "h2":
 * a run that fell back to HTTP/1.1 would silently measure the other model, so it fails instead.
 */
export function documentProtocol(requests: NetworkRequest[], http2: boolean): string {
  const protocol = requests.find((r) => r.resourceType === "Document")?.protocol ?? "unknown";
  if (http2 && protocol !== "h2") throw new Error(`asked for HTTP/2, but the document came over ${protocol}`);
  return protocol;
}

/** Starts Debian's Chromium with remote debugging and returns its port; Lighthouse opens its own tabs in it. */
async function startChrome(extraArgs: string[] = []): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), "lh-chrome-"));
  const child = spawn(
    chromePath(),
    [...chromeArgs, ...extraArgs, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 20_000);
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
      // Chromium's helper processes can still be writing into the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** One Lighthouse run of a route, retried once on a runtime error (see `verdict`). */
async function audit(url: string, route: Template, port: number): Promise<RunnerResult["lhr"] | "refused-as-expected"> {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const next = verdict(route, run.lhr.runtimeError, attempt);
    if (next === "measure") return run.lhr;
    if (next === "refused-as-expected") return next;
    if (typeof next === "object") throw new Error(next.fail);
  }
}

export interface LighthouseOptions {
  /** The built site to serve (default: build/client). */
  siteDir?: string;
  /**
   * Measure the site as visitors get it: through Caddy (deploy/Caddyfile) over HTTPS and HTTP/2 in front of the same
   * inbox, instead of the inbox's own HTTP/1.1. Lantern, Lighthouse's simulation, models an HTTP/1.1 origin as six
   * connections of which only the document's is warm, and an HTTP/2 one as a single connection every request shares
   * (docs/decisions/005-paint-first.md); the TLS handshake adds a round trip before the document's first byte.
   */
  http2?: boolean;
  /** A folder to write each run's Lighthouse result into (`<template>-<run>.json`), to read its request timings. */
  reportDir?: string;
}

/** The protocol a run measured, for the benches to print beside their numbers. */
export const protocolOf = (options: LighthouseOptions) =>
  options.http2 ? "HTTP/2 + TLS through Caddy (deploy/Caddyfile)" : "HTTP/1.1 from the inbox";

/** Lighthouse, mobile preset with simulated throttling, `runs` times per route; medians per route. */
export async function runLighthouse(
  routes: Template[],
  runs = 3,
  options: LighthouseOptions = {},
): Promise<LighthouseMedians[]> {
  const siteEnv: Record<string, string> = options.siteDir ? { SITE_DIR: options.siteDir } : {};
  const origin = options.http2 ? `https://localhost:${await freePort()}` : undefined;
  // Behind Caddy the inbox runs as deployed behind it: TRUST_PROXY and the https:// SITE_URL (docs/operations.md).
  const server = await startSiteServer(origin ? { ...siteEnv, TRUST_PROXY: "true", SITE_URL: origin } : siteEnv);
  const caddy = origin
    ? await startCaddy(origin, server.url).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      })
    : undefined;
  const chrome = await startChrome(origin ? [trustLocalCertificate] : []);
  const base = origin ?? server.url;
  try {
    const results: LighthouseMedians[] = [];
    for (const route of routes) {
      const samples: Omit<LighthouseMedians, "name" | "path" | "note" | "protocol">[] = [];
      let protocol: string | undefined;
      let refused = false;
      for (let i = 0; i < runs && !refused; i++) {
        const lhr = await audit(`${base}${route.path}`, route, chrome.port);
        if (lhr === "refused-as-expected") {
          refused = true;
          continue;
        }
        if (options.reportDir) {
          mkdirSync(options.reportDir, { recursive: true });
          const file = `${route.name.replace(/[^a-z0-9]+/gi, "-")}-${i + 1}.json`;
          writeFileSync(path.join(options.reportDir, file), JSON.stringify(lhr));
        }
        const { categories, audits } = lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
        const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
        protocol = documentProtocol(requests, options.http2 ?? false);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcp: value("first-contentful-paint"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          speedIndex: value("speed-index"),
          transferKb: value("total-byte-weight") / 1024,
          jsKb:
            requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024,
          requests: requests.length,
        });
      }
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      if (refused) {
        const none = Number.NaN;
        results.push({
          name: route.name,
          path: route.path,
          note: "not audited: answered with HTTP 404, which Lighthouse refuses",
          performance: none,
          accessibility: none,
          bestPractices: none,
          seo: none,
          fcp: none,
          lcp: none,
          tbt: none,
          cls: none,
          speedIndex: none,
          transferKb: none,
          jsKb: none,
          requests: none,
        });
        continue;
      }
      results.push({
        name: route.name,
        path: route.path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcp: pick("fcp"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        speedIndex: pick("speedIndex"),
        transferKb: pick("transferKb"),
        jsKb: pick("jsKb"),
        requests: pick("requests"),
        protocol,
      });
    }
    return results;
  } finally {
    await chrome.stop();
    await caddy?.stop();
    await server.stop();
  }
}

export function formatTable(rows: LighthouseMedians[]): string {
  const header = [
    "template",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "SI ms",
    "KB",
    "JS KB",
    "req",
  ];
  const lines = rows
    .filter((r) => !r.note)
    .map((r) => [
      r.name,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      Math.round(r.fcp),
      Math.round(r.lcp),
      Math.round(r.tbt),
      r.cls.toFixed(3),
      Math.round(r.speedIndex),
      r.transferKb.toFixed(0),
      r.jsKb.toFixed(0),
      r.requests,
    ]);
  const all = [header, ...lines].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const fmt = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  const notes = rows.filter((r) => r.note).map((r) => `${r.name}: ${r.note}`);
  return [fmt(all[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...all.slice(1).map(fmt), ...notes].join(
    "\n",
  );
}

/**
 * The bars that hold on a shared 2-core machine: category scores other than performance, layout shift, and the
 * network-driven paint times with a margin. The performance score and TBT move with whatever else the CPU is
 * doing, so `npm run bench` reports them rather than the tests failing on them. Lighthouse's simulated paint times
 * move in steps of one round trip (150 ms); the bars sit two steps above the medians measured inside `npm test`
 * (FCP 0.76-0.91 s, LCP 1.06-1.21 s), which also covers a busy machine. The goal (FCP 1.0 s, LCP 1.2 s) is
 * tracked by the bench, against the scripts-free floor.
 */
export const bars = { fcpMs: 1200, lcpMs: 1600, cls: 0.005 };

/** What falls below the bars. The 404 template is answered with status 404 on purpose, so Lighthouse cannot audit it. */
export function failures(rows: LighthouseMedians[]): string[] {
  return rows.flatMap((r) => {
    if (r.note) return [];
    const out: string[] = [];
    if (r.accessibility < 100) out.push(`${r.name}: accessibility ${r.accessibility} < 100`);
    if (r.bestPractices < 100) out.push(`${r.name}: best practices ${r.bestPractices} < 100`);
    if (r.seo < 100) out.push(`${r.name}: SEO ${r.seo} < 100`);
    if (r.fcp > bars.fcpMs) out.push(`${r.name}: FCP ${Math.round(r.fcp)} ms > ${bars.fcpMs} ms`);
    if (r.lcp > bars.lcpMs) out.push(`${r.name}: LCP ${Math.round(r.lcp)} ms > ${bars.lcpMs} ms`);
    if (r.cls > bars.cls) out.push(`${r.name}: CLS ${r.cls.toFixed(3)} > ${bars.cls}`);
    return out;
  });
}
