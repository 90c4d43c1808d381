// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { LeadAnswer } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { fakeApi } from "../../test/support/site-editor";
import { layoutLoader } from "../shell/layout-actions";
import { leadAction, leadLoader, leadShouldRevalidate } from "./lead-actions";
import { LeadPage } from "./lead";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A won lead as GET /admin/api/leads/7 answers it: from a Google ad, with a review not yet asked. */
function wonLead(changes: Partial<LeadAnswer> = {}): LeadAnswer {
  return {
    id: 7,
    name: "Aroha Smith",
    phone: "021 555 0199",
    email: "aroha@example.co.nz",
    location: "Manukau",
    service: "Hot Water Cylinder",
    urgency: "",
    emergency: false,
    status: "won",
    receivedAt: "2026-11-10T01:00:00.000Z",
    answerBy: "2026-11-10T01:30:00.000Z",
    answeredAt: "2026-11-10T01:10:00.000Z",
    delivery: "sent",
    form: "home",
    source: "home page form",
    message: "",
    page: "/areas/manukau",
    pagePath: "/areas/manukau",
    userAgent: "",
    spam: false,
    spamReasons: [],
    deliveries: [],
    events: [],
    photos: [],
    origin: {
      source: "google-ads",
      sourceLabel: "Google Ads",
      landingPage: "/areas/manukau",
      referrerHost: "www.google.com",
      utm: { utm_source: "google", utm_medium: "cpc" },
      clickIds: ["gclid"],
      device: "mobile",
    },
    related: [],
    review: { askedAt: null, askedBy: "", blocked: "" },
    ...changes,
  } as LeadAnswer;
}

function renderLead() {
  return renderAdminRoute(
    [
      {
        path: "/admin/leads/:id",
        Component: LeadPage,
        loader: leadLoader,
        action: leadAction,
        shouldRevalidate: leadShouldRevalidate,
      },
      { path: "/admin/leads/3", Component: () => <h1>Lead 3</h1> },
    ],
    "/admin/leads/7",
  ).router;
}

const reviewPanel = async () => within(await screen.findByRole("region", { name: "Review" }));

describe("where the lead came from", () => {
  test("the source, landing page and device on one line, then the referring site, tags and ad click", async () => {
    fakeApi(() => ({ status: 200, body: wonLead() }));
    renderLead();
    const row = (await screen.findByText("Came from")).parentElement!;
    expect(row.querySelector("dd")!.firstElementChild!.textContent).toBe(
      "Google Ads · landed on /areas/manukau · mobile",
    );
    expect(within(row).getByText("From www.google.com")).toBeTruthy();
    const tags = within(row).getByRole("list", { name: "Campaign tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["utm_source: google", "utm_medium: cpc"]);
    expect(within(row).getByText("Clicked through a Google ad (gclid)")).toBeTruthy();
  });

  test("a lead sent with scripting off says the source is unknown, and why", async () => {
    fakeApi(() => ({
      status: 200,
      body: wonLead({
        origin: {
          source: "unknown",
          sourceLabel: "Unknown",
          landingPage: "",
          referrerHost: "",
          utm: {},
          clickIds: [],
          device: "",
        },
      }),
    }));
    renderLead();
    const row = (await screen.findByText("Came from")).parentElement!;
    expect(row.querySelector("dd")!.textContent).toBe("Unknown (the page ran no script)");
  });
});

describe("the same customer's other requests", () => {
  test("each is a link to that lead, 'Also asked on 3 Nov', with how it matched", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({
      status: 200,
      body: wonLead({
        related: [
          {
            id: 3,
            receivedAt: "2026-11-02T20:00:00.000Z",
            name: "Aroha",
            status: "lost",
            matchedBy: ["phone", "email"],
          },
        ],
      }),
    }));
    renderLead();
    const list = await screen.findByRole("list", { name: "This customer's other requests" });
    // 20:00 UTC on 2 November is 09:00 on 3 November in Auckland.
    const link = within(list).getByRole("link", { name: "Also asked on 3 Nov" });
    expect(link.getAttribute("href")).toBe("/admin/leads/3");
    expect(list.textContent).toContain("#3 · Aroha · same phone and same email · Lost");
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Lead 3" })).toBeTruthy();
  });

  test("a customer who asked once has no list", async () => {
    fakeApi(() => ({ status: 200, body: wonLead() }));
    renderLead();
    await screen.findByText("Came from");
    expect(screen.queryByRole("list", { name: "This customer's other requests" })).toBeNull();
  });
});

