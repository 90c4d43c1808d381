// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { fittedSize, jpegName, MAX_PHOTO_EDGE, resizePhoto } from "./resize-photo";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the size a photo is uploaded at", () => {
  test("a phone's 12 MP photo fits within 2400 px on its longest side, in proportion", () => {
    expect(MAX_PHOTO_EDGE).toBe(2400);
    expect(fittedSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(fittedSize(4000, 4000)).toEqual({ width: 2400, height: 2400 });
  });

  test("whole pixels, never less than one, and a photo already small enough is never enlarged", () => {
    expect(fittedSize(5000, 2813)).toEqual({ width: 2400, height: 1350 });
    expect(fittedSize(100_000, 10)).toEqual({ width: 2400, height: 1 });
    expect(fittedSize(2400, 1600)).toEqual({ width: 2400, height: 1600 });
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fittedSize(4032, 3024, 1000)).toEqual({ width: 1000, height: 750 });
  });

  test("the resized photo is named as a JPEG", () => {
    expect(jpegName("IMG_2041.HEIC")).toBe("IMG_2041.jpg");
    expect(jpegName("leak.under.sink.png")).toBe("leak.under.sink.jpg");
    expect(jpegName("camera")).toBe("camera.jpg");
    expect(jpegName(".jpg")).toBe("photo.jpg");
  });
});

describe("resizing in the browser", () => {
  const original = new File([new Uint8Array(4000)], "IMG_2041.HEIC", { type: "image/heic" });

  test("a photo this browser cannot decode is sent as it is", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => {
        throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      }),
    );
    expect(await resizePhoto(original)).toBe(original);
  });

  test("without createImageBitmap at all, too", async () => {
    vi.stubGlobal("createImageBitmap", undefined);
    expect(await resizePhoto(original)).toBe(original);
  });

  test("a decoded photo is drawn upright at its fitted size on white and encoded as a JPEG at 0.85", async () => {
    const bitmap = { width: 4032, height: 3024, close: vi.fn() };
    const decode = vi.fn(async () => bitmap);
    vi.stubGlobal("createImageBitmap", decode);
    const context = { fillStyle: "", fillRect: vi.fn(), drawImage: vi.fn(), imageSmoothingQuality: "low" };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as never);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
    ) {
      done(new Blob([new Uint8Array(300_000)], { type: "image/jpeg" }));
    });

    const resized = await resizePhoto(original);
    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: "from-image" });
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 2400, 1800);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 2400, 1800);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.85);
    expect(toBlob.mock.contexts[0]).toMatchObject({ width: 2400, height: 1800 });
    expect(resized).toMatchObject({ name: "IMG_2041.jpg", type: "image/jpeg", size: 300_000 });
    expect(bitmap.close).toHaveBeenCalled();
  });
});
