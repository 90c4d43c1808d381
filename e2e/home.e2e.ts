import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { goto, openPage, readingTab, type OpenedPage, type ViewportName } from "../test/support/e2e/browser";
import { startControlServer } from "../test/support/e2e/control-server";
import { constants, spec } from "../test/spec-texts";
import { directVisit } from "../test/support/e2e/visit";

const areaOrder = [
  "manukau",
  "papakura",
  "pukekohe",
  "takanini",
  "otara",
  "mangere",
  "papatoetoe",
  "howick",
  "botany",
  "east-tamaki",
  "flat-bush",
  "auckland-cbd",
  "north-shore",
  "west-auckland",
  "waitakere",
];
const expectedFailureLog = /Quote submission failed/;

let opened: OpenedPage | undefined;
let control: Awaited<ReturnType<typeof startControlServer>>;
beforeAll(async () => {
  control = await startControlServer();
});
afterAll(() => control.close());
afterEach(async () => {
  if (opened)
    expect(opened.errors.filter((e) => !expectedFailureLog.test(e) && !/Failed to load resource/.test(e))).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const visible = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (els) =>
        els.filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === "fixed").length,
    );
/** A select's choices as [value, label], its placeholder option left out. */
const choices = (select: Locator) =>
  select
    .locator("option")
    .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]).slice(1));
const inView = (page: Page, id: string) =>
  page.evaluate((i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top) < 200, id);

