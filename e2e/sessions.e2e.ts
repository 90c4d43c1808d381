import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, appCode, signInAsOwner } from "../test/support/e2e/dashboard";
import { startSiteServer, type RunningServer } from "../test/support/site-server";

// Sessions that fit a phone (issue 46, part 4) at 375 px, touch, against the real inbox in Chromium: a phone left a day
// is still signed in and works a lead without being asked anything, while a privacy export asks for a fresh code in
// the page and then downloads; and a lost phone is signed out from another device's Security page, at once.

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY = 24 * 3_600_000;

let inbox: RunningServer;
beforeAll(async () => {
  inbox = await startSiteServer();
  const quote = await fetch(`${inbox.url}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form: "home", name: "Aroha Sessions", phone: "021 555 0133", service: "leak-detection" }),
  });
  expect(quote.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await inbox?.stop();
});

/** A phone or a laptop: 375 px and touch, its own cookies and browser name; page errors are kept. */
async function device(userAgent: string) {
  const context = await (
    await browser()
  ).newContext({ baseURL: inbox.url, viewport: viewports.mobile, hasTouch: true, isMobile: true, userAgent });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A step-up's 403 and a signed-out device's 401 are answers the page expects; any other console error is not.
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[13]/.test(message.text())) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** Ages the account's sessions in the server's own database, as a day (or more) without a tap would leave them. */
function age(email: string, ms: number) {
  const db = new DatabaseSync(path.join(inbox.dataDir, "quotes.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const at = (column: string) =>
      `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${Math.round(ms / 1000)} seconds')`;
    db.prepare(
      `UPDATE sessions SET ${at("created_at")}, ${at("last_seen_at")}, ${at("verified_at")}
        WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
    ).run(email);
  } finally {
    db.close();
  }
}

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

describe("sessions that fit a phone, at 375 px", () => {
  test("a session survives a simulated day idle, and a privacy export asks for a fresh code", async () => {
    const owner = { email: "day.idle@example.co.nz", password: "pipes and drains 2026" };
    await addOwner(inbox.dataDir, owner);
    const phone = await device(ANDROID);
    try {
      const { page, errors } = phone;
      await signInAsOwner(page, owner);
      age(owner.email, DAY);
      await page.reload();
      await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin");

      // A day later, a lead and its note ask nothing.
      await page
        .getByRole("link", { name: /Aroha Sessions/ })
        .first()
        .tap();
      await page.getByLabel("Add a note").fill("Rang back, booked for Tuesday");
      await page.getByRole("button", { name: "Save note" }).tap();
      await page.getByText("Rang back, booked for Tuesday").last().waitFor();
      expect(await page.getByRole("dialog").count()).toBe(0);

      await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Privacy" }).tap();
      await page.getByRole("heading", { name: "Privacy requests", level: 1 }).waitFor();
      await page.getByLabel("Phone number").fill("021 555 0133");
      await page.getByRole("button", { name: "Search", exact: true }).tap();
      await page.getByRole("heading", { name: "What you hold about 021 555 0133" }).waitFor();

      let downloaded = false;
      page.on("download", () => (downloaded = true));
      await page.getByRole("button", { name: "Export everything (zip)" }).tap();
      const ask = page.getByRole("dialog", { name: "Confirm it's you" });
      await ask.waitFor();
      expect(downloaded).toBe(false);
      const box = (await ask.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await fitsTheScreen(page);
      const code = ask.getByLabel("6-digit code from your authenticator app");
      expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await code.getAttribute("inputmode")).toBe("numeric");

      await code.fill("000000");
      await ask.getByRole("button", { name: "Confirm" }).tap();
      await ask.getByText("That code is not right.").waitFor();
      expect(downloaded).toBe(false);

      await code.fill(appCode(page, owner));
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        ask.getByRole("button", { name: "Confirm" }).tap(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.zip$/);
      await ask.waitFor({ state: "hidden" });
      // The search it was made from is still on the page.
      expect(await page.getByLabel("Phone number").inputValue()).toBe("021 555 0133");
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 90_000);

  test("a lost phone is signed out from the laptop's Security page, after a fresh code, and at once", async () => {
    const owner = { email: "lost.phone@example.co.nz", password: "pipes and drains 2026" };
    await addOwner(inbox.dataDir, owner);
    const phone = await device(ANDROID);
    const laptop = await device(WINDOWS);
    try {
      await signInAsOwner(phone.page, owner);
      await signInAsOwner(laptop.page, owner);
      // Both were left an hour: signed in still, and the laptop's last check too old for a sensitive step.
      age(owner.email, 3_600_000);
      const page = laptop.page;
      await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Security" }).tap();
      await page.getByRole("heading", { name: "Security", level: 1 }).waitFor();
      const devices = page.getByRole("region", { name: "Signed-in devices" });
      const listed = devices.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
      await expect.poll(() => listed.count()).toBe(2);
      expect(await listed.first().innerText()).toMatch(/^Chrome on Windows · This device\n+Signed in /);
      expect(await listed.nth(1).innerText()).toMatch(/^Chrome on Android\n+Signed in .*\. Last seen 1 h ago\./);
      await fitsTheScreen(page);

      await devices.getByRole("button", { name: "Sign it out (Chrome on Android)" }).tap();
      const ask = page.getByRole("dialog", { name: "Confirm it's you" });
      await ask.waitFor();
      await ask.getByLabel("6-digit code from your authenticator app").fill(appCode(page, owner));
      await ask.getByRole("button", { name: "Confirm" }).tap();
      await page.getByText("Chrome on Android is signed out.").waitFor();
      await expect.poll(() => listed.count()).toBe(1);

      // The phone's next tap finds it signed out.
      await phone.page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" }).tap();
      await phone.page.getByRole("heading", { name: "Sign in to your leads" }).waitFor();
      expect(phone.errors).toEqual([]);
      expect(laptop.errors).toEqual([]);
    } finally {
      await phone.close();
      await laptop.close();
    }
  }, 90_000);
});
