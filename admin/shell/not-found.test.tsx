// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ApiError } from "./api";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

afterEach(cleanup);

/** The dashboard page at /admin whose loader met `error`, shown by the route's error boundary (RouteError). */
function renderFailing(error: Error) {
  renderAdminRoute(
    {
      path: "/admin",
      Component: () => null,
      loader: () => {
        throw error;
      },
    },
    "/admin",
  );
}

describe("the dashboard's error page", () => {
  test("an error on the server's side shows the server's words and the reference it was logged under; passes axe", async () => {
    renderFailing(new ApiError(500, "Something went wrong on the server. Please try again.", undefined, "5f33d695"));
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("Something went wrong on the server. Please try again. Reference: 5f33d695.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to all leads" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a refusal without an id shows its words alone; a missing lead says so; passes axe", async () => {
    renderFailing(new ApiError(400, "Send the search words in the body."));
    expect(await screen.findByText("Send the search words in the body.")).toBeTruthy();
    expect(document.body.textContent).not.toContain("Reference");
    cleanup();
    renderFailing(new ApiError(404, "There is no such lead."));
    expect(await screen.findByRole("heading", { level: 1, name: "Lead not found" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });
});
