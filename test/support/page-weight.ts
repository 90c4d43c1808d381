import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageScript {
  /** The built file's URL, or "inline" for a script written into the page. */
  file: string;
  gzip: number;
  source: string;
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The JavaScript a pre-rendered page runs before anyone touches it: its inline scripts, its external scripts, and
 * the entry of each React island on it (the inline loader's `data-islands`, docs/decisions/008-islands.md) and the
 * page analytics the page script imports after first paint (its `data-analytics`), with everything those import statically, read from the built files. Lazy `import()`s inside the app are left out: they
 * load only when used (the photo checks). Bytes are gzip level 9, the figure budgets are written in.
 */
export function pageScripts(html: string, clientDir: string): PageScript[] {
  const found: PageScript[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    found.push({ file: url, gzip: gzipSync(source, { level: 9 }).length, source });
    for (const m of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w${},\s*]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  };
  for (const [, attributes = "", body = ""] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const src = /\ssrc="(\/[^"]+)"/.exec(attributes)?.[1];
    if (src) visit(src);
    else found.push({ file: "inline", gzip: gzipSync(body, { level: 9 }).length, source: body });
    const analytics = /\sdata-analytics="(\/[^"]+)"/.exec(attributes)?.[1];
    if (analytics) visit(analytics);
    const islands = /\sdata-islands="([^"]*)"/.exec(attributes)?.[1];
    if (islands) Object.values(JSON.parse(decodeAttribute(islands)) as Record<string, string>).forEach(visit);
  }
  return found;
}

export const totalGzip = (scripts: { gzip: number }[]): number => scripts.reduce((sum, s) => sum + s.gzip, 0);

/** Whether a page has a React island (the budgets differ: docs/decisions/008-islands.md). */
export const hasIsland = (html: string): boolean => / data-island="/.test(html);
