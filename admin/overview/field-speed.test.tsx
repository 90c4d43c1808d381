// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import type { FieldSpeedInWords } from "../../shared/api/overview";
import { axePage } from "../../test/support/axe-page";
import { FieldSpeedPanel } from "./field-speed";

afterEach(cleanup);

const good = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };
const none = { good: 0, all: 0 };
const noShares = { LCP: none, INP: none, CLS: none, FCP: none, TTFB: none };

function renderSpeed(windows: FieldSpeedInWords["windows"], shares: FieldSpeedInWords["shares"]) {
  render(
    <main>
      <FieldSpeedPanel good={good} windows={windows} shares={shares} />
    </main>,
  );
  return within(screen.getByRole("region", { name: "Speed for real visitors" }));
}

/** Each row of a template's table as its cells' words. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

const week: FieldSpeedInWords["windows"][number] = {
  days: 7,
  since: "2026-11-20",
  templates: [
    { template: "home", pages: 40, p75: { LCP: 1900, INP: 120.4, CLS: 0.004, FCP: 900, TTFB: 300 } },
    { template: "service", pages: 3, p75: { LCP: 3100, INP: null, CLS: 0.25, FCP: 1800, TTFB: 801 } },
  ],
};

describe("speed for real visitors", () => {
  test("words first: the share of visitors with fast pages, quick taps and steady pages, Good from 3 in 4", async () => {
    const user = userEvent.setup();
    const panel = renderSpeed(
      [week, { days: 28, since: "2026-10-30", templates: [] }],
      [
        {
          ...noShares,
          LCP: { good: 93, all: 100 },
          INP: { good: 60, all: 100 },
          CLS: { good: 3, all: 4 },
        },
        noShares,
      ],
    );
    // The 28 days had no visits: the words are the 7 days'.
    expect(panel.getByText(/^Measured in/).textContent).toBe(
      "Measured in visitors' own phones and computers, the last 7 days.",
    );
    expect(panel.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      // Rounded down: 93 in 100 is 9 in 10, never 10.
      "Good: Pages appear fast for 9 in 10 visitors.",
      "Needs work: Taps get a quick answer for 6 in 10 visitors.",
      // Too few visits for tenths: counted out.
      "Good: Pages stay still while loading for 3 of 4 visitors.",
    ]);

    // The figures are one tap away, in a table per page type that fits a phone.
    const details = panel.getByText("The figures (p75 per page type)").closest("details")!;
    expect(details.open).toBe(false);
    await user.click(panel.getByText("The figures (p75 per page type)"));
    expect(details.open).toBe(true);
    expect(panel.getByText(/^What 3 visits in 4/).textContent).toContain(
      "Good is at most LCP 2.5 s, INP 200 ms, CLS 0.10, FCP 1.8 s, TTFB 800 ms.",
    );
    const lastWeek = within(panel.getByRole("group", { name: "Last 7 days" }));
    expect(rows(lastWeek.getByRole("table", { name: "home · 40 pages measured" }))).toEqual([
      ["LCP (main content shown)", "1.9 s good"],
      ["INP (answer to a tap)", "120 ms good"],
      ["CLS (page jumping)", "< 0.01 good"],
      ["FCP (first thing shown)", "900 ms good"],
      ["TTFB (server's first reply)", "300 ms good"],
    ]);
    // At the threshold is good; just over it is slow; a metric not measured is a dash.
    expect(rows(lastWeek.getByRole("table", { name: "service · 3 pages measured" })).map((r) => r[1])).toEqual([
      "3.1 s slow",
      "–",
      "0.25 slow",
      "1.8 s good",
      "801 ms slow",
    ]);
    // A window with no visits says so, with no table.
    const month = within(panel.getByRole("group", { name: "Last 28 days" }));
    expect(month.getByText("No visits measured in this period yet.")).toBeTruthy();
    expect(month.queryByRole("table")).toBeNull();
    expect(await axePage()).toEqual([]);
  });

  test("every visitor, and no visits at all, in words", async () => {
    const all = { good: 250, all: 250 };
    const panel = renderSpeed(
      [week],
      [{ ...noShares, LCP: all, INP: { good: 0, all: 30 }, CLS: { good: 79, all: 100 } }],
    );
    expect(panel.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Good: Pages appear fast for all 250 visitors measured.",
      "Needs work: Taps get a quick answer for fewer than 1 in 10 visitors.",
      // Good from 3 in 4, and said so: not "7 in 10".
      "Good: Pages stay still while loading for 3 in 4 visitors.",
    ]);
    cleanup();
    const empty = renderSpeed([{ days: 7, since: "2026-11-20", templates: [] }], [noShares]);
    expect(empty.getByText(/^No visits measured yet/).textContent).toBe(
      "No visits measured yet: speed shows here once visitors come.",
    );
    expect(empty.queryByRole("list")).toBeNull();
    expect(await axePage()).toEqual([]);
  });
});
