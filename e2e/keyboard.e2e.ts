import { afterEach, describe, expect, test } from "vitest";
import { openPage, type OpenedPage } from "../test/support/e2e/browser";

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

describe.each(["/", "/services/leak-detection", "/project/emergency-drain-repair", "/quote", "/reviews"])(
  "keyboard on %s",
  (path) => {
    test("every Tab stop is visibly focused and Tab reaches the footer without getting stuck", async () => {
      opened = await openPage(path);
      const { page } = opened;
      const seen: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          // Tab lands inside a <video>'s native controls, whose focus ring the browser draws in its shadow DOM.
          const ring = el.tagName === "VIDEO" || (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2);
          return {
            id: `${el.tagName}:${el.textContent?.trim().slice(0, 30)}:${el.getAttribute("href") ?? ""}`,
            ring,
            inFooter: Boolean(el.closest("footer")),
          };
        });
        if (!stop) continue;
        expect(stop.ring, `no visible focus on ${stop.id}`).toBe(true);
        seen.push(stop.id);
        if (stop.inFooter) break;
      }
      expect(new Set(seen).size).toBeGreaterThan(8);
    });
  },
);
