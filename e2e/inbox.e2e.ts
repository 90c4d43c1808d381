import { afterEach, describe, expect, inject, test } from "vitest";
import { openQuoteStore } from "../server/db";
import { openPage, type OpenedPage } from "./support/browser";

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const stored = () => {
  const store = openQuoteStore(inject("dataDir"));
  try {
    return store.list();
  } finally {
    store.close();
  }
};

describe("both forms reach the quote inbox through the default endpoint", () => {
  test("the /quote form", async () => {
    opened = await openPage("/quote");
    const { page } = opened;
    await page.getByLabel("Full Name").fill("Mere Inbox");
    await page.getByLabel("Email Address").fill("mere@example.co.nz");
    await page.getByLabel("Phone Number").fill("021 555 0101");
    await page.getByLabel("Service Needed").selectOption("Drain Unblocking");
    await page.getByLabel("Project Details").fill("Gully trap overflowing");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.getByRole("heading", { name: "Quote Submitted!" }).waitFor();
    const row = stored().find((r) => r.name === "Mere Inbox");
    expect(row).toMatchObject({
      form: "quote",
      email: "mere@example.co.nz",
      phone: "021 555 0101",
      service: "Drain Unblocking",
      message: "Gully trap overflowing",
      page: "/quote",
    });
  });

  test("the home contact form", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Tipene Inbox");
    await form.getByLabel("Phone").fill("09 555 0102");
    await form.getByLabel("Service Type").selectOption("hot-water");
    await form.getByLabel("Urgency").selectOption("urgent");
    await form.getByLabel("Location").fill("Manurewa");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await page.getByText("Quote Request Submitted!").waitFor();
    const row = stored().find((r) => r.name === "Tipene Inbox");
    expect(row).toMatchObject({
      form: "home",
      phone: "09 555 0102",
      service: "hot-water",
      urgency: "urgent",
      location: "Manurewa",
      page: "/",
    });
  });
});
