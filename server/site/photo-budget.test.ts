import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { TEST_PASSWORD_COST } from "../../test/support/server/app";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { cameraJpeg } from "../../test/support/server/camera-jpeg.ts";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { DEFAULT_PHOTO_OPTIONS } from "../config/config.ts";
import { Users } from "../accounts/users.ts";
import { SAVES, UPLOADS } from "../accounts/account-limits.ts";
import { logger } from "../core/log.ts";
import { processPhoto } from "../core/photos.ts";
import { seedFromSite } from "./content-store.ts";
import { OwnerMedia, OWNER_PHOTO_MAX_SIDE } from "./owner-media.ts";
import { noRoom, PHOTOS_PATH } from "./photo-routes.ts";

// The owner's photos against the disk the quotes share (issue 44): the storage budget, the per-account limits on
// uploads and saves, and the list and deletion of photos nothing uses, on the real inbox, SQLite, sharp and files.

const seed = seedFromSite(readSiteEnv({}));
const nameOf = (src: string) => path.basename(src);
const hashOf = (src: string) => nameOf(src).replace(/\.jpg$/, "");

/** A multipart form with one photo, as the dashboard sends it. */
function form(bytes: Buffer, name = "site.jpg") {
  const body = new FormData();
  body.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return body;
}

/** The seed with its first project showing `srcs`: the first as the cover, all of them in the gallery. */
function naming(...srcs: string[]): SiteContent {
  const doc = seed();
  const project = doc.projects[0]!;
  project.image = srcs[0]!;
  project.gallery = srcs.map((image) => ({ image, caption: "The new copper pipes under the vanity" }));
  return doc;
}

interface Listed {
  used: number;
  quota: number;
  photos: { name: string; src: string; width: number; height: number; bytes: number; usedBy: string | null }[];
}

/** Every file in the store's folders (originals and variants), with its size. */
function filesOnDisk(dataDir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const folder of ["originals", "owner"])
    for (const name of readdirSync(path.join(dataDir, "media", folder)))
      files.set(`${folder}/${name}`, statSync(path.join(dataDir, "media", folder, name)).size);
  return files;
}

const manifestOf = (dataDir: string) =>
  Object.keys(JSON.parse(readFileSync(path.join(dataDir, "media", "manifest.json"), "utf8")) as object);

