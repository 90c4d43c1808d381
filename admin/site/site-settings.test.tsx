// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { conflictAnswer, fakeApi, siteContent } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { SettingsPage } from "./site-settings";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { readSiteEnv } from "../../config/env";
import { checkContent } from "../../app/content/document";
import { seedContent } from "../../app/content/seed";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderSettings() {
  renderAdminRoute(
    {
      path: "/admin/site/settings",
      Component: SettingsPage,
      loader: contentLoader,
      action: contentAction,
      shouldRevalidate: contentShouldRevalidate,
    },
    "/admin/site/settings",
  );
}

describe("the Business details editor", () => {
  test("settings are labelled in plain words; a 400 puts each problem beside its box and keeps what was typed; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [
            { path: "claims.structuredRating.value", message: "From 1 to 5." },
            {
              path: "settings.BUSINESS_PHONE",
              message: "That doesn't look like a New Zealand phone number: type it as, for example, 09 123 4567.",
            },
          ],
        },
      };
    });
    renderSettings();
    const phone = (await screen.findByLabelText("Phone number")) as HTMLInputElement;
    expect(phone.value).toBe("09 123 4567");
    expect(screen.getByLabelText("Where customers read your reviews")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Opening hours" })).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, "call us");
    const rating = screen.getByLabelText("Average rating for search engines") as HTMLInputElement;
    await user.clear(rating);
    await user.type(rating, "4,95x");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await screen.findByText("There are 2 problems");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.getAttribute("aria-describedby")).toMatch(/-error/);
    expect(
      screen.getByText("That doesn't look like a New Zealand phone number: type it as, for example, 09 123 4567.").id,
    ).toBe(phone.getAttribute("aria-describedby")!.split(" ")[0]);
    expect(rating.getAttribute("aria-invalid")).toBe("true");
    // The phone is above the rating on the page: it gets focus.
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.value).toBe("call us");
    expect(rating.value).toBe("4,95x");
    expect(await axePage()).toEqual([]);
    const sent = calls.at(-1)!.body as { content: ReturnType<typeof siteContent> };
    expect(sent.content.settings.BUSINESS_PHONE).toBe("call us");
    // Not a number: sent as JSON's null, for the server to refuse beside the box.
    expect(sent.content.claims.structuredRating.value).toBeNull();
  });

  test("a 409 on a setting shows both values; taking theirs keeps my other changes", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.settings.BUSINESS_PHONE = "09 765 4321";
    theirs.claims.hours.office[1]!.opens = "09:00";
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      const sent = body as { baseRevision: number; content: ReturnType<typeof siteContent> };
      if (sent.baseRevision === 3) return conflictAnswer(siteContent(), theirs, sent.content, 4);
      return { status: 200, body: { revision: 5, content: (body as { content: unknown }).content } };
    });
    renderSettings();
    const phone = await screen.findByLabelText("Phone number");
    await user.clear(phone);
    await user.type(phone, "09 111 2222");
    await user.clear(screen.getByLabelText("Business name"));
    await user.type(screen.getByLabelText("Business name"), "Kauri Plumbing");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const item = await screen.findByRole("group", { name: "Phone number" });
    const yours = within(item).getByRole("radio", { name: "Keep yours" });
    const other = within(item).getByRole("radio", { name: "Take theirs" });
    expect(document.getElementById(yours.getAttribute("aria-describedby")!)!.textContent).toBe("09 111 2222");
    expect(document.getElementById(other.getAttribute("aria-describedby")!)!.textContent).toBe("09 765 4321");
    await user.click(other);
    await user.click(screen.getByRole("button", { name: "Save with these choices" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const sent = calls.at(-1)!.body as { baseRevision: number; content: ReturnType<typeof siteContent> };
    expect(sent.baseRevision).toBe(4);
    expect(sent.content.settings).toMatchObject({ BUSINESS_PHONE: "09 765 4321", BUSINESS_NAME: "Kauri Plumbing" });
    expect(sent.content.claims.hours.office[1]).toEqual({ days: [6, 0], opens: "09:00", closes: "17:00" });
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("09 765 4321");
  });
  test(
    "the review link: empty in a document saved before it existed, sent as typed, refused beside its box",
    {
      timeout: 20_000,
    },
    async () => {
      const user = userEvent.setup();
      const calls = fakeApi(({ method, path, body }) => {
        if (path !== "site/content") return undefined;
        if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
        const { content } = body as { content: ReturnType<typeof siteContent> };
        if (!content.settings.reviewLink?.startsWith("https://"))
          return {
            status: 400,
            body: {
              error: "Some fields need changing.",
              problems: [
                {
                  path: "settings.reviewLink",
                  message: "A web address starting https://, for example https://www.facebook.com/yourpage.",
                },
              ],
            },
          };
        return { status: 200, body: { revision: 4, content } };
      });
      renderSettings();
      const link = (await screen.findByLabelText("Link for review requests")) as HTMLInputElement;
      expect(siteContent().settings).not.toHaveProperty("reviewLink");
      expect(link.value).toBe("");
      expect(link.type).toBe("url");
      expect(
        within(screen.getByRole("region", { name: "Review requests" })).getByText(/emails the customer this link once/),
      ).toBeTruthy();
      await user.type(link, "http://g.page/r/example/review");
      await user.click(screen.getByRole("button", { name: "Save changes" }));
      await screen.findByText("A web address starting https://, for example https://www.facebook.com/yourpage.");
      expect(link.getAttribute("aria-invalid")).toBe("true");
      await user.clear(link);
      await user.type(link, "https://g.page/r/example/review");
      await user.click(screen.getByRole("button", { name: "Save changes" }));
      await screen.findByText(/Saved\./);
      const sent = calls.at(-1)!.body as { content: ReturnType<typeof siteContent> };
      expect(sent.content.settings.reviewLink).toBe("https://g.page/r/example/review");
    },
  );

  test("the server's own words on a phone number are shown at the phone box; a saved number shows as stored", async () => {
    const user = userEvent.setup();
    // The server's check of the settings sent (app/content/document.ts), on an otherwise whole document.
    const whole = seedContent(readSiteEnv({}));
    fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      const { content } = body as { content: ReturnType<typeof siteContent> };
      const checked = checkContent({ ...whole, settings: content.settings });
      if (!checked.ok)
        return { status: 400, body: { error: "Some fields need changing.", problems: checked.problems } };
      return { status: 200, body: { revision: 4, content: { ...content, settings: checked.content.settings } } };
    });
    renderSettings();
    const phone = (await screen.findByLabelText("Phone number")) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, "((((((((((((((((((((");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const message = "That doesn't look like a New Zealand phone number: type it as, for example, 09 123 4567.";
    expect((await screen.findByText(message)).id).toBe(phone.getAttribute("aria-describedby")!.split(" ")[0]);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    await user.clear(phone);
    await user.type(phone, "+64 9 555 0142");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\./);
    expect(phone.value).toBe("09 555 0142");
    expect(phone.getAttribute("aria-invalid")).not.toBe("true");
  });
});
