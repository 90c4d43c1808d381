// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeApi, siteContent } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { FaqsPage } from "./site-faqs";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderFaqs() {
  renderAdminRoute(
    {
      path: "/admin/site/faqs",
      Component: FaqsPage,
      loader: contentLoader,
      action: contentAction,
      shouldRevalidate: contentShouldRevalidate,
    },
    "/admin/site/faqs",
  );
}

const page = (name: string) => screen.getByRole("heading", { name }).closest("section")!;
const order = (section: HTMLElement) =>
  within(section.querySelector("ol")!)
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("p")!.textContent);

describe("the Questions editor", () => {
  test("questions are added, written, ordered and put on or taken off each page, by buttons alone; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 2, content: siteContent() } };
      return { status: 200, body: { revision: 3, content: (body as { content: unknown }).content } };
    });
    renderFaqs();
    await user.click(await screen.findByRole("button", { name: "Add a question" }));
    const question = screen.getByLabelText("Question");
    await waitFor(() => expect(document.activeElement).toBe(question));
    await user.type(question, "Do you fix gas hobs?");
    await user.type(screen.getByLabelText("Answer"), "Yes, we are licensed gasfitters.");

    const faqPage = page("Questions on the FAQ page");
    expect(order(faqPage)).toEqual([
      "1. Do you charge a call-out fee?",
      "2. When can you come?",
      "3. Which areas do you cover?",
      "4. Do you fix gas hobs?",
    ]);
    const up = within(faqPage).getByRole("button", { name: "Move Do you fix gas hobs? up" });
    await user.click(up);
    await waitFor(() => expect(document.activeElement).toBe(up));
    await user.click(within(faqPage).getByRole("button", { name: "Take off the FAQ page: When can you come?" }));
    expect(order(faqPage)).toEqual([
      "1. Do you charge a call-out fee?",
      "2. Do you fix gas hobs?",
      "3. Which areas do you cover?",
    ]);

    const home = page("Questions on the home page");
    await user.selectOptions(within(home).getByLabelText("Add a question to the home page"), "Do you fix gas hobs?");
    await user.click(within(home).getByRole("button", { name: "Add" }));
    expect(order(home)).toEqual(["1. Do you charge a call-out fee?", "2. Do you fix gas hobs?"]);

    await user.click(screen.getByRole("button", { name: "Remove question: Which areas do you cover?" }));
    expect(order(faqPage)).toEqual(["1. Do you charge a call-out fee?", "2. Do you fix gas hobs?"]);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    expect(await axePage()).toEqual([]);
    const sent = calls.at(-1)!.body as { baseRevision: number; content: ReturnType<typeof siteContent> };
    const added = sent.content.faqs.find((faq) => faq.question === "Do you fix gas hobs?")!;
    expect(added.id).toMatch(/^question-[0-9a-f]{8}$/);
    expect(sent.baseRevision).toBe(2);
    expect(sent.content.faqs.map((faq) => faq.id)).toEqual([added.id, "call-out", "hours"]);
    expect(sent.content.faqPage).toEqual(["call-out", added.id]);
    expect(sent.content.homeFaqs).toEqual(["call-out", added.id]);
  });
});
