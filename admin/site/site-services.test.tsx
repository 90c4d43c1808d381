// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { conflictAnswer, fakeApi, siteContent, type ApiCall } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { ServicesPage } from "./site-services";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const loaded = { revision: 4, content: siteContent(), savedAt: "2026-03-02T01:15:00Z", savedBy: "owner@example.co.nz" };

/** The Services and areas editor as the dashboard routes it, on the faked API. */
function renderServices() {
  renderAdminRoute(
    {
      path: "/admin/site/services",
      Component: ServicesPage,
      loader: contentLoader,
      action: contentAction,
      shouldRevalidate: contentShouldRevalidate,
    },
    "/admin/site/services",
  );
}

/** One service's collapsible item, found by its summary (the service's name). */
const item = async (name: string) => {
  const summary = await screen.findByText(name, { selector: "summary span" });
  return summary.closest("details")!;
};

/** Its summary, which opens and closes it. */
const summary = (details: HTMLElement) => details.querySelector("summary")!;

const saves = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === "POST" && call.path === "site/content")
    .map((call) => call.body as { baseRevision: number; content: ReturnType<typeof siteContent> });

describe("the Services and areas editor", () => {
  test("each service opens to its words; each area's description is labelled with its name; passes axe", async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) => (path === "site/content" ? { status: 200, body: loaded } : undefined));
    renderServices();
    expect(await screen.findByRole("heading", { name: "Services and areas", level: 1 })).toBeTruthy();
    const leak = await item("Leak Detection");
    expect(leak.open).toBe(false);
    await user.click(summary(leak));
    expect(leak.open).toBe(true);
    const group = within(leak).getByRole("group", { name: "Leak Detection" });
    expect((within(group).getByLabelText("Subtitle") as HTMLInputElement).value).toBe(
      "Hidden leaks found without tearing your home apart",
    );
    // The long ones are multi-line, each with its limit.
    const main = within(group).getByLabelText("Main description");
    expect(main.tagName).toBe("TEXTAREA");
    expect(main.getAttribute("maxlength")).toBe("1200");
    expect(within(group).getByLabelText("Short description on phones").tagName).toBe("INPUT");
    expect(within(group).getByText("The heading of its page, and its name in the menus.")).toBeTruthy();

    const areas = screen.getByRole("region", { name: "Areas" });
    expect((within(areas).getByLabelText("Mangere East") as HTMLTextAreaElement).value).toBe(
      "Homes and businesses near the airport.",
    );
    expect(within(areas).getByLabelText("Manukau").getAttribute("maxlength")).toBe("300");
    expect(await axePage()).toEqual([]);
  });

  test("a save sends the whole document with its base revision, the edits in place", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return { status: 200, body: { revision: 5, content: (body as { content: unknown }).content } };
    });
    renderServices();
    const maintenance = await item("Maintenance");
    await user.click(summary(maintenance));
    const name = within(maintenance).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Planned Maintenance");
    // The item's summary follows the name, and says it is not saved yet.
    expect(within(maintenance).getByText("Planned Maintenance", { selector: "summary span" })).toBeTruthy();
    expect(within(maintenance).getByText("Not saved")).toBeTruthy();
    const manukau = screen.getByLabelText("Manukau");
    await user.clear(manukau);
    await user.type(manukau, "Where our team is based.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);

    const expected = siteContent();
    expected.services[1]!.title = "Planned Maintenance";
    expected.areas[0]!.description = "Where our team is based.";
    expect(saves(calls)).toEqual([{ baseRevision: 4, content: expected }]);
    expect(within(maintenance).queryByText("Not saved")).toBeNull();
  });

  test("a 400's problems land on their fields, opening a closed service; the summary names each place", async () => {
    const user = userEvent.setup();
    fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [
            { path: "services.1.longDescription", message: "At most 1200 characters." },
            { path: "areas.1.description", message: "Type something here." },
          ],
        },
      };
    });
    renderServices();
    const area = (await screen.findByLabelText("Mangere East")) as HTMLTextAreaElement;
    await user.clear(area);
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("There are 2 problems")).toBeTruthy();
    const maintenance = await item("Maintenance");
    expect(maintenance.open).toBe(true);
    const main = within(maintenance).getByLabelText("Main description");
    expect(main.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(main.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      "At most 1200 characters.",
    );
    // The service is first on the page: its field has focus.
    await waitFor(() => expect(document.activeElement).toBe(main));
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(area.value).toBe("");
    // Leak Detection had no problem: it stays closed.
    expect((await item("Leak Detection")).open).toBe(false);

    // The summary names each place, and its entries move to their fields (opening a service closed since).
    await user.click(summary(maintenance));
    expect(maintenance.open).toBe(false);
    await user.click(
      screen.getByRole("button", { name: "Service: Maintenance, main description: At most 1200 characters." }),
    );
    expect(maintenance.open).toBe(true);
    expect(document.activeElement).toBe(main);
    await user.click(screen.getByRole("button", { name: "Area: Mangere East, description: Type something here." }));
    expect(document.activeElement).toBe(area);
  });

  test("a 409 on a service shows the words each side wrote; taking theirs keeps my other edits", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.services[0]!.subtitle = "Their subtitle.";
    theirs.areas[1]!.description = "Their words on Mangere East.";
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      const sent = body as { baseRevision: number; content: ReturnType<typeof siteContent> };
      if (sent.baseRevision === 4) return conflictAnswer(loaded.content, theirs, sent.content, 5);
      return { status: 200, body: { revision: 6, content: (body as { content: unknown }).content } };
    });
    renderServices();
    const leak = await item("Leak Detection");
    await user.click(summary(leak));
    const subtitle = within(leak).getByLabelText("Subtitle");
    await user.clear(subtitle);
    await user.type(subtitle, "My subtitle.");
    await user.clear(screen.getByLabelText("Manukau"));
    await user.type(screen.getByLabelText("Manukau"), "My words on Manukau.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const group = await screen.findByRole("group", { name: "Service: Leak Detection" });
    const yours = within(group).getByRole("radio", { name: "Keep yours" });
    const other = within(group).getByRole("radio", { name: "Take theirs" });
    // Only the words the two sides wrote differently are shown.
    expect(document.getElementById(yours.getAttribute("aria-describedby")!)!.textContent).toBe("SubtitleMy subtitle.");
    expect(document.getElementById(other.getAttribute("aria-describedby")!)!.textContent).toBe(
      "SubtitleTheir subtitle.",
    );
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    await user.click(other);
    await user.click(screen.getByRole("button", { name: "Save with these choices" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const sent = saves(calls).at(-1)!;
    expect(sent.baseRevision).toBe(5);
    expect(sent.content.services[0]!.subtitle).toBe("Their subtitle.");
    expect(sent.content.areas).toEqual([
      { ...siteContent().areas[0], description: "My words on Manukau." },
      { ...siteContent().areas[1], description: "Their words on Mangere East." },
    ]);
  });
});

