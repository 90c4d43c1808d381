// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ErasureRecord, PersonReport, PrivacyOverview } from "../../shared/api/privacy";
import { fakeApi } from "../../test/support/site-editor";
import { privacyAction, privacyLoader } from "./privacy-actions";
import { PrivacyPage } from "./privacy";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

/** A quotes row as stored, as the report carries it. */
type StoredQuote = PersonReport["rows"]["quotes"][number];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quote = (id: number, fields: Partial<StoredQuote> = {}): StoredQuote => ({
  id,
  form: "quote",
  name: "Aroha Ngata",
  email: "aroha@example.co.nz",
  phone: "021 555 0177",
  service: "Leak Detection",
  urgency: "",
  location: "",
  message: "Tap drips",
  page: "/quote",
  received_at: "2026-11-03T21:15:00.000Z",
  user_agent: "Mozilla/5.0 (iPhone)",
  spam: 0,
  spam_reasons: "[]",
  status: "new",
  source: "search",
  landing_page: "/",
  referrer_host: "www.google.com",
  utm: "{}",
  click_ids: "",
  device: "mobile",
  visit_id: "v1",
  phone_key: "+64215550177",
  email_key: "aroha@example.co.nz",
  ...fields,
});

const report = (): PersonReport => ({
  person: { email: "", phone: "+64 21 555 0177" },
  rows: {
    quotes: [quote(3), quote(9, { spam: 1, spam_reasons: '["too-fast"]', phone: "(021) 555-0177", message: "Again" })],
    lead_events: [
      {
        id: 1,
        quote_id: 3,
        at: "2026-11-04T01:00:00.000Z",
        actor: "owner@example.co.nz",
        kind: "note",
        from_status: "",
        to_status: "",
        note: "Rang back, quoted $450",
      },
    ],
    deliveries: [
      {
        id: 5,
        quote_id: 3,
        channel: "email",
        idempotency_key: "k",
        state: "sent",
        attempts: 1,
        next_attempt_at: "2026-11-03T21:15:00.000Z",
        created_at: "2026-11-03T21:15:00.000Z",
        last_error: "",
        dismissed_at: null,
      },
      {
        id: 6,
        quote_id: 3,
        channel: "webhook",
        idempotency_key: "l",
        state: "failed",
        attempts: 3,
        next_attempt_at: "2026-11-03T21:15:00.000Z",
        created_at: "2026-11-03T21:15:00.000Z",
        last_error: "HTTP 500",
        dismissed_at: null,
      },
    ],
    delivery_attempts: [
      {
        id: 7,
        delivery_id: 5,
        started_at: "2026-11-03T21:15:01.000Z",
        finished_at: "2026-11-03T21:15:02.000Z",
        outcome: "sent",
        error: "",
      },
    ],
    quote_photos: [
      {
        id: "AAAAAAAAAAAAAAAAAAAAAA",
        quote_id: 3,
        position: 1,
        content_type: "image/jpeg",
        bytes: 1000,
        width: 640,
        height: 480,
        created_at: "2026-11-03T21:15:00.000Z",
      },
    ],
  },
});

const overview = (fields: Partial<PrivacyOverview> = {}): PrivacyOverview => ({
  today: "2026-11-26",
  receivedOn: "2026-11-26",
  dueDate: "2026-12-24",
  workingDays: 20,
  erasures: [],
  ...fields,
});

const erased: ErasureRecord = {
  id: 1,
  at: "2026-11-26T02:00:00.000Z",
  actor: "owner@example.co.nz",
  receivedOn: "2026-11-20",
  dueDate: "2026-12-18",
  leads: 2,
  photos: 1,
};

function renderPage(answer: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(answer);
  const { router } = renderAdminRoute(
    { path: "/admin/privacy", Component: PrivacyPage, loader: privacyLoader, action: privacyAction },
    "/admin/privacy",
  );
  return { calls, router };
}

async function search(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(await screen.findByLabelText("Phone number"), phone);
  await user.click(screen.getByRole("button", { name: "Search" }));
}