describe.each(["desktop", "mobile"] as ViewportName[])("home page at %s", (viewport) => {
  const wide = viewport === "desktop";
  // The tests that only read the page share one load of it; those that click or scroll open their own.
  const tab = readingTab({ viewport });

  test("sections in order with their ids, then the footer", async () => {
    const page = await tab.visit("/");
    const ids = await page.locator("main > section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(["home", "about", "services", "testimonials", "faq", "contact"]);
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main > section")].map((s) => s.id || s.getAttribute("aria-labelledby")),
    );
    expect(order).toEqual([
      "home",
      "about",
      "services",
      "social-title",
      "area-title",
      "leak-finding-title",
      "testimonials",
      "faq",
      "contact",
    ]);
    expect(await page.locator("main + footer").count()).toBe(1);
  });

  test("hero: Get Free Quote scrolls to the contact section, Call Now dials, three feature cards", async () => {
    opened = await openPage("/", { viewport });
    const { page } = opened;
    const hero = page.locator("#home");
    expect(await hero.getByRole("link", { name: /Call Now/ }).getAttribute("href")).toBe("tel:+6491234567");
    expect(await hero.locator("li h2").allInnerTexts()).toEqual([
      "24/7 Emergency",
      "South Auckland Specialists",
      "5-Star Verified Reviews",
    ]);
    await hero.getByRole("link", { name: /Get Free Quote/ }).click();
    await expect.poll(() => inView(page, "contact"), { timeout: 5000 }).toBe(true);
  });

  test("about: the short text below 768 px, four stat tiles, Who We Work With only on wide screens", async () => {
    const about = (await tab.visit("/")).locator("#about");
    expect(await about.getByText(/^A local family business with over 15 years/).isVisible()).toBe(!wide);
    expect(await about.getByText(/^We are a local family business/).isVisible()).toBe(wide);
    expect(await about.locator("ul.grid-cols-2 > li").count()).toBe(4);
    expect(await about.getByRole("heading", { name: "Who We Work With" }).isVisible()).toBe(wide);
    expect(await about.getByRole("heading", { name: "Why South Auckland Chooses Us" }).isVisible()).toBe(true);
    expect(await about.getByRole("heading", { name: "Our Promise" }).isVisible()).toBe(true);
  });

  test("services: 6 cards and a toggle on wide screens, 3 cards and View All Services on small ones", async () => {
    opened = await openPage("/", { viewport });
    const { page } = opened;
    const section = page.locator("#services");
    expect(await section.getByTestId("service-card").count()).toBe(7);
    expect(await visible(page, "#services [data-testid=service-card]")).toBe(wide ? 6 : 3);
    expect(await section.getByTestId("service-card").first().getByText("Featured Technology").isVisible()).toBe(true);
    const links = await section
      .locator("[data-testid=service-card] a[href^='/services/']")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(links).toEqual(
      [
        "leak-detection",
        "emergency-callouts",
        "hot-water-cylinder-repair",
        "renovations-new-builds",
        "drain-unblocking",
        "maintenance",
        "plumbing-inspection",
      ].map((s) => `/services/${s}`),
    );
    // Small screens show each card's shorter description and features (spec section 2, home section 3).
    const texts = await section
      .getByTestId("service-card")
      .first()
      .locator("p, ul")
      .evaluateAll((els) =>
        els.map((e) => ({ length: (e.textContent ?? "").length, shown: (e as HTMLElement).offsetParent !== null })),
      );
    const [shown, hidden] = [texts.filter((t) => t.shown), texts.filter((t) => !t.shown)];
    const total = (list: typeof texts) => list.reduce((sum, t) => sum + t.length, 0);
    expect(hidden).toHaveLength(2);
    if (wide) expect(total(shown)).toBeGreaterThan(total(hidden));
    else expect(total(shown)).toBeLessThan(total(hidden));
    // See More Services is a native <details> (docs/decisions/009-native-controls.md).
    const toggle = section.locator("summary", { hasText: "See More Services" });
    const open = () => section.locator("details").evaluate((d) => (d as HTMLDetailsElement).open);
    expect(await toggle.isVisible()).toBe(wide);
    expect(await section.getByRole("link", { name: "View All Services" }).isVisible()).toBe(!wide);
    if (wide) {
      expect(await open()).toBe(false);
      await toggle.click();
      expect(await visible(page, "#services [data-testid=service-card]")).toBe(7);
      const less = section.locator("summary", { hasText: "Show Less Services" });
      expect(await open()).toBe(true);
      await less.click();
      expect(await visible(page, "#services [data-testid=service-card]")).toBe(6);
    } else {
      expect(await section.getByRole("link", { name: "View All Services" }).getAttribute("href")).toBe("/services");
    }
    await section.getByRole("link", { name: "Get Custom Quote" }).click();
    await expect.poll(() => inView(page, "contact"), { timeout: 5000 }).toBe(true);
  });

  test("social feed and map load only when asked, with working fallback links; 15 area links in order", async () => {
    opened = await openPage("/", { viewport });
    const { page } = opened;
    // Stop the embeds' real requests (the tests run offline) but count them: none before the visitor asks.
    const requested: string[] = [];
    await page.route(/openstreetmap|instagram/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, body: "<p>embed</p>", contentType: "text/html" });
    });
    await page.mouse.wheel(0, 6000);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    const feed = page.getByRole("region", { name: "See Our Work in Action" });
    expect(await feed.getByRole("link", { name: /Recent Projects/ }).getAttribute("href")).toBe("/projects");
    expect(await feed.getByRole("link", { name: /Our Services/ }).getAttribute("href")).toBe("/services");
    expect(await feed.getByRole("link", { name: /Customer Reviews/ }).getAttribute("href")).toBe("/reviews");
    const fallback = feed.getByRole("link", { name: /latest posts on Instagram/ });
    expect(await fallback.getAttribute("target")).toBe("_blank");
    expect(await fallback.getAttribute("href")).toBe("https://www.instagram.com/example");
    const area = page.getByRole("region", { name: "Auckland Wide, South Auckland Specialists" });
    const hrefs = await area
      .getByRole("list")
      .last()
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(areaOrder.map((a) => `/areas/${a}`));
    const priority = await area
      .locator("a[data-priority]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(priority).toEqual(["/areas/manukau", "/areas/papakura", "/areas/papatoetoe"]);
    expect(await area.getByRole("link", { name: /Open the Auckland map/ }).getAttribute("target")).toBe("_blank");
    await area.locator("summary", { hasText: "Show the map of Auckland" }).click();
    expect(await area.locator("iframe").getAttribute("title")).toBe("Map of our Auckland service area");
    await expect.poll(() => area.locator("iframe").isVisible()).toBe(true);
    await expect.poll(() => requested.length).toBe(1);
  });

  test("the animated feature shows only on wide screens", async () => {
    const page = await tab.visit("/");
    expect(await page.getByRole("heading", { name: "How We Find Hidden Leaks" }).isVisible()).toBe(wide);
  });

  test("testimonials: three looping columns (two hidden on small screens), badge and buttons", async () => {
    opened = await openPage("/", { viewport });
    const { page } = opened;
    const section = page.locator("#testimonials");
    expect(await section.getByText(spec.ratingBadge, { exact: true }).isVisible()).toBe(true);
    // The whole section, heading and buttons included, is at most 740 px high; the columns scroll inside it.
    expect(await section.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(
      `${constants.testimonialsMaxHeightPx}px`,
    );
    expect(await section.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(
      constants.testimonialsMaxHeightPx,
    );
    const columns = section.getByTestId("testimonial-column");
    expect(await columns.count()).toBe(3);
    expect(await visible(page, "#testimonials [data-testid=testimonial-column]")).toBe(wide ? 3 : 1);
    const firstColumn = await columns.first().boundingBox();
    expect(firstColumn!.height).toBeGreaterThan(250);
    const durations = await columns.evaluateAll((els) =>
      els.map((e) => getComputedStyle(e.firstElementChild!).animationDuration),
    );
    expect(durations).toEqual(constants.testimonialLoopSeconds.map((s) => `${s}s`));
    // Each review is drawn once: the columns move without a second copy of their cards (issue 34).
    expect(await section.locator("[aria-hidden=true] li, [inert]").count()).toBe(0);
    expect(await section.locator("[data-testid=testimonial-column] > ul > li").count()).toBe(6);
    const all = section.getByRole("link", { name: /Read All Reviews/ });
    expect(await all.getAttribute("target")).toBe("_blank");
    expect(await all.getAttribute("rel")).toBe("noopener noreferrer");
    await section.getByRole("link", { name: "Get Your Quote" }).click();
    await expect.poll(() => inView(page, "contact"), { timeout: 5000 }).toBe(true);
  });

  test("FAQ: seven questions, several open at once, call and Get In Touch", async () => {
    opened = await openPage("/", { viewport });
    const { page } = opened;
    const faq = page.locator("#faq");
    const items = faq.locator("details");
    expect(await items.count()).toBe(7);
    await items.nth(0).locator("summary").click();
    await items.nth(2).locator("summary").click();
    expect(await items.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open))).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(await faq.getByRole("link", { name: /^Call / }).getAttribute("href")).toBe("tel:+6491234567");
    await faq.getByRole("link", { name: "Get In Touch" }).click();
    await expect.poll(() => inView(page, "contact"), { timeout: 5000 }).toBe(true);
  });

  test("contact: emergency line, email, area and hours beside the form", async () => {
    const contact = (await tab.visit("/")).locator("#contact");
    expect(await contact.getByRole("link", { name: "09 123 4567" }).getAttribute("href")).toBe("tel:+6491234567");
    expect(await contact.getByRole("link", { name: "hello@example.com" }).getAttribute("href")).toBe(
      "mailto:hello@example.com",
    );
    for (const text of [
      "Auckland wide, specialising in South Auckland",
      "Mon-Fri 7AM-6PM",
      "Sat-Sun 8AM-5PM",
      "Emergency service 24/7",
    ]) {
      expect(await contact.getByText(text).isVisible()).toBe(true);
    }
  });

  test("contact form: fields, required markers and the 4-row message box", async () => {
    const form = (await tab.visit("/")).getByRole("form", { name: "Request a free quote" });
    expect(await form.getByLabel("Email").getAttribute("type")).toBe("email");
    expect(await form.getByLabel("Phone").getAttribute("type")).toBe("tel");
    for (const label of ["Name", "Phone", "Service Type"])
      expect(await form.getByLabel(label).getAttribute("required")).not.toBeNull();
    expect(await form.getByLabel("Message").getAttribute("rows")).toBe("4");
    expect(await choices(form.getByLabel("Service Type"))).toEqual([
      ["leak-detection", "Leak Detection"],
      ["emergency", "Emergency Callout"],
      ["hot-water", "Hot Water Cylinder"],
      ["renovation", "Renovation/New Build"],
      ["drain-unblocking", "Drain Unblocking"],
      ["maintenance", "Maintenance"],
      ["plumbing-inspection", "Plumbing Inspection Services"],
      ["other", "Other"],
    ]);
    expect(await choices(form.getByLabel("Urgency"))).toEqual([
      ["emergency", "Emergency (ASAP)"],
      ["urgent", "Urgent (Today/Tomorrow)"],
      ["soon", "Soon (This Week)"],
      ["flexible", "Flexible Timing"],
    ]);
  });
});

