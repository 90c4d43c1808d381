import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { svgFor, thermalScene } from "./artwork.ts";
import { mediaCatalog } from "./catalog.ts";

/**
 * Draws the sample artwork for every catalogue slot into media/source/ (deterministic: same bytes every run).
 * Videos are rendered frame by frame and encoded with ffmpeg (Debian: `apt-get install -y ffmpeg`).
 */
const out = "media/source";

for (const entry of mediaCatalog) {
  const file = path.join(out, entry.path);
  mkdirSync(path.dirname(file), { recursive: true });
  if (entry.kind === "video") {
    await renderVideo(file);
    continue;
  }
  await sharp(Buffer.from(svgFor(entry))).jpeg({ quality: 86, mozjpeg: true }).toFile(file);
}

/** A thermal camera panning across a wall until the leak comes into the middle of the frame. */
async function renderVideo(file: string): Promise<void> {
  const frames = mkdtempSync(path.join(tmpdir(), "frames-"));
  const size = { w: 960, h: 540 };
  const entry = { path: "video/thermal-scan", kind: "video" as const, subject: "" };
  const count = 100;
  const work: Promise<unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const x = 0.1 + (0.4 * i) / (count - 1);
    work.push(sharp(Buffer.from(thermalScene(entry, size, x, 0.5))).png().toFile(path.join(frames, `f${String(i).padStart(3, "0")}.png`)));
  }
  await Promise.all(work);
  {
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-framerate", "20", "-i", path.join(frames, "f%03d.png"), "-c:v", "libx264", "-profile:v", "main", "-pix_fmt", "yuv420p", "-crf", "28", "-movflags", "+faststart", "-an", file]);
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-framerate", "20", "-i", path.join(frames, "f%03d.png"), "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-an", file.replace(/\.mp4$/, ".webm")]);
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-i", path.join(frames, "f060.png"), "-q:v", "3", file.replace(/\.mp4$/, ".poster.jpg")]);
    rmSync(frames, { recursive: true, force: true });
  }
}

