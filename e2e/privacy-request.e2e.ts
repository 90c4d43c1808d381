import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { phoneJpeg } from "../test/support/server/images";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { axeViolations } from "../test/support/e2e/axe";
import { browser } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";

// A privacy request from end to end, as the owner meets it (issue 33, part 6): a customer with two leads, one with a
// photo, found by their phone written another way; exported; deleted; then found no more, with the record kept.

const CUSTOMER = "Hinewai Privacy";
const OTHER = "Tama Stays";
let inbox: RunningServer;

const post = (body: FormData | object) =>
  fetch(`${inbox.url}/api/quote`, {
    method: "POST",
    ...(body instanceof FormData
      ? { body, headers: { accept: "application/json" } }
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  inbox = await startSiteServer();
  await addOwner(inbox.dataDir);
  const withPhoto = new FormData();
  const fields = {
    form: "quote",
    name: CUSTOMER,
    email: "hinewai@example.co.nz",
    phone: "021 555 0177",
    service: "Leak Detection",
    message: "Water under the vanity",
    website: "",
  };
  for (const [name, value] of Object.entries(fields)) withPhoto.append(name, value);
  const jpeg = await phoneJpeg({ width: 800, height: 600 });
  withPhoto.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "vanity.jpg");
  for (const body of [
    withPhoto,
    { form: "home", name: CUSTOMER, phone: "+64 21 555 0177", service: "hot-water", website: "" },
    { form: "home", name: OTHER, phone: "09 555 0101", service: "hot-water", website: "" },
  ])
    expect((await post(body)).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await inbox?.stop();
});

/** Every file under the server's data folder, as text; links (builds/node_modules) are not followed. */
const dataFolder = (dir = inbox.dataDir): string =>
  readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return dataFolder(file);
      return entry.isFile() ? readFileSync(file).toString("latin1") : "";
    })
    .join("");

async function search(page: Page, phone: string) {
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

describe("a privacy request in Chromium", () => {
  test("found by phone written differently, exported as a zip, deleted, then found no more", async () => {
    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: { width: 375, height: 812 } });
    const requests: string[] = [];
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on("request", (request) => requests.push(request.url()));
      page.on("pageerror", (error) => errors.push(error.message));
      await signInAsOwner(page);
      await page.getByRole("link", { name: "Privacy", exact: true }).click();
      await page.getByRole("heading", { name: "Privacy requests", level: 1 }).waitFor();
      expect(await page.getByText(/^Answer by /).innerText()).toMatch(/^Answer by \d{1,2} \w{3} \d{4}$/);

      await search(page, "(021) 555-0177");
      await page.getByRole("heading", { name: "What you hold about (021) 555-0177" }).waitFor();
      expect(await page.getByText("2 leads, 1 photo, 0 history entries").isVisible()).toBe(true);
      const leads = page.getByRole("list", { name: "Their leads, oldest first" }).getByRole("article");
      expect(await leads.count()).toBe(2);
      expect(await page.getByText(OTHER).count()).toBe(0);
      // The thumbnail comes through the owner-only photo route and really draws.
      const thumb = leads.first().getByRole("img");
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(800);
      expect(await thumb.getAttribute("src")).toMatch(/^\/admin\/api\/photos\/[A-Za-z0-9_-]{22}$/);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export everything (zip)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.zip$/);
      // The browser runs as a server the tests connect to, so the file is copied out rather than read in place.
      const file = path.join(mkdtempSync(path.join(tmpdir(), "privacy-export-")), download.suggestedFilename());
      await download.saveAs(file);
      const entries = unzipSync(new Uint8Array(readFileSync(file)));
      const names = Object.keys(entries).sort();
      expect(names).toEqual(["data.json", expect.stringMatching(/^photos\/lead-\d+-photo-1\.jpg$/)]);
      expect(entries[names[1]!]!.length).toBeGreaterThan(1000);
      const data = JSON.parse(new TextDecoder().decode(entries["data.json"])) as {
        tables: { quotes: { name: string; phone: string }[]; quote_photos: unknown[] };
      };
      expect(data.tables.quotes.map((q) => [q.name, q.phone])).toEqual([
        [CUSTOMER, "021 555 0177"],
        [CUSTOMER, "+64 21 555 0177"],
      ]);
      expect(data.tables.quote_photos).toHaveLength(1);
      expect(JSON.stringify(data)).not.toContain(OTHER);

      // The results and the delete's confirmation are accessible too.
      expect(
        await axeViolations(context, "/admin/privacy", {
          prepare: async (checking) => {
            await search(checking, "(021) 555-0177");
            await checking.getByRole("button", { name: "Delete everything…" }).click();
            await checking.getByRole("group", { name: /for good\?$/ }).waitFor();
          },
        }),
      ).toEqual([]);

      await page.getByRole("button", { name: "Delete everything…" }).click();
      await page.getByRole("button", { name: "Yes, delete permanently" }).click();
      await page.getByText("Deleted 2 leads and 1 photo.", { exact: false }).waitFor();
      const record = page.getByRole("table").getByRole("row").nth(1);
      await record.waitFor();
      expect(await record.innerText()).toContain("owner@example.co.nz");

      await search(page, "021 555 0177");
      await page.getByRole("heading", { name: "Nothing is held about 021 555 0177" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "Privacy requests", level: 1 }).waitFor();
      const rows = page.getByRole("table").getByRole("row");
      expect(await rows.count()).toBe(2);
      expect((await rows.nth(1).innerText()).replace(/\s+/g, " ")).toMatch(/owner@example\.co\.nz .* 2 1$/);

      // Checked against the data folder: nothing of them is left in any file; the other customer is.
      const folder = dataFolder();
      expect(folder).toContain(OTHER);
      for (const trace of [CUSTOMER, "hinewai@example", "0215550177", "555 0177", "Water under the vanity"])
        expect(folder, trace).not.toContain(trace);
      // The phone never travelled in an address (ASVS 8.3.1).
      expect(requests.filter((url) => /0177|555/.test(decodeURIComponent(url)))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
