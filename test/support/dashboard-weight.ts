import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipBytes } from "./page-weight.ts";

/** A chunk of the dashboard's Vite manifest (build/admin/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface FirstLoadFile {
  file: string;
  gzip: number;
}

/** The built dashboard under test: `BUILD_DIR` (default "build") as the build wrote it. */
const adminDir = (): string => path.join(process.env.BUILD_DIR ?? "build", "admin");

/**
 * The landing page's route modules (admin/main.tsx's index route, what /admin shows): loaded with the entry today.
 * Should one become a lazy route's chunk of its own, it is still what the browser must load before /admin is usable,
 * so it is counted all the same.
 */
const landingPage = ["leads/leads.tsx", "leads/leads-actions.ts"];

/**
 * What the dashboard's index.html loads before it is usable, read from the build's manifest: the page, its entry
 * chunk, every chunk that imports statically, the landing page's route chunks if it has any (`landingPage`), and
 * their stylesheets, gzip level 9 each, as the budgets are written. The other pages, loaded when first opened, are
 * left out. The webfont is left out: the stylesheet asks for it, already compressed, and the page is usable with the
 * fallback font before it arrives.
 */
export function dashboardFirstLoad(dir = adminDir()): FirstLoadFile[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>(["index.html"]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The dashboard's manifest has no ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  for (const key of landingPage) if (manifest[key]) visit(key);
  return [...files].map((file) => ({ file, gzip: gzipBytes(readFileSync(path.join(dir, file))) }));
}

/** The first load's bytes, gzip level 9, all files together. */
export const firstLoadGzip = (files: readonly FirstLoadFile[]): number =>
  files.reduce((sum, { gzip }) => sum + gzip, 0);
