import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { chromeArgs, chromePath } from "../../test/support/chrome.ts";
import { siteDir, startSiteServer, type RunningServer } from "../../test/support/site-server.ts";
import { median } from "../../test/support/median.ts";
import { scriptlessCopy } from "./floor.ts";
import { askedTemplates, option } from "./options.ts";

/**
 * `npm run bench:main-thread`: what each template's page costs the browser's main thread, read from Chromium's own
 * trace (the devtools.timeline category) rather than Lighthouse's simulation, whose TBT moves by ±40 ms between runs on
 * a shared machine (issue 48). Each template of the built site (BUILD_DIR, default build) and of its floor (the same
 * pages with every script removed) is loaded RUNS times (default 9), unthrottled, in a fresh phone-sized context,
 * site and floor interleaved; per template, the median milliseconds by kind up to the load event, the longest task up
 * to it, and the main thread's time in the AFTER_MS (default 1000) after it (hydration, the after-load module).
 * `--only NAME[,NAME]` measures those templates; `--compare DIR` adds another build's client folder (the build before
 * a change) to the same rounds. docs/performance.md keeps the results.
 */
const runs = Number(process.env.RUNS ?? 9);
const afterMs = Number(process.env.AFTER_MS ?? 1000);
const measured = askedTemplates();
const compareDir = option("--compare");

/** Trace event names by the kind of work they are; their self time (children's taken out) is what counts. */
const kinds = {
  parse: ["ParseHTML", "ParseAuthorStyleSheet"],
  style: ["UpdateLayoutTree", "RecalculateStyles"],
  layout: ["Layout"],
  paint: ["Paint", "PrePaint", "Layerize", "UpdateLayer", "UpdateLayerTree", "CompositeLayers", "Commit"],
  script: ["EvaluateScript", "FunctionCall", "TimerFire", "v8.compile", "v8.compileModule", "v8.evaluateModule"],
} as const;
type Kind = keyof typeof kinds | "other";
const kindOf = new Map<string, Kind>(
  Object.entries(kinds).flatMap(([kind, names]) => names.map((name): [string, Kind] => [name, kind as Kind])),
);
const columns = ["parse", "style", "layout", "paint", "script", "other", "busy", "longest", "after", "styled"] as const;
type Sample = Record<(typeof columns)[number], number>;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time in the event: unlike `dur`, not lengthened while other processes had the CPU. */
  tdur?: number;
  args?: { data?: { frame?: string; url?: string }; beginData?: { frame?: string }; elementCount?: number };
}

/** One load of a page, traced from before its navigation to AFTER_MS after its load event. */
async function trace(browser: Browser, url: string): Promise<{ events: TraceEvent[]; frame: string }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    // RunTask, the top-level task, is in the disabled-by-default category: the longest task is read from it.
    const categories = "devtools.timeline,disabled-by-default-devtools.timeline";
    await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(afterMs);
    await cdp.send("Tracing.end");
    await complete;
    // The trace names frames by DevTools' ids: the page's own document is the frame tree's root.
    const { frameTree } = await cdp.send("Page.getFrameTree");
    return { events, frame: frameTree.frame.id };
  } finally {
    await context.close();
  }
}

/**
 * The page's main thread's time by kind up to its load event, and its busy time in the AFTER_MS after it. Times are
 * the thread's own (`tdur`), so a machine busy with other work lengthens them far less than it does wall time.
 */
function summarise({ events, frame }: { events: TraceEvent[]; frame: string }): Sample | undefined {
  // The page's own document, not the SVG documents its images and masks are drawn from. A renderer process started
  // for the navigation can begin tracing after the document's commit: such a trace lacks the page's start.
  const commit = events.find((e) => e.name === "CommitLoad" && e.args?.data?.frame === frame);
  const load = events.find((e) => e.name === "MarkLoad" && e.args?.data?.frame === frame);
  if (!commit || !load) return undefined;
  const sample: Sample = Object.fromEntries(columns.map((column) => [column, 0])) as Sample;
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const thread = events
    .filter((e) => e.pid === load.pid && e.tid === load.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || end(b) - end(a));
  // Nested events (a forced layout inside a script) count once, each as its own kind: a parent's self time is its
  // time less its children's. A top-level event is a task.
  const stack: { event: TraceEvent; self: number }[] = [];
  const nested: { event: TraceEvent; self: number }[] = [];
  for (const event of thread) {
    while (stack.length && end(stack.at(-1)!.event) <= event.ts) nested.push(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.self -= cpu(event);
    else if (event.ts < load.ts) {
      sample.busy += cpu(event);
      sample.longest = Math.max(sample.longest, cpu(event));
    } else if (event.ts < load.ts + afterMs * 1000) sample.after += cpu(event);
    stack.push({ event, self: cpu(event) });
  }
  for (const { event, self } of [...nested, ...stack]) {
    if (event.ts >= load.ts) continue;
    sample[kindOf.get(event.name) ?? "other"] += self;
    // Elements styled in the page itself, not in the SVG documents its images and masks are drawn from.
    if (event.args?.beginData?.frame === frame) sample.styled += event.args?.elementCount ?? 0;
  }
  return sample;
}

/** One load's figures, loaded again (up to 5 times) while its trace misses the page's start. */
async function measure(browser: Browser, url: string): Promise<Sample> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const sample = summarise(await trace(browser, url));
    if (sample) return sample;
    process.stderr.write(`${url}: the trace missed the page's start; loading it again\n`);
  }
  throw new Error(`${url}: 5 traces in a row missed the page's commit or load event`);
}

const builds: { name: string; dir: string }[] = [{ name: "site", dir: path.resolve(siteDir()) }];
const floorDir = scriptlessCopy(siteDir());
builds.push({ name: "floor", dir: floorDir });
if (compareDir) builds.push({ name: `compare (${compareDir})`, dir: path.resolve(compareDir) });
const servers: RunningServer[] = [];
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
const samples = new Map<string, Sample[]>();
const loadAtStart = os.loadavg();
try {
  for (const build of builds) servers.push(await startSiteServer({ SITE_DIR: build.dir }));
  for (let round = 0; round < runs; round++) {
    for (const template of measured) {
      for (const [index, build] of builds.entries()) {
        const url = new URL(template.path, servers[index]!.url).href;
        const key = `${template.name}\t${build.name}`;
        samples.set(key, [...(samples.get(key) ?? []), await measure(browser, url)]);
      }
    }
    process.stderr.write(`round ${round + 1} of ${runs}\n`);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" ");
console.log(
  `Main thread by trace, ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, medians of ${runs} ` +
    `unthrottled loads at 412x823 (DPR 1.75); load average ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end\n`,
);
console.log(
  `| template | build | parse HTML & CSS | style | layout | paint & composite | script | other | busy to load | longest task | busy ${afterMs} ms after load | elements styled |`,
);
console.log(`|---|---|${"---|".repeat(columns.length)}`);
for (const template of measured) {
  for (const build of builds) {
    const rows = samples.get(`${template.name}\t${build.name}`) ?? [];
    const cells = columns.map((column) => median(rows.map((row) => row[column])).toFixed(column === "styled" ? 0 : 1));
    console.log(`| ${template.name} | ${build.name} | ${cells.join(" | ")} |`);
  }
}
