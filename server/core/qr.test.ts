import { describe, expect, test } from "vitest";
import { parseHtml } from "../../test/support/server/dom";
import { qrDataUri } from "./qr";

const uri =
  "otpauth://totp/Example%20Plumbing%20Co.:owner%40example.co.nz?issuer=Example%20Plumbing%20Co.&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30";

/** The SVG inside the data: URI, parsed as XML (a browser's <img> does the same, and shows nothing if it fails). */
function parsed(dataUri: string) {
  const prefix = "data:image/svg+xml;base64,";
  expect(dataUri.startsWith(prefix)).toBe(true);
  const svg = Buffer.from(dataUri.slice(prefix.length), "base64").toString("utf8");
  const { DOMParser } = parseHtml("");
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  return { svg, document };
}

/** The code's modules, read back from the path's runs: `grid[y][x]` is true for a dark module. */
function modules(dataUri: string) {
  const { document } = parsed(dataUri);
  const [, , width, height] = document.documentElement.getAttribute("viewBox")!.split(" ").map(Number);
  expect(width).toBe(height);
  const size = width!;
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = document.querySelector("path")!.getAttribute("d")!;
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(run); i++) grid[Number(y)]![Number(x) + i] = true;
  // Every drawn command was a run of one row, and nothing else is in the path.
  expect(d.replace(/M(\d+) (\d+)h(\d+)v1h-\3z/g, "")).toBe("");
  return { size, grid };
}

/** Byte-mode capacity at error correction M, versions 1 to 10 (ISO/IEC 18004, table 7). */
const bytesAtM = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

describe("the authenticator app's QR code", () => {
  test("is a well-formed SVG <img> can show: one svg element, a white ground, no script, no style", () => {
    const { svg, document } = parsed(qrDataUri(uri));
    expect(document.querySelector("parsererror")).toBeNull();
    expect(document.documentElement.localName).toBe("svg");
    expect(document.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(document.querySelector("rect")?.getAttribute("fill")).toBe("#fff");
    expect(svg).not.toMatch(/<script|<style|style=|href=/);
  });

  test("has the modules of the smallest version that holds the URI, with a four-module quiet zone", () => {
    const { size, grid } = modules(qrDataUri(uri));
    const quiet = 4;
    const symbol = size - 2 * quiet;
    // A QR code of version v is 17 + 4v modules a side.
    const version = (symbol - 17) / 4;
    expect(Number.isInteger(version)).toBe(true);
    expect(version).toBe(bytesAtM.findIndex((capacity) => capacity >= new TextEncoder().encode(uri).length) + 1);
    for (let i = 0; i < size; i++)
      for (const [y, x] of [
        [i, 0],
        [i, quiet - 1],
        [0, i],
        [size - 1, i],
        [i, size - 1],
      ])
        expect(grid[y!]![x!], `quiet zone at ${x},${y}`).toBe(false);

    // The three finder patterns (a dark ring, a light ring, a dark 3 × 3 centre) at three corners, none at the fourth.
    const finderAt = (top: number, left: number) =>
      Array.from({ length: 7 }, (_, y) =>
        Array.from({ length: 7 }, (_, x) => {
          const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
          return grid[top + y]![left + x] === (ring !== 2);
        }).every(Boolean),
      ).every(Boolean);
    const far = quiet + symbol - 7;
    expect(finderAt(quiet, quiet)).toBe(true);
    expect(finderAt(quiet, far)).toBe(true);
    expect(finderAt(far, quiet)).toBe(true);
    expect(finderAt(far, far)).toBe(false);
    // The timing patterns between them alternate, dark first; the dark module sits beside the bottom-left finder.
    for (let i = 8; i < symbol - 8; i++) {
      expect(grid[quiet + 6]![quiet + i]).toBe(i % 2 === 0);
      expect(grid[quiet + i]![quiet + 6]).toBe(i % 2 === 0);
    }
    expect(grid[quiet + 4 * version + 9]![quiet + 8]).toBe(true);
  });

  test("another key makes another code, and the same key the same one", () => {
    const other = uri.replace("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU");
    expect(qrDataUri(other)).not.toBe(qrDataUri(uri));
    expect(qrDataUri(uri)).toBe(qrDataUri(uri));
  });
});
