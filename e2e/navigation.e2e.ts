import { afterEach, describe, expect, test } from "vitest";
import { fetchHtml, openPage, type OpenedPage } from "../test/support/e2e/browser";
import { contentSecurityPolicy } from "../server/core/headers";
import { readInlineScripts } from "../server/site/inline-scripts";
import { siteDir } from "../test/support/site-server";
import { readSiteEnv } from "../config/env";

/**
 * Navigation is the browser's own (docs/decisions/009-native-controls.md): speculation rules load a page when the
 * visitor shows intent, under the page's Content-Security-Policy. Chromium reports what it preloads through the
 * DevTools protocol's Preload domain; it never prerenders under DevTools, so the prefetch is what is checked.
 */
let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

describe("speculation rules", () => {
  test("are allowed by the page's policy, and hovering a page link prefetches that page", async () => {
    const { headers } = await fetchHtml("/");
    const recorded = readInlineScripts(siteDir())!("index.html");
    expect(headers.get("content-security-policy")).toBe(contentSecurityPolicy(recorded, readSiteEnv({})));
    opened = await openPage("");
    const { page, context } = opened;
    const cdp = await context.newCDPSession(page);
    const ruleSets: { errorType?: string }[] = [];
    const prefetched: string[] = [];
    cdp.on("Preload.ruleSetUpdated", (e: { ruleSet: { errorType?: string } }) => ruleSets.push(e.ruleSet));
    cdp.on("Preload.prefetchStatusUpdated", (e: { key: { url: string } }) => prefetched.push(e.key.url));
    await cdp.send("Preload.enable");
    await page.goto("/", { waitUntil: "networkidle" });
    await expect.poll(() => ruleSets.length).toBe(1);
    expect(ruleSets[0]!.errorType).toBeUndefined();
    expect(prefetched).toEqual([]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).hover();
    await expect.poll(() => prefetched.map((url) => new URL(url).pathname)).toContain("/about");
  });
});
