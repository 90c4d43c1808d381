import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { goto, holdExternalLinks, openPage, type OpenedPage } from "../test/support/e2e/browser";

type Event = { event: string; event_category?: string; event_label?: string; value?: number };
const events = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (e) => typeof e === "object" && e !== null && "event" in e,
      ) as Event[],
  );
const named = async (page: Page, name: string) => (await events(page)).filter((e) => e.event === name);
/** What the page receives as it is left (its events then go out as beacons, docs/decisions/009-native-controls.md). */
const leave = (page: Page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
/**
 * Stops every link's navigation: each page load starts a new data layer, so a test that reads the events of several
 * clicks keeps the page (the events themselves leave with sendBeacon on a real navigation).
 */
const holdNavigation = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest("a")) e.preventDefault();
    }),
  );

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

describe("analytics events in window.dataLayer", () => {
  test("a page view on load and on every path change, each a page load of its own", async () => {
    opened = await openPage("/about");
    const { page } = opened;
    expect((await named(page, "page_view")).map((e) => e.event_label)).toEqual(["/about"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
    await page.waitForURL("**/projects");
    await expect.poll(async () => (await named(page, "page_view")).map((e) => e.event_label)).toEqual(["/projects"]);
  });

  test("time on page past 30 s leaves with the page, as a beacon", async () => {
    opened = await openPage("");
    const { page } = opened;
    await page.clock.install();
    // The analytics module is what the test replaces gtag in: its arrival, not half a second of network quiet.
    await page.goto("/about", { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-analytics"));
    await page.evaluate(() => {
      const w = window as unknown as { gtag: (...args: unknown[]) => void; sent: unknown[] };
      w.sent = [];
      w.gtag = (...args) => w.sent.push(args);
    });
    await page.clock.runFor(45_000);
    await leave(page);
    const sent = await page.evaluate(() => (window as unknown as { sent: unknown[] }).sent);
    expect(sent).toEqual([
      ["event", "time_on_page", expect.objectContaining({ event_label: "/about", transport_type: "beacon" })],
    ]);
    expect((sent[0] as [string, string, { value: number }])[2].value).toBeGreaterThanOrEqual(45);
  });

  test("scroll depth 25/50/75/100 once each per page view", async () => {
    opened = await openPage("/");
    const { page } = opened;
    // Each position is measured in the animation frame after its scroll event: two frames later it has been.
    for (const y of [0.3, 0.6, 0.9, 1, 0.2, 1]) {
      await page.evaluate((f) => {
        window.scrollTo(0, document.documentElement.scrollHeight * f);
        return new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      }, y);
    }
    await expect.poll(async () => (await named(page, "scroll_depth")).map((e) => e.value)).toEqual([25, 50, 75, 100]);
  });

  test("phone, quote and social clicks carry where they came from", async () => {
    opened = await openPage("/");
    const { page } = opened;
    await holdExternalLinks(page);
    await page
      .locator("header")
      .getByRole("link", { name: /09 123 4567/ })
      .click();
    await page
      .locator("#home")
      .getByRole("link", { name: /Call Now/ })
      .click();
    await page
      .locator("#home")
      .getByRole("link", { name: /Get Free Quote/ })
      .click();
    await page
      .locator("header")
      .getByRole("link", { name: /on Facebook/ })
      .click();
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["header_desktop", "hero"]);
    expect((await named(page, "quote_button_click")).map((e) => e.event_label)).toEqual(["hero"]);
    expect((await named(page, "social_click")).map((e) => e.event_label)).toEqual(["facebook_desktop"]);
  });

  test("a tap before the analytics module has arrived is still reported, after the page view", async () => {
    opened = await openPage("", { viewport: "mobile" });
    const { page } = opened;
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/page\/analytics-[^/]+\.js$/, async (route) => {
      requested = true;
      await arrived;
      await route.continue();
    });
    await page.goto("/about", { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
    await expect.poll(() => requested).toBe(true);
    await holdExternalLinks(page);
    await page
      .locator("header")
      .getByRole("link", { name: /09 123 4567/ })
      .first()
      .tap();
    expect(await events(page)).toEqual([]);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-analytics"));
    expect((await events(page)).map((e) => [e.event, e.event_label])).toEqual([
      ["page_view", "/about"],
      ["phone_click", "header_mobile"],
    ]);
  });

  test("mobile header phone and Get Free Quote report header_mobile", async () => {
    opened = await openPage("/about", { viewport: "mobile" });
    const { page } = opened;
    await holdNavigation(page);
    await page
      .locator("header")
      .getByRole("link", { name: /^Call / })
      .first()
      .click();
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Free Quote" }).click();
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["header_mobile"]);
    expect((await named(page, "quote_button_click")).map((e) => e.event_label)).toEqual(["header_mobile"]);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /on Instagram/ })
      .click();
    expect((await named(page, "social_click")).map((e) => e.event_label)).toEqual(["instagram_mobile"]);
  });

  test("desktop header Get Quote, and the sticky menu's Call Now and Get Quote, report where they came from", async () => {
    opened = await openPage("/about");
    const { page } = opened;
    await holdNavigation(page);
    await page.locator("header").getByRole("link", { name: "Get Quote", exact: true }).click();
    await page.getByRole("button", { name: "Open contact menu" }).click();
    await page.getByRole("link", { name: /Call Now/ }).click();
    await page.getByRole("button", { name: "Open contact menu" }).click();
    await page.getByRole("link", { name: "Get Quote", exact: true }).last().click();
    expect((await named(page, "quote_button_click")).map((e) => e.event_label)).toEqual([
      "header_desktop",
      "sticky_contact",
    ]);
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["sticky_contact"]);
  });

  test("contact links: the contact section's phone and email, the footer email, the /quote emergency box", async () => {
    opened = await openPage("/");
    const { page } = opened;
    await holdExternalLinks(page);
    await page.locator("#contact").getByRole("link", { name: "09 123 4567" }).click();
    await page.locator("#contact").getByRole("link", { name: "hello@example.com" }).click();
    await page.locator("footer").getByRole("link", { name: "hello@example.com" }).click();
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["contact"]);
    expect((await named(page, "email_click")).map((e) => e.event_label)).toEqual(["contact", "footer"]);
    await goto(page, "/quote");
    await holdExternalLinks(page);
    await page
      .getByRole("complementary", { name: /Plumbing emergency/ })
      .getByRole("link")
      .click();
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["quote_page"]);
  });

  test("the emergency line on the emergency-callouts page reports a phone click and an emergency call", async () => {
    opened = await openPage("/services/emergency-callouts");
    const { page } = opened;
    await holdExternalLinks(page);
    await page.getByRole("link", { name: /Call Emergency Line/ }).click();
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["service_emergency-callouts"]);
    expect((await named(page, "emergency_call")).map((e) => e.event_label)).toEqual(["service_emergency-callouts"]);
  });

  test("service pages report the view, and quote and phone clicks with source service_{slug}", async () => {
    opened = await openPage("/services/drain-unblocking");
    const { page } = opened;
    await holdNavigation(page);
    expect((await named(page, "service_view")).map((e) => e.event_label)).toEqual(["Drain Unblocking"]);
    await page.getByRole("link", { name: "Call Now" }).click();
    await page.getByRole("link", { name: "Get Free Quote" }).first().click();
    expect((await named(page, "phone_click")).map((e) => e.event_label)).toEqual(["service_drain-unblocking"]);
    expect((await named(page, "quote_button_click")).map((e) => e.event_label)).toEqual(["service_drain-unblocking"]);
  });

  test("project and area pages report their views", async () => {
    opened = await openPage("/project/emergency-drain-repair");
    expect((await named(opened.page, "project_view")).map((e) => e.event_label)).toEqual(["emergency-drain-repair"]);
    await goto(opened.page, "/areas/otara");
    await expect
      .poll(async () => (await named(opened!.page, "area_view")).map((e) => e.event_label))
      .toEqual(["otara"]);
  });
});

