// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { conflictAnswer, fakeApi, siteContent, type ApiCall } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { ReviewsPage } from "./site-reviews";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const loaded = { revision: 7, content: siteContent(), savedAt: "2026-03-02T01:15:00Z", savedBy: "owner@example.co.nz" };

/** The Reviews editor as the dashboard routes it, on the faked API. */
function renderReviews() {
  renderAdminRoute(
    [
      { path: "/admin/site", Component: () => <h1>Website</h1> },
      {
        path: "/admin/site/reviews",
        Component: ReviewsPage,
        loader: contentLoader,
        action: contentAction,
        shouldRevalidate: contentShouldRevalidate,
      },
    ],
    "/admin/site/reviews",
  );
}

/** One review's card, found by its heading (the reviewer's name). */
const card = async (name: string) => (await screen.findByRole("heading", { name, level: 3 })).closest("li")!;

/** The bodies of the saves sent. */
const saves = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === "POST" && call.path === "site/content")
    .map((call) => call.body as { baseRevision: number; content: ReturnType<typeof siteContent> });

describe("the Reviews editor", () => {
  test("a 400's problems land beside their fields, the first gets focus, a summary is on top, typed values stay; passes axe", async () => {
    const user = userEvent.setup();
    fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [
            { path: "reviews.1.text", message: "Type something here." },
            { path: "reviews.0.name", message: "At most 60 characters." },
          ],
        },
      };
    });
    renderReviews();
    const alofa = await card("Alofa S.");
    await user.click(within(alofa).getByRole("button", { name: "Edit review from Alofa S." }));
    const said = within(alofa).getByLabelText("What they said");
    await waitFor(() => expect(document.activeElement).toBe(within(alofa).getByLabelText("Name")));
    await user.clear(said);
    await user.type(said, "  ");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("There are 2 problems")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Review from Alofa S., what they said: Type something here." }),
    ).toBeTruthy();
    expect(said.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(said.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      "Type something here.",
    );
    expect((said as HTMLTextAreaElement).value).toBe("  ");
    // Tama's review was closed: the problem opened it, and its name (first on the page) has focus.
    const tamaName = within(await card("Tama W.")).getByLabelText("Name");
    expect(tamaName.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(tamaName));
    // The summary's entries move to their fields.
    await user.click(screen.getByRole("button", { name: /what they said: Type something here/ }));
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(await axePage()).toEqual([]);
  });

  test("unsaved edits survive a dropped connection and the page closing, and are offered back", async () => {
    const user = userEvent.setup();
    let online = false;
    const calls = fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      if (!online) throw new TypeError("Failed to fetch");
      return { status: 200, body: { revision: 8, content: saves(calls).at(-1)!.content } };
    });
    renderReviews();
    const tama = await card("Tama W.");
    await user.click(within(tama).getByRole("button", { name: "Edit review from Tama W." }));
    await user.type(within(tama).getByLabelText("Name"), "iremu");
    await user.click(within(tama).getByRole("radio", { name: "4 stars" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const failed = await screen.findByText(/^Not saved: Could not reach the server/);
    expect(failed.getAttribute("role")).toBe("alert");
    expect((within(tama).getByLabelText("Name") as HTMLInputElement).value).toBe("Tama W.iremu");

    // The tab closes; later the page opens again.
    cleanup();
    renderReviews();
    expect(await screen.findByRole("heading", { name: /^You have unsaved changes from / })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Tama W.iremu" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    const restored = await card("Tama W.iremu");
    expect(within(restored).getByRole("img", { name: "4 out of 5 stars" })).toBeTruthy();

    online = true;
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/Saved\. Build the site to publish it\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Website" }).getAttribute("href")).toBe("/admin/site");
    const sent = saves(calls).at(-1)!;
    expect(sent.baseRevision).toBe(7);
    expect(sent.content.reviews[0]).toMatchObject({ id: "tama-w", name: "Tama W.iremu", rating: 4 });

    // Saved: nothing is offered any more.
    cleanup();
    renderReviews();
    await card("Tama W.");
    expect(screen.queryByRole("heading", { name: /unsaved changes/ })).toBeNull();
  });

  test("a draft kept before the site's upgrade is brought up to the new document, and saves whole", async () => {
    const user = userEvent.setup();
    // What the previous release kept: a version 1 document, without the services' and areas' words.
    const { services: _services, areas: _areas, ...older } = { ...siteContent(), version: 1 };
    const edited = {
      ...older,
      reviews: older.reviews.map((r) => (r.id === "tama-w" ? { ...r, name: "Tama Wiremu" } : r)),
    };
    localStorage.setItem(
      "admin:site-draft:reviews",
      JSON.stringify({ baseRevision: 7, base: older, content: edited, at: "2026-03-01T22:00:00Z" }),
    );
    const calls = fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return { status: 200, body: { revision: 8, content: saves(calls).at(-1)!.content } };
    });
    renderReviews();
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    await card("Tama Wiremu");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const expected = siteContent();
    expected.reviews[0]!.name = "Tama Wiremu";
    expect(saves(calls)).toEqual([{ baseRevision: 7, content: expected }]);
  });

  test("a discarded draft is gone", async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) => (path === "site/content" ? { status: 200, body: loaded } : undefined));
    renderReviews();
    const tama = await card("Tama W.");
    await user.click(within(tama).getByRole("button", { name: "Hide review from Tama W." }));
    cleanup();
    renderReviews();
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(within(await card("Tama W.")).getByText("Shown")).toBeTruthy();
    cleanup();
    renderReviews();
    await card("Tama W.");
    expect(screen.queryByRole("button", { name: "Discard" })).toBeNull();
  });

  test("a 409 shows each conflicting item with both versions; the owner's choice is saved on their revision", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.reviews[0]!.text = "Their words for Tama.";
    theirs.settings.BUSINESS_PHONE = "09 765 4321";
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      const sent = body as { baseRevision: number; content: ReturnType<typeof siteContent> };
      if (sent.baseRevision === 7) return conflictAnswer(loaded.content, theirs, sent.content, 8);
      return { status: 200, body: { revision: 9, content: (body as { content: unknown }).content } };
    });
    renderReviews();
    const tama = await card("Tama W.");
    await user.click(within(tama).getByRole("button", { name: "Edit review from Tama W." }));
    const said = within(tama).getByLabelText("What they said");
    await user.clear(said);
    await user.type(said, "My words for Tama.");
    await user.click(within(await card("Alofa S.")).getByRole("button", { name: "Move review from Alofa S. up" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const panel = (await screen.findByRole("heading", { name: "Someone else changed the same thing" })).closest(
      "section",
    )!;
    await waitFor(() => expect(document.activeElement).toBe(panel));
    const item = within(panel).getByRole("group", { name: "Review from Tama W." });
    const yours = within(item).getByRole("radio", { name: "Keep yours" }) as HTMLInputElement;
    const other = within(item).getByRole("radio", { name: "Take theirs" }) as HTMLInputElement;
    expect(yours.checked).toBe(true);
    expect(document.getElementById(yours.getAttribute("aria-describedby")!)!.textContent).toContain(
      "My words for Tama.",
    );
    expect(document.getElementById(other.getAttribute("aria-describedby")!)!.textContent).toContain(
      "Their words for Tama.",
    );
    // Only the review both changed is asked about: their phone number and my new order are not in conflict.
    expect(within(panel).getAllByRole("group")).toHaveLength(1);

    await user.click(within(panel).getByRole("button", { name: "Save with these choices" }));
    expect(await screen.findByText(/Saved\. Build the site to publish it\./)).toBeTruthy();
    const sent = saves(calls).at(-1)!;
    expect(sent.baseRevision).toBe(8);
    expect(sent.content.reviews.map((r) => r.id)).toEqual(["alofa-s", "tama-w", "mark-t"]);
    expect(sent.content.reviews[1]!.text).toBe("My words for Tama.");
    expect(sent.content.settings.BUSINESS_PHONE).toBe("09 765 4321");
  });

  test("a 409 with nothing both changed: the server's merge is the working copy on their revision, its problems on their places", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.reviews[0]!.hidden = true;
    const merged = structuredClone(theirs);
    merged.reviews[1]!.hidden = true;
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      if ((body as { baseRevision: number }).baseRevision === 7)
        return {
          status: 409,
          body: {
            error: "Someone else saved changes since you started, and together with yours some fields need fixing.",
            conflicts: [],
            problems: [{ path: "reviews", message: "Keep at least one review on the site." }],
            merged,
            revision: 8,
            content: theirs,
          },
        };
      return { status: 200, body: { revision: 9, content: (body as { content: unknown }).content } };
    });
    renderReviews();
    await user.click(within(await card("Alofa S.")).getByRole("button", { name: "Hide review from Alofa S." }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        "Someone else saved changes meanwhile (revision 8); yours are merged with theirs. Check them, then save.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByText("Keep at least one review on the site.").length).toBeGreaterThan(0);
    expect(screen.queryByRole("heading", { name: /Someone else changed/ })).toBeNull();
    await user.click(within(await card("Tama W.")).getByRole("button", { name: "Show review from Tama W." }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const sent = saves(calls).at(-1)!;
    expect(sent.baseRevision).toBe(8);
    expect(sent.content.reviews.map((r) => r.hidden)).toEqual([false, true, true]);
  });

  test("taking their version keeps theirs, and the reviews' order, hiding and new reviews are kept as edited", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.reviews[0]!.text = "Their words for Tama.";
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      const sent = body as { baseRevision: number; content: ReturnType<typeof siteContent> };
      if (sent.baseRevision === 7) return conflictAnswer(loaded.content, theirs, sent.content, 8);
      return { status: 200, body: { revision: 9, content: (body as { content: unknown }).content } };
    });
    renderReviews();
    const tama = await card("Tama W.");
    await user.click(within(tama).getByRole("button", { name: "Edit review from Tama W." }));
    await user.type(within(tama).getByLabelText("What they said"), " Mine.");
    await user.click(within(await card("Mark T.")).getByRole("button", { name: "Show review from Mark T." }));
    await user.click(screen.getByRole("button", { name: "Add a review" }));
    const added = await card("New review");
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByLabelText("Name")));
    await user.type(within(added).getByLabelText("Name"), "Sam K.");
    await user.type(within(added).getByLabelText("Service"), "Tap Repair");
    await user.type(within(added).getByLabelText("What they said"), "Quick and tidy.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const item = await screen.findByRole("group", { name: "Review from Tama W." });
    await user.click(within(item).getByRole("radio", { name: "Take theirs" }));
    await user.click(screen.getByRole("button", { name: "Save with these choices" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const sent = saves(calls).at(-1)!;
    expect(sent.content.reviews.map((r) => [r.name, r.text, r.hidden])).toEqual([
      ["Sam K.", "Quick and tidy.", false],
      ["Tama W.", "Their words for Tama.", false],
      ["Alofa S.", "Drains perfectly now.", false],
      ["Mark T.", "Hot water again by lunch.", false],
    ]);
  });
});

