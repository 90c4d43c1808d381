import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { siteDir } from "./site-server.ts";

/** The pre-rendered pages, from the build's sitemap.xml: the one list the build itself wrote. */
export function builtPages(): { path: string; file: string }[] {
  const sitemap = readFileSync(path.join(siteDir(), "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const pathname = new URL(m[1]!).pathname.replace(/(.)\/$/, "$1");
    return { path: pathname, file: htmlFileFor(pathname) };
  });
}

function htmlFileFor(pathname: string): string {
  const file = pathname === "/" ? "index.html" : path.join(pathname.slice(1), "index.html");
  return path.join(siteDir(), file);
}

export function readBuilt(file: string): string {
  if (!existsSync(file)) throw new Error(`Missing from the build: ${file}`);
  return readFileSync(file, "utf8");
}

/** Every JSON-LD block of a page, parsed (throws with the page named when one is not valid JSON). */
export function jsonLdBlocks(html: string, where: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    try {
      return JSON.parse(m[1]!) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`Invalid JSON-LD on ${where}: ${(error as Error).message}`);
    }
  });
}
