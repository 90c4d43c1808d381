import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, inject, test } from "vitest";
import { photoMessages } from "../shared/forms/photo-check";
import { openQuoteStore } from "../server/quotes/db";
import { gpsOf, phoneJpeg, truncatedJpeg } from "../test/support/server/images";
import { openPage, type OpenedPage } from "../test/support/e2e/browser";

let opened: OpenedPage | undefined;
afterEach(async () => {
  // A refused upload is an expected 4xx, which Chromium logs as a failed resource.
  if (opened) expect(opened.errors.filter((e) => !/status of 400|Quote submission failed/.test(e))).toEqual([]);
  await opened?.close();
  opened = undefined;
});

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
let leak: Photo;
let ceiling: Photo;
beforeAll(async () => {
  // Real phone-like JPEGs: EXIF with a GPS position in Auckland, one stored rotated (orientation 6).
  leak = { name: "leak.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg({ width: 1600, height: 1200 }) };
  ceiling = {
    name: "ceiling.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg({ width: 1200, height: 900, orientation: 6 }),
  };
  expect(gpsOf((await sharp(leak.buffer).metadata()).exif)).toBeDefined();
});

/** The quote stored under `name` with its photos' rows and files (read from the server's own data folder). */
const storedWithPhotos = async (name: string) => {
  const store = openQuoteStore(inject("dataDir"));
  try {
    const quote = store.list().find((q) => q.name === name);
    if (!quote) return undefined;
    const photos = store.photos.forQuote(quote.id);
    const files = photos.map((p) => readFileSync(path.join(store.photos.dir, `${p.id}.jpg`)));
    return { quote, photos, files, metadata: await Promise.all(files.map((f) => sharp(f).metadata())) };
  } finally {
    store.close();
  }
};

const thumbnails = (page: Page) => page.getByRole("list", { name: "Photos to send" }).getByRole("img");

/** Two photos in, two thumbnails that really rendered (the CSP allows blob: images), then one removed. */
async function attachTwoRemoveOne(page: Page) {
  await page.getByLabel("Add photos").setInputFiles([leak, ceiling]);
  await expect.poll(() => thumbnails(page).count()).toBe(2);
  expect(
    await thumbnails(page).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
  ).toEqual([true, true]);
  expect(await page.getByText(/^2 of 5 photos · [\d.]+ MB$/).isVisible()).toBe(true);
  await page.getByRole("button", { name: "Remove leak.jpg" }).click();
  await expect.poll(() => thumbnails(page).count()).toBe(1);
  expect(await thumbnails(page).getAttribute("alt")).toBe("ceiling.jpg");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Remove ceiling.jpg");
}

/** What is stored is the one photo left: upright, re-encoded, with no EXIF and so no GPS position. */
async function expectOnePhotoStored(name: string) {
  const stored = await storedWithPhotos(name);
  expect(stored?.photos).toHaveLength(1);
  expect(stored!.photos[0]).toMatchObject({ width: 900, height: 1200, content_type: "image/jpeg" });
  expect(stored!.metadata[0]!.exif).toBeUndefined();
  expect(gpsOf(stored!.metadata[0]!.exif)).toBeUndefined();
}

describe("photos with a quote, at 375 px", () => {
  test("/quote: two photos attached, thumbnails, one removed; the quote lands with its photo, without GPS", async () => {
    opened = await openPage("/quote", { viewport: "mobile" });
    const { page } = opened;
    await page.getByLabel("Full Name").fill("Hemi Photos");
    await page.getByLabel("Email Address").fill("hemi@example.co.nz");
    await page.getByLabel("Phone Number").fill("021 555 0191");
    await page.getByLabel("Service Needed").selectOption("Hot Water Cylinder Repair");
    await page.getByLabel("Project Details").fill("Cylinder label in the photo");
    await attachTwoRemoveOne(page);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.getByRole("heading", { name: "Quote Submitted!" }).waitFor();
    await expectOnePhotoStored("Hemi Photos");
    // Submit Another Quote: an empty form, photos included.
    await page.getByRole("button", { name: "Submit Another Quote" }).click();
    expect(await thumbnails(page).count()).toBe(0);
  });

  test("the home form: the same, and the toast", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Aroha Photos");
    await form.getByLabel("Phone").fill("09 555 0192");
    await form.getByLabel("Service Type").selectOption("leak-detection");
    await attachTwoRemoveOne(page);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await page.getByText("Quote Request Submitted!").waitFor();
    expect(await thumbnails(page).count()).toBe(0);
    await expectOnePhotoStored("Aroha Photos");
  });

  test("a slow upload shows its progress, and a refused photo is named at the field with every typed value kept", async () => {
    opened = await openPage("/quote", { viewport: "mobile" });
    const { page } = opened;
    await page.getByLabel("Full Name").fill("Slow Upload");
    await page.getByLabel("Email Address").fill("slow@example.co.nz");
    await page.getByLabel("Phone Number").fill("021 555 0193");
    await page.getByLabel("Service Needed").selectOption("Leak Detection");
    await page.getByLabel("Project Details").fill("Damp patch");

    // A JPEG cut short passes the browser's check (its first bytes are a JPEG's); the inbox refuses it.
    await page
      .getByLabel("Add photos")
      .setInputFiles([{ name: "broken.jpg", mimeType: "image/jpeg", buffer: await truncatedJpeg() }]);
    await expect.poll(() => thumbnails(page).count()).toBe(1);
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => void d.accept().then(() => resolve(d.message()))),
    );
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    expect(await dialog).toMatch(/^There was an error submitting your form/);
    expect(await page.getByRole("alert").filter({ hasText: "broken.jpg" }).innerText()).toBe(
      photoMessages.unreadable("broken.jpg"),
    );
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Slow Upload");
    expect(await page.getByLabel("Project Details").inputValue()).toBe("Damp patch");
    expect(await storedWithPhotos("Slow Upload")).toBeUndefined();

    // Now a real photo over a connection sending 256 KB/s: the progress bar shows, then the confirmation.
    await page.getByRole("button", { name: "Remove broken.jpg" }).click();
    await page.getByLabel("Add photos").setInputFiles([ceiling]);
    await expect.poll(() => thumbnails(page).count()).toBe(1);
    const cdp = await opened.context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    const bar = page.getByRole("progressbar", { name: "Uploading photos…" });
    await bar.waitFor();
    expect(await page.getByLabel("Add photos").isDisabled()).toBe(true);
    await page.getByRole("heading", { name: "Quote Submitted!" }).waitFor({ timeout: 20_000 });
    expect((await storedWithPhotos("Slow Upload"))?.photos).toHaveLength(1);
  });
});

test("without JavaScript the form posts multipart and lands on the confirmation page, photos stored", async () => {
  opened = await openPage("/quote", { javaScript: false, viewport: "mobile" });
  const { page } = opened;
  expect(await page.getByRole("form", { name: "Quote request" }).getAttribute("enctype")).toBe("multipart/form-data");
  await page.getByLabel("Full Name").fill("Ana NoScript Photos");
  await page.getByLabel("Email Address").fill("ana@example.co.nz");
  await page.getByLabel("Phone Number").fill("021 555 0194");
  await page.getByLabel("Service Needed").selectOption("Leak Detection");
  await page.getByLabel("Project Details").fill("Water under the vanity");
  await page.getByLabel("Add photos").setInputFiles([leak, ceiling]);
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  await page.waitForURL((url) => url.pathname === "/quote/submitted");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Quote Submitted!");
  const stored = await storedWithPhotos("Ana NoScript Photos");
  expect(stored?.photos.map((p) => [p.position, p.width, p.height])).toEqual([
    [1, 1600, 1200],
    [2, 900, 1200],
  ]);
  expect(stored!.metadata.map((m) => m.exif)).toEqual([undefined, undefined]);
});
