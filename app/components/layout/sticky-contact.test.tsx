// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { StickyContact } from "./sticky-contact";

afterEach(cleanup);

// Opening, the label switch and closing run in a real browser: e2e/shell.e2e.ts and e2e/first-tap.e2e.ts.
describe("StickyContact", () => {
  test("is a button that shows a native popover with Call Now and Get Quote, and names both labels", () => {
    render(<StickyContact />);
    const button = screen.getByRole("button", { name: "Open contact menu" });
    expect(button.dataset.openLabel).toBe("Close menu");
    const menu = document.getElementById(button.getAttribute("popovertarget")!)!;
    expect(menu.getAttribute("popover")).toBe("auto");
    const [call, quote] = [...menu.querySelectorAll("a")];
    expect(call!.getAttribute("href")).toBe("tel:+6491234567");
    expect(quote!.getAttribute("href")).toBe("/quote");
  });

  test("its links declare the clicks they report, for the page's analytics", () => {
    render(<StickyContact />);
    const tracked = [...document.querySelectorAll<HTMLElement>("[data-track]")].map((a) =>
      JSON.parse(a.dataset.track!),
    );
    expect(tracked).toEqual([
      [["phone_click", "contact", "sticky_contact"]],
      [["quote_button_click", "cta", "sticky_contact"]],
    ]);
  });
});
