import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { mediaCatalog } from "../../scripts/build/media/catalog";
import { mediaInfo, posterFrame, video } from "./media.server";

describe("mediaInfo", () => {
  test("gives intrinsic size and AVIF/WebP srcsets", () => {
    const info = mediaInfo("/media/services/leak-detection.jpg");
    expect(info).toMatchObject({ width: 1200, height: 900, fallback: "/media/services/leak-detection.jpg" });
    expect(info.avif).toBe(
      "/media/services/leak-detection-480.avif 480w, /media/services/leak-detection-960.avif 960w",
    );
    expect(mediaInfo("/media/hero/emergency-plumber.jpg").webp).toContain("-1600.webp 1600w");
  });

  test("gives a video's poster", () => {
    expect(mediaInfo("/media/video/thermal-scan.mp4").fallback).toBe("/media/video/thermal-scan.poster.jpg");
  });

  test("a video's player shows its WebP poster of at most 960 px, not the JPEG", () => {
    const clip = video("/media/video/thermal-scan.mp4", "Thermal scan");
    expect(clip.posterFrame).toBe("/media/video/thermal-scan.poster-960.webp");
    expect(clip.poster.src).toBe("/media/video/thermal-scan.poster.jpg");
    // A camera's frame has a 1600 px rendition too: the player still shows the 960 px one.
    expect(posterFrame("/v-480.webp 480w, /v-960.webp 960w, /v-1600.webp 1600w")).toBe("/v-960.webp");
    expect(posterFrame("/v-480.webp 480w")).toBe("/v-480.webp");
    expect(posterFrame("/v-1600.webp 1600w")).toBe("/v-1600.webp");
  });

  test("throws for an image that is not catalogued", () => {
    expect(() => mediaInfo("/media/nope.jpg")).toThrow(/Unknown media/);
  });

  test("every catalogued slot has its files in public/media", () => {
    const missing: string[] = [];
    for (const entry of mediaCatalog) {
      const info = mediaInfo(`/media/${entry.path}`);
      const files = [info.fallback, ...`${info.avif}, ${info.webp}`.split(", ").map((s) => s.split(" ")[0]!)];
      if (entry.kind === "video") files.push(`/media/${entry.path}`, `/media/${entry.path.replace(/\.mp4$/, ".webm")}`);
      for (const f of files) if (!existsSync(`public${f}`)) missing.push(f);
    }
    expect(missing).toEqual([]);
  });
});
