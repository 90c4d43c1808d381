import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The app modules the root route reaches through static imports: the layout every page renders. They are loaded on
 * every page anyway, so the build puts them in one "shell" chunk instead of a dozen tiny shared ones.
 */
export function shellModules(root: string): Set<string> {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string) =>
    ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => path.resolve(path.dirname(from), spec) + ext)
      .find((file) => existsSync(file) && !file.endsWith("/"));
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, spec = ""] of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gm)) {
      const target = resolve(file, spec);
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(path.resolve(root));
  return seen;
}
