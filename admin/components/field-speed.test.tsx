// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { FieldSpeed } from "../../server/admin/vitals";
import { axePage } from "../../test/support/axe-page";
import { FieldSpeedPanel } from "./field-speed";

afterEach(cleanup);

const good = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

function renderSpeed(windows: FieldSpeed["windows"]) {
  render(
    <main>
      <FieldSpeedPanel good={good} windows={windows} />
    </main>,
  );
  return within(screen.getByRole("region", { name: "Speed for real visitors" }));
}

/** Each row of a window's table as its cells' words. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe("speed for real visitors", () => {
  test("the p75 per template in Google's units, marked good or slow, a metric not measured as a dash; passes axe", async () => {
    const panel = renderSpeed([
      {
        days: 7,
        since: "2026-11-20",
        templates: [
          { template: "home", pages: 40, p75: { LCP: 1900, INP: 120.4, CLS: 0.004, FCP: 900, TTFB: 300 } },
          { template: "service", pages: 3, p75: { LCP: 3100, INP: null, CLS: 0.25, FCP: 1800, TTFB: 801 } },
        ],
      },
      { days: 28, since: "2026-10-30", templates: [] },
    ]);
    expect(panel.getByText(/^What 3 visits in 4/).textContent).toContain(
      "Good is at most LCP 2.5 s, INP 200 ms, CLS 0.10, FCP 1.8 s, TTFB 800 ms.",
    );
    expect(rows(panel.getByRole("region", { name: "Last 7 days" }))).toEqual([
      ["Page", "Pages measured", "LCP", "INP", "CLS", "FCP", "TTFB"],
      ["home", "40", "1.9 s good", "120 ms good", "< 0.01 good", "900 ms good", "300 ms good"],
      // At the threshold is good; just over it is slow.
      ["service", "3", "3.1 s slow", "–", "0.25 slow", "1.8 s good", "801 ms slow"],
    ]);
    // A window with no visits says so, with no table.
    expect(panel.getByRole("heading", { name: "Last 28 days" }).nextElementSibling!.textContent).toBe(
      "No visits measured in this period yet.",
    );
    expect(panel.queryByRole("region", { name: "Last 28 days" })).toBeNull();
    expect(await axePage()).toEqual([]);
  });

  test("the table scrolls sideways by keyboard too: a focusable region named by its window", () => {
    const panel = renderSpeed([
      { days: 7, since: "2026-11-20", templates: [{ template: "home", pages: 1, p75: { ...good } }] },
    ]);
    const box = panel.getByRole("region", { name: "Last 7 days" });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole("table")).toBeTruthy();
  });
});
