import { describe, expect, test } from "vitest";
import { checkReactChunk, reactChunk } from "./islands-build.ts";

const react = {
  name: reactChunk.name,
  fileName: "assets/islands/react-abc.js",
  moduleIds: [
    "/p/node_modules/react/cjs/react.production.js",
    "/p/node_modules/react-dom/cjs/react-dom-client.production.js",
    "/p/node_modules/scheduler/cjs/scheduler.production.js",
  ],
};
const ours = {
  name: "common",
  fileName: "assets/islands/common-abc.js",
  moduleIds: ["/p/app/lib/islands/hydrate.tsx"],
};

describe("checkReactChunk: React and React DOM in one chunk of their own", () => {
  test("passes React alone in its chunk, beside chunks of ours", () => {
    expect(() => checkReactChunk([react, ours])).not.toThrow();
  });

  test("fails when a module of ours is in the React chunk (the budgets would not count it)", () => {
    const mixed = { ...react, moduleIds: [...react.moduleIds, "/p/app/lib/cn.ts"] };
    expect(() => checkReactChunk([mixed, ours])).toThrow(/holds other modules: \/p\/app\/lib\/cn\.ts/);
  });

  test("fails when React is in another chunk too, or there is no React chunk", () => {
    const stray = { ...ours, moduleIds: [...ours.moduleIds, "/p/node_modules/react/index.js"] };
    expect(() => checkReactChunk([react, stray])).toThrow(/outside the React chunk: assets\/islands\/common-abc\.js/);
    expect(() => checkReactChunk([ours])).toThrow(/0 chunks named "react"/);
    expect(() => checkReactChunk([{ ...react, moduleIds: react.moduleIds.slice(0, 1) }])).toThrow(/no React DOM/);
  });
});
