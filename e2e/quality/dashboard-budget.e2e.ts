import { describe, expect, test } from "vitest";
import { dashboardFirstLoad, firstLoadGzip } from "../../test/support/dashboard-weight";

/**
 * The dashboard's first load (issue 47): everything its index.html loads before the owner can use /admin, the entry's
 * script, its static imports, the landing page's route (the leads list) and their stylesheets, gzip level 9, read from
 * the build's manifest (test/support/dashboard-weight.ts). The pages loaded when first opened (a lead, spam, overview,
 * security, team, privacy, the website editor) and the "Confirm it's you" dialog are their own chunks and not counted.
 * It measured 153.9 KB before they were split off and 123.6 KB after (docs/performance.md, "The dashboard's first
 * load"); the gate is the 125 KB.
 */
const dashboardFirstLoadGzip = 125 * 1024;

describe("the dashboard's first load", () => {
  test(`stays within ${dashboardFirstLoadGzip / 1024} KB gzip`, () => {
    const files = dashboardFirstLoad();
    const total = firstLoadGzip(files);
    const listed = files.map(({ file, gzip }) => `${file} ${(gzip / 1024).toFixed(1)} KB`).join(", ");
    expect(total, `first load ${(total / 1024).toFixed(1)} KB: ${listed}`).toBeLessThanOrEqual(dashboardFirstLoadGzip);
  });
});
