// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { LeadPage, QuarantinedLead } from "../../shared/api/leads";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { spamAction, spamLoader } from "./spam-actions";
import { SpamPage } from "./spam";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A quote the spam checks held back, as GET /admin/api/spam lists it. */
const held = (id: number, name: string, changes: Partial<QuarantinedLead> = {}): QuarantinedLead => ({
  id,
  name,
  phone: "021 555 0199",
  email: "",
  location: "Manukau",
  service: "Blocked Drains",
  urgency: "",
  emergency: false,
  status: "new",
  receivedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  answerBy: new Date(Date.now() + 27 * 60_000).toISOString(),
  answeredAt: null,
  delivery: "none",
  message: "",
  spamReasons: ["too-fast"],
  ...changes,
});

const page = (leads: QuarantinedLead[]): LeadPage<QuarantinedLead> => ({
  leads,
  total: leads.length,
  newer: null,
  older: null,
});

function renderSpam() {
  renderAdminRoute({ path: "/admin/spam", Component: SpamPage, loader: spamLoader, action: spamAction }, "/admin/spam");
}

describe("the Spam page", () => {
  test("lists each held quote with why it was held, the reasons in words, and passes axe", async () => {
    fakeApi(() => ({
      status: 200,
      body: page([
        held(9, "Cheap Pills", {
          email: "x@spam.example",
          message: "<a href=x>buy</a> http://a http://b http://c",
          spamReasons: ["links", "markup", "made-up-by-a-newer-server"],
        }),
        held(8, "Mere Real"),
      ]),
    }));
    renderSpam();
    expect(await screen.findByRole("heading", { level: 1, name: "Spam quarantine" })).toBeTruthy();
    expect(screen.getByText(/^\d+ held back$/).textContent).toBe("2 held back");
    const list = screen.getByRole("list", { name: "Quarantined quote requests, newest first" });
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first!).getByRole("link", { name: "Cheap Pills" }).getAttribute("href")).toBe("/admin/leads/9");
    expect(first!.textContent).toContain("Blocked Drains · 021 555 0199 · x@spam.example");
    expect(within(first!).getByText("3 min ago")).toBeTruthy();
    // Known reasons in words; one this page has no words for, as the server named it.
    expect(
      within(within(first!).getByRole("list"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["More than two links", "Contains HTML or BBCode tags", "made-up-by-a-newer-server"]);
    expect(second!.textContent).toContain("Blocked Drains · 021 555 0199");
    expect(second!.textContent).not.toContain(" · x@");
    expect(within(second!).getByText("Sent within seconds of the page opening")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Release as a real lead: Mere Real" })).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("releasing one posts it and toasts while the list reloads; the list then comes back without it", async () => {
    let released = false;
    // The reload after the release waits until the toast is up: the card shows it from the answer it had before the
    // reload removes it (admin/spam/spam.tsx), as over a network; an instant answer would skip that render.
    let reload!: () => void;
    const reloaded = new Promise<void>((resolve) => (reload = resolve));
    const calls = fakeApi(async ({ method, path }) => {
      if (method === "POST" && path === "spam/8/release") {
        released = true;
        return { status: 204 };
      }
      if (released) await reloaded;
      return { status: 200, body: page(released ? [] : [held(8, "Mere Real")]) };
    });
    renderSpam();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Release as a real lead: Mere Real" }));
    expect(
      await screen.findByText("Mere Real's request is now a lead, and its notifications are on their way."),
    ).toBeTruthy();
    expect(screen.getByText("Released", { exact: true })).toBeTruthy();
    reload();
    expect(await screen.findByText("Nothing is in quarantine.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", path: "spam/8/release", body: undefined },
    ]);
  });

  test("a refused release is said beside its button, and the quote stays", async () => {
    fakeApi(({ method }) =>
      method === "POST"
        ? { status: 404, body: { error: "This request is no longer in quarantine." } }
        : { status: 200, body: page([held(8, "Mere Real")]) },
    );
    renderSpam();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Release as a real lead: Mere Real" }));
    expect(await screen.findByText("This request is no longer in quarantine.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mere Real" })).toBeTruthy();
  });

  test("nothing held: says so, with no list, and passes axe", async () => {
    fakeApi(() => ({ status: 200, body: page([]) }));
    renderSpam();
    expect(await screen.findByText("Nothing is in quarantine.")).toBeTruthy();
    expect(screen.getByText(/^\d+ held back$/).textContent).toBe("0 held back");
    expect(screen.queryByRole("list")).toBeNull();
    expect(await axePage()).toEqual([]);
  });

  test("an answer of another shape shows the owner an error naming it, not a blank page", async () => {
    // A reason that is not words: the server and this page disagree (an old tab after an update).
    fakeApi(() => ({ status: 200, body: page([held(8, "Mere Real", { spamReasons: [3] as unknown as string[] })]) }));
    renderSpam();
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText("The server sent something this page can't read (spam.leads[0].spamReasons[0])."),
    ).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a server error shows its words and reference", async () => {
    fakeApi(() => ({ status: 500, body: { error: "Something went wrong on the server.", errorId: "ab12cd34" } }));
    renderSpam();
    expect(await screen.findByText("Something went wrong on the server. Reference: ab12cd34.")).toBeTruthy();
  });
});
