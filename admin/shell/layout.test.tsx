// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { fakeApi } from "../../test/support/site-editor";
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
  await mountLayout(role);
  const nav = await screen.findByRole("navigation", { name: "Dashboard" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

/** The layout around a Leads page and a settings page with a section whose heading has an id, at `path`. */
async function mountLayout(role: "owner" | "staff" | undefined, path = "/admin") {
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
        children: [
          { index: true, Component: () => <h1 tabIndex={-1}>Leads</h1> },
          {
            path: "site/settings",
            Component: () => (
              <>
                <h1 tabIndex={-1}>Settings</h1>
                <section aria-labelledby="reviews-link-heading">
                  <h2 id="reviews-link-heading">Review requests</h2>
                  <label>
                    Review link <input />
                  </label>
                </section>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole("navigation", { name: "Dashboard" });
  return router;
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

describe("a link to a setting", () => {
  // jsdom lays nothing out, so has no scrollIntoView: here it records where the page was scrolled to.
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  test("names its section by id: the section's field gets focus, not the page's heading", async () => {
    const router = await mountLayout("owner");
    await router.navigate("/admin/site/settings#reviews-link-heading");
    await screen.findByRole("heading", { name: "Settings" });
    // The page's chunk and its content load first; the focus moves once the field is there.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Review link")));
    expect(scrolled).toEqual([screen.getByLabelText("Review link")]);
    // Without an id, the new page's heading, as before.
    await router.navigate("/admin");
    const leads = await screen.findByRole("heading", { name: "Leads" });
    await waitFor(() => expect(document.activeElement).toBe(leads));
  });

  test("opened from a full page load too", async () => {
    await mountLayout("owner", "/admin/site/settings#reviews-link-heading");
    await screen.findByRole("heading", { name: "Settings" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Review link")));
  });
});