describe("the home page's testimonials, beside the reviews", () => {
  test("are their own list: hiding one sends it hidden and leaves the review of the same customer; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return { status: 200, body: { revision: 8, content: (body as { content: unknown }).content } };
    });
    renderReviews();
    const list = await screen.findByRole("list", { name: "Home page testimonials" });
    expect(screen.getByRole("heading", { name: "2 home testimonials, in the site's order", level: 2 })).toBeTruthy();
    expect(screen.getByText(/Hiding a review above does not hide one here\./)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Reviews page" })).queryByText("Priya S.")).toBeNull();
    const priya = within(list).getByRole("heading", { name: "Priya S.", level: 3 }).closest("li")!;
    await user.click(within(priya).getByRole("button", { name: "Edit home testimonial from Priya S." }));
    const words = within(priya).getByLabelText("What they said");
    expect(words.getAttribute("data-path")).toBe("homeTestimonials[priya-s].text");
    await user.click(within(priya).getByRole("radio", { name: "4 stars" }));
    await user.click(within(priya).getByRole("button", { name: "Hide home testimonial from Priya S." }));
    expect(within(priya).getByText("Hidden")).toBeTruthy();
    expect(await screen.findByText("Home testimonial from Priya S. hidden from the site.")).toBeTruthy();
    // Each list's stars are its own radio group, though the ids may be the same customer's.
    expect(within(priya).getByRole("radio", { name: "4 stars" }).getAttribute("name")).toBe(
      "homeTestimonials-rating-priya-s",
    );
    expect(await axePage()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const expected = siteContent();
    expected.homeTestimonials[0] = { ...expected.homeTestimonials[0]!, rating: 4, hidden: true };
    expect(saves(calls)).toEqual([{ baseRevision: 7, content: expected }]);
  });

  test("a problem with a home testimonial lands on its field, named as a home testimonial", async () => {
    const user = userEvent.setup();
    fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [
            { path: "homeTestimonials.1.text", message: "Type something here." },
            { path: "homeTestimonials", message: "Keep at least one testimonial on the home page." },
          ],
        },
      };
    });
    renderReviews();
    const list = await screen.findByRole("list", { name: "Home page testimonials" });
    const sione = within(list).getByRole("heading", { name: "Sione F.", level: 3 }).closest("li")!;
    await user.click(within(sione).getByRole("button", { name: "Hide home testimonial from Sione F." }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("There are 2 problems")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Home testimonial from Sione F., what they said: Type something here." }),
    ).toBeTruthy();
    expect(within(sione).getByLabelText("What they said").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Keep at least one testimonial on the home page.").length).toBeGreaterThan(0);
  });
});
