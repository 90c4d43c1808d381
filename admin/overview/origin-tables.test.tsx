// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { OriginTables } from "./origin-tables";

afterEach(cleanup);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));

describe("the overview's sources and landing pages", () => {
  test("two tables, each row with its last 7 and 30 days; an unknown first page says why", () => {
    render(
      <OriginTables
        origins={{
          sources: [
            { source: "google-ads", label: "Google Ads", last7: 2, last30: 9 },
            { source: "unknown", label: "Unknown", last7: 0, last30: 1 },
          ],
          landingPages: [
            { page: "/areas/manukau", last7: 2, last30: 7 },
            { page: "", last7: 0, last30: 1 },
          ],
        }}
      />,
    );
    expect(rowsOf(screen.getByRole("table", { name: "By source" }))).toEqual([
      ["Source", "7 days", "30 days"],
      ["Google Ads", "2", "9"],
      ["Unknown", "0", "1"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "By the page they landed on" }))).toEqual([
      ["First page of the visit", "7 days", "30 days"],
      ["/areas/manukau", "2", "7"],
      ["Not known (sent without a script)", "0", "1"],
    ]);
  });

  test("no leads in 30 days: a sentence, no empty tables", () => {
    render(<OriginTables origins={{ sources: [], landingPages: [] }} />);
    expect(screen.getByText("No leads in the last 30 days yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
