// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeApi } from "../../test/support/site-editor";
import { siteAction, siteLoader, type Build, type BuildsState } from "./site-actions";
import { SitePage } from "./site";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const live: Build = {
  id: "b-live",
  revision: 6,
  by: "owner@example.co.nz",
  startedAt: "2026-03-01T20:00:00Z",
  finishedAt: "2026-03-01T20:01:10Z",
  state: "ready",
  error: null,
};
const running: Build = {
  id: "b-new",
  revision: 8,
  by: "owner@example.co.nz",
  startedAt: "2026-03-02T02:00:00Z",
  finishedAt: null,
  state: "running",
  error: null,
};
const revisions = [
  { id: 8, savedAt: "2026-03-02T01:59:00Z", savedBy: "owner@example.co.nz", summary: "Review from Tama W. edited" },
  { id: 7, savedAt: "2026-03-02T01:00:00Z", savedBy: "owner@example.co.nz", summary: "Business details" },
  { id: 6, savedAt: "2026-03-01T19:00:00Z", savedBy: "owner@example.co.nz", summary: "Claims" },
];

function renderSite() {
  renderAdminRoute({ path: "/admin/site", Component: SitePage, loader: siteLoader, action: siteAction }, "/admin/site");
}

/** The fake API of the Website page: the builds answer in turn (the last one repeats), the revisions as above. */
function fakeSite(answers: BuildsState[]) {
  return fakeApi(({ method, path }) => {
    if (path === "site/revisions") return { status: 200, body: { revisions } };
    if (path === "site/builds" && method === "GET")
      return { status: 200, body: answers.length > 1 ? answers.shift() : answers[0] };
    if (path === "site/builds" && method === "POST") return { status: 202, body: { build: running } };
    if (path === `site/builds/${running.id}/live`) return { status: 200, body: {} };
    return undefined;
  });
}

