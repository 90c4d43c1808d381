// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ServicesMenu } from "./services-menu";

afterEach(cleanup);

const services = [
  { slug: "leak-detection", title: "Leak Detection" },
  { slug: "maintenance", title: "Maintenance" },
];

function renderMenu(pathname: string, markCurrent = true) {
  return render(
    <ul>
      <ServicesMenu services={services} pathname={pathname} markCurrent={markCurrent} />
    </ul>,
  );
}

// Opening, hover intent and the arrow keys run in a real browser: e2e/shell.e2e.ts and e2e/first-tap.e2e.ts.
describe("ServicesMenu", () => {
  test("is a button that shows a native popover listing All Services then each service page", () => {
    renderMenu("/about");
    const toggle = screen.getByRole("button", { name: "Show service pages" });
    const list = document.getElementById(toggle.getAttribute("popovertarget")!)!;
    expect(list.getAttribute("popover")).toBe("auto");
    expect(toggle.getAttribute("aria-controls")).toBe(list.id);
    expect(toggle.closest("[data-hover-menu]")).not.toBeNull();
    expect([...list.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["All Services", "/services"],
      ["Leak Detection", "/services/leak-detection"],
      ["Maintenance", "/services/maintenance"],
    ]);
  });

  test("marks the current service page, and nothing on a not-found page", () => {
    renderMenu("/services/maintenance");
    const current = () => [...document.querySelectorAll("[aria-current=page]")].map((e) => e.textContent);
    expect(current()).toEqual(["Services", "Maintenance"]);
    cleanup();
    renderMenu("/services", true);
    expect(current()).toEqual(["Services", "All Services"]);
    cleanup();
    renderMenu("/services/maintenance", false);
    expect(current()).toEqual([]);
  });
});
