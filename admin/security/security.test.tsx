// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { Outlet } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AccountSummary } from "../../shared/api/account";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { accountAction, accountLoader } from "./account-actions";
import { layoutLoader } from "../shell/layout-actions";
import { RouteError } from "../shell/not-found";
import { SecurityPage } from "./security";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = "owner@example.co.nz";

/** The account as GET /admin/api/account answers it: a password only, on the site's own address, email set up. */
const account = (changes: Partial<AccountSummary> = {}): AccountSummary => ({
  email,
  requireSecondFactor: false,
  passkeysHere: true,
  siteUrl: "https://www.example.com",
  passkeys: [],
  app: false,
  recoveryCodesLeft: 0,
  emailNotices: true,
  devices: [],
  signedIn: { idleHours: 72, maxDays: 30 },
  ...changes,
});

/** The Security page under the dashboard's root route (whose `me` it reads), answering GET account with `body`. */
function renderSecurity(body: unknown, status = 200) {
  fakeApi(({ path }) => {
    if (path === "me") return { status: 200, body: { email, business: "Kauri Plumbing", role: "owner" } };
    if (path === "account") return { status, body };
    return undefined;
  });
  renderAdminRoute(
    {
      path: "/admin",
      id: "root",
      Component: Outlet,
      loader: layoutLoader,
      children: [
        {
          path: "security",
          Component: SecurityPage,
          loader: accountLoader,
          action: accountAction,
          ErrorBoundary: RouteError,
        },
      ],
    },
    "/admin/security",
  );
}

const panel = (name: string) => within(screen.getByRole("region", { name }));
const NO_FACTOR = /Signing in takes only your password/;

describe("the Security page", () => {
  test("a password only: urges a second step, no passkeys, no app, no recovery codes yet; passes axe", async () => {
    renderSecurity(account());
    expect(await screen.findByRole("heading", { level: 1, name: "Security" })).toBeTruthy();
    expect(screen.getByText(NO_FACTOR)).toBeTruthy();
    expect(screen.getByText(email).parentElement!.textContent).toContain(`each is emailed to ${email}`);
    expect(panel("Passkeys").getByText("No passkeys yet.")).toBeTruthy();
    expect(panel("Passkeys").getByRole("button", { name: "Add a passkey…" })).toBeTruthy();
    expect(panel("Authenticator app").getByText(/^No authenticator app is set up\./)).toBeTruthy();
    expect(panel("Authenticator app").getByRole("button", { name: "Set up an authenticator app…" })).toBeTruthy();
    expect(
      panel("Recovery codes").getByText(
        "Recovery codes come with a passkey or an authenticator app: add one of those first.",
      ),
    ).toBeTruthy();
    expect(panel("Recovery codes").queryByRole("button")).toBeNull();
    expect(panel("Password").getByRole("button", { name: "Change password" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("with a passkey and an app: lists the passkey, the app is replaceable, codes are counted; passes axe", async () => {
    renderSecurity(
      account({
        app: true,
        recoveryCodesLeft: 7,
        passkeys: [
          { id: "pk1", name: "Phone", createdAt: "2026-11-02T20:00:00.000Z", lastUsedAt: null },
          { id: "pk2", name: "", createdAt: "2026-11-02T20:00:00.000Z", lastUsedAt: "2026-11-03T01:00:00.000Z" },
        ],
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Security" });
    expect(screen.queryByText(NO_FACTOR)).toBeNull();
    const passkeys = within(panel("Passkeys").getByRole("list", { name: "Your passkeys" }));
    const [phone, unnamed] = passkeys.getAllByRole("listitem");
    expect(phone!.textContent).toContain("Phone");
    expect(phone!.textContent).toContain("Not used to sign in yet.");
    // A passkey saved without a name is called "Passkey".
    expect(unnamed!.textContent).toMatch(/^Passkey/);
    expect(unnamed!.textContent).toContain("Last signed in");
    // jsdom's name computation drops the space before the sr-only name, which Chromium keeps ("Remove Phone…").
    expect(passkeys.getByRole("button", { name: /^Remove ?Phone…$/ })).toBeTruthy();
    expect(panel("Authenticator app").getByRole("button", { name: "Replace the authenticator app…" })).toBeTruthy();
    expect(panel("Recovery codes").getByText(/^7 of 10 left\./)).toBeTruthy();
    expect(panel("Recovery codes").getByRole("button", { name: "Make new recovery codes…" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("opened away from the site's own address, a passkey is added there; a server without email says so", async () => {
    renderSecurity(account({ passkeysHere: false, emailNotices: false }));
    await screen.findByRole("heading", { level: 1, name: "Security" });
    const link = panel("Passkeys").getByRole("link", { name: "https://www.example.com/admin/security" });
    expect(link.getAttribute("href")).toBe("https://www.example.com/admin/security");
    expect(panel("Passkeys").queryByRole("button", { name: "Add a passkey…" })).toBeNull();
    expect(
      screen.getByText(/This server has no email set up \(SMTP_URL\), so changes are not emailed to/),
    ).toBeTruthy();
  });

  test("an answer of another shape shows the owner an error naming it, not a blank page; passes axe", async () => {
    renderSecurity({ ...account(), passkeys: [{ id: "pk1", name: "Phone", createdAt: "x" }] });
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText("The server sent something this page can't read (account.passkeys[0].lastUsedAt)."),
    ).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a server error shows its words and reference", async () => {
    renderSecurity({ error: "Something went wrong on the server.", errorId: "ab12cd34" }, 500);
    expect(await screen.findByText("Something went wrong on the server. Reference: ab12cd34.")).toBeTruthy();
  });
});
