import { describe, expect, test } from "vitest";
import { builtPages, readBuilt } from "../../test/support/built-site";
import { siteDir } from "../../test/support/site-server";
import { htmlErrors } from "../../test/support/e2e/html";

const files = [
  ...builtPages().map((p) => ({ path: p.path, file: p.file })),
  { path: "404.html", file: `${siteDir()}/404.html` },
];

describe("every built page is valid HTML", () => {
  test.each(files)("$path", async ({ file }) => {
    const errors = await htmlErrors(readBuilt(file), file);
    expect(errors).toEqual([]);
  });
});