describe("form analytics on /quote", () => {
  const typeSomething = async (page: Page) => {
    await page.getByLabel("Full Name").fill("Aroha Te Whare");
    await page.getByLabel("Phone Number").fill("021 555 0199");
    await page.getByLabel("Email Address").click();
  };

  test("start, field focus and blur, then abandonment when the page is left, without typed values", async () => {
    opened = await openPage("/quote");
    const { page } = opened;
    await typeSomething(page);
    // Every path change leaves the page (no client router): the form reports on pagehide, as the page unloads.
    await leave(page);
    await expect
      .poll(async () => (await named(page, "form_abandon")).map((e) => e.event_label))
      .toEqual(["quote:email"]);
    const all = await events(page);
    expect(all.filter((e) => e.event === "form_start").map((e) => e.event_label)).toEqual(["quote"]);
    // The field still focused as the page goes reports no blur: a page that unloads sends none.
    expect(all.filter((e) => e.event === "form_field_blur").map((e) => e.event_label)).toEqual(["filled", "filled"]);
    expect(JSON.stringify(all)).not.toMatch(/Aroha|555|0199/);
  });

  test("abandonment is reported once when the tab is hidden", async () => {
    opened = await openPage("/quote");
    const { page } = opened;
    await typeSomething(page);
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
    await hide();
    await hide();
    expect((await named(page, "form_abandon")).map((e) => e.event_label)).toEqual(["quote:email"]);
  });
});

