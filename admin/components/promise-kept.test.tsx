// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { LeadEvent } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { HeldSpamNotice } from "./held-spam-notice";
import { LeadHistory } from "./lead-history";
import { PromiseKeptPanel } from "./promise-kept";

afterEach(cleanup);

const MINUTE = 60_000;

describe("the promise kept, on the overview", () => {
  test("per window: the share answered in time with its counts, and the median time to answer", () => {
    render(
      <PromiseKeptPanel
        windows={[
          { days: 7, judged: 7, within: 4, answered: 5, medianMs: 12 * MINUTE },
          { days: 30, judged: 0, within: 0, answered: 0, medianMs: null },
        ]}
      />,
    );
    const panel = screen.getByRole("region", { name: "Promise kept" });
    const [week, month] = within(panel)
      .getAllByRole("term")
      .map((term) => term.parentElement!);
    expect(week!.textContent).toBe("Last 7 days57% answered in time4 of 7 leadsMedian time to answer: 12 min");
    expect(month!.textContent).toBe("Last 30 days– answered in time0 of 0 leadsMedian time to answer: no answers yet");
  });
});

describe("quotes held as spam", () => {
  const inRouter = (element: React.ReactNode) => renderAdminRoute({ path: "/admin", element }, "/admin");

  test("none: nothing is said", () => {
    const { container } = inRouter(<HeldSpamNotice count={0} days={7} />);
    expect(container.textContent).toBe("");
  });

  test("one: in the singular, linking the Spam tab", () => {
    inRouter(<HeldSpamNotice count={1} days={7} />);
    const link = screen.getByRole("link", { name: "check it" });
    expect(link.parentElement!.textContent).toBe("1 quote held as spam in the last 7 days: check it");
    expect(link.getAttribute("href")).toBe("/admin/spam");
  });
});

describe("the lead's history", () => {
  const event = (kind: LeadEvent["kind"], actor: string): LeadEvent => ({
    at: "2026-11-25T00:10:00.000Z",
    actor,
    kind,
    fromStatus: "",
    toStatus: "",
    note: "",
  });

  test("says a call was tapped, and that the inbox sent the overdue reminder", () => {
    render(
      <LeadHistory
        events={[event("called", "owner@example.co.nz"), event("escalated", "the inbox")]}
        receivedAt="2026-11-24T21:00:00.000Z"
      />,
    );
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toMatch(/^Calledowner@example\.co\.nz · /);
    expect(items[1]).toMatch(/^Not answered in time: reminder sentthe inbox · /);
  });
});
