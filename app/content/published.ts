import { readFileSync } from "node:fs";
import { checkContent, type SiteContent } from "./document.ts";

/**
 * The owner's published content, when the dashboard builds the site (server/site/builds.ts names its JSON file in
 * SITE_CONTENT), checked by the same schema as every save; undefined for a build of the repository's own content,
 * which is then the site exactly as committed. Read once, at build time only: content modules never reach the
 * browser (docs/architecture.md).
 */
function readPublished(file: string | undefined): SiteContent | undefined {
  if (!file) return undefined;
  const checked = checkContent(JSON.parse(readFileSync(file, "utf8")));
  if (!checked.ok)
    throw new Error(
      `Invalid content in ${file}:\n  ${checked.problems.map((p) => `${p.path}: ${p.message}`).join("\n  ")}`,
    );
  return checked.content;
}

export const published = readPublished(process.env.SITE_CONTENT);

/**
 * The repository's items with the owner's published words laid over each, matched by slug (the services, the
 * areas): which items there are, their order and everything the owner does not edit stay the repository's. Without
 * published content, the repository's items themselves.
 */
export function laidOver<T extends { slug: string }>(
  seed: readonly T[],
  owner: readonly (Partial<T> & { slug: string })[] | undefined,
): readonly T[] {
  if (!owner) return seed;
  return seed.map((item) => ({ ...item, ...owner.find((words) => words.slug === item.slug) }));
}
