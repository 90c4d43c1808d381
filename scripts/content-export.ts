import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteContent } from "../app/content/document.ts";
import type { OwnerSettings } from "../config/env.ts";
import { loadConfigOrExit } from "../server/config-load.ts";
import { openQuoteStore } from "../server/db.ts";
import { createContentStore, seedFromSite } from "../server/site/content-store.ts";
import { EXPORTED_FILE, writeExported } from "../server/site/exported-content.ts";
import { variantFiles, type VariantSizes } from "../server/site/image-variants.ts";
import { OWNER_MEDIA_PREFIX } from "../server/site/owner-media.ts";

/**
 * npm run content:export: the owner's newest revision and its photos written back into the repository
 * (docs/decisions/012-owner-editing.md, "The repository catches up"), for a developer to review and commit:
 * - app/content/owner-content.json: the content without the business settings (they stay each deployment's .env),
 *   over the repository's own content now as its base;
 * - media/owner/<hash>.jpg: each photo the content names, as stored (the source `npm run media:optimize` remakes the
 *   variants from), and public/media/owner/: its variants, entered in app/content/media-manifest.json.
 * The repository's changes since the data folder last took its seed in are merged into the owner's content first
 * (server/site/seed-sync.ts); where both changed the same place differently nothing is written.
 */
export interface ExportReport {
  revision: number;
  photos: number;
  /** The owner's business settings that differ from this .env's: for the deployment's .env, not the repository. */
  settings: { key: string; owner: string; env: string }[];
}

export class ExportRefused extends Error {}

export function exportContent(options: {
  dataDir: string;
  projectDir: string;
  seed: () => SiteContent;
  exportedFile?: string;
}): ExportReport {
  const store = openQuoteStore(options.dataDir);
  try {
    const content = createContentStore(store.db, options.seed);
    const sync = content.seedSync();
    if (sync.status === "conflict")
      throw new ExportRefused(
        `The repository and the owner changed the same places differently: ${sync.conflicts
          .map((c) => c.path)
          .join(", ")}. Settle them first (in the dashboard, or in app/content), then export again.`,
      );
    if (sync.status === "skipped") throw new ExportRefused(sync.reason);
    const { revision, content: document } = content.head();
    const photos = copyPhotos(document, options.dataDir, options.projectDir);
    writeExported(options.exportedFile ?? EXPORTED_FILE, { revision, content: document, repository: options.seed() });
    const env = options.seed().settings;
    // The .env settings only: the review link (server/review-request.ts) has no variable to set.
    const settings = (Object.keys(env) as (keyof OwnerSettings)[])
      .filter((key) => document.settings[key] !== env[key])
      .map((key) => ({ key, owner: document.settings[key], env: env[key] }));
    return { revision, photos, settings };
  } finally {
    store.close();
  }
}

/** Copies each owner photo the content names, its variants and its manifest entry into the repository. */
function copyPhotos(document: SiteContent, dataDir: string, projectDir: string): number {
  const named = new Set(
    [...JSON.stringify(document.projects).matchAll(/"(\/media\/owner\/[0-9a-f]+\.jpg)"/g)].map((m) => m[1]!),
  );
  if (named.size === 0) return 0;
  const media = path.join(dataDir, "media");
  const stored = JSON.parse(readFileSync(path.join(media, "manifest.json"), "utf8")) as Record<string, VariantSizes>;
  const manifestFile = path.join(projectDir, "app", "content", "media-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, VariantSizes>;
  const sources = path.join(projectDir, "media", "owner");
  const variants = path.join(projectDir, "public", "media", "owner");
  mkdirSync(sources, { recursive: true });
  mkdirSync(variants, { recursive: true });
  for (const src of named) {
    const sizes = stored[src];
    const name = src.slice(OWNER_MEDIA_PREFIX.length);
    if (!sizes || !existsSync(path.join(media, "originals", name)))
      throw new ExportRefused(`The photo ${src} is named by the content but missing from ${media}.`);
    copyFileSync(path.join(media, "originals", name), path.join(sources, name));
    for (const file of variantFiles(name, sizes.widths))
      copyFileSync(path.join(media, "owner", file), path.join(variants, file));
    manifest[src] = sizes;
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
  return named.size;
}

if (import.meta.main) {
  const config = loadConfigOrExit(process.env);
  const projectDir = path.resolve(import.meta.dirname, "..");
  try {
    const report = exportContent({ dataDir: config.dataDir, projectDir, seed: seedFromSite(config.site) });
    const out = [
      `Wrote revision ${report.revision} to ${path.relative(process.cwd(), EXPORTED_FILE)} with ${report.photos} ` +
        `photo${report.photos === 1 ? "" : "s"} (media/owner, public/media/owner). Review with git diff, then commit.`,
    ];
    if (report.settings.length > 0)
      out.push(
        "The owner's business settings differ from this .env (they stay each deployment's, so change .env if wanted):",
        ...report.settings.map((s) => `  ${s.key}: owner "${s.owner}", .env "${s.env}"`),
      );
    process.stdout.write(`${out.join("\n")}\n`);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
