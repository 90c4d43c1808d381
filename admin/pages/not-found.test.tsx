// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ApiError } from "../api";
import { RouteError } from "./not-found";
import { axePage } from "../../test/support/axe-page";

afterEach(cleanup);

/** The dashboard page at /admin whose loader met `error`, shown by the route's error boundary. */
function renderFailing(error: Error) {
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => null,
      loader: () => {
        throw error;
      },
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
    },
  ]);
  // Inside <main>, as admin/main.tsx shows a route's error.
  render(
    <main>
      <Stub initialEntries={["/admin"]} />
    </main>,
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
