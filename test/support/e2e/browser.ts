import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

export const baseURL = (): string => inject("baseURL");

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;

let shared: Promise<Browser> | undefined;

/** The Chromium started by global setup, connected once per test file. */
export function browser(): Promise<Browser> {
  if (!shared) {
    shared = chromium.connect(inject("wsEndpoint"));
    afterAll(async () => (await shared)?.close());
  }
  return shared;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far, minus those the caller allowed. */
  errors: string[];
  close: () => Promise<void>;
}

export interface OpenOptions {
  viewport?: ViewportName;
  allow404?: boolean;
  reducedMotion?: boolean;
  javaScript?: boolean;
}

/**
 * A fresh context and page at a viewport. Every console error and page exception is collected, so tests can
 * assert none happened. The browser's own "Failed to load resource … 404" line is expected only where a test
 * visits a path that does not exist, and it passes `allow404: true`.
 */
export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await (
    await browser()
  ).newContext({
    viewport: viewports[options.viewport ?? "desktop"],
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    javaScriptEnabled: options.javaScript ?? true,
    hasTouch: options.viewport === "mobile",
    baseURL: baseURL(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (options.allow404 && /status of 404/.test(message.text())) return;
    errors.push(`console.error: ${message.text()}`);
  });
  if (path) await goto(page, path, { hydrated: options.javaScript ?? true });
  return { page, context, errors, close: () => context.close() };
}

/**
 * One tab for the tests of a describe (or a file) that only read pages: no click, typing, scroll, hover or other
 * change. It is opened before them and closed after them, and its console errors are checked after each test, as
 * a test's own page's are. `visit(path)` loads the page unless the tab already shows it, as an earlier reading test
 * left it: the tests that read one page share its load, and a test that reads another spares a new context, whose
 * cold cache fetches and decodes the fonts, styles and scripts again (about a second a page on a busy 2-core
 * machine). A test that acts on a page opens its own with `openPage`.
 */
export function readingTab(options: OpenOptions = {}): { visit: (path: string) => Promise<Page> } {
  let opened: OpenedPage | undefined;
  // The page the tab shows, once it has finished loading: a load that failed leaves none to share.
  let shown: string | undefined;
  beforeAll(async () => {
    opened = await openPage("", options);
  });
  afterEach(() => {
    // Emptied as checked: the next test answers only for its own.
    if (opened) expect(opened.errors.splice(0)).toEqual([]);
  });
  afterAll(() => opened?.close());
  return {
    visit: async (path) => {
      const { page } = opened!;
      if (shown !== path) {
        shown = undefined;
        await goto(page, path, { hydrated: options.javaScript ?? true });
        shown = path;
      }
      return page;
    },
  };
}

/**
 * Loads a page and waits until it is painted as a visitor sees it: its load event, its fonts, and every image it
 * has started loading (the lazy ones still off screen aside) decoded. Then, with JavaScript on, it waits until the
 * inline page script has run (`<html data-enhanced>`, app/enhance/enhance.ts) and the page analytics it loads after
 * first paint has started (`<html data-analytics>`, app/enhance/analytics.ts), wakes every React island on it and
 * waits until each has hydrated (marked `data-hydrated`, app/lib/islands): an island below the fold waits until it
 * nears the viewport, and a click before it hydrates would reach the plain HTML instead of the island.
 * Playwright's "networkidle" waited for these too, but also for half a second with no request after them on every
 * page; a test that means "nothing more is requested" waits for it itself (e2e/analytics.e2e.ts's third parties).
 * The images are waited for by name: with the load event alone, axe judged a badge's contrast over a photo not yet
 * painted (e2e/quality/axe.e2e.ts on a project page).
 */
export async function goto(page: Page, path: string, { hydrated = true }: { hydrated?: boolean } = {}): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    };
    const started = [...document.images].filter((image) => image.loading !== "lazy" || onScreen(image));
    await Promise.all(
      started.map((image) =>
        // A broken image is the page's own problem, for the tests that look at it; here it only has to be settled.
        image.decode().catch(() => undefined),
      ),
    );
  });
  if (!hydrated) return;
  // One wait for the three: each wait is a round trip to the page and a frame (about 13 ms), several hundred
  // page loads a run.
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return (
      root.hasAttribute("data-enhanced") && root.hasAttribute("data-analytics") && document.readyState === "complete"
    );
  });
  await waitForHydration(page);
}

async function waitForHydration(page: Page): Promise<void> {
  // A pointerdown inside an island is one of the loader's waking events; dispatched on the island itself it moves
  // neither focus nor scroll.
  const islands = await page.evaluate(() => {
    const found = document.querySelectorAll("[data-island]");
    for (const island of found) island.dispatchEvent(new Event("pointerdown"));
    return found.length;
  });
  // A page without islands (most of them) has nothing to wait for.
  if (islands === 0) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-hydrated")),
  );
}

/** Fetches a page's raw HTML as a crawler would: no JavaScript. */
export async function fetchHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(new URL(path, baseURL()), { redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/**
 * Stops the page's tel: and mailto: links and links to other tabs from navigating, the click still reaching the
 * page's own handlers. Headless Chromium has no dialler and no mail program: its external-protocol navigation,
 * cancelled late on a busy machine, can swallow the next click's in-page navigation (e2e/escalation.e2e.ts saw the
 * lead's page never open).
 */
export const holdExternalLinks = (page: Page): Promise<void> =>
  page.evaluate(() =>
    document.addEventListener("click", (event) => {
      const link = (event.target as Element).closest("a");
      if (link && (/^(tel|mailto):/.test(link.href) || link.target === "_blank")) event.preventDefault();
    }),
  );
