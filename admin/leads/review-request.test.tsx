// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import type { LeadAnswer } from "../../shared/api/leads";
import { axePage } from "../../test/support/axe-page";
import { ReviewRequest } from "./review-request";

afterEach(cleanup);

/** The request's panel on a won lead with no review link set, for an account of `role` (the root route's loader). */
async function renderNoLink(role: "owner" | "staff") {
  const lead = { email: "aroha@example.co.nz", review: { askedAt: null, askedBy: "", blocked: "no-link" } };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/admin",
        loader: () => ({ email: "jo@example.co.nz", business: "Kauri Plumbing", role }),
        HydrateFallback: () => null,
        Component: () => (
          <main>
            <h1>Lead</h1>
            <ReviewRequest lead={lead as unknown as LeadAnswer} />
          </main>
        ),
      },
    ],
    { initialEntries: ["/admin"] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { name: "Lead" });
}

describe("a review request with no review link set", () => {
  test("the owner gets a link to the setting's field: Website → Settings, its section named by id", async () => {
    await renderNoLink("owner");
    const link = screen.getByRole("link", { name: "Add your review link in Website → Settings" });
    expect(link.getAttribute("href")).toBe("/admin/site/settings#reviews-link-heading");
    expect(link.closest("p")!.textContent).toBe(
      "No review link is set. Add your review link in Website → Settings, then ask.",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(await axePage()).toEqual([]);
  });

  test("staff, who cannot open the website's settings, are told who can", async () => {
    await renderNoLink("staff");
    expect(
      screen.getByText("No review link is set: the owner adds it in the website's business details."),
    ).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
