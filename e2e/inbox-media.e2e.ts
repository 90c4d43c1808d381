import { afterEach, describe, expect, test } from "vitest";
import { openPage, type OpenedPage } from "../test/support/e2e/browser";

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const videos = ["/media/video/thermal-scan.mp4", "/media/video/thermal-scan.webm"];

describe("the project videos play from the quote inbox (Range requests, docs/decisions/011-operations.md)", () => {
  test("each video the browser can decode reaches playback, fetched in 206 partial answers", async () => {
    opened = await openPage("/projects");
    const { page } = opened;
    const partial: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 206) partial.push(new URL(response.url()).pathname);
    });
    const played: string[] = [];
    for (const src of videos) {
      const result = await page.evaluate(async (source) => {
        const video = document.createElement("video");
        const type = source.endsWith(".mp4") ? "video/mp4" : "video/webm";
        if (video.canPlayType(type) === "") return "cannot decode";
        video.muted = true;
        video.preload = "auto";
        video.src = source;
        document.body.append(video);
        await video.play();
        await new Promise<void>((resolve, reject) => {
          const check = () => (video.readyState >= 2 && video.currentTime > 0 ? resolve() : undefined);
          video.addEventListener("timeupdate", check);
          video.addEventListener("error", () => reject(new Error(`media error ${video.error?.code}`)));
          check();
        });
        video.remove();
        return "played";
      }, src);
      if (result === "played") played.push(src);
    }
    // Chromium always decodes WebM; Debian's build decodes H.264 too.
    expect(played).toContain("/media/video/thermal-scan.webm");
    for (const src of played) expect(partial).toContain(src);
  });
});
