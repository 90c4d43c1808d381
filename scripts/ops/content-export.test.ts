import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { openQuoteStore } from "../../server/quotes/db.ts";
import { logger } from "../../server/core/log.ts";
import { ContentStore, seedFromSite } from "../../server/site/content-store.ts";
import { OwnerMedia } from "../../server/site/owner-media.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { exportContent, ExportRefused } from "./content-export.ts";

const repository = seedFromSite(readSiteEnv({}));

/** A data folder whose newest revision has a new project with one uploaded photo, and a changed phone number. */
async function ownerDataDir() {
  const dataDir = tempDir("export-data-");
  const media = new OwnerMedia({ dataDir, log: logger(() => {}) });
  const bytes = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  const { src } = await media.add({ bytes, width: 1800, height: 1200, contentType: "image/jpeg" });
  const store = openQuoteStore(dataDir);
  const doc = structuredClone(repository());
  doc.settings.BUSINESS_PHONE = "09 555 0101";
  doc.projects.unshift({
    ...structuredClone(doc.projects[1]!),
    id: 10,
    slug: "ensuite-leak-howick",
    title: "Ensuite Leak, Howick",
    image: src,
    gallery: [{ image: src, caption: "The new mixer" }],
  });
  const saved = new ContentStore(store.db, repository).save({
    baseRevision: 0,
    content: doc,
    author: "owner@example.co.nz",
  });
  expect(saved.status).toBe("saved");
  store.close();
  return { dataDir, src, doc };
}

/** A repository with the media manifest the export adds to. */
function projectDir() {
  const dir = tempDir("export-project-");
  mkdirSync(path.join(dir, "app", "content"), { recursive: true });
  writeFileSync(
    path.join(dir, "app", "content", "media-manifest.json"),
    '{"/media/a.jpg":{"w":1,"h":1,"widths":[480]}}\n',
  );
  return dir;
}

describe("npm run content:export", () => {
  test("writes the owner's content and photos into the repository, whose seed is then the owner's site", async () => {
    const { dataDir, src, doc } = await ownerDataDir();
    const project = projectDir();
    const seedFile = path.join(project, "app", "content", "site.json");
    const report = exportContent({ dataDir, projectDir: project, seed: repository, seedFile });
    expect(report).toEqual({
      revision: 1,
      photos: 1,
      settings: [{ key: "BUSINESS_PHONE", owner: "09 555 0101", env: "09 123 4567" }],
    });
    const name = src.slice("/media/owner/".length);
    expect(existsSync(path.join(project, "media", "owner", name))).toBe(true);
    for (const file of [name, name.replace(".jpg", "-1600.avif"), name.replace(".jpg", "-480.webp")])
      expect(existsSync(path.join(project, "public", "media", "owner", file)), file).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(project, "app", "content", "media-manifest.json"), "utf8"));
    expect(manifest).toEqual({
      "/media/a.jpg": { w: 1, h: 1, widths: [480] },
      [src]: { w: 1800, h: 1200, widths: [480, 960, 1600] },
    });

    // The repository's seed is now the owner's content, with this deployment's settings, and the data folder knows
    // it has taken it in: the next start reports nothing to take.
    const seed: SiteContent = seedFromSite(readSiteEnv({}), seedFile)();
    expect(seed).toEqual({ ...doc, settings: repository().settings });
    const store = openQuoteStore(dataDir);
    try {
      expect(new ContentStore(store.db, () => seed).seedState()).toBe("unchanged");
    } finally {
      store.close();
    }
  });

  test("refuses while the repository has changes the data folder has not taken in, writing nothing", async () => {
    const { dataDir } = await ownerDataDir();
    const project = projectDir();
    const seedFile = path.join(project, "app", "content", "site.json");
    // The owner's first project is the new one; the developer changed the repository's first project's title.
    const developer = () => {
      const doc = repository();
      doc.projects[0]!.title = "Renamed by a developer";
      return doc;
    };
    // The data folder took the repository's seed in before; the owner then changed the same title.
    const store = openQuoteStore(dataDir);
    const content = new ContentStore(store.db, repository);
    const head = content.head();
    const changed = structuredClone(head.content);
    changed.projects[1]!.title = "Renamed by the owner";
    expect(content.save({ baseRevision: head.revision, content: changed, author: "owner@example.co.nz" }).status).toBe(
      "saved",
    );
    store.close();
    expect(() => exportContent({ dataDir, projectDir: project, seed: developer, seedFile })).toThrow(ExportRefused);
    expect(() => exportContent({ dataDir, projectDir: project, seed: developer, seedFile })).toThrow(
      /npm run content:seed/,
    );
    expect(existsSync(seedFile)).toBe(false);
  });
});
