import { afterEach, describe, expect, test } from "vitest";
import { fetchHtml, goto, openPage, type OpenedPage } from "./support/browser";

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
});