describe("the Website page", () => {
  test("Build starts a build, whose progress shows until it fails; the failure is said in words", async () => {
    const user = userEvent.setup();
    const failed = {
      ...running,
      state: "failed" as const,
      finishedAt: "2026-03-02T02:00:40Z",
      error:
        "The build failed (exit code 1).\nError: BUSINESS_PHONE: a phone number such as 09 123 4567\n    at readSiteEnv (config/env.ts:80:9)",
    };
    const calls = fakeSite([
      { live: live.id, previous: null, building: null, builds: [live] },
      { live: live.id, previous: null, building: running, builds: [running, live] },
      { live: live.id, previous: null, building: null, builds: [failed, live] },
    ]);
    renderSite();
    expect(await screen.findByText(/the build of/)).toBeTruthy();
    expect(screen.getByText("Saved changes are not on the site yet (revision 8).", { exact: false })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Build revision 8" }));

    expect(await screen.findByRole("progressbar", { name: "Building revision 8" })).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path === "site/builds")).toBe(true);
    const status = screen
      .getAllByRole("status")
      .find((region) => region.textContent?.startsWith("Building revision 8"));
    expect(status).toBeTruthy();

    const words = await screen.findByText(
      "Revision 8 did not build. The build failed (exit code 1). Error: BUSINESS_PHONE: a phone number such as 09 123 4567",
      { selector: "[role=status] p" },
      { timeout: 4000 },
    );
    expect(words).toBeTruthy();
    // What the build printed about its error, on the failed build's entry.
    expect(screen.getByText("What the build said").closest("details")!.textContent).toContain(
      "at readSiteEnv (config/env.ts:80:9)",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Build revision 8" })).toBeTruthy();
  });

  test("each editor is one link away; the page passes axe", async () => {
    fakeSite([{ live: live.id, previous: null, building: null, builds: [live] }]);
    renderSite();
    const editors = await screen.findByRole("navigation", { name: "Edit the site" });
    expect(
      within(editors)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["ReviewsThe Reviews page's and the home page's: add, correct, hide and order them.", "/admin/site/reviews"],
      ["QuestionsThe FAQ page's and the home page's.", "/admin/site/faqs"],
      ["ProjectsAdd jobs with their photos; feature and order them.", "/admin/site/projects"],
      ["Services and areasThe words of each service, area and suburb page.", "/admin/site/services"],
      [
        "Page wordsEach page's headings, its words in search results, and the home, About, Services and quote pages' own sections.",
        "/admin/site/pages",
      ],
      ["Business detailsName, numbers, links, ratings and hours.", "/admin/site/settings"],
      ["PhotosSpace used; delete photos no one uses.", "/admin/site/photos"],
    ]);
    expect(await axePage()).toEqual([]);
  });

  test("a running build is followed until ready; then it can be previewed and put live", async () => {
    const user = userEvent.setup();
    const ready = { ...running, state: "ready" as const, finishedAt: "2026-03-02T02:01:00Z" };
    const calls = fakeSite([
      { live: live.id, previous: null, building: running, builds: [running, live] },
      { live: live.id, previous: null, building: null, builds: [ready, live] },
    ]);
    renderSite();
    expect(await screen.findByRole("progressbar", { name: "Building revision 8" })).toBeTruthy();
    await screen.findByText("The build of revision 8 is ready: preview it, then put it live.", {}, { timeout: 4000 });
    const preview = screen.getByRole("link", { name: "Preview the build of revision 8 (opens in a new tab)" });
    expect(preview.getAttribute("href")).toBe("/admin/preview/b-new");
    const builds = screen.getByRole("heading", { name: "Recent builds" }).nextElementSibling as HTMLElement;
    expect(within(builds).getAllByRole("listitem")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Go live with the build of revision 8" }));
    expect(await screen.findByText("The site is live")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path === "site/builds/b-new/live")).toBe(true);
  });

  test("Go live with an older build asks first, saying in the server's words what it puts back", async () => {
    const user = userEvent.setup();
    const older: Build = {
      ...live,
      id: "b-old",
      revision: 5,
      startedAt: "2026-02-27T20:00:00Z",
      finishedAt: "2026-02-27T20:01:00Z",
      changes: "This puts back: the phone 09 555 0142, 3 reviews fewer.",
    };
    const calls = fakeApi(({ method, path }) => {
      if (path === "site/revisions") return { status: 200, body: { revisions } };
      if (path === "site/builds")
        return { status: 200, body: { live: live.id, previous: null, building: null, builds: [live, older] } };
      if (method === "POST" && path === "site/builds/b-old/live") return { status: 200, body: {} };
      return undefined;
    });
    renderSite();
    await user.click(await screen.findByRole("button", { name: "Go live with the build of revision 5…" }));
    const confirm = screen.getByRole("group", { name: "Put the build of revision 5 live?" });
    expect(document.activeElement).toBe(confirm);
    expect(within(confirm).getByText("This puts back: the phone 09 555 0142, 3 reviews fewer.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(await axePage()).toEqual([]);
    // Cancel closes it without a change; the second time, Yes goes live.
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: "Put the build of revision 5 live?" })).toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Go live with the build of revision 5…" }));
    await user.click(screen.getByRole("button", { name: "Yes, go live" }));
    expect(await screen.findByText("The site is live")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path === "site/builds/b-old/live")).toBe(true);
    expect(screen.queryByRole("group", { name: "Put the build of revision 5 live?" })).toBeNull();
  });

  test("the history restores a revision; roll back asks first", async () => {
    const user = userEvent.setup();
    const previous = { ...live, id: "b-old", revision: 5 };
    const calls = fakeApi(({ method, path }) => {
      if (path === "site/revisions") return { status: 200, body: { revisions } };
      if (path === "site/builds")
        return {
          status: 200,
          body: { live: live.id, previous: previous.id, building: null, builds: [live, previous] },
        };
      if (method === "POST" && path === "site/revisions/7/restore") return { status: 200, body: { revision: 9 } };
      if (method === "POST" && path === "site/rollback") return { status: 200, body: {} };
      return undefined;
    });
    renderSite();
    await user.click(await screen.findByRole("button", { name: "Restore revision 7" }));
    expect(
      screen.getByText(
        "We keep every version from the last 30 days, then one a day for a year, and always the live one.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText("Revision 7 restored")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Restore revision 8" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Roll back…" }));
    const confirm = screen.getByRole("group", { name: "Put the previous build back live?" });
    expect(document.activeElement).toBe(confirm);
    expect(confirm.textContent).toContain("revision 5");
    expect(calls.some((call) => call.path === "site/rollback")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Yes, roll back" }));
    expect(await screen.findByText("Rolled back")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path === "site/rollback")).toBe(true);
  });
});
