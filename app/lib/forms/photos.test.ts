import { describe, expect, test } from "vitest";
import { acceptsPhotos, checkPhotos, formatBytes, PHOTO_LIMITS, photoMessages, sniffPhoto } from "./photos";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF", 0);
const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ");
const HEIC = bytes(0, 0, 0, 0x1c, "ftypheic", 0, 0, 0, 0);

const file = (head: Uint8Array, name: string, size = head.length, type = "") => {
  const body = new Uint8Array(size);
  body.set(head.subarray(0, size));
  return new File([body], name, { type });
};

describe("sniffPhoto: the type from the first bytes", () => {
  test.each([
    [JPEG, "jpeg"],
    [PNG, "png"],
    [WEBP, "webp"],
    [HEIC, "heic"],
    [bytes(0, 0, 0, 0x1c, "ftypmif1"), "heic"],
    [bytes(0, 0, 0, 0x1c, "ftypavif"), undefined],
    [bytes("MZ", 0x90, 0), undefined],
    [bytes("<svg xmlns="), undefined],
    [bytes("GIF89a"), undefined],
    [bytes(0xff, 0xd8), undefined],
    [new Uint8Array(), undefined],
  ])("%o is %s", (head, kind) => expect(sniffPhoto(head)).toBe(kind));
});

describe("checkPhotos", () => {
  test("takes photos by their bytes, whatever they are called or declared as", async () => {
    const result = await checkPhotos([], [file(JPEG, "a.png", 100, "text/plain"), file(PNG, "scan"), file(WEBP, "w")]);
    expect(result.accepted.map((f) => f.name)).toEqual(["a.png", "scan", "w"]);
    expect(result.problems).toEqual([]);
  });

  test("names what it leaves out: not a photo, HEIC, too large, one too many, over the total", async () => {
    const current = Array.from({ length: 3 }, (_, i) => file(JPEG, `c${i}.jpg`));
    const result = await checkPhotos(current, [
      file(bytes("MZ"), "setup.jpg", 100, "image/jpeg"),
      file(HEIC, "IMG_0001.HEIC"),
      file(JPEG, "huge.jpg", PHOTO_LIMITS.maxFileBytes + 1),
      file(JPEG, "ok-1.jpg"),
      file(JPEG, "ok-2.jpg"),
      file(JPEG, "one-too-many.jpg"),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(["ok-1.jpg", "ok-2.jpg"]);
    expect(result.problems).toEqual([
      photoMessages.notAPhoto("setup.jpg"),
      photoMessages.heic("IMG_0001.HEIC"),
      photoMessages.tooLarge("huge.jpg", PHOTO_LIMITS),
      photoMessages.tooMany(PHOTO_LIMITS),
    ]);
    const total = await checkPhotos([], [file(JPEG, "a", 6), file(JPEG, "b", 5)], {
      ...PHOTO_LIMITS,
      maxTotalBytes: 10,
    });
    expect(total.accepted.map((f) => f.name)).toEqual(["a"]);
    expect(total.problems).toEqual([photoMessages.totalTooLarge({ ...PHOTO_LIMITS, maxTotalBytes: 10 })]);
  });

  test("exactly 10 MB is fine", async () => {
    const result = await checkPhotos([], [file(JPEG, "exact.jpg", PHOTO_LIMITS.maxFileBytes)]);
    expect(result.accepted).toHaveLength(1);
  });
});

test("messages, sizes and where photos can go", () => {
  expect(photoMessages.tooLarge("leak.jpg", PHOTO_LIMITS)).toBe(
    "“leak.jpg” is larger than 10 MB. Please choose a smaller photo.",
  );
  expect(photoMessages.notAPhoto(`${"a".repeat(60)}.pdf`)).toMatch(/^“a{28}…a{6}\.pdf” is not a photo/);
  expect(photoMessages.heic("IMG.HEIC")).toMatch(/send it as a JPEG: iPhones usually convert photos to JPEG/);
  expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
  expect(formatBytes(2.45 * 1024 * 1024)).toBe("2.5 MB");
  expect(formatBytes(300)).toBe("1 KB");
  expect(acceptsPhotos("/api/quote")).toBe(true);
  expect(acceptsPhotos("https://forms.example.com/f/abc")).toBe(false);
});
