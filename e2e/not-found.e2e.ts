import { afterEach, describe, expect, test } from "vitest";
import { fetchHtml, goto, openPage, type OpenedPage } from "../test/support/e2e/browser";

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

describe("not-found page", () => {
  test.each(["/no-such-page", "/404", "/services/leak-detection/extra"])(
    "%s is answered with status 404 and the not-found page, even without JavaScript",
    async (path) => {
      const { status, html } = await fetchHtml(path);
      expect(status).toBe(404);
      expect(html).toContain("Oops! Page not found");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    },
  );

  test.each(["desktop", "mobile"] as const)(
    "shows 404, the message and a link home, and logs the path (%s)",
    async (viewport) => {
      opened = await openPage("", { viewport, allow404: true });
      const warnings: string[] = [];
      opened.page.on("console", (m) => {
        if (m.type() === "warning") warnings.push(m.text());
      });
      await goto(opened.page, "/definitely/not/here");
      const heading = opened.page.getByRole("heading", { level: 1 });
      expect(await heading.textContent()).toContain("Oops! Page not found");
      expect(await opened.page.getByText("404", { exact: true }).isVisible()).toBe(true);
      expect(warnings.some((w) => w.includes("/definitely/not/here"))).toBe(true);
      await opened.page.getByRole("link", { name: "Return to Home" }).click();
      await opened.page.waitForURL((url) => url.pathname === "/");
    },
  );

  test("no navigation item is the current page, in the raw 404 page or once it has hydrated", async () => {
    const { html } = await fetchHtml("/no-such-page");
    expect(html).not.toContain('aria-current="page"');
    for (const [viewport, path] of [
      ["desktop", "/definitely/not/here"],
      ["mobile", "/services/leak-detection/extra"],
      ["desktop", "/projects/no/such/thing"],
    ] as const) {
      const page404 = await openPage("", { viewport, allow404: true });
      await goto(page404.page, path);
      await page404.page.getByRole("heading", { name: /Oops! Page not found/ }).waitFor();
      if (viewport === "mobile") await page404.page.getByRole("button", { name: "Open navigation menu" }).click();
      const current = await page404.page
        .locator("header [aria-current=page]")
        .evaluateAll((els) => els.map((e) => e.textContent));
      expect(current, path).toEqual([]);
      const nav = page404.page.getByRole("navigation", { name: "Main" });
      const [home, about] = await Promise.all(
        ["Home", "About"].map((name) =>
          nav.getByRole("link", { name, exact: true }).evaluate((el) => getComputedStyle(el).color),
        ),
      );
      expect(home, path).toBe(about);
      expect(page404.errors).toEqual([]);
      await page404.close();
    }
  });

  test("without JavaScript the not-found page marks no navigation item either", async () => {
    opened = await openPage("/no-such-page", { javaScript: false, allow404: true });
    expect(await opened.page.locator("header [aria-current=page]").count()).toBe(0);
  });
});
