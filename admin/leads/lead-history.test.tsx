// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { LeadEvent } from "../../shared/api/leads";
import { LeadHistory } from "./lead-history";

afterEach(cleanup);

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