describe("the owner's photos: listed, what uses them, deleted when nothing does", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let owner: string;
  const photos: string[] = [];
  beforeAll(async () => {
    d = await startDashboard();
    owner = await d.session();
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await d.request(PHOTOS_PATH, {
        method: "POST",
        cookie: owner,
        body: form(await cameraJpeg(n, 1000, 750)),
      });
      expect(res.status).toBe(200);
      photos.push(((await res.json()) as { src: string }).src);
    }
  });
  afterAll(() => d.close());

  const list = () => d.json<Listed>(PHOTOS_PATH, owner);
  const remove = (name: string) => d.request(`${PHOTOS_PATH}/${name}`, { method: "DELETE", cookie: owner });
  const save = async (content: SiteContent) => {
    const { revision } = await d.json<{ revision: number }>("/admin/api/site/content", owner);
    return d.request("/admin/api/site/content", {
      method: "POST",
      cookie: owner,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseRevision: revision, content }),
    });
  };

  test("each photo is listed with its size and bytes; used by an older revision, the newest or a kept build, or by nothing", async () => {
    const [a, b, c] = photos as [string, string, string];
    // Revision 1 shows A; revision 2 shows B in its place, so A is left in revision 1 only.
    expect((await save(naming(a))).status).toBe(200);
    expect((await save(naming(b))).status).toBe(200);
    // A kept build made from content no stored revision has any more (its revision pruned): it names C.
    const build = path.join(d.dataDir, "builds", "20261101-090000-000001");
    mkdirSync(build, { recursive: true });
    writeFileSync(path.join(build, "content.json"), JSON.stringify(naming(c)));

    const listed = await list();
    expect(listed.quota).toBe(2 * 1024 ** 3);
    expect(listed.photos.map((p) => [p.src, p.usedBy])).toEqual([
      [a, "revision 1"],
      [b, "revision 2"],
      [c, "a kept build"],
      [photos[3], null],
      [photos[4], null],
    ]);
    // Sizes and bytes are what is on disk: the running total is every file of the store, counted once.
    const files = filesOnDisk(d.dataDir);
    expect(listed.used).toBe([...files.values()].reduce((sum, n) => sum + n, 0));
    for (const photo of listed.photos) {
      expect(photo).toMatchObject({ name: nameOf(photo.src), width: 1000, height: 750 });
      const own = [...files].filter(([file]) => path.basename(file).startsWith(hashOf(photo.src)));
      expect(own).toHaveLength(6);
      expect(photo.bytes, photo.src).toBe(own.reduce((sum, [, n]) => sum + n, 0));
    }
  });

  test("a photo nothing uses is deleted: its original, every variant and its manifest entry", async () => {
    const gone = photos[3]!;
    const before = await list();
    const res = await remove(nameOf(gone));
    expect(res.status).toBe(200);
    const bytes = before.photos.find((p) => p.src === gone)!.bytes;
    expect(await res.json()).toEqual({ deleted: gone, bytes, used: before.used - bytes });
    expect([...filesOnDisk(d.dataDir).keys()].filter((file) => file.includes(hashOf(gone)))).toEqual([]);
    expect(manifestOf(d.dataDir)).not.toContain(gone);
    expect(readdirSync(path.join(d.dataDir, "media")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    const after = await list();
    expect(after.photos.map((p) => p.src)).not.toContain(gone);
    expect(after.used).toBe(before.used - bytes);
    // Its thumbnails are gone too, and it cannot be deleted twice.
    expect((await d.request(`${PHOTOS_PATH}/${hashOf(gone)}-480.webp`, { cookie: owner })).status).toBe(404);
    expect((await remove(nameOf(gone))).status).toBe(404);
    // Only a photo's own name is taken: nothing else in the folder can be named.
    for (const name of [
      "manifest.json",
      `${hashOf(photos[4]!)}-480.avif`,
      "..%2Fmanifest.json",
      "0123456789abcdef0123.jpg",
    ])
      expect((await remove(name)).status, name).toBe(404);
    expect(manifestOf(d.dataDir)).toHaveLength(4);
  });

  test("a photo a revision or a kept build uses is kept: 409 saying what uses it, and nothing removed", async () => {
    const before = filesOnDisk(d.dataDir);
    for (const [src, user] of [
      [photos[0]!, "revision 1"],
      [photos[1]!, "revision 2"],
      [photos[2]!, "a kept build"],
    ] as const) {
      const res = await remove(nameOf(src));
      expect(res.status, src).toBe(409);
      expect(await res.json()).toEqual({
        error: `This photo is still used by ${user}, so it was not deleted. It can be deleted once no saved revision or kept build uses it.`,
      });
    }
    expect(filesOnDisk(d.dataDir)).toEqual(before);
    expect(manifestOf(d.dataDir)).toEqual(expect.arrayContaining(photos.slice(0, 3)));
  });

  test("a deleted photo can no longer be named by a save", async () => {
    const res = await save(naming(photos[1]!, photos[3]!));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { problems: unknown[] }).problems).toEqual([
      { path: "projects.0.gallery.1.image", message: "This photo is missing." },
    ]);
  });

  test("a save and a deletion of the same photo at once: one of them wins, and no revision names a missing photo", async () => {
    for (const n of [11, 12, 13, 14]) {
      const uploaded = await d.request(PHOTOS_PATH, {
        method: "POST",
        cookie: owner,
        body: form(await cameraJpeg(n, 640, 480)),
      });
      const { src } = (await uploaded.json()) as { src: string };
      const [saved, deleted] = await Promise.all([save(naming(photos[1]!, src)), remove(nameOf(src))]);
      // Either the save came first and the photo is kept, or the deletion did and the save is refused at the field.
      expect([
        [200, 409],
        [400, 200],
      ]).toContainEqual([saved.status, deleted.status]);
      const stored = d.store.db.prepare("SELECT document FROM content_revisions").all() as { document: string }[];
      const kept = new Set(manifestOf(d.dataDir));
      for (const { document } of stored)
        for (const named of document.match(/\/media\/owner\/[0-9a-f]{20}\.jpg/g) ?? [])
          expect(kept.has(named), named).toBe(true);
    }
  });

  test("GET /photos answers its list; other methods on the two paths are 405 with Allow", async () => {
    for (const [method, pathname, allow] of [
      ["PUT", PHOTOS_PATH, "GET, HEAD, POST"],
      ["DELETE", PHOTOS_PATH, "GET, HEAD, POST"],
      ["POST", `${PHOTOS_PATH}/${nameOf(photos[0]!)}`, "GET, HEAD, DELETE"],
    ] as const) {
      const res = await d.request(pathname, { method, cookie: owner });
      expect(res.status, `${method} ${pathname}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${pathname}`).toBe(allow);
    }
    expect((await d.request(PHOTOS_PATH)).status).toBe(401);
  });
});