describe("testimonial loop motion", () => {
  const state = (page: Page) =>
    page
      .locator("[data-testid=testimonial-column] > ul")
      .first()
      .evaluate((el) => [getComputedStyle(el).animationPlayState, getComputedStyle(el).animationName]);

  test("pauses on hover and on keyboard focus", async () => {
    opened = await openPage("/");
    const { page } = opened;
    const column = page.getByTestId("testimonial-column").first();
    await column.scrollIntoViewIfNeeded();
    expect((await state(page))[0]).toBe("running");
    await column.hover();
    expect((await state(page))[0]).toBe("paused");
    await page.mouse.move(0, 0);
    expect((await state(page))[0]).toBe("running");
    await column.evaluate((el) => {
      const li = el.querySelector("li")!;
      li.tabIndex = 0;
      li.focus();
    });
    expect((await state(page))[0]).toBe("paused");
  });

  test("each column moves its one list of cards up by exactly what overflows it, and back", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const column = opened.page.getByTestId("testimonial-column").first();
    // The column, not the moving list: Playwright waits for an element to stand still before scrolling to it.
    await column.scrollIntoViewIfNeeded();
    const list = column.locator("> ul");
    const offset = () => list.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
    await expect.poll(offset, { timeout: 10_000 }).toBeLessThan(-1);
    // At the end of an iteration (`alternate`: it then comes back) the list's last card meets the column's bottom.
    const { overflow, end } = await list.evaluate((el) => {
      const animation = el.getAnimations()[0]!;
      animation.pause();
      animation.currentTime = Number(animation.effect!.getTiming().duration) - 1;
      return {
        overflow: el.parentElement!.clientHeight - el.getBoundingClientRect().height,
        end: new DOMMatrix(getComputedStyle(el).transform).m42,
      };
    });
    expect(overflow).toBeLessThan(0);
    expect(end).toBeCloseTo(overflow, 0);
    expect(opened.errors).toEqual([]);
  });

  test("stands still under reduced motion, where the pause switch is not needed", async () => {
    opened = await openPage("/", { reducedMotion: true });
    expect((await state(opened.page))[1]).toBe("none");
    expect(await opened.page.getByRole("checkbox", { name: "Pause reviews" }).isVisible()).toBe(false);
  });

  test.each([
    ["a touch screen", { viewport: "mobile" as const, javaScript: true }],
    ["a page whose JavaScript has not run", { viewport: "desktop" as const, javaScript: false }],
  ])("on %s the Pause reviews switch stops and restarts the columns (WCAG 2.2.2)", async (_name, options) => {
    opened = await openPage("/", options);
    const { page } = opened;
    const toggle = page.getByRole("checkbox", { name: "Pause reviews" });
    await toggle.scrollIntoViewIfNeeded();
    expect((await state(page))[0]).toBe("running");
    if (options.viewport === "mobile") await page.getByText("Pause reviews").tap();
    else await page.getByText("Pause reviews").click();
    expect(await toggle.isChecked()).toBe(true);
    expect((await state(page))[0]).toBe("paused");
    await page.getByText("Pause reviews").click();
    expect((await state(page))[0]).toBe("running");
  });
});

