// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { FieldSpeedInWords, Overview } from "../../shared/api/overview";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { overviewLoader } from "./overview-actions";
import { OverviewPage } from "./overview";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const good = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

const figures = (changes: Partial<Overview> = {}): Overview => ({
  weeks: [
    { start: "2026-11-16", leads: 4 },
    { start: "2026-11-23", leads: 2 },
  ],
  services: [{ key: "leak-detection", label: "Leak Detection", leads: 4, won: 1, lost: 1, open: 2 }],
  since: "2025-11-26",
  origins: { sources: [{ source: "search", label: "Search engine", last7: 2, last30: 6 }], landingPages: [] },
  promise: [
    { days: 7, judged: 2, within: 2, answered: 2, medianMs: 600_000 },
    { days: 30, judged: 6, within: 5, answered: 6, medianMs: 900_000 },
  ],
  heldSpam: { count: 0, days: 7 },
  ...changes,
});

const none = { good: 0, all: 0 };
const speed = (templates: FieldSpeedInWords["windows"][number]["templates"] = [], share = none): FieldSpeedInWords => ({
  good,
  windows: [7, 28].map((days) => ({ days, since: "2026-11-01", templates })),
  shares: [7, 28].map(() => ({ LCP: share, INP: share, CLS: share, FCP: share, TTFB: share })),
});

function renderOverview(overview: unknown, vitals: unknown = speed()) {
  fakeApi(({ path }) => {
    if (path === "overview") return { status: 200, body: overview };
    if (path === "vitals") return { status: 200, body: vitals };
    return undefined;
  });
  renderAdminRoute({ path: "/admin/overview", Component: OverviewPage, loader: overviewLoader }, "/admin/overview");
}

describe("the Overview page", () => {
  test("shows the weeks, the services won and where leads came from, and passes axe", async () => {
    renderOverview(
      figures(),
      speed([{ template: "home", pages: 40, p75: { LCP: 1900, INP: 120, CLS: 0.02, FCP: 900, TTFB: 300 } }], {
        good: 36,
        all: 40,
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeTruthy();
    expect(screen.getByText(/^Leads since 26 Nov 2025: 1 won of 4 \(25%\)/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Where leads come from" })).toBeTruthy();
    expect(screen.getByText("Pages appear fast for 9 in 10 visitors.", { exact: false })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("with no leads and no visits measured yet, says so, and passes axe", async () => {
    renderOverview(figures({ services: [], weeks: [{ start: "2026-11-23", leads: 0 }] }));
    expect(await screen.findByText("No leads in this period yet.")).toBeTruthy();
    expect(screen.getByText("No visits measured yet: speed shows here once visitors come.")).toBeTruthy();
    expect(screen.getAllByText("No visits measured in this period yet.").length).toBeGreaterThan(0);
    expect(await axePage()).toEqual([]);
  });

  test("an answer of another shape shows the owner an error naming it, not a blank page", async () => {
    // A number where the page reads a list: the server and this page disagree (an old tab after an update).
    renderOverview({ ...figures(), weeks: 12 });
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("The server sent something this page can't read (overview.weeks).")).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a field missing deep inside an answer is named by its place", async () => {
    const templates = [{ template: "home", pages: 3, p75: { LCP: 1900, INP: null, CLS: 0.02, FCP: 900 } }];
    renderOverview(figures(), { good, windows: [{ days: 7, since: "2026-11-20", templates }] });
    expect(
      await screen.findByText(
        "The server sent something this page can't read (vitals.windows[0].templates[0].p75.TTFB).",
      ),
    ).toBeTruthy();
  });

  test("the words' shares are checked too, named by their place", async () => {
    const { shares, ...rest } = speed();
    renderOverview(figures(), { ...rest, shares: [shares[0], { ...shares[1], INP: { good: "9" } }] });
    expect(
      await screen.findByText("The server sent something this page can't read (vitals.shares[1].INP.good)."),
    ).toBeTruthy();
  });
});