describe("the storage budget (OWNER_MEDIA_QUOTA_BYTES)", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let owner: string;
  let one: number;
  let first: Buffer;
  let second: Buffer;
  beforeAll(async () => {
    first = await cameraJpeg(21, 1000, 750);
    second = await cameraJpeg(22, 1000, 750);
    // What the first photo takes once stored, measured with the real store in a folder of its own.
    const probe = new OwnerMedia({ dataDir: tempDir("owner-media-"), log: logger(() => {}) });
    const processed = await processPhoto(
      { name: "site.jpg", bytes: first },
      { ...DEFAULT_PHOTO_OPTIONS, maxSide: OWNER_PHOTO_MAX_SIDE },
    );
    if (!processed.ok) throw new Error("the test photo was refused");
    await probe.add(processed.photo);
    one = probe.used();
    // Room for that photo and half another.
    d = await startDashboard({ mediaQuotaBytes: Math.round(one * 1.5) });
    owner = await d.session();
  });
  afterAll(() => d.close());

  const upload = (bytes: Buffer) => d.request(PHOTOS_PATH, { method: "POST", cookie: owner, body: form(bytes) });

  test("an upload that would take the photos past the budget is refused with how much is used, and leaves nothing behind", async () => {
    const stored = await upload(first);
    expect(stored.status).toBe(200);
    const { src } = (await stored.json()) as { src: string };
    const files = filesOnDisk(d.dataDir);

    const refused = await upload(second);
    expect(refused.status).toBe(507);
    const quota = Math.round(one * 1.5);
    expect(await refused.json()).toEqual({ error: noRoom(one, quota) });
    expect(noRoom(1.9 * 1024 ** 3, 2 * 1024 ** 3)).toBe(
      "Your photos use 1.9 GB of 2 GB. Delete photos you no longer use (Website → Photos) to make room.",
    );
    // The refused photo's files were made to learn their size, then removed; the manifest never named it.
    expect(filesOnDisk(d.dataDir)).toEqual(files);
    expect(manifestOf(d.dataDir)).toEqual([src]);
    expect(d.log).toContainEqual(expect.objectContaining({ msg: "site photo refused: no room", used: one, quota }));
    // The same photo again is no new bytes: still answered.
    expect((await upload(first)).status).toBe(200);

    // Deleting the unused one makes room.
    expect((await d.request(`${PHOTOS_PATH}/${nameOf(src)}`, { method: "DELETE", cookie: owner })).status).toBe(200);
    expect((await upload(second)).status).toBe(200);
    expect((await d.json<Listed>(PHOTOS_PATH, owner)).used).toBeLessThanOrEqual(quota);
  });

  test("a store started again on the same folder counts the same bytes, and sweeps files no photo names", async () => {
    const strays = [path.join("owner", "0123456789abcdef0123-480.avif"), path.join("originals", "stray.jpg.1a2b.tmp")];
    for (const stray of strays) writeFileSync(path.join(d.dataDir, "media", stray), "left by a crash");
    const again = new OwnerMedia({ dataDir: d.dataDir, log: logger(() => {}) });
    for (const stray of strays) expect(existsSync(path.join(d.dataDir, "media", stray)), stray).toBe(false);
    expect(again.used()).toBe((await d.json<Listed>(PHOTOS_PATH, owner)).used);
    expect(again.used()).toBe([...filesOnDisk(d.dataDir).values()].reduce((sum, n) => sum + n, 0));
  });
});

