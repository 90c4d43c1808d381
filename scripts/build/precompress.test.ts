import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { precompress } from "./precompress.ts";

const text = (seed: string) => Array.from({ length: 200 }, (_, i) => `<p>${seed} ${i}</p>`).join("\n");

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe("precompress", () => {
  test("writes .br and .gz of each text file over 1 KB, and none of a small file or a dotfile", async () => {
    const dir = site({ "index.html": text("home"), "small.css": "a{}", ".inline-scripts.json": text("record") });
    expect(await precompress(dir)).toEqual({ compressed: 1, kept: 0 });
    expect(brotliDecompressSync(readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(text("home"));
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(text("home"));
    expect(() => readFileSync(path.join(dir, "small.css.br"))).toThrow();
    expect(() => readFileSync(path.join(dir, ".inline-scripts.json.br"))).toThrow();
  });

  test("takes the previous build's compressed files for a file whose bytes are the same, and compresses the rest", async () => {
    const previous = site({ "index.html": text("old home"), "assets/app.css": text("styles") });
    await precompress(previous);
    // Marked, to tell a kept file from one compressed again.
    writeFileSync(path.join(previous, "assets/app.css.br"), "kept br");
    writeFileSync(path.join(previous, "assets/app.css.gz"), "kept gz");
    const dir = site({ "index.html": text("new home"), "assets/app.css": text("styles"), "about.html": text("a") });
    expect(await precompress(dir, previous)).toEqual({ compressed: 2, kept: 1 });
    expect(readFileSync(path.join(dir, "assets/app.css.br"), "utf8")).toBe("kept br");
    expect(readFileSync(path.join(dir, "assets/app.css.gz"), "utf8")).toBe("kept gz");
    expect(brotliDecompressSync(readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(text("new home"));
  });
});
