// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { LeadAnswer } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { leadAction, leadLoader, leadShouldRevalidate } from "./lead-actions";
import { LeadPage } from "./lead";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A lead with every part of the page shown, as GET /admin/api/leads/7 answers it: released from quarantine, won and
 * asked for a review, with a photo, a delivery retried, its history and an earlier request.
 */
const fullLead = (): LeadAnswer => ({
  id: 7,
  name: "Aroha Smith",
  phone: "021 555 0199",
  email: "aroha@example.co.nz",
  location: "Manukau",
  service: "Hot Water Cylinder",
  urgency: "Today",
  emergency: true,
  status: "won",
  receivedAt: "2026-11-10T01:00:00.000Z",
  answerBy: "2026-11-10T01:30:00.000Z",
  answeredAt: "2026-11-10T01:10:00.000Z",
  delivery: "sent",
  form: "quote",
  source: "quote page",
  message: "No hot water since this morning.\nThe cylinder is in the garage.",
  page: "/quote",
  pagePath: "/quote",
  userAgent: "Mozilla/5.0 (iPhone)",
  spam: false,
  spamReasons: ["too-fast"],
  deliveries: [
    {
      channel: "email",
      state: "sent",
      attempts: 2,
      lastError: "",
      nextAttemptAt: "2026-11-10T01:02:00.000Z",
      history: [
        {
          startedAt: "2026-11-10T01:00:01.000Z",
          finishedAt: "2026-11-10T01:00:02.000Z",
          outcome: "retry",
          error: "451",
        },
        { startedAt: "2026-11-10T01:02:00.000Z", finishedAt: "2026-11-10T01:02:01.000Z", outcome: "sent", error: "" },
      ],
    },
  ],
  events: [
    {
      at: "2026-11-10T01:05:00.000Z",
      actor: "owner@example.co.nz",
      kind: "released",
      fromStatus: "",
      toStatus: "",
      note: "",
    },
    {
      at: "2026-11-10T01:10:00.000Z",
      actor: "owner@example.co.nz",
      kind: "status",
      fromStatus: "new",
      toStatus: "won",
      note: "",
    },
    {
      at: "2026-11-10T01:11:00.000Z",
      actor: "owner@example.co.nz",
      kind: "note",
      fromStatus: "",
      toStatus: "",
      note: "Booked for 2pm.",
    },
  ],
  photos: [{ id: "a1b2c3", position: 0, width: 800, height: 600, bytes: 120_000 }],
  origin: {
    source: "search",
    sourceLabel: "Search engine",
    landingPage: "/services/hot-water",
    referrerHost: "www.google.com",
    utm: {},
    clickIds: [],
    device: "mobile",
  },
  related: [{ id: 3, receivedAt: "2026-11-02T20:00:00.000Z", name: "Aroha", status: "lost", matchedBy: ["phone"] }],
  review: { askedAt: "2026-11-11T00:00:00.000Z", askedBy: "owner@example.co.nz", blocked: "" },
});

function renderLead(status: number, body: unknown) {
  fakeApi(({ path }) => (path === "leads/7" ? { status, body } : undefined));
  renderAdminRoute(
    {
      path: "/admin/leads/:id",
      Component: LeadPage,
      loader: leadLoader,
      action: leadAction,
      shouldRevalidate: leadShouldRevalidate,
    },
    "/admin/leads/7",
  );
}

describe("the lead page's states", () => {
  test("a lead with every part shown passes axe", async () => {
    renderLead(200, fullLead());
    const history = within(await screen.findByRole("region", { name: "Notes and history" }));
    expect(history.getByText("Booked for 2pm.")).toBeTruthy();
    for (const name of ["Status", "Review", "Photos", "Details", "Notifications", "Privacy"])
      expect(screen.getByRole("region", { name })).toBeTruthy();
    expect(screen.getByRole("list", { name: "This customer's other requests" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a lead that is gone says so, with the way back, and passes axe", async () => {
    renderLead(404, { error: "There is no such lead." });
    expect(await screen.findByRole("heading", { level: 1, name: "Lead not found" })).toBeTruthy();
    expect(screen.getByText("This lead does not exist. It may have been deleted.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to all leads" }).getAttribute("href")).toBe("/admin");
    expect(await axePage()).toEqual([]);
  });

  test("an answer of another shape shows the owner an error naming it, not a blank page", async () => {
    // A status this page has no words for: the server and this page disagree (an old tab after an update).
    renderLead(200, { ...fullLead(), status: "archived" });
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("The server sent something this page can't read (leads/7.status).")).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("deep in its history, the broken field is named by its place", async () => {
    const lead = fullLead();
    renderLead(200, { ...lead, events: [lead.events[0], { ...lead.events[1], kind: "archived" }] });
    expect(
      await screen.findByText("The server sent something this page can't read (leads/7.events[1].kind)."),
    ).toBeTruthy();
  });
});
