// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { LeadPage, LeadSummary } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { fakeApi } from "../../test/support/site-editor";
import { leadsLoader } from "./leads-actions";
import { LeadsPage } from "./leads";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINUTE = 60_000;
const lead = (id: number, name: string, changes: Partial<LeadSummary> = {}): LeadSummary => ({
  id,
  name,
  phone: "021 555 0199",
  email: "",
  location: "Papatoetoe",
  service: "Leak Detection",
  urgency: "This week",
  emergency: false,
  status: "new",
  receivedAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
  answerBy: new Date(Date.now() + 30 * MINUTE).toISOString(),
  answeredAt: null,
  delivery: "sent",
  ...changes,
});

/** The overdue lead first, as the server sorts the default view (server/dashboard/leads.ts). */
const overdue = lead(1, "Aroha Late", { answerBy: new Date(Date.now() - 12 * MINUTE).toISOString() });
const onTime = lead(2, "Mere Fresh");

function renderLeads() {
  renderAdminRoute({ path: "/admin", Component: LeadsPage, loader: leadsLoader }, "/admin");
}

/** Every request's init as the page made it (fakeApi keeps method, path and body). */
function keepInits() {
  const inits: (RequestInit | undefined)[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    inits.push(init);
    return inner(input, init);
  });
  return inits;
}

// jsdom cannot open a dialler: the tel: link's own navigation is stopped, the page's click handler still runs.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

describe("the leads list keeps the promise in view", () => {
  test("the overdue lead first; a tap on Call records the call without a wait, and the lead is no longer overdue", async () => {
    let answered = false;
    const calls = fakeApi(({ method, path }) => {
      if (path === "spam/held") return { status: 200, body: { count: 0, days: 7 } };
      if (method === "POST" && path === "leads/1/called") {
        answered = true;
        return { status: 204 };
      }
      if (path.startsWith("leads?")) {
        const first = answered ? { ...overdue, answeredAt: new Date().toISOString() } : overdue;
        const page: LeadPage<LeadSummary> = {
          leads: answered ? [onTime, first] : [first, onTime],
          total: 2,
          newer: null,
          older: null,
          ...(answered ? {} : { overdueFirst: 1 }),
        };
        return { status: 200, body: page };
      }
      return undefined;
    });
    const inits = keepInits();
    renderLeads();
    const list = await screen.findByRole("list", { name: "Leads, overdue first, then newest first" });
    const cards = within(list).getAllByRole("article");
    expect(cards[0]!.textContent).toContain("Aroha Late");
    expect(cards[0]!.textContent).toContain("Overdue 12 min");
    expect(screen.queryByText(/held as spam/)).toBeNull();

    document.addEventListener("click", stopNavigation);
    try {
      await userEvent.setup().click(screen.getByRole("link", { name: "Call Aroha Late on 021 555 0199" }));
      await screen.findByRole("list", { name: "Leads, newest first" });
    } finally {
      document.removeEventListener("click", stopNavigation);
    }
    expect(screen.queryByText(/Overdue/)).toBeNull();
    const call = calls.findIndex((c) => c.path === "leads/1/called");
    expect(calls[call]).toMatchObject({ method: "POST" });
    expect(inits[call]).toMatchObject({ method: "POST", keepalive: true });
  });

  test("a failed call record says so, and the lead stays overdue", async () => {
    fakeApi(({ method, path }) => {
      if (path === "spam/held") return { status: 200, body: { count: 0, days: 7 } };
      if (method === "POST") return { status: 500, body: { error: "Something went wrong on the server." } };
      return { status: 200, body: { leads: [overdue], total: 1, newer: null, older: null, overdueFirst: 1 } };
    });
    renderLeads();
    const call = await screen.findByRole("link", { name: "Call Aroha Late on 021 555 0199" });
    document.addEventListener("click", stopNavigation);
    try {
      await userEvent.setup().click(call);
    } finally {
      document.removeEventListener("click", stopNavigation);
    }
    expect((await screen.findByRole("alert")).textContent).toContain("The call was not recorded");
    expect(screen.getByText("Overdue 12 min")).toBeTruthy();
  });

  test("quotes held as spam show above the list, linking the Spam tab", async () => {
    fakeApi(({ path }) => {
      if (path === "spam/held") return { status: 200, body: { count: 3, days: 7 } };
      if (path.startsWith("leads?"))
        return { status: 200, body: { leads: [onTime], total: 1, newer: null, older: null } };
      return undefined;
    });
    renderLeads();
    const line = await screen.findByText(/quotes held as spam/);
    expect(line.textContent).toBe("3 quotes held as spam in the last 7 days: check them");
    expect(within(line).getByRole("link", { name: "check them" }).getAttribute("href")).toBe("/admin/spam");
    await waitFor(() => expect(screen.getByRole("list", { name: "Leads, newest first" })).toBeTruthy());
  });
});
