import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { goto, openPage, type OpenedPage } from "../test/support/e2e/browser";
import { startControlServer } from "../test/support/e2e/control-server";
import { named, spec } from "../test/spec-texts";
import { directVisit } from "../test/support/e2e/visit";

let opened: OpenedPage | undefined;
let control: Awaited<ReturnType<typeof startControlServer>>;
beforeAll(async () => {
  control = await startControlServer();
});
afterAll(() => control.close());
afterEach(async () => {
  if (opened)
    expect(opened.errors.filter((e) => !/Quote submission failed|Failed to load resource/.test(e))).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const open = async () => {
  opened = await openPage("");
  await goto(opened.page, `${control.url}/quote`);
  return opened.page;
};
const fill = async (page: Page) => {
  await page.getByLabel("Full Name").fill("Rawiri Test");
  await page.getByLabel("Email Address").fill("rawiri@example.co.nz");
  await page.getByLabel("Phone Number").fill("09 555 0123");
  await page.getByLabel("Service Needed").selectOption("Hot Water Cylinder Repair");
  await page.getByLabel("Project Details").fill("No hot water since Sunday");
};
const values = (page: Page) =>
  page
    .getByRole("form", { name: "Quote request" })
    .locator("input:not([name=website]):not([type=hidden]):not([type=file]), select, textarea")
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe("/quote", () => {
  test("hero, benefits, a testimonial, the emergency box and How It Works around the form", async () => {
    const page = await open();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Get Your Free Quote");
    expect(await page.getByRole("heading", { name: "Free, No-Obligation Quotes" }).count()).toBe(1);
    expect(await page.locator("figure blockquote").count()).toBe(1);
    expect(
      await page
        .getByRole("complementary", { name: /Plumbing emergency/ })
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("tel:+6491234567");
    expect(await page.getByRole("region", { name: "Three Simple Steps" }).locator("li").count()).toBe(3);
  });

  test("five labelled fields, all required by the browser, with the eight services", async () => {
    const page = await open();
    for (const label of ["Full Name", "Email Address", "Phone Number", "Service Needed", "Project Details"]) {
      expect(await page.getByLabel(label).getAttribute("required")).not.toBeNull();
    }
    expect(await page.getByLabel("Email Address").getAttribute("type")).toBe("email");
    expect(await page.getByLabel("Phone Number").getAttribute("type")).toBe("tel");
    const options = await page.getByLabel("Service Needed").locator("option:not([disabled])").allInnerTexts();
    expect(options).toEqual([
      "General Plumbing",
      "Leak Detection",
      "Emergency Callouts",
      "Hot Water Cylinder Repair",
      "Renovations & New Builds",
      "Drain Unblocking",
      "Maintenance",
      "Other",
    ]);
    const before = control.received.length;
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.waitForTimeout(300);
    expect(control.received.length).toBe(before);
    expect(await page.getByLabel("Full Name").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
  });

  test("success: Submitting..., the confirmation with the phone number at the top, then an empty form again", async () => {
    control.setMode({ status: 201, delayMs: 600 });
    const page = await open();
    await fill(page);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    expect(await page.getByRole("button", { name: spec.submitting }).isDisabled()).toBe(true);
    await page.getByRole("heading", { name: spec.quoteSubmitted }).waitFor();
    expect(await page.getByText(/contact you within 24 hours/).isVisible()).toBe(true);
    expect(await page.getByRole("status").getByRole("link", { name: "09 123 4567" }).getAttribute("href")).toBe(
      "tel:+6491234567",
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(control.received.at(-1)!.body).toEqual({
      form: "quote",
      name: "Rawiri Test",
      email: "rawiri@example.co.nz",
      phone: "09 555 0123",
      service: "hot-water",
      message: "No hot water since Sunday",
      page: "/quote",
      website: "",
      startedAt: expect.any(Number),
      ...directVisit("/quote", "desktop"),
    });
    await page.getByRole("button", { name: named.submitAnotherQuote }).click();
    expect(await values(page)).toEqual(["", "", "", "", ""]);
    await page.reload({ waitUntil: "networkidle" });
    expect(await values(page)).toEqual(["", "", "", "", ""]);
  });

  test.each([
    ["a server error", { status: 503 }],
    ["a network failure", { status: 0, destroy: true }],
  ])("%s: the alert with the phone number, and every typed value kept", async (_name, mode) => {
    control.setMode(mode);
    const page = await open();
    await fill(page);
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => void d.accept().then(() => resolve(d.message()))),
    );
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    expect(await dialog).toBe(spec.quoteAlert);
    expect(await values(page)).toEqual([
      "Rawiri Test",
      "rawiri@example.co.nz",
      "09 555 0123",
      "hot-water",
      "No hot water since Sunday",
    ]);
    expect(await page.getByRole("button", { name: "Submit Quote Request" }).isEnabled()).toBe(true);
  });

  test("a 400 naming a field: the alert, then the field marked with its message and a focused summary", async () => {
    const message = "Enter an email address such as name@example.co.nz.";
    control.setMode({ status: 400, body: { errors: { email: message } } });
    const page = await open();
    await fill(page);
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => void d.accept().then(() => resolve(d.message()))),
    );
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    expect(await dialog).toBe(spec.quoteAlert);
    const summary = page.locator("[data-slot=error-summary]");
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.innerText()).toContain("There is a problem");
    const email = page.getByLabel("Email Address");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`).innerText()).toBe(message);
    expect(await values(page)).toEqual([
      "Rawiri Test",
      "rawiri@example.co.nz",
      "09 555 0123",
      "hot-water",
      "No hot water since Sunday",
    ]);
    await summary.getByRole("button", { name: message }).click();
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("a draft of the typed values survives a reload", async () => {
    const page = await open();
    await fill(page);
    await page.reload({ waitUntil: "networkidle" });
    await expect
      .poll(() => values(page))
      .toEqual(["Rawiri Test", "rawiri@example.co.nz", "09 555 0123", "hot-water", "No hot water since Sunday"]);
  });
});
