import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The folders whose modules import one another; build output, packages and generated types are left out. */
const SOURCE_FOLDERS = ["app", "admin", "server", "shared", "config", "scripts", "test", "e2e"];
const SOURCE = /\.(ts|tsx)$/;

/** Every TypeScript module of the repository, as paths relative to `root`. */
function sourceFiles(root: string): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes("+types"))
      .map((file) => path.join(folder, file).split(path.sep).join("/")),
  );
}

/**
 * Each module's relative imports, resolved to modules of the repository: static, dynamic and type-only alike, as
 * TypeScript's own scanner reads them, since a circle through types alone still ties two modules' meaning together.
 */
export function importGraph(root: string): Map<string, string[]> {
  const files = sourceFiles(root);
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
    return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((spec) => spec.startsWith("."))
        .map((spec) => resolve(file, spec))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's circles: each strongly connected group of more than one module (Tarjan's algorithm), sorted. */
export function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
