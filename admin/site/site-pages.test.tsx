// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeApi, siteContent } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { pageWordParts } from "./content-paths";
import { PageWordsPage } from "./site-pages";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPages() {
  renderAdminRoute(
    {
      path: "/admin/site/pages",
      Component: PageWordsPage,
      loader: contentLoader,
      action: contentAction,
      shouldRevalidate: contentShouldRevalidate,
    },
    "/admin/site/pages",
  );
}

/** Every text of the pages' words in the document, by its dotted path. */
function textsOf(value: unknown, path: string): string[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

describe("the page words editor", () => {
  test("every word of the pages the owner may change has its box, named by the schema, and nothing else does", () => {
    const doc = siteContent();
    const boxes = pageWordParts(doc)
      .flatMap((part) => part.groups)
      .flatMap((group) => group.fields.map((field) => field.path.replace(/\[(\d+)\]/g, ".$1")));
    // The website's own: icons and the areas' slugs and minutes are not words.
    const notWords = /\.icon$|^pages\.home\.(areaLinks|priorityZone)\.|^pages\.areas\./;
    expect(boxes.sort()).toEqual(
      textsOf(doc.pages, "pages")
        .filter((path) => !notWords.test(path))
        .sort(),
    );
    expect(new Set(boxes).size).toBe(boxes.length);
  });

  test("a page's heading is changed in its group and sent in the document; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      return { status: 200, body: { revision: 4, content: (body as { content: unknown }).content } };
    });
    renderPages();
    // The first render loads the editor's modules and the schema: seconds on a busy machine.
    const tops = await screen.findByRole("region", { name: "The top of each page" }, { timeout: 10_000 });
    const about = within(tops).getByText("About page");
    await user.click(about);
    const group = about.closest("details")!;
    const heading = within(group).getByLabelText("Heading") as HTMLInputElement;
    expect(heading.value).toBe("About Our Plumbing Team");
    // A text that keeps line breaks is a textarea, with the schema's limit.
    const intro = within(group).getByLabelText("Under the heading");
    expect(intro.tagName).toBe("TEXTAREA");
    expect(intro.getAttribute("maxlength")).toBe("400");
    await user.clear(heading);
    await user.type(heading, "Meet the Team");
    expect(within(group).getByText("Not saved")).toBeTruthy();
    expect(screen.getAllByText("Not saved")).toHaveLength(1);
    expect(await axePage()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.at(-1)!.method).toBe("POST"));
    await screen.findByText(/Saved\. Build the site to publish it\./, {}, { timeout: 10_000 });
    const sent = calls.at(-1)!.body as { content: ReturnType<typeof siteContent> };
    expect(sent.content.pages.heroes.about.title).toBe("Meet the Team");
    // A list stays a list when one of its items is changed.
    expect(Array.isArray(sent.content.pages.home.leakFindingSteps)).toBe(true);
  });

  test("an item of a list is edited in place; a problem the server names opens its group and sits beside its box", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [{ path: "pages.home.leakFindingSteps.1.title", message: "At most 80 characters." }],
        },
      };
    });
    renderPages();
    const own = await screen.findByRole("region", { name: "The pages' own sections" }, { timeout: 10_000 });
    const title = within(own).getByText("Home page: how we find leaks");
    await user.click(title);
    const group = title.closest("details")!;
    const step = within(group).getByLabelText("Step 2: heading") as HTMLInputElement;
    await user.clear(step);
    await user.type(step, "Listen");
    // Closed again before saving: the problem opens it.
    await user.click(title);
    expect(group.open).toBe(false);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("At most 80 characters.", {}, { timeout: 10_000 });
    expect(screen.getByText(/Home page: how we find leaks, step 2: heading/)).toBeTruthy();
    expect(group.open).toBe(true);
    const box = within(group).getByLabelText("Step 2: heading") as HTMLInputElement;
    expect(box.value).toBe("Listen");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(box));
    const sent = calls.at(-1)!.body as { content: ReturnType<typeof siteContent> };
    expect(sent.content.pages.home.leakFindingSteps[1]!.title).toBe("Listen");
    expect(sent.content.pages.home.leakFindingSteps[0]).toEqual(siteContent().pages.home.leakFindingSteps[0]);
  });
});
