// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ErrorBoundary, HydrateFallback } from "./root";

afterEach(cleanup);

function renderAt(path: string, Component: () => React.ReactNode, Boundary?: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component, ErrorBoundary: Boundary }]);
  render(<Stub initialEntries={[path]} />);
}

describe("root error handling", () => {
  test("an unexpected error shows the error page with a way home, not a blank screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(
      "/anywhere",
      () => {
        throw new Error("boom");
      },
      () => (
        <ErrorBoundary
          {...({ params: {}, error: new Error("boom") } as unknown as Parameters<typeof ErrorBoundary>[0])}
        />
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(document.body.textContent).not.toContain("boom");
  });

  test("the 404 fallback says so, links home and marks itself for the page script, which logs the path", async () => {
    renderAt("/no/such/page", () => <HydrateFallback />);
    const heading = await screen.findByRole("heading", { level: 1, name: /Oops! Page not found/ });
    expect(screen.getByText("404")).toBeTruthy();
    expect(heading.closest("[data-page-not-found]")).not.toBeNull();
  });
});
