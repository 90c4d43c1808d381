import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteContent } from "../../app/content/document.ts";
import type { OwnerSettings } from "../../config/env.ts";
import { loadConfigOrExit } from "../../server/config/config-load.ts";
import { openQuoteStore } from "../../server/quotes/db.ts";
import { SEED_FILE } from "../../app/content/seed.ts";
import { writeFileAtomically } from "../../server/core/atomic-file.ts";
import { ContentStore, seedFromSite } from "../../server/site/content-store.ts";
import { rememberSeed } from "../../server/site/seed-sync.ts";
import { variantFiles, type VariantSizes } from "../../server/site/image-variants.ts";
import { OWNER_MEDIA_PREFIX } from "../../server/site/owner-media.ts";

/**
 * npm run content:export: the owner's newest revision and its photos written back into the repository as its seed
 * (docs/decisions/012-owner-editing.md, "One direction"), for a developer to review and commit:
 * - app/content/site.json: the document without the business settings (they stay each deployment's .env);
 * - media/owner/<hash>.jpg: each photo the content names, as stored (the source `npm run media:optimize` remakes the
 *   variants from), and public/media/owner/: its variants, entered in app/content/media-manifest.json.
 * It refuses while the repository's seed has changes this data folder has not taken in (`npm run content:seed`):
 * writing over them would drop a developer's change. The data folder then remembers the written seed as taken in.
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
  seedFile?: string;
}): ExportReport {
  const store = openQuoteStore(options.dataDir);
  try {
    const content = new ContentStore(store.db, options.seed);
    if (content.seedState() === "pending")
      throw new ExportRefused(
        "The repository's content changed since this data folder took it in. Run `npm run content:seed` to see " +
          "the change and take it in (or settle a conflict), then export again: exporting now would drop it.",
      );
    const { revision, content: document } = content.head();
    const photos = copyPhotos(document, options.dataDir, options.projectDir);
    const { settings: _settings, ...seed } = document;
    // As JSON.stringify writes it, which is the file's one format (it is left out of Prettier's).
    writeFileAtomically(options.seedFile ?? SEED_FILE, `${JSON.stringify(seed, null, 2)}\n`, 0o644);
    // What the next start reads as the repository's seed: this document with the deployment's settings.
    rememberSeed(store.db, { ...document, settings: options.seed().settings });
    const env = options.seed().settings;
    // The .env settings only: the review link (server/quotes/review-request.ts) has no variable to set.
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
  const projectDir = path.resolve(import.meta.dirname, "..", "..");
  try {
    const report = exportContent({ dataDir: config.dataDir, projectDir, seed: seedFromSite(config.site) });
    const out = [
      `Wrote revision ${report.revision} to ${path.relative(process.cwd(), SEED_FILE)} with ${report.photos} ` +
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
