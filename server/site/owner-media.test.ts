import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { seedContent } from "../../app/content/seed.ts";
import { readSiteEnv } from "../../config/env.ts";
import { copyOwnerMedia, ownerPhotosShown } from "../../scripts/build/owner-media-copy.ts";
import { cameraJpeg } from "../../test/support/server/camera-jpeg.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { gpsOf } from "../../test/support/server/images.ts";
import { DEFAULT_PHOTO_OPTIONS } from "../config/config.ts";
import { logger } from "../core/log.ts";
import { processPhoto, type ProcessedPhoto } from "../core/photos.ts";
import { OwnerMedia, OWNER_PHOTO_MAX_SIDE } from "./owner-media.ts";

// The owner's photos for the website (server/site/owner-media.ts) with real sharp, and how a build uses them:
// app/lib/media.server.ts reads their sizes, scripts/build/owner-media-copy.ts ships their files.

/** The photo as the upload route hands it to the store: checked and re-encoded by the quote path's processPhoto. */
async function processed(bytes: Buffer): Promise<ProcessedPhoto> {
  const result = await processPhoto(
    { name: "site.jpg", bytes },
    { ...DEFAULT_PHOTO_OPTIONS, maxSide: OWNER_PHOTO_MAX_SIDE },
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.photo;
}

const quiet = logger(() => {});
const SRC = /^\/media\/owner\/[0-9a-f]{20}\.jpg$/;
const hashOf = (src: string) => /([0-9a-f]{20})\.jpg$/.exec(src)![1]!;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the owner's media store", { timeout: 60_000 }, () => {
  test("a camera's photo is stored upright within 2400 px, with every variant, and no metadata in any file", async () => {
    const camera = await cameraJpeg();
    // The input really carries what must go: the camera and where it was taken.
    const input = await sharp(camera).metadata();
    expect(input).toMatchObject({ width: 4000, height: 3000 });
    expect(gpsOf(input.exif)).toEqual({ latitude: expect.closeTo(-36.8333, 3), longitude: expect.closeTo(174.75, 3) });
    expect(input.exif!.toString("latin1")).toContain("TestCam");

    const dataDir = tempDir("owner-media-");
    const entries: Record<string, unknown>[] = [];
    const media = new OwnerMedia({ dataDir, log: logger((e) => entries.push(e)) });
    const stored = await media.add(await processed(camera));
    expect(stored).toEqual({ src: expect.stringMatching(SRC), width: 2400, height: 1800 });
    const hash = hashOf(stored.src);

    expect(media.dir).toBe(path.join(dataDir, "media"));
    expect(statSync(media.dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(media.dir, "originals"))).toEqual([`${hash}.jpg`]);
    expect(readdirSync(path.join(media.dir, "owner")).sort()).toEqual(
      [`${hash}.jpg`, ...[480, 960, 1600].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`])].sort(),
    );
    const expected: Record<string, { format: string; width: number; height: number }> = {
      [`originals/${hash}.jpg`]: { format: "jpeg", width: 2400, height: 1800 },
      [`owner/${hash}.jpg`]: { format: "jpeg", width: 960, height: 720 },
    };
    for (const w of [480, 960, 1600]) {
      expected[`owner/${hash}-${w}.avif`] = { format: "heif", width: w, height: (w * 3) / 4 };
      expected[`owner/${hash}-${w}.webp`] = { format: "webp", width: w, height: (w * 3) / 4 };
    }
    for (const [file, shape] of Object.entries(expected)) {
      const meta = await sharp(path.join(media.dir, file)).metadata();
      expect(meta, file).toMatchObject(shape);
      expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc, orientation: meta.orientation }, file).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        orientation: undefined,
      });
      const bytes = readFileSync(path.join(media.dir, file)).toString("latin1");
      expect(bytes, file).not.toContain("TestCam");
    }

    // The manifest, on disk and asked for, in app/content/media-manifest.json's format.
    const entry = { w: 2400, h: 1800, widths: [480, 960, 1600] };
    expect(media.manifest()).toEqual({ [stored.src]: entry });
    expect(JSON.parse(readFileSync(path.join(media.dir, "manifest.json"), "utf8"))).toEqual({ [stored.src]: entry });
    expect(readdirSync(media.dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(media.has(stored.src)).toBe(true);
    expect(media.has("/media/owner/0123456789abcdef0123.jpg")).toBe(false);
    expect(media.has("/media/services/leak-detection.jpg")).toBe(false);
    expect(entries.filter((e) => e.msg === "owner photo stored")).toEqual([
      expect.objectContaining({ src: stored.src, widths: [480, 960, 1600] }),
    ]);

    // The same photo again is the same src, and nothing is encoded again.
    const before = statSync(path.join(media.dir, "owner", `${hash}-1600.avif`)).mtimeMs;
    expect(await media.add(await processed(camera))).toEqual(stored);
    expect(statSync(path.join(media.dir, "owner", `${hash}-1600.avif`)).mtimeMs).toBe(before);
    expect(entries.filter((e) => e.msg === "owner photo stored")).toHaveLength(1);

    // A server started again on the same folder knows its photos.
    const again = new OwnerMedia({ dataDir, log: quiet });
    expect(again.has(stored.src)).toBe(true);
    expect(again.manifest()).toEqual(media.manifest());
  });

  test("photos added at once are each stored; a small one gets the two smaller widths only", async () => {
    const media = new OwnerMedia({ dataDir: tempDir("owner-media-"), log: quiet });
    const [a, b, small] = await Promise.all([
      cameraJpeg(1, 1700, 1275).then(processed),
      cameraJpeg(2, 1700, 1275).then(processed),
      cameraJpeg(3, 1000, 750).then(processed),
    ]);
    const stored = await Promise.all([media.add(a), media.add(b), media.add(small), media.add(a)]);
    expect(stored[0]).toEqual(stored[3]);
    expect(new Set(stored.map((s) => s.src)).size).toBe(3);
    expect(Object.keys(media.manifest()).sort()).toEqual(
      stored
        .slice(0, 3)
        .map((s) => s.src)
        .sort(),
    );
    expect(media.manifest()[stored[2]!.src]).toEqual({ w: 1000, h: 750, widths: [480, 960] });
    expect(media.manifest()[stored[0]!.src]).toEqual({ w: 1700, h: 1275, widths: [480, 960, 1600] });
  });

  test("file() names only a stored photo's files, never anything outside owner/", async () => {
    const media = new OwnerMedia({ dataDir: tempDir("owner-media-"), log: quiet });
    const { src } = await media.add(await processed(await cameraJpeg(4, 1000, 750)));
    const hash = hashOf(src);
    for (const name of [`${hash}.jpg`, `${hash}-480.avif`, `${hash}-960.webp`])
      expect(media.file(name), name).toBe(path.join(media.dir, "owner", name));
    for (const name of [
      "",
      "manifest.json",
      `../originals/${hash}.jpg`,
      `..%2F${hash}.jpg`,
      `${hash}.JPG`,
      `${hash}.jpg/`,
      `${hash}-480.png`,
      `${hash}-480.avif.tmp`,
      `/${hash}.jpg`,
      "0123456789abcdef0123.jpg",
      `${hash.slice(1)}.jpg`,
    ])
      expect(media.file(name), name).toBeUndefined();
  });
});

describe("a build with the owner's photos", { timeout: 60_000 }, () => {
  /** A store with two photos, and a built site whose pages show the first only (the last test takes a file away). */
  let site: Awaited<ReturnType<typeof built>>;
  beforeAll(async () => {
    site = await built();
  });
  async function built() {
    const media = new OwnerMedia({ dataDir: tempDir("owner-media-"), log: quiet });
    const shown = await media.add(await processed(await cameraJpeg(5, 1800, 1200)));
    const unused = await media.add(await processed(await cameraJpeg(6, 1000, 750)));
    const clientDir = tempDir("owner-build-");
    const stem = shown.src.replace(/\.jpg$/, "");
    mkdirSync(path.join(clientDir, "projects", "bathroom"), { recursive: true });
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><p>No owner photos here</p>");
    writeFileSync(
      path.join(clientDir, "projects", "bathroom", "index.html"),
      `<picture><source type="image/avif" srcset="${stem}-480.avif 480w, ${stem}-960.avif 960w"><img src="${shown.src}"></picture>`,
    );
    return { media, shown, unused, clientDir };
  }

  test("app/lib/media.server.ts describes an owner's photo from SITE_MEDIA, and never lets it change a repository image", async () => {
    const { media, shown } = site;
    const manifestFile = path.join(media.dir, "manifest.json");
    const stored = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, unknown>;
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...stored, "/media/services/leak-detection.jpg": { w: 1, h: 1, widths: [480] } }),
    );
    vi.stubEnv("SITE_MEDIA", media.dir);
    vi.resetModules();
    const { mediaInfo } = await import("../../app/lib/media.server.ts");
    const stem = shown.src.replace(/\.jpg$/, "");
    expect(mediaInfo(shown.src)).toEqual({
      width: 1800,
      height: 1200,
      fallback: shown.src,
      avif: `${stem}-480.avif 480w, ${stem}-960.avif 960w, ${stem}-1600.avif 1600w`,
      webp: `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${stem}-1600.webp 1600w`,
    });
    expect(mediaInfo("/media/services/leak-detection.jpg")).toMatchObject({ width: 1200, height: 900 });
    expect(() => mediaInfo("/media/owner/0123456789abcdef0123.jpg")).toThrow(/Unknown owner photo/);

    // Without SITE_MEDIA (npm run build), or before the first upload, there are no owner photos.
    vi.unstubAllEnvs();
    vi.resetModules();
    const repository = await import("../../app/lib/media.server.ts");
    expect(() => repository.mediaInfo(shown.src)).toThrow(/Unknown owner photo/);
    vi.stubEnv("SITE_MEDIA", path.join(tempDir("owner-media-"), "media"));
    vi.resetModules();
    const empty = await import("../../app/lib/media.server.ts");
    expect(empty.mediaInfo("/media/services/leak-detection.jpg")).toMatchObject({ width: 1200 });
    writeFileSync(manifestFile, JSON.stringify(stored));
  });

  test("the build ships exactly the photos its projects on the site show, every file of each, none a text names", async () => {
    const { media, shown, unused, clientDir } = site;
    // The content: a project on the site with the first photo as its cover and in its gallery; the second only in
    // a project taken off the site and in words (a review, a project's text), beside a path no photo has.
    const content = seedContent(readSiteEnv({}));
    const [onSite, offSite] = content.projects;
    onSite!.image = shown.src;
    onSite!.gallery.push({ image: shown.src, caption: "The new valve" });
    offSite!.published = false;
    offSite!.gallery.push({ image: unused.src, caption: "Not on the site" });
    const named = `See /media/owner/0123456789abcdef0123.jpg and ${unused.src}`;
    content.reviews[0]!.text = named;
    onSite!.details.challenge = named;
    writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><p>${named}</p>`);

    expect(ownerPhotosShown(content)).toEqual([shown.src]);
    expect(copyOwnerMedia(clientDir, media.dir, ownerPhotosShown(content))).toEqual([shown.src]);
    const hash = hashOf(shown.src);
    expect(readdirSync(path.join(clientDir, "media", "owner")).sort()).toEqual(
      [`${hash}.jpg`, ...[480, 960, 1600].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`])].sort(),
    );
    for (const name of readdirSync(path.join(clientDir, "media", "owner")))
      expect(readFileSync(path.join(clientDir, "media", "owner", name))).toEqual(
        readFileSync(path.join(media.dir, "owner", name)),
      );

    // A site that shows no owner photo gets no folder for them, with or without SITE_MEDIA, whatever its words say.
    const plain = tempDir("owner-build-");
    writeFileSync(path.join(plain, "index.html"), `<p>${named}</p><img src="/media/services/leak-detection.jpg">`);
    expect(ownerPhotosShown(seedContent(readSiteEnv({})))).toEqual([]);
    expect(ownerPhotosShown(undefined)).toEqual([]);
    expect(copyOwnerMedia(plain, undefined, [])).toEqual([]);
    expect(copyOwnerMedia(plain, media.dir, [])).toEqual([]);
    expect(existsSync(path.join(plain, "media", "owner"))).toBe(false);
  });

  test("the build fails when a project shows a photo the store lacks, or one of its files is gone", async () => {
    const { media, shown, clientDir } = site;
    const stray = tempDir("owner-build-");
    expect(() => copyOwnerMedia(stray, media.dir, ["/media/owner/0123456789abcdef0123.jpg"])).toThrow(
      /0123456789abcdef0123\.jpg, which is not among/,
    );
    const unbuilt = tempDir("owner-build-");
    expect(() => copyOwnerMedia(unbuilt, undefined, [shown.src])).toThrow(/not among the owner's photos/);
    // A photo exported into the repository is shipped from public/media/owner already: nothing to copy, no failure.
    expect(copyOwnerMedia(clientDir, undefined, [shown.src])).toEqual([]);

    rmSync(path.join(media.dir, "owner", `${hashOf(shown.src)}-1600.webp`));
    expect(() => copyOwnerMedia(clientDir, media.dir, [shown.src])).toThrow(/missing its file .*-1600\.webp/);
  });
});