describe("the areas' pages and the suburbs' own pages", () => {
  /** A suburb page's collapsible item, found by the suburb's name in its summary. */
  const suburb = async (name: string) =>
    within(await screen.findByRole("region", { name: "Suburb pages" }))
      .getByText(name, { selector: "summary strong" })
      .closest("details")!;

  test("each area says which page its words are on; the shared page's customer words and a suburb page's words are edited and saved; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return { status: 200, body: { revision: 5, content: (body as { content: unknown }).content } };
    });
    renderServices();
    const areas = await screen.findByRole("region", { name: "Areas" });
    expect(within(areas).getByText(/^Its own page: \/areas\/manukau\./)).toBeTruthy();
    expect(within(areas).getByText(/^The shared area page: \/areas\/mangere-east\./)).toBeTruthy();
    // Only the shared page's area has a customer's words here; Manukau's are on its own page.
    const said = within(areas).getByRole("group", { name: "What a customer said in Mangere East" });
    expect(within(areas).queryByRole("group", { name: "What a customer said in Manukau" })).toBeNull();
    const words = within(said).getByLabelText("Their words");
    await user.clear(words);
    await user.type(words, "Quick and friendly.");

    const manukau = await suburb("Manukau");
    expect(within(manukau).getByText("Its own page: /areas/manukau")).toBeTruthy();
    expect(manukau.open).toBe(false);
    await user.click(manukau.querySelector("summary")!);
    const headline = within(manukau).getByLabelText("Headline") as HTMLInputElement;
    expect(headline.value).toBe("Emergency Plumber Manukau");
    expect(headline.getAttribute("maxlength")).toBe("80");
    expect(
      within(manukau).getByText("The heading at the top of its page, and its title in search results."),
    ).toBeTruthy();
    await user.clear(headline);
    await user.type(headline, "Manukau's Plumbers");
    const card2 = within(manukau).getByLabelText("Card 2, title");
    expect(card2.getAttribute("data-path")).toBe("suburbPages[manukau].trustCards[1].title");
    await user.clear(card2);
    await user.type(card2, "Shops and Offices");
    const reason = within(manukau).getByLabelText("Reason 2");
    await user.clear(reason);
    await user.type(reason, "Rainbow's End and the Sports Bowl");
    expect(within(manukau).getByText("Not saved")).toBeTruthy();
    expect(await axePage()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const expected = siteContent();
    expected.areas[1]!.testimonial!.text = "Quick and friendly.";
    const page = expected.suburbPages[0]!;
    page.headline = "Manukau's Plumbers";
    page.trustCards[1]!.title = "Shops and Offices";
    page.reasons[1] = "Rainbow's End and the Sports Bowl";
    expect(saves(calls)).toEqual([{ baseRevision: 4, content: expected }]);
  });

  test("a 409 on a suburb page shows the parts each side wrote differently; keeping mine saves it on their revision", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.suburbPages[0]!.headline = "Their Manukau headline";
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      const sent = body as { baseRevision: number; content: ReturnType<typeof siteContent> };
      if (sent.baseRevision === 4) return conflictAnswer(loaded.content, theirs, sent.content, 5);
      return { status: 200, body: { revision: 6, content: sent.content } };
    });
    renderServices();
    const manukau = await suburb("Manukau");
    await user.click(manukau.querySelector("summary")!);
    const headline = within(manukau).getByLabelText("Headline");
    await user.clear(headline);
    await user.type(headline, "My Manukau headline");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const group = await screen.findByRole("group", { name: "Suburb page: Manukau" });
    const version = (side: string) => {
      const radio = within(group).getByRole("radio", { name: side });
      return document.getElementById(radio.getAttribute("aria-describedby")!)!.textContent;
    };
    expect(version("Keep yours")).toBe("HeadlineMy Manukau headline");
    expect(version("Take theirs")).toBe("HeadlineTheir Manukau headline");
    await user.click(screen.getByRole("button", { name: "Save with these choices" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const sent = saves(calls).at(-1)!;
    expect(sent.baseRevision).toBe(5);
    expect(sent.content.suburbPages[0]!.headline).toBe("My Manukau headline");
  });

  test("a problem on a suburb page opens it and lands on its field; the summary names the page and the place", async () => {
    const user = userEvent.setup();
    fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [
            { path: "suburbPages.0.trustCards.1.title", message: "Type something here." },
            { path: "areas.1.testimonial.name", message: "At most 60 characters." },
          ],
        },
      };
    });
    renderServices();
    const manukau = await suburb("Manukau");
    const area = within(await screen.findByRole("region", { name: "Areas" })).getByLabelText("Mangere East");
    await user.type(area, " More.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("There are 2 problems")).toBeTruthy();
    expect(manukau.open).toBe(true);
    const card2 = within(manukau).getByLabelText("Card 2, title");
    expect(card2.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByRole("button", { name: "Suburb page: Manukau, card 2, title: Type something here." }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Area: Mangere East, their name: At most 60 characters." }));
    expect(document.activeElement).toBe(
      within(screen.getByRole("group", { name: "What a customer said in Mangere East" })).getByLabelText("Their name"),
    );
  });
});

