import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { datePages, pageFingerprint, readPageDates, writePageDates } from "./page-dates";

function site(pages: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "page-dates-"));
  for (const [pagePath, html] of Object.entries(pages)) {
    const file = path.join(dir, pagePath === "/" ? "" : pagePath.slice(1), "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return dir;
}

describe("each page's last real change", () => {
  test("a page whose HTML is unchanged keeps its date; a changed or new page is dated today", () => {
    const first = site({ "/": "<p>home</p>", "/reviews": "<p>Tama: great</p>" });
    const before = datePages(first, ["/", "/reviews"], {}, "2026-01-05");
    expect(before["/"]?.lastmod).toBe("2026-01-05");
    const second = site({ "/": "<p>home</p>", "/reviews": "<p>Tama: great job</p>", "/project/new": "<p>new</p>" });
    const after = datePages(second, ["/", "/reviews", "/project/new", "/gone"], before, "2026-11-26");
    expect(after).toEqual({
      "/": { hash: before["/"]!.hash, lastmod: "2026-01-05" },
      "/reviews": { hash: expect.any(String), lastmod: "2026-11-26" },
      "/project/new": { hash: expect.any(String), lastmod: "2026-11-26" },
    });
  });

  test("a new script or style hash is not a change of the page", () => {
    expect(pageFingerprint('<link href="/assets/root-AbC1.css"><script src="/assets/islands/x-9z.js"></script>')).toBe(
      pageFingerprint('<link href="/assets/root-XyZ2.css"><script src="/assets/islands/x-8y.js"></script>'),
    );
    expect(pageFingerprint("<p>09 123 4567</p>")).not.toBe(pageFingerprint("<p>09 555 0101</p>"));
    // The build's own inline scripts are code, not the page; its structured data is the page's.
    const page = (script: string, jsonLd: string) =>
      `<head><script type="application/ld+json">${jsonLd}</script></head><body><p>Hi</p>${script}</body>`;
    expect(pageFingerprint(page("<script>enhance(1)</script>", '{"telephone":"09 123 4567"}'))).toBe(
      pageFingerprint(
        page(
          '<script type="speculationrules">{"a":2}</script><script>enhance(2)</script>',
          '{"telephone":"09 123 4567"}',
        ),
      ),
    );
    expect(pageFingerprint(page("<script>enhance(1)</script>", '{"telephone":"09 123 4567"}'))).not.toBe(
      pageFingerprint(page("<script>enhance(1)</script>", '{"telephone":"09 555 0101"}')),
    );
  });

  test("dates are kept beside the build; a missing or unreadable file is no dates", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-dates-file-"));
    const file = path.join(dir, "page-dates.json");
    expect(readPageDates(file)).toEqual({});
    expect(readPageDates(undefined)).toEqual({});
    writePageDates(file, { "/": { hash: "h", lastmod: "2026-11-26" } });
    expect(readPageDates(file)).toEqual({ "/": { hash: "h", lastmod: "2026-11-26" } });
    writeFileSync(file, "{not json");
    expect(readPageDates(file)).toEqual({});
    writeFileSync(file, "[1]");
    expect(readPageDates(file)).toEqual({});
  });
});
