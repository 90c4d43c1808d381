import type { Locator, Page, Route } from "playwright-core";
import { afterEach, describe, expect, inject, test } from "vitest";
import { openQuoteStore, type QuoteStore } from "../server/quotes/db";
import { relatedLeads } from "../server/quotes/repeat-customers";
import { openPage, type OpenedPage } from "../test/support/e2e/browser";

/**
 * One customer, one thread (issue 33; docs/decisions/004-lead-delivery.md): a double tap or an anxious second send
 * from the same tab stores one lead, and both show success; a changed request is its own lead; the same customer on
 * another day is linked both ways. Each test uses its own name and phone: the server's database is shared by every
 * end-to-end file.
 */
let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

/** Reads the inbox's database as the owner's tools do, beside the running server. */
function withStore<T>(read: (store: QuoteStore) => T): T {
  const store = openQuoteStore(inject("dataDir"));
  try {
    return read(store);
  } finally {
    store.close();
  }
}
const leadsNamed = (name: string) => withStore((store) => store.list().filter((q) => q.name === name));
const eventsOf = (id: number) =>
  withStore((store) => store.db.prepare("SELECT actor, kind FROM lead_events WHERE quote_id = ?").all(id));

const unique = () => String(Date.now() % 10_000_000).padStart(7, "0");

async function fillHomeForm(form: Locator, name: string, phone: string, message: string) {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill(phone);
  await form.getByLabel("Service Type").selectOption("drain-unblocking");
  await form.getByLabel("Urgency").selectOption("soon");
  await form.getByLabel("Message").fill(message);
}

const successToasts = (page: Page) => page.locator("[data-slot=toast]", { hasText: "Quote Request Submitted!" });

describe("one customer, one thread, in Chromium at 375 px", () => {
  test("a double tap stores one lead; the same send again shows success and is the same lead; a change is a new one", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const { page } = opened;
    const posts: Record<string, string>[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/quote") posts.push(r.postDataJSON());
    });
    const form = page.getByRole("form", { name: "Request a free quote" });
    const send = form.getByRole("button", { name: "Get My Free Quote" });
    /** Waits for the success toast, then dismisses it, so the next one is seen to be new. */
    const success = async () => {
      const toast = successToasts(page);
      await toast.waitFor();
      await toast.getByRole("button", { name: "Dismiss notification" }).tap();
      await toast.waitFor({ state: "detached" });
    };
    const name = `Tapped Twice ${unique()}`;
    const phone = `027 ${unique()}`;
    await fillHomeForm(form, name, phone, "Gully trap overflowing");
    // Two taps as fast as a thumb can: the second lands before the first's answer.
    await send.click({ clickCount: 2, delay: 0 });
    await success();
    expect(leadsNamed(name)).toHaveLength(1);

    // "Did it go?": the same request typed again and sent within 2 minutes, from the same tab.
    await fillHomeForm(form, name, phone, "Gully trap overflowing");
    await send.tap();
    await success();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.visit_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.visit_id).toBe(posts[0]!.visit_id);
    const [lead] = leadsNamed(name);
    expect(leadsNamed(name)).toHaveLength(1);
    expect(eventsOf(lead!.id)).toEqual([{ actor: "the customer", kind: "resubmitted" }]);

    // Something changed: a new request, a second lead.
    await fillHomeForm(form, name, phone, "Gully trap overflowing, and now the toilet too");
    await send.tap();
    await success();
    expect(leadsNamed(name).map((q) => q.message)).toEqual([
      "Gully trap overflowing, and now the toilet too",
      "Gully trap overflowing",
    ]);
  });

  test("a double tap before the form's script has loaded posts twice natively, stores one lead and shows success", async () => {
    opened = await openPage("", { viewport: "mobile" });
    const { page } = opened;
    // Every script file held back, as on a slow link: the form posts itself; the inline page script still runs.
    await page.route(/\.js(\?|$)/, () => {});
    // The first post is held at the network until the second tap has sent the second, as when the first answer is
    // slow; then both reach the inbox, in order.
    const held: Route[] = [];
    let bothSent!: () => void;
    const second = new Promise<void>((resolve) => (bothSent = resolve));
    await page.route("**/api/quote", (route) => {
      held.push(route);
      if (held.length === 2) bothSent();
    });
    await page.goto("/", { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
    const form = page.getByRole("form", { name: "Request a free quote" });
    const name = `Tapped Natively ${unique()}`;
    await fillHomeForm(form, name, `027 ${unique()}`, "Water heater leaking");
    // Taps at the button's place on the screen: the page is navigating after the first, and a tap there still lands.
    const send = form.getByRole("button", { name: "Get My Free Quote" });
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await tap();
    await expect.poll(() => held.length).toBe(1);
    await tap();
    await second;
    const answers = [];
    for (const route of held) answers.push(await route.fetch({ maxRedirects: 0 }));
    expect(answers.map((a) => [a.status(), a.headers().location])).toEqual([
      [303, "/thank-you"],
      [303, "/thank-you"],
    ]);
    // The first navigation was replaced by the second (the browser may have dropped it already): only the second's
    // answer is shown.
    await held[0]!.abort().catch(() => {});
    await held[1]!.fulfill({ response: answers[1]! });
    await page.waitForURL((url) => url.pathname === "/thank-you", { waitUntil: "commit" });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Quote Request Submitted!");
    const leads = leadsNamed(name);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.visit_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(eventsOf(leads[0]!.id)).toEqual([{ actor: "the customer", kind: "resubmitted" }]);
  });

  test("the same customer on another day, the phone written another way, is linked both ways", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a free quote" });
    const digits = unique();
    const name = `Returning ${digits}`;
    await fillHomeForm(form, name, `027 ${digits}`, "Blocked drain again");
    await form.getByRole("button", { name: "Get My Free Quote" }).tap();
    await successToasts(page).waitFor();
    const [today] = leadsNamed(name);
    const receivedAt = new Date(Date.parse(today!.received_at) - 3 * 24 * 60 * 60 * 1000);
    const earlier = withStore((store) =>
      store.insert(
        {
          form: "quote",
          name: `${name} (earlier)`,
          email: "",
          phone: `+64 27 ${digits}`,
          service: "Drain Unblocking",
          message: "Blocked drain",
          website: "",
        },
        { userAgent: "e2e", receivedAt },
      ),
    );
    const links = withStore((store) => [relatedLeads(store.db, today!.id), relatedLeads(store.db, earlier)]);
    expect(links).toEqual([
      [
        {
          id: earlier,
          receivedAt: receivedAt.toISOString(),
          name: `${name} (earlier)`,
          status: "new",
          matchedBy: ["phone"],
        },
      ],
      [{ id: today!.id, receivedAt: today!.received_at, name, status: "new", matchedBy: ["phone"] }],
    ]);
  });
});
