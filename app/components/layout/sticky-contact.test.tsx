// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { StickyContact } from "./sticky-contact";

afterEach(cleanup);

describe("StickyContact", () => {
  test("toggles its label and menu, and closes on a choice or Escape", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <StickyContact />
      </MemoryRouter>,
    );
    const button = screen.getByRole("button", { name: "Open contact menu" });
    expect(screen.queryByRole("link", { name: /Call Now/ })).toBeNull();
    await user.click(button);
    expect(button.getAttribute("aria-label")).toBe("Close menu");
    expect(screen.getByRole("link", { name: /Call Now/ }).getAttribute("href")).toBe("tel:+6491234567");
    expect(screen.getByRole("link", { name: "Get Quote" }).getAttribute("href")).toBe("/quote");
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Get Quote" }));
    expect(button.getAttribute("aria-label")).toBe("Open contact menu");
  });

  test("Call Now reports a phone click from the sticky menu as it closes the menu", async () => {
    const user = userEvent.setup();
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    render(
      <MemoryRouter>
        <StickyContact />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Open contact menu" }));
    const call = screen.getByRole("link", { name: /Call Now/ });
    call.addEventListener("click", (e) => e.preventDefault());
    await user.click(call);
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: "phone_click", event_label: "sticky_contact" }));
    expect(screen.getByRole("button", { name: "Open contact menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});
