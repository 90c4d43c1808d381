import { expect, test } from "vitest";
import { circles, importGraph } from "./support/import-graph.ts";

test("the circle finder finds a circle through any number of modules, and none in a chain", () => {
  const graph = (edges: [string, string[]][]) => new Map(edges);
  expect(
    circles(
      graph([
        ["a", ["b"]],
        ["b", ["c"]],
        ["c", []],
      ]),
    ),
  ).toEqual([]);
  expect(
    circles(
      graph([
        ["a", ["b"]],
        ["b", ["c"]],
        ["c", ["a"]],
        ["d", ["a"]],
      ]),
    ),
  ).toEqual([["a", "b", "c"]]);
});

test("the graph reads static, dynamic and type-only imports", () => {
  const graph = importGraph(".");
  // A type-only import: the dashboard's editor takes the content document's types, never its schema.
  expect(graph.get("admin/site/content-paths.ts")).toContain("app/content/document.ts");
  // A dynamic one: the dashboard loads its website editor's actions when the editor first opens.
  expect(graph.get("admin/main.tsx")).toContain("admin/site/content-actions.ts");
  // The entry is imported by nothing.
  expect([...graph].filter(([, targets]) => targets.includes("server/main.ts"))).toEqual([]);
});

test("no module imports itself back through others, types included (docs/architecture.md)", () => {
  expect(circles(importGraph("."))).toEqual([]);
});
