import { readFileSync } from "node:fs";
import path from "node:path";

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/[^"]+)"/;

/**
 * The stylesheets a build of the site links from its pages (its hashed `/assets/app-*.css`), read from the build's
 * home page, so a page the server renders is styled by the very file the site ships. Read each time: it is asked only
 * when a form post is refused, and the repository's build may be rebuilt under a running server. None when the
 * folder holds no built home page.
 */
export function siteStylesheets(siteDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(siteDir, "index.html"), "utf8");
  } catch {
    return [];
  }
  return [...html.matchAll(STYLESHEET)].flatMap(([tag]) => tag.match(HREF)?.[1] ?? []);
}
