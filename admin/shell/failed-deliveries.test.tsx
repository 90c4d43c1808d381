// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { axePage } from "../../test/support/axe-page";
import { fakeApi, type ApiCall } from "../../test/support/site-editor";
import { FailedDeliveries } from "./failed-deliveries";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lost = { id: 11, quoteId: 7, name: "Aroha Smith", channel: "email", attempts: 8, lastError: "550 mailbox full" };
const hook = { id: 12, quoteId: 9, name: "Mere Fresh", channel: "webhook", attempts: 8, lastError: "HTTP 502" };

/** The banner, GET deliveries answering `failures` (or `reply`, whole), other calls by `post`. */
function renderBanner(reply: { status: number; body: unknown }, post: (call: ApiCall) => number = () => 204) {
  const calls = fakeApi((call) => (call.method === "GET" ? reply : { status: post(call), body: { error: "No." } }));
  render(
    <MemoryRouter>
      <main>
        <FailedDeliveries />
      </main>
    </MemoryRouter>,
  );
  return calls;
}

const banner = () => screen.findByRole("region", { name: /not delivered$/ });

describe("the failed deliveries banner", () => {
  test("nothing failed: nothing shown", async () => {
    const calls = renderBanner({ status: 200, body: { failures: [] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.querySelector("main")!.textContent).toBe("");
  });

  test("each failure in words, linked to its lead, with its buttons; passes axe", async () => {
    renderBanner({ status: 200, body: { failures: [lost, hook] } });
    const region = within(await banner());
    expect(region.getByRole("heading", { name: "2 leads were not delivered" })).toBeTruthy();
    const items = region.getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("span")!.textContent)).toEqual([
      "Aroha Smith: the lead email failed after 8 attempts (550 mailbox full)",
      "Mere Fresh: the webhook failed after 8 attempts (HTTP 502)",
    ]);
    expect(region.getByRole("link", { name: "Aroha Smith" }).getAttribute("href")).toBe("/admin/leads/7");
    expect(region.getByRole("button", { name: "Retry the lead email for Aroha Smith" })).toBeTruthy();
    expect(region.getByRole("button", { name: "Dismiss the webhook for Mere Fresh" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("retry and dismiss each post, and take the failure off; the last gone, the banner goes", async () => {
    const user = userEvent.setup();
    const calls = renderBanner({ status: 200, body: { failures: [lost, hook] } });
    const region = within(await banner());
    await user.click(region.getByRole("button", { name: "Retry the lead email for Aroha Smith" }));
    expect(await region.findByRole("heading", { name: "1 lead was not delivered" })).toBeTruthy();
    await user.click(region.getByRole("button", { name: "Dismiss the webhook for Mere Fresh" }));
    await waitFor(() => expect(screen.queryByRole("region")).toBeNull());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "deliveries/11/retry",
      "deliveries/12/dismiss",
    ]);
  });

  test("a refused retry says why, and the failure stays", async () => {
    renderBanner({ status: 200, body: { failures: [lost] } }, () => 409);
    const region = within(await banner());
    await userEvent.setup().click(region.getByRole("button", { name: "Retry the lead email for Aroha Smith" }));
    expect((await region.findByRole("alert")).textContent).toBe("No.");
    expect(region.getByRole("heading", { name: "1 lead was not delivered" })).toBeTruthy();
  });

  test("the failures unread (a server error, or an answer of another shape) are said, not hidden", async () => {
    renderBanner({ status: 500, body: { error: "Something went wrong on the server.", errorId: "ab12cd34" } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Something went wrong on the server. Reference: ab12cd34.",
    );
    cleanup();
    renderBanner({ status: 200, body: { failures: [{ ...lost, channel: "pigeon" }] } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The server sent something this page can't read (deliveries.failures[0].channel).",
    );
    expect(await axePage()).toEqual([]);
  });
});