describe("home contact form against an endpoint the test controls", () => {
  const openForm = async (viewport: ViewportName = "desktop") => {
    opened = await openPage("", { viewport });
    await goto(opened.page, `${control.url}/`);
    return opened.page.getByRole("form", { name: "Request a free quote" });
  };
  const fill = async (page: Page) => {
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Hana Test");
    await form.getByLabel("Phone").fill("021 555 0100");
    await form.getByLabel("Email").fill("hana@example.co.nz");
    await form.getByLabel("Location").fill("Otara");
    await form.getByLabel("Service Type").selectOption("drain-unblocking");
    await form.getByLabel("Urgency").selectOption("soon");
    await form.getByLabel("Message").fill("Gully trap overflowing");
    return form;
  };
  const values = (page: Page) =>
    page
      .getByRole("form", { name: "Request a free quote" })
      .locator("input:not([name=website]):not([type=hidden]):not([type=file]), select, textarea")
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

  test("missing name, phone or service: a destructive toast and nothing sent", async () => {
    const form = await openForm();
    const before = control.received.length;
    await form.getByLabel("Name").fill("   ");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    const alert = opened!.page.getByRole("alert");
    await expect.poll(() => alert.innerText()).toContain(spec.requiredTitle);
    expect(await alert.innerText()).toContain(spec.requiredText);
    expect(control.received.length).toBe(before);
  });

  test("success: Submitting... while pending, one JSON request, a toast, and the form cleared", async () => {
    control.setMode({ status: 201, delayMs: 800 });
    const openedAt = Date.now();
    const form = await openForm("mobile");
    const page = opened!.page;
    await fill(page);
    const before = control.received.length;
    // Two submits in the same instant: the second must be ignored, not sent.
    await form.evaluate((f) => {
      (f as HTMLFormElement).requestSubmit();
      (f as HTMLFormElement).requestSubmit();
    });
    const pending = form.getByRole("button", { name: spec.submitting });
    expect(await pending.isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole("status").innerText(), { timeout: 5000 }).toContain(spec.homeSuccessTitle);
    expect(await page.getByRole("status").innerText()).toContain(spec.homeSuccessText);
    expect(control.received.length).toBe(before + 1);
    const sent = control.received.at(-1)!;
    expect(sent.contentType).toBe("application/json");
    expect(sent.body).toEqual({
      form: "home",
      name: "Hana Test",
      email: "hana@example.co.nz",
      phone: "021 555 0100",
      service: "drain-unblocking",
      urgency: "soon",
      location: "Otara",
      message: "Gully trap overflowing",
      page: "/",
      website: "",
      startedAt: expect.any(Number),
      ...directVisit("/", "mobile"),
    });
    // When the visitor first touched a field: after the page opened, before the form was sent.
    expect(sent.body.startedAt).toBeGreaterThanOrEqual(openedAt);
    expect(sent.body.startedAt).toBeLessThanOrEqual(Date.now());
    expect(await values(page)).toEqual(["", "", "", "", "", "", ""]);
  });

  test.each([
    ["a server error", { status: 500 }],
    ["a network failure", { status: 0, destroy: true }],
  ])("%s: the Submission Error toast with the phone number, and every value kept", async (_name, mode) => {
    control.setMode(mode);
    await openForm();
    const page = opened!.page;
    await fill(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.innerText(), { timeout: 5000 }).toContain(spec.submissionErrorTitle);
    expect(await alert.innerText()).toContain(spec.submissionErrorText);
    expect(await values(page)).toEqual([
      "Hana Test",
      "021 555 0100",
      "hana@example.co.nz",
      "Otara",
      "drain-unblocking",
      "soon",
      "Gully trap overflowing",
    ]);
    expect(await page.getByRole("button", { name: "Get My Free Quote" }).isEnabled()).toBe(true);
  });

  test("a 400 naming fields: the Submission Error toast, each field marked with its message, and a focused summary", async () => {
    const phoneMessage = "Enter a phone number such as 09 123 4567.";
    const emailMessage = "Enter an email address such as name@example.co.nz.";
    control.setMode({ status: 400, body: { errors: { email: emailMessage, phone: phoneMessage, form: "x" } } });
    const form = await openForm();
    const page = opened!.page;
    await fill(page);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText(), { timeout: 5000 })
      .toContain(spec.submissionErrorTitle);
    const summary = form.locator("[data-slot=error-summary]");
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.innerText()).toContain("There are 2 problems");
    expect(await summary.getByRole("button").allInnerTexts()).toEqual([phoneMessage, emailMessage]);
    for (const [label, message] of [
      ["Phone", phoneMessage],
      ["Email", emailMessage],
    ] as const) {
      const field = form.getByLabel(label);
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await field.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(message);
    }
    expect(await form.getByLabel("Name").getAttribute("aria-invalid")).toBeNull();
    await summary.getByRole("button", { name: phoneMessage }).click();
    expect(await form.getByLabel("Phone").evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel("Phone").fill("09 555 0100");
    expect(await form.getByLabel("Phone").getAttribute("aria-invalid")).toBeNull();
    expect(await summary.getByRole("button").allInnerTexts()).toEqual([emailMessage]);
    expect(await values(page)).toContain("Gully trap overflowing");
  });

  test("missing required fields are listed in a focused summary and described on each field", async () => {
    const form = await openForm("mobile");
    await form.getByLabel("Location").fill("Otara");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    const summary = form.locator("[data-slot=error-summary]");
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.getByRole("button").allInnerTexts()).toEqual([
      "Name is required.",
      "Phone is required.",
      "Service Type is required.",
    ]);
    const describedBy = await form.getByLabel("Service Type").getAttribute("aria-describedby");
    expect(await opened!.page.locator(`[id="${describedBy}"]`).innerText()).toBe("Service Type is required.");
  });

  test("a slow answer still succeeds", async () => {
    control.setMode({ status: 201, delayMs: 2500 });
    await openForm();
    const page = opened!.page;
    await fill(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect
      .poll(() => page.getByRole("status").innerText(), { timeout: 8000 })
      .toContain("Quote Request Submitted!");
  });
});
