// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { DeliveryHistory, LeadAnswer, LeadEvent } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { fakeApi } from "../../test/support/site-editor";
import { leadAction, leadLoader, leadShouldRevalidate } from "./lead-actions";
import { LeadPage } from "./lead";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINUTE = 60_000;

/** A new lead, 40 minutes old and 10 minutes past its promise, as GET /admin/api/leads/7 answers it. */
function overdueLead(changes: Partial<LeadAnswer> = {}): LeadAnswer {
  return {
    id: 7,
    name: "Aroha Smith",
    phone: "021 555 0199",
    email: "",
    location: "Manukau",
    service: "Hot Water Cylinder",
    urgency: "",
    emergency: false,
    status: "new",
    receivedAt: new Date(Date.now() - 40 * MINUTE).toISOString(),
    answerBy: new Date(Date.now() - 10 * MINUTE).toISOString(),
    answeredAt: null,
    delivery: "sent",
    form: "home",
    source: "home page form",
    message: "",
    page: "/",
    pagePath: "/",
    userAgent: "",
    spam: false,
    spamReasons: [],
    deliveries: [],
    events: [],
    photos: [],
    origin: {
      source: "direct",
      sourceLabel: "Direct",
      landingPage: "/",
      referrerHost: "",
      utm: {},
      clickIds: [],
      device: "mobile",
    },
    related: [],
    review: { askedAt: null, askedBy: "", blocked: "" },
    ...changes,
  } as LeadAnswer;
}

function renderLead() {
  renderAdminRoute(
    [
      {
        path: "/admin/leads/:id",
        Component: LeadPage,
        loader: leadLoader,
        action: leadAction,
        shouldRevalidate: leadShouldRevalidate,
      },
    ],
    "/admin/leads/7",
  );
}

const stopNavigation = (event: MouseEvent) => event.preventDefault();

describe("calling from the lead's page", () => {
  test("an overdue lead says so; Call records the call, and the page shows it answered and 'Called'", async () => {
    const called: LeadEvent = {
      at: new Date().toISOString(),
      actor: "owner@example.co.nz",
      kind: "called",
      fromStatus: "",
      toStatus: "",
      note: "",
    };
    let answered = false;
    const calls = fakeApi(({ method, path }) => {
      if (method === "POST" && path === "leads/7/called") {
        answered = true;
        return { status: 204 };
      }
      if (path === "leads/7")
        return {
          status: 200,
          body: answered ? overdueLead({ answeredAt: called.at, events: [called] }) : overdueLead(),
        };
      return undefined;
    });
    renderLead();
    expect((await screen.findByText(/^Overdue/)).textContent).toBe("Overdue 10 min");
    document.addEventListener("click", stopNavigation);
    try {
      await userEvent.setup().click(screen.getByRole("link", { name: "Call 021 555 0199" }));
    } finally {
      document.removeEventListener("click", stopNavigation);
    }
    const history = screen.getByRole("region", { name: "Notes and history" });
    expect(await within(history).findByText("Called")).toBeTruthy();
    expect(screen.queryByText(/^Overdue/)).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET leads/7", "POST leads/7/called", "GET leads/7"]);
  });

  test("the overdue reminders: scheduled while the lead waits, then sent or not needed", async () => {
    const reminder = (state: string, nextAttemptAt: string): DeliveryHistory => ({
      channel: "escalation-ntfy",
      state,
      attempts: 0,
      lastError: "",
      nextAttemptAt,
      history: [],
    });
    const due = new Date(Date.now() + 20 * MINUTE).toISOString();
    fakeApi(() => ({
      status: 200,
      body: overdueLead({
        answerBy: due,
        deliveries: [reminder("pending", due), { ...reminder("skipped", due), channel: "escalation-email" }],
      }),
    }));
    renderLead();
    const notifications = within(await screen.findByRole("region", { name: "Notifications" }));
    const items = notifications.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toMatch(/^Overdue reminder to your phone: Due .+ if the lead is still unanswered0 attempts$/);
    expect(items[1]).toBe("Overdue reminder email: Not needed: the lead was answered, or is spam0 attempts");
  });
});