describe("the privacy requests page", () => {
  test("a search shows every lead held, spam included, with its fields, photo, history, deliveries and export; passes axe", async () => {
    const user = userEvent.setup();
    const { calls, router } = renderPage(({ method, path }) => {
      if (path === "privacy") return { status: 200, body: overview() };
      if (method === "POST" && path === "privacy/search") return { status: 200, body: report() };
      return undefined;
    });
    await search(user, "+64 21 555 0177");
    const heading = await screen.findByRole("heading", { name: "What you hold about +64 21 555 0177" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The phone went in the request's body, never the address.
    expect(calls.find((c) => c.path === "privacy/search")?.body).toEqual({ email: "", phone: "+64 21 555 0177" });
    expect(calls.every((c) => !c.path.includes("0177"))).toBe(true);
    expect(router.state.location.search).toBe("");
    expect(screen.getByText("2 leads, 1 photo, 1 history entry")).toBeTruthy();

    const leads = within(screen.getByRole("list", { name: "Their leads, oldest first" })).getAllByRole("article");
    expect(leads).toHaveLength(2);
    const first = within(leads[0]!);
    expect(first.getByRole("link", { name: "Lead #3" }).getAttribute("href")).toBe("/admin/leads/3");
    expect(first.getByText("Tap drips")).toBeTruthy();
    expect(first.getByText("www.google.com")).toBeTruthy();
    expect(first.getByText("Mozilla/5.0 (iPhone)")).toBeTruthy();
    expect(first.getByRole("img").getAttribute("src")).toBe("/admin/api/photos/AAAAAAAAAAAAAAAAAAAAAA");
    expect(first.getByText("Rang back, quoted $450")).toBeTruthy();
    expect(first.getByText("webhook: failed, 3 attempts")).toBeTruthy();
    const second = within(leads[1]!);
    expect(second.getByText("held as spam")).toBeTruthy();
    expect(second.getByText('["too-fast"]')).toBeTruthy();

    // What cannot be recalled: the lead email that reached the inbox (the failed webhook delivered nothing).
    const recall = screen.getByRole("region", { name: "Copies a delete cannot reach" });
    expect(
      within(recall)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Lead #3: the lead email in your inbox, sent /)]);

    // The export is a plain form post of what was searched.
    const exportButton = screen.getByRole("button", { name: "Export everything (zip)" });
    const form = exportButton.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/admin/api/privacy/export");
    expect(Object.fromEntries(new FormData(form))).toEqual({ email: "", phone: "+64 21 555 0177" });
    expect(await axePage()).toEqual([]);
  });

  test("nothing held: the empty state says so, with nothing to export or delete; passes axe", async () => {
    const user = userEvent.setup();
    renderPage(({ path }) => {
      if (path === "privacy") return { status: 200, body: overview() };
      if (path === "privacy/search")
        return {
          status: 200,
          body: {
            person: { email: "nobody@example.co.nz", phone: "" },
            rows: { quotes: [], lead_events: [], deliveries: [], delivery_attempts: [], quote_photos: [] },
          },
        };
      return undefined;
    });
    await user.type(await screen.findByLabelText("Email address"), "nobody@example.co.nz");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("heading", { name: "Nothing is held about nobody@example.co.nz" });
    expect(screen.queryByRole("button", { name: "Export everything (zip)" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByText("No one's data has been deleted here yet.")).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a refused search names the field; passes axe", async () => {
    const user = userEvent.setup();
    renderPage(({ path }) => {
      if (path === "privacy") return { status: 200, body: overview() };
      if (path === "privacy/search")
        return { status: 400, body: { error: "Enter the whole phone number, such as 021 555 0199.", field: "phone" } };
      return undefined;
    });
    await search(user, "555");
    const field = screen.getByLabelText("Phone number");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter the whole phone number, such as 021 555 0199.")).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("delete asks first, can be cancelled, then sends the leads shown and the received day, and lists the record", async () => {
    const user = userEvent.setup();
    let done = false;
    const { calls } = renderPage(({ method, path }) => {
      if (path.startsWith("privacy?") || path === "privacy")
        return {
          status: 200,
          body: overview({ receivedOn: "2026-11-20", dueDate: "2026-12-18", erasures: done ? [erased] : [] }),
        };
      if (method === "POST" && path === "privacy/search") return { status: 200, body: report() };
      if (method === "POST" && path === "privacy/erase") {
        done = true;
        return { status: 200, body: erased };
      }
      return undefined;
    });
    await search(user, "+64 21 555 0177");
    await user.click(await screen.findByRole("button", { name: "Delete everything…" }));
    const confirm = screen.getByRole("group", { name: "Delete everything held about +64 21 555 0177 for good?" });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(confirm.textContent).toContain("Their 2 leads");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(calls.some((c) => c.path === "privacy/erase")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete everything…" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete permanently" }));
    const status = await screen.findByText(/^Deleted 2 leads and 1 photo\./);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(calls.find((c) => c.path === "privacy/erase")?.body).toEqual({
      email: "",
      phone: "+64 21 555 0177",
      receivedOn: "2026-11-20",
      leads: [3, 9],
    });
    expect(screen.queryByRole("heading", { name: /What you hold about/ })).toBeNull();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")[1]!.textContent).toContain("owner@example.co.nz");
    expect(within(table).getAllByRole("row")[1]!.textContent).toContain("18 Dec 2026");
  });

  test("the due date follows the received day; a day the server refuses falls back to today's, saying why", async () => {
    const user = userEvent.setup();
    const { calls, router } = renderPage(({ path }) => {
      if (path === "privacy") return { status: 200, body: overview() };
      if (path === "privacy?received=2026-11-20")
        return { status: 200, body: overview({ receivedOn: "2026-11-20", dueDate: "2026-12-18" }) };
      if (path === "privacy?received=2026-11-27")
        return { status: 400, body: { error: "Enter the day the request was received.", field: "received" } };
      return undefined;
    });
    // The page's own status, not the toasts' region beside <main>.
    const due = () => within(screen.getByRole("main")).getByRole("status");
    await waitFor(() => expect(due().textContent).toBe("Answer by 24 Dec 2026"));
    const day = screen.getByLabelText("Request received on");
    expect(day.getAttribute("max")).toBe("2026-11-26");
    await user.clear(day);
    await user.type(day, "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Show due date" }));
    await waitFor(() => expect(due().textContent).toBe("Answer by 18 Dec 2026"));

    // The browser keeps to the field's max; an address typed by hand reaches the server, which refuses it.
    await router.navigate("/admin/privacy?received=2026-11-27");
    await screen.findByText("Enter the day the request was received.");
    expect(due().textContent).toBe("Answer by 24 Dec 2026");
    expect(calls.map((c) => c.path)).toContain("privacy?received=2026-11-27");
  });
});