describe("Ask for a review", () => {
  test("one tap asks; the page then shows the button disabled with the date", async () => {
    const user = userEvent.setup();
    let asked = false;
    const calls = fakeApi(({ method, path }) => {
      if (method === "POST" && path === "leads/7/review") {
        asked = true;
        return { status: 201, body: {} };
      }
      const review = asked
        ? { askedAt: "2026-11-03T00:15:00.000Z", askedBy: "owner@example.co.nz", blocked: "" as const }
        : { askedAt: null, askedBy: "", blocked: "" as const };
      return { status: 200, body: wonLead({ review }) };
    });
    renderLead();
    const panel = await reviewPanel();
    const says = "Sends aroha@example.co.nz one short email with your review link, once. They can opt out.";
    expect(panel.getByText((_, el) => el?.tagName === "P" && el.textContent === says)).toBeTruthy();
    await user.click(panel.getByRole("button", { name: "Ask for a review" }));
    const done = await panel.findByRole("button", { name: "Review asked on 3 Nov" });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(panel.getByText("Asked by owner@example.co.nz. A review is asked for once per lead.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", path: "leads/7/review", body: undefined },
    ]);
  });

  test("a refusal from the server is shown beside the button", async () => {
    const user = userEvent.setup();
    fakeApi(({ method }) =>
      method === "POST"
        ? { status: 409, body: { error: "A review was already asked for on this lead: it is asked once." } }
        : { status: 200, body: wonLead() },
    );
    renderLead();
    const panel = await reviewPanel();
    await user.click(panel.getByRole("button", { name: "Ask for a review" }));
    expect((await panel.findByRole("alert")).textContent).toBe(
      "A review was already asked for on this lead: it is asked once.",
    );
  });

  test.each([
    ["opted-out", "This customer asked not to be asked for reviews."],
    ["no-link", "No review link is set: the owner adds it in the website's business details."],
    ["no-email", "This customer gave no email address, so no review request can be sent."],
    ["no-mail", "Email is not set up on the server (SMTP_URL), so no review request can be sent."],
  ] as const)("when it cannot be sent (%s), no button: the reason instead", async (blocked, words) => {
    fakeApi(() => ({ status: 200, body: wonLead({ review: { askedAt: null, askedBy: "", blocked } }) }));
    renderLead();
    const panel = await reviewPanel();
    expect(panel.getByText(words)).toBeTruthy();
    expect(panel.queryByRole("button")).toBeNull();
  });

  test("a lead not won has no review panel; one asked before keeps showing when it was asked", async () => {
    fakeApi(() => ({
      status: 200,
      body: wonLead({ status: "quoted", review: { askedAt: null, askedBy: "", blocked: "not-won" } }),
    }));
    renderLead();
    await screen.findByText("Came from");
    expect(screen.queryByRole("region", { name: "Review" })).toBeNull();
    cleanup();
    fakeApi(() => ({
      status: 200,
      body: wonLead({
        status: "lost",
        review: { askedAt: "2026-11-03T00:15:00.000Z", askedBy: "owner@example.co.nz", blocked: "not-won" },
      }),
    }));
    renderLead();
    const panel = await reviewPanel();
    expect(panel.getByRole("button", { name: "Review asked on 3 Nov" })).toBeTruthy();
    expect(panel.queryByText("This customer asked not to be asked for reviews.")).toBeNull();
  });

  test("asked, and the customer opted out since: both are said", async () => {
    const review = {
      askedAt: "2026-11-03T00:15:00.000Z",
      askedBy: "owner@example.co.nz",
      blocked: "opted-out" as const,
    };
    fakeApi(() => ({ status: 200, body: wonLead({ review }) }));
    renderLead();
    const panel = await reviewPanel();
    expect((panel.getByRole("button", { name: "Review asked on 3 Nov" }) as HTMLButtonElement).disabled).toBe(true);
    expect(panel.getByText("This customer asked not to be asked for reviews.")).toBeTruthy();
  });
});

describe("deleting a lead is the owner's", () => {
  /** The lead page under the dashboard's root route, whose `me` says who is signed in. */
  const renderAs = (role: "owner" | "staff") => {
    fakeApi(({ path }) =>
      path === "me"
        ? { status: 200, body: { email: `${role}@example.co.nz`, business: "Kauri Plumbing", role } }
        : { status: 200, body: wonLead() },
    );
    renderAdminRoute(
      {
        path: "/admin",
        id: "root",
        Component: Outlet,
        loader: layoutLoader,
        children: [{ path: "leads/:id", Component: LeadPage, loader: leadLoader, action: leadAction }],
      },
      "/admin/leads/7",
    );
  };

  test("the owner has the Delete button in the Privacy panel", async () => {
    renderAs("owner");
    const privacy = within(await screen.findByRole("region", { name: "Privacy" }));
    expect(privacy.getByRole("button", { name: "Delete this lead…" })).toBeTruthy();
  });

  test("staff are told to ask the owner, with no button that the server would refuse", async () => {
    renderAs("staff");
    const privacy = within(await screen.findByRole("region", { name: "Privacy" }));
    expect(privacy.queryByRole("button")).toBeNull();
    expect(privacy.getByText(/tell the owner: only the owner can delete a lead\./)).toBeTruthy();
  });
});
