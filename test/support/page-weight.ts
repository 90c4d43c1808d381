import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a pre-rendered page runs: the modules its boot script imports (React Router's route modules and
 * the client entry) and everything they import statically, read from the built files. Lazy `import()`s inside the
 * app are left out: they load only when used. Bytes are gzip level 9, the figure budgets are written in.
 */
export function pageScripts(html: string, clientDir: string): { file: string; gzip: number }[] {
  const roots = [...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const seen = new Map<string, number>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    const source = readFileSync(path.join(clientDir, url), "utf8");
    seen.set(url, gzipSync(source, { level: 9 }).length);
    for (const m of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w${},\s*]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  };
  roots.forEach(visit);
  return [...seen].map(([file, gzip]) => ({ file, gzip }));
}

export const totalGzip = (scripts: { gzip: number }[]): number => scripts.reduce((sum, s) => sum + s.gzip, 0);
