import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Each page's inline scripts, as the build made them (the island loader, the speculation rules and the page script,
 * which app/root.tsx renders into the page: scripts/build/finish-build.ts), by their CSP hash: what a page's
 * Content-Security-Policy allows, read by the inbox's static server and by the
 * static hosts' `_headers` (scripts/build/headers-file.ts). Recorded from the scripts' texts as the build made them, never
 * from whatever looks like a script in the finished HTML: a page's words are the owner's, and a scan cannot tell a
 * script element from text that only looks like one (a `<script>` typed into a field that ends up inside a `<style>`
 * was hashed, and so allowed, as if the build had written it).
 *
 * The record lives in the site folder, so it goes wherever the site does (a build's folder, a backup, SITE_DIR), as a
 * dotfile: the inbox answers no path with a segment starting with "." (server/site/static.ts). A static host may publish
 * it; it says nothing the pages' own headers do not.
 */
export const INLINE_SCRIPTS_FILE = ".inline-scripts.json";

/** Page file ("index.html", "reviews/index.html", "404.html", with "/" between folders) to its scripts' hashes. */
export type InlineScripts = Record<string, string[]>;

/** A script's source in a CSP: `'sha256-<base64>'` of its text, exactly as it stands between its tags. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
}

export function writeInlineScripts(siteDir: string, scripts: InlineScripts): void {
  writeFileSync(path.join(siteDir, INLINE_SCRIPTS_FILE), `${JSON.stringify(scripts, null, 1)}\n`);
}

/**
 * A site folder's record, with each page's hashes (none for a page it does not list: a page nobody built runs no
 * script of ours), or undefined when the folder has none: a build made before the record existed.
 */
export function readInlineScripts(siteDir: string): ((page: string) => string[]) | undefined {
  const file = path.join(siteDir, INLINE_SCRIPTS_FILE);
  if (!existsSync(file)) return undefined;
  const scripts = JSON.parse(readFileSync(file, "utf8")) as InlineScripts;
  return (page) => (Object.hasOwn(scripts, page) ? scripts[page]! : []);
}

/**
 * The hashes of every inline executable `<script>` of a page (JSON-LD data blocks are not scripts), read out of its
 * HTML: only for a build made before the record, so the site that was live before an upgrade keeps the policy it was
 * served with until the owner's next build (DATA_DIR/builds keeps it, and Roll back may return to it).
 */
export function scannedScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? "";
    if (/\ssrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    hashes.add(scriptHash(match[2] ?? ""));
  }
  return [...hashes];
}
