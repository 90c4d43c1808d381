import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { reactChunk } from "../../config/islands-build.ts";

export interface PageScript {
  /** The built file's URL, or "inline" for the scripts written into the page. */
  file: string;
  gzip: number;
  source: string;
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** gzip level 9, the figure budgets are written in. */
export const gzipBytes = (source: string | Buffer): number => gzipSync(source, { level: 9 }).length;

/** The page's `<script>` tags that run (JSON-LD and other JSON data left out): attributes and body. */
const runnableScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", body = ""]) => ({ attributes, body }))
    .filter(({ attributes }) => !/type="application\/(ld\+)?json"/.test(attributes));

/**
 * The script written inside a page's HTML: the inline page script, the island loader and the speculation rules
 * (rules the browser runs, so counted), as one text. They travel in one response, compressed as one stream, so their
 * gzip is taken together.
 */
export const inlineScript = (html: string): string =>
  runnableScripts(html)
    .filter(({ attributes }) => !/\ssrc="/.test(attributes))
    .map(({ body }) => body)
    .join("\n");

/** Built modules and everything they import statically, read from the built files (gzip level 9 each). */
function moduleGraph(urls: readonly string[], clientDir: string): PageScript[] {
  const found: PageScript[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    found.push({ file: url, gzip: gzipBytes(source), source });
    for (const m of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w${},\s*]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  };
  urls.forEach(visit);
  return found;
}

/** The modules a page's `<script>` tags name in an attribute (`src`, `data-analytics`, `data-islands`). */
function scriptUrls(html: string, which: "src" | "data-analytics" | "data-islands"): string[] {
  return runnableScripts(html).flatMap(({ attributes }) => {
    const value = new RegExp(`\\s${which}="([^"]*)"`).exec(attributes)?.[1];
    if (!value) return [];
    if (which !== "data-islands") return [value];
    return Object.values(JSON.parse(decodeAttribute(value)) as Record<string, string>);
  });
}

/**
 * The JavaScript a pre-rendered page runs before anyone touches it: its inline scripts (one entry, `inlineScript`),
 * its external scripts, and the entry of each React island on it (the inline loader's `data-islands`,
 * docs/decisions/008-islands.md) and the page analytics the page script imports after load (`afterLoadScripts`), with
 * everything those import statically. Lazy `import()`s inside the app are left out: they load only when used (the
 * photo checks).
 */
export function pageScripts(html: string, clientDir: string): PageScript[] {
  const inline = inlineScript(html);
  const urls = [...scriptUrls(html, "src"), ...scriptUrls(html, "data-analytics"), ...scriptUrls(html, "data-islands")];
  return [
    ...(inline ? [{ file: "inline", gzip: gzipBytes(inline), source: inline }] : []),
    ...moduleGraph(urls, clientDir),
  ];
}

/**
 * What every page imports once it has loaded (or is first touched): the page analytics module named by the page
 * script's `data-analytics` (app/enhance/analytics.ts), and what it imports.
 */
export const afterLoadScripts = (html: string, clientDir: string): PageScript[] =>
  moduleGraph(scriptUrls(html, "data-analytics"), clientDir);

export const totalGzip = (scripts: { gzip: number }[]): number => scripts.reduce((sum, s) => sum + s.gzip, 0);

/**
 * Whether a script URL is the islands' React chunk: React, React DOM and the scheduler alone, which the islands build
 * checks (config/islands-build.ts `reactChunk`, `checkReactChunk`). The one file the own-code budget leaves out.
 */
export const isReactChunk = (url: string): boolean =>
  new RegExp(`/assets/islands/${reactChunk.name}-[\\w-]+\\.js$`).test(url);

/**
 * Our own code on a page with an island, as its budget counts it (e2e/quality/budgets.e2e.ts): everything the page
 * runs but the React chunk and what it loads after load (the page analytics, the same on every page and budgeted on
 * its own), so the inline scripts and the islands' code.
 */
export function islandCodeGzip(html: string, clientDir: string): number {
  const afterLoad = new Set(afterLoadScripts(html, clientDir).map((s) => s.file));
  return totalGzip(pageScripts(html, clientDir).filter((s) => !isReactChunk(s.file) && !afterLoad.has(s.file)));
}

/** Whether a page has a React island (the budgets differ: docs/decisions/008-islands.md). */
export const hasIsland = (html: string): boolean => / data-island="/.test(html);
