import { chromium } from "playwright-core";
import { chromeArgs, chromePath } from "../../test/support/chrome.ts";
import { median } from "../../test/support/median.ts";
import { siteDir, startSiteServer } from "../../test/support/site-server.ts";
import { pageScripts, totalGzip } from "../../test/support/page-weight.ts";

/** Lighthouse's mobile model: slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
export const slow4g = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const cpuSlowdown = 4;

export interface WorksBy {
  name: string;
  path: string;
  /** The page's JavaScript: inline scripts and island code, gzip (scripts/bench/page-weight.ts). */
  javaScriptKb: number;
  islands: number;
  firstPaintMs: number;
  /** When the last island on the page had hydrated (data-hydrated), or the first paint on a page without one. */
  worksByMs: number;
}

/**
 * Runs in the page before anything else: notes when each island is marked hydrated, and taps every island the
 * moment the page first paints, as a visitor tapping the first thing they see would (docs/decisions/008-islands.md).
 */
const observeIslands = () => {
  const seen: number[] = [];
  (window as unknown as { __islandsHydrated: number[] }).__islandsHydrated = seen;
  new MutationObserver((records) => {
    for (const record of records) if (record.attributeName === "data-hydrated") seen.push(performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    for (const island of document.querySelectorAll("[data-island]")) island.dispatchEvent(new Event("pointerdown"));
  }).observe({ type: "paint", buffered: true });
};

/**
 * "Works by" for each template: in Chromium with DevTools-protocol network and CPU throttling, a fresh phone-sized
 * page, the time from navigation to the last island hydrated. Medians of `runs`.
 */
export async function measureWorksBy(
  templates: readonly { name: string; path: string }[],
  runs: number,
): Promise<WorksBy[]> {
  const server = await startSiteServer();
  const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
  try {
    const rows: WorksBy[] = [];
    for (const template of templates) {
      const html = await (await fetch(new URL(template.path, server.url))).text();
      const islands = [...html.matchAll(/ data-island="/g)].length;
      const paints: number[] = [];
      const works: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          hasTouch: true,
          isMobile: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", { offline: false, ...slow4g });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        await page.addInitScript(observeIslands);
        await page.goto(new URL(template.path, server.url).href, { waitUntil: "load" });
        await page.waitForFunction(
          (count) => (window as unknown as { __islandsHydrated: number[] }).__islandsHydrated.length >= count,
          islands,
          { timeout: 60_000 },
        );
        // The load event can come before the first paint: on a page this light, all its files may have arrived
        // before the throttled CPU has painted (4 of 8 runs of /projects and /faq, 10-20 ms before it), and the paint
        // read then was no number at all.
        const paint = await page
          .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, undefined, {
            timeout: 60_000,
          })
          .then(async (handle) => Number(await handle.jsonValue()));
        const hydrated = await page.evaluate(
          () => (window as unknown as { __islandsHydrated: number[] }).__islandsHydrated,
        );
        paints.push(paint);
        works.push(Math.max(paint, ...hydrated));
        await context.close();
      }
      rows.push({
        ...template,
        javaScriptKb: totalGzip(pageScripts(html, siteDir())) / 1024,
        islands,
        firstPaintMs: median(paints),
        worksByMs: median(works),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function formatWorksBy(rows: readonly WorksBy[]): string {
  return [
    "| template | JS KB gzip | islands | first paint ms | works by ms | works by after paint ms |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.javaScriptKb.toFixed(1)} | ${r.islands} | ${Math.round(r.firstPaintMs)} | ${Math.round(r.worksByMs)} | ${Math.round(r.worksByMs - r.firstPaintMs)} |`,
    ),
  ].join("\n");
}

// `node scripts/bench/works-by.ts /quote`: one template, one run, against the current build (a smoke test of the bench).
if (import.meta.main) {
  const path = process.argv[2] ?? "/quote";
  console.log(formatWorksBy(await measureWorksBy([{ name: path, path }], Number(process.env.WORKS_BY_RUNS ?? 1))));
}
