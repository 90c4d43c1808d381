// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TeamSummary } from "../../shared/api/team";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi, type ApiCall } from "../../test/support/site-editor";
import { teamAction, teamLoader } from "./team-actions";
import { RouteError } from "../shell/not-found";
import { TeamPage } from "./team";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hour = 3_600_000;
const team = (changes: Partial<TeamSummary> = {}): TeamSummary => ({
  members: [
    {
      id: 1,
      email: "owner@example.co.nz",
      role: "owner",
      addedAt: "2026-11-01T00:00:00.000Z",
      lastSignInAt: new Date(Date.now() - 2 * hour).toISOString(),
      secondFactor: true,
    },
    {
      id: 2,
      email: "mere@example.co.nz",
      role: "staff",
      addedAt: "2026-11-02T00:00:00.000Z",
      lastSignInAt: null,
      secondFactor: false,
    },
  ],
  invites: [],
  you: 1,
  emailNotices: true,
  inviteHours: 72,
  ...changes,
});

/** The Team page at /admin/team, its API answered by `answer` (GET team: `body`, with `status`). */
function renderTeam(
  body: unknown,
  status = 200,
  answer: (call: ApiCall) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  const calls = fakeApi((call) => (call.path === "team" && call.method === "GET" ? { status, body } : answer(call)));
  renderAdminRoute(
    { path: "/admin/team", Component: TeamPage, loader: teamLoader, action: teamAction, ErrorBoundary: RouteError },
    "/admin/team",
  );
  return calls;
}

const item = (email: string) => within(screen.getByText(email).closest("li")!);

describe("the Team page", () => {
  test("lists each member with their role and last sign-in; the only owner, who is you, offers no change; passes axe", async () => {
    renderTeam(team());
    expect(await screen.findByRole("heading", { level: 1, name: "Team" })).toBeTruthy();
    const members = within(screen.getByRole("list", { name: "Members" })).getAllByRole("listitem");
    expect(members.map((li) => li.querySelector("div")!.textContent)).toEqual([
      "owner@example.co.nz (you)Owner",
      "mere@example.co.nzStaff",
    ]);
    expect(item("owner@example.co.nz").getByText(/Last signed in 2 h ago/)).toBeTruthy();
    expect(item("owner@example.co.nz").getByText(/You are the only owner/)).toBeTruthy();
    expect(item("owner@example.co.nz").queryAllByRole("button")).toEqual([]);
    expect(item("mere@example.co.nz").getByText(/Not signed in yet\. No second step yet/)).toBeTruthy();
    expect(
      item("mere@example.co.nz")
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Make an owner", "Reset second step…", "Remove…"]);
    expect(screen.getByRole("radio", { name: /Staff/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("button", { name: "Email the invite" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("an invite made: its link shown once, to copy; the address and role sent as typed", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const link = "https://www.example.com/admin/login/invite?token=" + "A".repeat(43);
    const calls = renderTeam(team({ emailNotices: false }), 200, (call) =>
      call.path === "team/invites"
        ? {
            status: 201,
            body: {
              link,
              emailed: "no",
              invite: {
                id: 7,
                email: "wiremu@example.co.nz",
                role: "owner",
                invitedBy: "owner@example.co.nz",
                createdAt: "2026-12-06T00:00:00.000Z",
                expiresAt: "2026-12-09T00:00:00.000Z",
              },
            },
          }
        : undefined,
    );
    await screen.findByRole("heading", { level: 1, name: "Team" });
    expect(screen.queryByRole("button", { name: "Email the invite" })).toBeNull();
    expect(screen.getByText(/invites are links for you to send/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Their email address"), { target: { value: "wiremu@example.co.nz" } });
    fireEvent.click(screen.getByRole("radio", { name: /Owner/ }));
    fireEvent.click(screen.getByRole("button", { name: "Make an invite link" }));
    const made = await screen.findByRole("group", { name: "Invite link made" });
    expect(calls.find((c) => c.path === "team/invites")?.body).toEqual({
      email: "wiremu@example.co.nz",
      role: "owner",
      send: false,
    });
    expect(within(made).getByLabelText("Invite link")).toHaveProperty("value", link);
    expect(made.textContent).toContain("makes them an owner");
    await waitFor(() => expect(document.activeElement).toBe(made));
    fireEvent.click(within(made).getByRole("button", { name: "Copy link" }));
    await within(made).findByText("Copied");
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await axePage()).toEqual([]);
  });

  test("removing asks first, then posts; a refusal is shown on the member's own row", async () => {
    const calls = renderTeam(team(), 200, (call) =>
      call.path === "team/members/2/remove" ? { status: 409, body: { error: "Refused for this test." } } : undefined,
    );
    await screen.findByRole("heading", { level: 1, name: "Team" });
    fireEvent.click(item("mere@example.co.nz").getByRole("button", { name: "Remove…" }));
    const ask = await screen.findByRole("group", { name: "Remove mere@example.co.nz?" });
    expect(ask.textContent).toContain("They are signed out at once");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(ask).getByRole("button", { name: "Yes, remove" }));
    expect(await item("mere@example.co.nz").findByRole("alert")).toHaveProperty(
      "textContent",
      "Refused for this test.",
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["team/members/2/remove"]);
  });

  test("staff who open it see the dashboard's own answer, with the way back", async () => {
    renderTeam({ error: "Only an owner can see and change the team." }, 403);
    expect(await screen.findByRole("heading", { level: 1, name: "Not for this account" })).toBeTruthy();
    expect(screen.getByText("Only the owner's account can open this page.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to all leads" }).getAttribute("href")).toBe("/admin");
  });
});
