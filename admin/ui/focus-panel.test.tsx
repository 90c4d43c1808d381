// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { FocusPanel } from "./focus-panel";

afterEach(cleanup);

const panel = (refocus?: unknown, headingId?: string) => (
  <FocusPanel
    heading="Delete this lead?"
    headingId={headingId}
    headingClassName="font-bold"
    className="p-4"
    refocus={refocus}
  >
    <p>It cannot be undone.</p>
  </FocusPanel>
);

describe("FocusPanel", () => {
  test("is a group named by its heading, and takes focus as it appears", () => {
    render(panel());
    const group = screen.getByRole("group", { name: "Delete this lead?" });
    expect(document.activeElement).toBe(group);
    expect(group.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("heading", { level: 3, name: "Delete this lead?" })).toBeTruthy();
  });

  test("takes focus again when `refocus` changes, and not on a render where it does not", () => {
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        {panel(["a"])}
      </>,
    );
    const group = screen.getByRole("group");
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    const same = ["a"];
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {panel(same)}
      </>,
    );
    expect(document.activeElement).toBe(group);
    elsewhere.focus();
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {panel(same)}
      </>,
    );
    expect(document.activeElement).toBe(elsewhere);
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {panel(["b"])}
      </>,
    );
    expect(document.activeElement).toBe(group);
  });

  test("uses the heading id a page gives it", () => {
    render(panel(undefined, "delete-heading"));
    expect(screen.getByRole("group").getAttribute("aria-labelledby")).toBe("delete-heading");
    expect(document.getElementById("delete-heading")?.textContent).toBe("Delete this lead?");
  });
});
