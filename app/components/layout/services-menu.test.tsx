// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ServicesMenu, SUBMENU_OPEN_DELAY_MS } from "./services-menu";

afterEach(cleanup);

const services = [
  { slug: "leak-detection", title: "Leak Detection" },
  { slug: "maintenance", title: "Maintenance" },
];

function renderMenu() {
  return render(
    <MemoryRouter>
      <ul>
        <ServicesMenu services={services} markCurrent />
      </ul>
    </MemoryRouter>,
  );
}

describe("ServicesMenu", () => {
  test("opens on mouse hover only after the submenu delay", () => {
    vi.useFakeTimers();
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Show service pages" });
    const item = toggle.closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS - 10));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    act(() => vi.advanceTimersByTime(20));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    vi.useRealTimers();
  });

  test("lists All Services then each service page, and Escape returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Show service pages" });
    await user.click(toggle);
    const links = screen.getAllByRole("link").filter((a) => a.hasAttribute("data-menu-item"));
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/services",
      "/services/leak-detection",
      "/services/maintenance",
    ]);
    links[1]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