describe("form analytics on the home contact form", () => {
  test("start, field focus and blur, then abandonment naming the last field touched, without typed values", async () => {
    opened = await openPage("/");
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Aroha Te Whare");
    await form.getByLabel("Phone").fill("021 555 0199");
    await form.getByLabel("Location").click();
    await form.getByLabel("Service Type").focus();
    await leave(page);
    await expect
      .poll(async () => (await named(page, "form_abandon")).map((e) => e.event_label))
      .toEqual(["home_contact:service"]);
    const all = await events(page);
    expect(all.filter((e) => e.event === "form_start").map((e) => e.event_label)).toEqual(["home_contact"]);
    expect(all.filter((e) => e.event === "form_field_focus").map((e) => e.event_label)).toEqual([
      "home_contact:name",
      "home_contact:phone",
      "home_contact:location",
      "home_contact:service",
    ]);
    expect(all.filter((e) => e.event === "form_field_blur").map((e) => e.event_label)).toEqual([
      "filled",
      "filled",
      "empty",
    ]);
    expect(JSON.stringify(all)).not.toMatch(/Aroha|555|0199/);
  });

  test("abandonment is reported once when the tab is hidden; a submitted form reports submit and completion instead", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Rua Analytics");
    await form.getByLabel("Phone").click();
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
    await hide();
    await hide();
    expect((await named(page, "form_abandon")).map((e) => e.event_label)).toEqual(["home_contact:phone"]);

    await goto(page, "/");
    await form.getByLabel("Name").fill("Rua Analytics");
    await form.getByLabel("Phone").fill("09 555 0110");
    await form.getByLabel("Service Type").selectOption("maintenance");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await page.getByText("Quote Request Submitted!").waitFor();
    await hide();
    const all = await events(page);
    expect(all.filter((e) => e.event === "form_submit").map((e) => e.event_label)).toEqual(["home_contact"]);
    expect(all.filter((e) => e.event === "form_complete").map((e) => e.event_label)).toEqual(["home_contact"]);
    expect(all.filter((e) => e.event === "form_abandon")).toEqual([]);
  });
});

describe("form analytics before the form's island wakes (docs/decisions/008-islands.md)", () => {
  /** Holds the islands' scripts back until `release` (never, if it is not called): the form stays plain HTML. */
  const holdIslands = async (page: Page) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/islands/*.js", async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    return release;
  };
  const arrive = async (page: Page) => {
    await page.goto("/", { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-analytics"));
  };
  const island = (page: Page) => page.locator('[data-island="home-quote-form"]');
  const isHydrated = (page: Page) => island(page).evaluate((el) => el.hasAttribute("data-hydrated"));

  test("typed and left for /about before the island could load: one start, one abandonment naming the field", async () => {
    opened = await openPage("", { viewport: "mobile" });
    const { page } = opened;
    await holdIslands(page);
    await arrive(page);
    // What gtag is handed, kept where the next page of the visit can read it: the events leave as the page does.
    await page.evaluate(() => {
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) =>
        sessionStorage.setItem(
          "sent",
          JSON.stringify([...(JSON.parse(sessionStorage.getItem("sent") ?? "[]") as unknown[]), args]),
        );
    });
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Phone").tap();
    await page.keyboard.type("021 555 0199");
    expect(await isHydrated(page)).toBe(false);
    expect(await named(page, "form_start")).toEqual([]);
    await page.goto("/about", { waitUntil: "load" });
    const sent = (await page.evaluate(() => JSON.parse(sessionStorage.getItem("sent") ?? "[]"))) as [
      string,
      string,
      { event_label?: string; transport_type?: string },
    ][];
    const formEvents = sent.filter(([, event]) => event.startsWith("form_"));
    expect(formEvents.map(([, event, params]) => [event, params.event_label, params.transport_type])).toEqual([
      ["form_start", "home_contact", "beacon"],
      ["form_field_focus", "home_contact:phone", "beacon"],
      ["form_abandon", "home_contact:phone", "beacon"],
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/555|0199/);
  });

  test("started before the island woke and finished after: one form_start, every focus and blur once", async () => {
    opened = await openPage("", { viewport: "mobile" });
    const { page } = opened;
    const release = await holdIslands(page);
    await arrive(page);
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").tap();
    await page.keyboard.type("Aroha Te Whare");
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
    await form.getByLabel("Phone").tap();
    await page.keyboard.type("021 555 0199");
    await leave(page);
    const all = await events(page);
    const labels = (event: string) => all.filter((e) => e.event === event).map((e) => e.event_label);
    expect(labels("form_start")).toEqual(["home_contact"]);
    expect(labels("form_field_focus")).toEqual(["home_contact:name", "home_contact:phone"]);
    expect(labels("form_field_blur")).toEqual(["filled"]);
    expect(labels("form_abandon")).toEqual(["home_contact:phone"]);
    // React kept what was typed before it woke.
    expect(await form.getByLabel("Name").inputValue()).toBe("Aroha Te Whare");
  });
});

describe("third parties", () => {
  test("a default build requests nothing from another host while pages load and are used", async () => {
    opened = await openPage("");
    const hosts = new Set<string>();
    opened.page.on("request", (r) => hosts.add(new URL(r.url()).host));
    for (const path of [
      "/",
      "/services/leak-detection",
      "/project/thermal-imaging-pinhole-leak-detection",
      "/areas/pukekohe",
      "/quote",
    ]) {
      await goto(opened.page, path);
      await opened.page.mouse.wheel(0, 3000);
      await opened.page.waitForLoadState("networkidle");
    }
    const origin = new URL(opened.page.url()).host;
    expect([...hosts].filter((h) => h !== origin)).toEqual([]);
  });
});
