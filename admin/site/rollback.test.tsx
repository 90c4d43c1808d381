// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { fakeApi } from "../../test/support/site-editor";
import { renderAdminRoute } from "../../test/support/admin-route";
import { siteAction, siteLoader, SEED, type Build, type BuildsState } from "./site-actions";
import { SitePage } from "./site";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const first: Build = {
  id: "b-first",
  revision: 4,
  by: "owner@example.co.nz",
  startedAt: "2026-03-01T20:00:00Z",
  finishedAt: "2026-03-01T20:01:10Z",
  state: "ready",
  error: null,
};

test("after a roll back, the toast names what was put back, not the build the page then offers to roll back to", async () => {
  const user = userEvent.setup();
  let state: BuildsState = { live: first.id, previous: SEED, building: null, builds: [first] };
  fakeApi(({ method, path }) => {
    if (path === "site/revisions") return { status: 200, body: { revisions: [] } };
    if (path === "site/builds") return { status: 200, body: state };
    if (method === "POST" && path === "site/rollback") {
      state = { live: null, previous: first.id, building: null, builds: [first] };
      return { status: 200, body: state };
    }
    return undefined;
  });
  renderAdminRoute({ path: "/admin/site", Component: SitePage, loader: siteLoader, action: siteAction }, "/admin/site");
  await user.click(await screen.findByRole("button", { name: "Roll back…" }));
  const confirm = screen.getByRole("group", { name: "Put the previous build back live?" });
  await user.click(within(confirm).getByRole("button", { name: "Yes, roll back" }));
  expect(await screen.findByText("Rolled back")).toBeTruthy();
  expect(
    await screen.findByText("The site as it came (built from the website's own files) is live again."),
  ).toBeTruthy();
  expect(screen.queryByText("The build of revision 4 is live again.")).toBeNull();
});
