import { describe, expect, test } from "vitest";
import { parseRedirects, redirectsText } from "./redirects";

describe("the build's redirects file", () => {
  test("round-trips the renamed pages' redirects in the static hosts' format", () => {
    const redirects = [
      { from: "/project/old-name", to: "/project/new-name" },
      { from: "/project/older", to: "/project/new-name" },
    ];
    const text = redirectsText(redirects);
    expect(text).toBe("/project/old-name /project/new-name 301\n/project/older /project/new-name 301\n");
    expect([...parseRedirects(text)]).toEqual([
      ["/project/old-name", "/project/new-name"],
      ["/project/older", "/project/new-name"],
    ]);
  });

  test("never sends a visitor to another site, and skips what is not a same-site 301", () => {
    const parsed = parseRedirects(
      [
        "/a https://evil.example/ 301",
        "/b //evil.example 301",
        "/c /d 302",
        "/e\\x /f 301",
        "# comment",
        "",
        "/g /h 301",
        "/project/x /project/x 301",
      ].join("\n"),
    );
    expect([...parsed]).toEqual([["/g", "/h"]]);
  });

  test("an address that would redirect to itself is never written, nor read from a file that has one", () => {
    expect(
      redirectsText([
        { from: "/project/x", to: "/project/x" },
        { from: "/project/old", to: "/project/x" },
      ]),
    ).toBe("/project/old /project/x 301\n");
    expect(redirectsText([{ from: "/project/x", to: "/project/x" }])).toBe("");
    expect([...parseRedirects("/project/x /project/x 301\n/project/old /project/x 301\n")]).toEqual([
      ["/project/old", "/project/x"],
    ]);
  });
});
