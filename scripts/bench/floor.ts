import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/**
 * A page's floor (issue 48): the same pre-rendered HTML and CSS with every script removed, what the benches
 * (scripts/bench/pages.ts, main-thread.ts) set each template beside.
 */

/** A page with no JavaScript: every script cut, JSON-LD included. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

/** A copy of a built site (its client folder) with no JavaScript: scripts cut from every page. The caller removes it. */
export function scriptlessCopy(siteDir: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "floor-"));
  cpSync(siteDir, dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.name.endsWith(".html")) continue;
    const html = withoutScripts(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    // The server sends the pre-compressed copies: they must be of the stripped page too.
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(html));
  }
  return dir;
}