describe("per-account limits on uploads and saves", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let owner: string;
  let office: string;
  beforeAll(async () => {
    d = await startDashboard({ requireSecondFactor: false });
    await new Users(d.store.db, TEST_PASSWORD_COST).add(
      "office@example.co.nz",
      "another long passphrase for the office",
    );
    owner = await d.session();
    office = (await d.signIn("office@example.co.nz", "another long passphrase for the office")).cookie;
    expect(office).toMatch(/^leads_session=/);
  });
  afterAll(() => d.close());

  // Requests the routes refuse at once (a body that is not a photo, a save without a document) count all the same.
  const upload = (cookie: string) =>
    d.request(PHOTOS_PATH, { method: "POST", cookie, headers: { "content-type": "text/plain" }, body: "not a photo" });
  const save = (cookie: string, pathname = "/admin/api/site/content") =>
    d.request(pathname, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: "{}" });

  test("a burst of saves from one account is refused past its minute's worth with 429 and Retry-After; another account is not", async () => {
    for (let i = 0; i < SAVES.perMinute; i++) expect((await save(owner)).status, `save ${i + 1}`).toBe(400);
    const refused = await save(owner);
    expect(refused.status).toBe(429);
    // The dashboard's clock stands still here: the whole minute is left, said in words.
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      error: "Too many saves in a short time. Your changes are still here, not yet saved. Try again in 1 minute.",
    });
    // A restore is a save too.
    expect((await save(owner, "/admin/api/site/revisions/1/restore")).status).toBe(429);
    // The other account saves as before, and reading is never limited.
    expect((await save(office)).status).toBe(400);
    expect((await d.request("/admin/api/site/content", { cookie: owner })).status).toBe(200);
    // A minute on, the owner may save again.
    d.tick(60_000);
    expect((await save(owner)).status).toBe(400);
  });

  test("uploads: a minute's worth, then an hour's, refused with when to try again in words; the other account uploads", async () => {
    for (let i = 0; i < UPLOADS.perMinute; i++) expect((await upload(owner)).status, `upload ${i + 1}`).toBe(415);
    const minute = await upload(owner);
    expect(minute.status).toBe(429);
    expect(minute.headers.get("retry-after")).toBe("60");
    expect(await minute.json()).toEqual({ error: "Too many photos sent in a short time. Try again in 1 minute." });
    expect((await upload(office)).status).toBe(415);

    // Minute after minute, up to the hour's worth: then refused for the rest of the hour, in minutes.
    let sent = UPLOADS.perMinute + 1;
    while (sent < UPLOADS.perHour) {
      d.tick(60_000);
      for (let i = 0; i < UPLOADS.perMinute && sent < UPLOADS.perHour; i++, sent++)
        expect((await upload(owner)).status, `upload ${sent + 1}`).toBe(415);
    }
    d.tick(60_000);
    const hour = await upload(owner);
    expect(hour.status).toBe(429);
    const wait = Number(hour.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(60);
    expect(await hour.json()).toEqual({
      error: `Too many photos sent in a short time. Try again in ${Math.ceil(wait / 60)} minutes.`,
    });
    expect((await upload(office)).status).toBe(415);
  });
});
