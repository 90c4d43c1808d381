/**
 * The page parts that hydrate as React islands (docs/decisions/008-islands.md): each name is one client entry,
 * built by config/islands-build.ts from app/islands/NAME.tsx. A page without one of these loads no React. What an
 * island's element carries in the browser is app/lib/islands/names.ts.
 */
export const islandNames = ["home-quote-form", "quote-form", "project-gallery"] as const;
export type IslandName = (typeof islandNames)[number];