describe("a suburb page's lists", () => {
  test("a reason, a paragraph and a customer are added and removed, focus following; the page's most is kept; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return { status: 200, body: { revision: 5, content: (body as { content: unknown }).content } };
    });
    renderServices();
    const region = await screen.findByRole("region", { name: "Suburb pages" });
    const manukau = within(region).getByText("Manukau", { selector: "summary strong" }).closest("details")!;
    await user.click(manukau.querySelector("summary")!);
    const reasons = within(manukau).getByRole("group", { name: "Reasons to love it" });
    await user.click(within(reasons).getByRole("button", { name: "Add a reason" }));
    const third = within(reasons).getByLabelText("Reason 3");
    await waitFor(() => expect(document.activeElement).toBe(third));
    await user.type(third, "Manukau Sports Bowl");
    await user.click(within(reasons).getByRole("button", { name: "Remove reason 1" }));
    expect(await within(manukau).findByText("Reason 1 removed.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(reasons).getByLabelText("Reason 1")));
    // The one paragraph and the one customer cannot be removed; one more of each can be added.
    const about = within(manukau).getByRole("group", { name: "About the suburb" });
    expect(within(about).queryByRole("button", { name: /^Remove/ })).toBeNull();
    await user.click(within(about).getByRole("button", { name: "Add a paragraph" }));
    await user.type(within(about).getByLabelText("Paragraph 2"), "Our team works here every day.");
    const customers = within(manukau).getByRole("group", { name: "What local customers say" });
    for (let i = 0; i < 5; i++) await user.click(within(customers).getByRole("button", { name: "Add a customer" }));
    expect(within(customers).getByText("6 is the most its page takes.")).toBeTruthy();
    expect(within(customers).queryByRole("button", { name: "Add a customer" })).toBeNull();
    for (let i = 6; i > 1; i--)
      await user.click(within(customers).getByRole("button", { name: `Remove customer ${i}` }));
    expect(await axePage()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const expected = siteContent();
    expected.suburbPages[0]!.reasons = ["Rainbow's End", "Manukau Sports Bowl"];
    expected.suburbPages[0]!.about.push("Our team works here every day.");
    expect(saves(calls)).toEqual([{ baseRevision: 4, content: expected }]);
  });
});

describe("a draft kept before the suburb pages were the owner's", () => {
  test("is brought up to version 5: its areas keep their edits and get the shared page's customer words", async () => {
    const user = userEvent.setup();
    // What the previous release kept: a version 4 document, its areas without testimonials and no suburb pages.
    const { suburbPages: _pages, homeTestimonials: _home, ...current } = siteContent();
    const older = {
      ...current,
      version: 4,
      areas: current.areas.map(({ slug, description }) => ({ slug, description })),
    };
    const edited = { ...older, areas: older.areas.map((a) => ({ ...a, description: `${a.description} Edited.` })) };
    localStorage.setItem(
      "admin:site-draft:services",
      JSON.stringify({ baseRevision: 4, base: older, content: edited, at: "2026-03-01T22:00:00Z" }),
    );
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return { status: 200, body: { revision: 5, content: (body as { content: unknown }).content } };
    });
    renderServices();
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const expected = siteContent();
    for (const area of expected.areas) area.description = `${area.description} Edited.`;
    expect(saves(calls)).toEqual([{ baseRevision: 4, content: expected }]);
  });
});
