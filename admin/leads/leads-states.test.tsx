// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { LeadPage, LeadSummary } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { leadsLoader } from "./leads-actions";
import { LeadsPage } from "./leads";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lead: LeadSummary = {
  id: 4,
  name: "Mere Fresh",
  phone: "021 555 0199",
  email: "mere@example.co.nz",
  location: "Papatoetoe",
  service: "Leak Detection",
  urgency: "This week",
  emergency: false,
  status: "contacted",
  receivedAt: "2026-11-10T01:00:00.000Z",
  answerBy: "2026-11-10T01:30:00.000Z",
  answeredAt: "2026-11-10T01:10:00.000Z",
  delivery: "failed",
};

/** The list at `entry`, GET leads answering `page` and GET spam/held `held`. */
function renderLeads(page: unknown, held: unknown = { count: 0, days: 7 }, entry = "/admin") {
  const calls = fakeApi(({ path }) => {
    if (path === "spam/held") return { status: 200, body: held };
    if (path.startsWith("leads?")) return { status: 200, body: page };
    return undefined;
  });
  renderAdminRoute({ path: "/admin", Component: LeadsPage, loader: leadsLoader }, entry);
  return calls;
}

const empty: LeadPage<LeadSummary> = { leads: [], total: 0, newer: null, older: null };

describe("the leads list's states", () => {
  test("a page of leads, with spam held and an older page, passes axe", async () => {
    renderLeads({ leads: [lead], total: 21, newer: null, older: 4 }, { count: 1, days: 7 });
    const list = await screen.findByRole("list", { name: "Leads, newest first" });
    expect(within(list).getAllByRole("article")).toHaveLength(1);
    expect(screen.getByText(/^\d+ leads?/).textContent).toBe("21 leads");
    expect(screen.getByText(/held as spam/).textContent).toBe("1 quote held as spam in the last 7 days: check it");
    expect(await axePage()).toEqual([]);
  });

  test("no leads yet: says where they will appear, and passes axe", async () => {
    renderLeads(empty);
    expect(await screen.findByText("No leads yet. New quote requests appear here.")).toBeTruthy();
    expect(screen.getByText(/^\d+ leads?/).textContent).toBe("0 leads");
    expect(screen.queryByRole("list", { name: /^Leads/ })).toBeNull();
    expect(screen.queryByText(/held as spam/)).toBeNull();
    expect(await axePage()).toEqual([]);
  });

  test("a filter that matches nothing says to loosen it, and sends the filter", async () => {
    const calls = renderLeads(empty, undefined, "/admin?status=won");
    expect(await screen.findByText("No lead matches this search. Try fewer filters.")).toBeTruthy();
    expect(screen.getByText(/^\d+ leads?/).textContent).toBe("0 leads match");
    expect(calls.map((c) => c.path)).toContain("leads?status=won");
  });

  test("an answer of another shape shows the owner an error naming it, not a blank page; passes axe", async () => {
    renderLeads({ ...empty, leads: [{ ...lead, delivery: "lost in the post" }], total: 1 });
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("The server sent something this page can't read (leads.leads[0].delivery).")).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("the held-spam count of another shape is named too", async () => {
    renderLeads(empty, { count: "3", days: 7 });
    expect(await screen.findByText("The server sent something this page can't read (spam/held.count).")).toBeTruthy();
  });
});
