import { describe, expect, test } from "vitest";
import { bytes, HEIC, JPEG, PNG, WEBP } from "../../test/support/photo-heads";
import { photoMessages, sniffPhoto } from "./photo-check";
import { acceptsPhotos, formatBytes, PHOTO_LIMITS } from "./photos";

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

test("messages, sizes and where photos can go", () => {
  expect(photoMessages.tooLarge("leak.jpg", PHOTO_LIMITS)).toBe(
    "“leak.jpg” is larger than 10 MB. Please choose a smaller photo.",
  );
  expect(photoMessages.notAPhoto(`${"a".repeat(60)}.pdf`)).toMatch(/^“a{28}…a{6}\.pdf” is not a photo/);
  expect(photoMessages.heic("IMG.HEIC")).toMatch(/send it as a JPEG: iPhones usually convert photos to JPEG/);
  expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
  expect(formatBytes(2.45 * 1024 * 1024)).toBe("2.5 MB");
  expect(formatBytes(300)).toBe("1 KB");
  expect(formatBytes(2 * 1024 * 1024 * 1024)).toBe("2 GB");
  expect(formatBytes(1.94 * 1024 * 1024 * 1024)).toBe("1.9 GB");
  expect(acceptsPhotos("/api/quote")).toBe(true);
  expect(acceptsPhotos("https://forms.example.com/f/abc")).toBe(false);
});
