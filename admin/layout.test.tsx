// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeApi } from "../test/support/site-editor";
import { AdminLayout } from "./layout";
import { layoutLoader } from "./layout-actions";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The dashboard's frame for an account of `role`, as GET /admin/api/me says. Mounted without renderAdminRoute
 * (test/support/admin-route.tsx), whose <main> stands in for this layout's own: here it would hold a second.
 */
async function navFor(role: "owner" | "staff" | undefined) {
  fakeApi(({ path }) => {
    if (path === "me") return { status: 200, body: { email: "jo@example.co.nz", business: "Kauri Plumbing", role } };
    if (path === "deliveries") return { status: 200, body: { failures: [] } };
    return undefined;
  });
  const router = createMemoryRouter(
    [
      {
        path: "/admin",
        id: "root",
        Component: AdminLayout,
        loader: layoutLoader,
        HydrateFallback: () => null,
        children: [{ index: true, Component: () => <h1>Leads</h1> }],
      },
    ],
    { initialEntries: ["/admin"] },
  );
  render(<RouterProvider router={router} />);
  const nav = await screen.findByRole("navigation", { name: "Dashboard" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("the dashboard's navigation", () => {
  test("the owner has Website, Privacy and Team", async () => {
    expect(await navFor("owner")).toEqual([
      ["Leads", "/admin"],
      ["Spam", "/admin/spam"],
      ["Overview", "/admin/overview"],
      ["Security", "/admin/security"],
      ["Website", "/admin/site"],
      ["Privacy", "/admin/privacy"],
      ["Team", "/admin/team"],
    ]);
  });

  test.each(["staff", undefined] as const)(
    "an account whose role is %s has no Website, Privacy nor Team",
    async (role) => {
      expect((await navFor(role)).map(([label]) => label)).toEqual(["Leads", "Spam", "Overview", "Security"]);
    },
  );
});
