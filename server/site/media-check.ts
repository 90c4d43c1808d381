import { readFileSync } from "node:fs";
import path from "node:path";
import type { OwnerMedia } from "./owner-media.ts";

/** The repository's media as the build knows them: read once, as the server starts. */
const repositoryManifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "..", "app", "content", "media-manifest.json"), "utf8"),
) as Record<string, unknown>;

/**
 * Whether a photo a content save names exists (app/content/document.ts's `checkContent`): one of the repository's
 * media (app/content/media-manifest.json) or a photo the owner uploaded. A save naming
 * any other is refused at that field, so a build never meets a missing picture.
 */
export function mediaExists(owner: Pick<OwnerMedia, "has">): (src: string) => boolean {
  return (src) => Object.hasOwn(repositoryManifest, src) || owner.has(src);
}
