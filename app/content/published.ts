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
