import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { photoMessages } from "../../shared/forms/photo-check.ts";
import { cameraJpeg } from "../../test/support/server/camera-jpeg.ts";
import { OWNER, startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";
import { gpsOf, heicPhoto, jpegOfSize, truncatedJpeg } from "../../test/support/server/images.ts";
import { waitFor } from "../../test/support/server/wait.ts";
import type { BuildInfo } from "./builds.ts";
import { WIDTHS } from "./image-variants.ts";
import { PHOTO_TOO_LARGE, PHOTOS_PATH } from "./photo-routes.ts";
import { OWNER_ONLY } from "../accounts/roles.ts";

// The owner's photo upload through HTTP, on the real inbox, SQLite and sharp (docs/decisions/012-owner-editing.md).

const SRC = /^\/media\/owner\/[0-9a-f]{20}\.jpg$/;
const hashOf = (src: string) => /([0-9a-f]{20})\.jpg$/.exec(src)![1]!;

/** A multipart form with one file, as the dashboard sends it. */
function form(bytes: Buffer, name = "site.jpg", type = "image/jpeg", field = "photo") {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/** A small JPEG whose header claims `width` × `height`: its size is refused before a pixel is decoded. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

describe("/admin/api/site/photos", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let owner: string;
  let staff: string;
  let camera: Buffer;
  beforeAll(async () => {
    d = await startDashboard({ staff: true });
    owner = await d.session();
    staff = await d.staffSession();
    camera = await cameraJpeg();
  });
  afterAll(() => d.close());

  const upload = (body: FormData | string, cookie = owner, headers: Record<string, string> = {}) =>
    d.request(PHOTOS_PATH, { method: "POST", cookie, body, headers });
  const mediaDir = () => path.join(d.dataDir, "media");
  let uploaded: { src: string; width: number; height: number };

  test("the owner uploads a camera's photo: it is stored upright within 2400 px, in every width, with no metadata", async () => {
    const input = await sharp(camera).metadata();
    expect(input).toMatchObject({ width: 4000, height: 3000 });
    expect(gpsOf(input.exif)).toEqual({ latitude: expect.closeTo(-36.8333, 3), longitude: expect.closeTo(174.75, 3) });

    const res = await upload(form(camera, "IMG_2041.jpg"));
    expect(res.status).toBe(200);
    uploaded = (await res.json()) as typeof uploaded;
    expect(uploaded).toEqual({ src: expect.stringMatching(SRC), width: 2400, height: 1800 });
    const hash = hashOf(uploaded.src);

    const files = [
      path.join("originals", `${hash}.jpg`),
      ...readdirSync(path.join(mediaDir(), "owner")).map((name) => path.join("owner", name)),
    ];
    expect(files.map((f) => path.basename(f)).sort()).toEqual(
      [
        `${hash}.jpg`,
        `${hash}.jpg`,
        ...[480, 960, 1600].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`]),
      ].sort(),
    );
    for (const file of files) {
      const meta = await sharp(path.join(mediaDir(), file)).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc }, file).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
    }
    expect((await sharp(path.join(mediaDir(), "originals", `${hash}.jpg`)).metadata()).width).toBe(2400);
    expect(JSON.parse(readFileSync(path.join(mediaDir(), "manifest.json"), "utf8"))).toEqual({
      // Every width the repository's media have (server/site/image-variants.ts), made the same way.
      [uploaded.src]: { w: 2400, h: 1800, widths: [...WIDTHS] },
    });

    // Logged with who and which photo, never the photo.
    expect(d.log.find((e) => e.msg === "site photo uploaded")).toMatchObject({
      user: OWNER.email,
      src: uploaded.src,
      width: 2400,
      height: 1800,
    });
    expect(JSON.stringify(d.log)).not.toContain("TestCam");
    expect(Math.max(...d.log.map((e) => JSON.stringify(e).length))).toBeLessThan(2_000);
  });

  test("the same photo again is the same src", async () => {
    const res = await upload(form(camera, "copy.jpg"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(uploaded);
    expect(Object.keys(JSON.parse(readFileSync(path.join(mediaDir(), "manifest.json"), "utf8")))).toEqual([
      uploaded.src,
    ]);
  });

  test("the editor's thumbnails: each stored file with its type, cached for good", async () => {
    const hash = hashOf(uploaded.src);
    for (const [name, type] of [
      [`${hash}-480.avif`, "image/avif"],
      [`${hash}-960.webp`, "image/webp"],
      [`${hash}.jpg`, "image/jpeg"],
    ] as const) {
      const res = await d.request(`${PHOTOS_PATH}/${name}`, { cookie: owner });
      expect(res.status, name).toBe(200);
      expect(res.headers.get("content-type"), name).toBe(type);
      expect(res.headers.get("cache-control"), name).toBe("private, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(readFileSync(path.join(mediaDir(), "owner", name)));
    }
    const head = await d.request(`${PHOTOS_PATH}/${hash}-480.avif`, { method: "HEAD", cookie: owner });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/avif");
    // Without a session, nothing.
    expect((await d.request(`${PHOTOS_PATH}/${hash}-480.avif`)).status).toBe(401);
  });

  test("nothing else is served from there: other names, ../ in any spelling, a width not made", async () => {
    const hash = hashOf(uploaded.src);
    for (const name of [
      "manifest.json",
      `${hash}-480.png`,
      `${hash}-2400.avif`,
      "0123456789abcdef0123.jpg",
      `..%2Fmanifest.json`,
      `..%2F..%2Fquotes.db`,
      `%2e%2e%2Fmanifest.json`,
      `%2E%2E%2Foriginals%2F${hash}.jpg`,
      `..%5C..%5Cquotes.db`,
      `${hash}.jpg%00.avif`,
      `${hash}-480.avif%2F..%2F..%2Fmanifest.json`,
      `..%252F..%252Fquotes.db`,
    ]) {
      const res = await d.request(`${PHOTOS_PATH}/${name}`, { cookie: owner });
      expect(res.status, name).toBe(404);
      expect(res.headers.get("content-type"), name).toMatch(/^application\/json/);
    }
    // A URL parser resolves these before the server sees them: other paths, not found, nothing served.
    for (const pathname of [`${PHOTOS_PATH}/../originals/${hash}.jpg`, `${PHOTOS_PATH}/../../../../quotes.db`]) {
      const res = await d.request(pathname, { cookie: owner });
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get("content-type"), pathname).not.toMatch(/^image\//);
    }
  });

  test("staff are refused (upload and files alike), and so is a change without this site's Origin", async () => {
    const res = await upload(form(camera), staff);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: OWNER_ONLY });
    const file = await d.request(`${PHOTOS_PATH}/${hashOf(uploaded.src)}-480.avif`, { cookie: staff });
    expect(file.status).toBe(403);

    for (const headers of [{}, { origin: "https://evil.example" }] as Record<string, string>[]) {
      const crossSite = await fetch(`${d.url}${PHOTOS_PATH}`, {
        method: "POST",
        headers: { cookie: owner, ...headers },
        body: form(camera, "other.jpg"),
      });
      expect(crossSite.status, JSON.stringify(headers)).toBe(403);
      expect(await crossSite.json()).toEqual({ error: "This request did not come from the dashboard." });
    }
    expect((await d.request(PHOTOS_PATH, { method: "POST", body: form(camera) })).status).toBe(401);
  });

  test("what is not a photo we can use is refused with the quote form's words", async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from("Call the plumber about the hot water cylinder.\n".repeat(20)), "notes.jpg", "notAPhoto"],
      [heicPhoto(), "IMG_0001.heic", "heic"],
      [await truncatedJpeg(), "broken.jpg", "unreadable"],
      [await jpegClaiming(12_000, 9_000), "huge.jpg", "tooManyPixels"],
    ];
    for (const [bytes, name, kind] of cases) {
      const res = await upload(form(bytes, name));
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toEqual({
        error: photoMessages[kind as "notAPhoto" | "heic" | "unreadable" | "tooManyPixels"](name),
      });
    }
    expect(Object.keys(JSON.parse(readFileSync(path.join(mediaDir(), "manifest.json"), "utf8")))).toHaveLength(1);
  });

  test("too large is 413; a body that is not one photo in the field `photo` is 400 or 415", async () => {
    const big = await upload(form(await jpegOfSize(25 * 1024 * 1024 + 1), "big.jpg"));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      error: photoMessages.tooLarge("big.jpg", { maxFiles: 1, maxFileBytes: 25 * 1024 * 1024, maxTotalBytes: 0 }),
    });
    // A body declared larger is refused before it is read: the answer comes while the client is still sending.
    const declared = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${d.url}${PHOTOS_PATH}`, {
        method: "POST",
        agent: false,
        headers: {
          cookie: owner,
          origin: d.url,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": 30 * 1024 * 1024,
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode, body });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ error: PHOTO_TOO_LARGE });

    const json = await upload(JSON.stringify({ photo: "x" }), owner, { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: expect.stringMatching(/multipart\/form-data/) });
    const elsewhere = await upload(form(camera, "site.jpg", "image/jpeg", "photos"));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ error: expect.stringMatching(/Choose a photo/) });
    const two = form(camera);
    two.append("photo", new Blob([new Uint8Array(camera)], { type: "image/jpeg" }), "second.jpg");
    const twice = await upload(two);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ error: "Send one photo at a time." });
  });

  test("other methods are 405 with Allow", async () => {
    const hash = hashOf(uploaded.src);
    for (const [method, pathname, allow] of [
      ["PUT", PHOTOS_PATH, "GET, HEAD, POST"],
      ["DELETE", PHOTOS_PATH, "GET, HEAD, POST"],
      ["PUT", `${PHOTOS_PATH}/${hash}.jpg`, "GET, HEAD, DELETE"],
      ["POST", `${PHOTOS_PATH}/${hash}.jpg`, "GET, HEAD, DELETE"],
    ] as const) {
      const res = await d.request(pathname, { method, cookie: owner });
      expect(res.status, `${method} ${pathname}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${pathname}`).toBe(allow);
    }
  });

  test("past two uploads under way, another is asked to try again (503 with Retry-After)", async () => {
    const boundary = "----owner-photo-test";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const stalled = () => {
      let stop!: () => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
          controller.enqueue(new Uint8Array(camera.subarray(0, 64 * 1024)));
          stop = () => controller.error(new Error("the test stops this upload"));
        },
      });
      const answer = fetch(`${d.url}${PHOTOS_PATH}`, {
        method: "POST",
        headers: { cookie: owner, origin: d.url, "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
      } as RequestInit).catch(() => undefined);
      return { stop: () => stop(), answer };
    };
    // A probe that is refused for its type (415) when there is room, and answered 503 when there is none.
    const probe = () => upload("not a photo", owner, { "content-type": "text/plain" });
    expect((await probe()).status).toBe(415);
    const first = stalled();
    const second = stalled();
    const busy = await waitFor("two uploads under way", async () => {
      const res = await probe();
      return res.status === 503 && res;
    });
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(busy.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await busy.json()).toEqual({ error: expect.stringMatching(/Try again in a moment/) });
    expect((await upload(form(camera))).status).toBe(503);
    first.stop();
    second.stop();
    await Promise.all([first.answer, second.answer]);
    // Their places are given back: the next upload goes through.
    await waitFor("the stopped uploads to end", async () => (await probe()).status === 415);
    expect((await upload(form(camera))).status).toBe(200);
  });
});

// A build from the dashboard with a stand-in for `react-router build` (the real one runs in e2e/publish.e2e.ts): a
// page showing every photo in the owner's manifest, which it finds through SITE_MEDIA, then the build's own step that
// ships the photos the site shows (scripts/build/owner-media-copy.ts, as react-router.config.ts's buildEnd calls it, here
// with the page's photos where the real build gives those its content's projects show).
const copyStep = path.resolve("scripts/build/owner-media-copy.ts");
const fakeBuild = `
import fs from "node:fs";
import path from "node:path";
import { copyOwnerMedia } from ${JSON.stringify(copyStep)};
const client = path.join(process.env.BUILD_DIR, "client");
const photos = Object.keys(JSON.parse(fs.readFileSync(path.join(process.env.SITE_MEDIA, "manifest.json"), "utf8")));
fs.mkdirSync(client, { recursive: true });
fs.writeFileSync(path.join(client, "index.html"), photos.map((src) => '<img src="' + src + '">').join(""));
fs.writeFileSync(path.join(client, "404.html"), "<!DOCTYPE html><title>Not found</title>");
copyOwnerMedia(client, process.env.SITE_MEDIA, photos);
`;

describe("publishing with the owner's photos", { timeout: 60_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard({
      buildCommand: { file: process.execPath, args: ["--input-type=module", "-e", fakeBuild] },
    });
  });
  afterAll(() => d.close());

  test("a build is told where the photos are (SITE_MEDIA), ships them, and the live site serves them", async () => {
    const owner = await d.session();
    const uploaded = await d.request(PHOTOS_PATH, {
      method: "POST",
      cookie: owner,
      body: form(await cameraJpeg(8, 1000, 750)),
    });
    expect(uploaded.status).toBe(200);
    const { src } = (await uploaded.json()) as { src: string };
    const started = await d.request("/admin/api/site/builds", {
      method: "POST",
      cookie: owner,
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(started.status).toBe(202);
    const { build } = (await started.json()) as { build: BuildInfo };
    const done = await waitFor(`build ${build.id}`, async () => {
      const state = await d.json<{ builds: BuildInfo[] }>("/admin/api/site/builds", owner);
      return state.builds.find((b) => b.id === build.id && b.state !== "running");
    });
    expect(done).toMatchObject({ state: "ready", error: null });
    const live = await d.request(`/admin/api/site/builds/${build.id}/live`, { method: "POST", cookie: owner });
    expect(live.status).toBe(200);

    const stem = src.replace(/\.jpg$/, "");
    for (const [file, type] of [
      [src, "image/jpeg"],
      [`${stem}-480.avif`, "image/avif"],
      [`${stem}-960.webp`, "image/webp"],
    ] as const) {
      const res = await d.request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type"), file).toBe(type);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(
        readFileSync(path.join(d.dataDir, "media", "owner", path.basename(file))),
      );
    }
    // Only what a page names is public: the store's originals never are.
    expect((await d.request(`/media/originals/${path.basename(src)}`)).status).toBe(404);
  });
});
