// @vitest-environment jsdom
import { act, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { enhanceVisitFields } from "../../enhance/visit";
import { hydrateIsland } from "../../lib/islands/hydrate";
import { Island } from "../../lib/islands/island";
import type { IslandName } from "../../../shared/island-names";
import { VISIT_FIELDS } from "../../../shared/visit-fields";
import { visitOrigin } from "../../lib/visit-origin";
import { startWebhookSink } from "../../../test/support/server/http";
import { HomeQuoteForm } from "./home-quote-form";
import { QuoteForm } from "./quote-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A real HTTP receiver stands in for the form service the island posts its JSON to.
let sink: Awaited<ReturnType<typeof startWebhookSink>>;
beforeAll(async () => {
  sink = await startWebhookSink(() => 200);
  // jsdom does not scroll; the /quote form scrolls to its confirmation.
  window.scrollTo = () => {};
});
afterAll(() => sink.close());
beforeEach(() => {
  sessionStorage.clear();
  sink.received.length = 0;
});
afterEach(() => {
  document.body.innerHTML = "";
});

/** Pre-renders an island as the build does and puts it in the page. */
function prerender<P extends object>(name: IslandName, component: ComponentType<P>, props: P): HTMLElement {
  document.body.innerHTML = renderToString(<Island name={name} component={component} props={props} />);
  return document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
}
const hiddenFields = (element: HTMLElement) =>
  Object.fromEntries(
    VISIT_FIELDS.map((name) => [name, element.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)]),
  );
const sent = async (count: number) => {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await vi.waitFor(() => expect(sink.received).toHaveLength(count));
  return sink.received.map((r) => JSON.parse(r.body) as Record<string, string>);
};

/** A visit that landed from a Google ad on /areas/manukau, and is now on `path`. */
function visitFromAd(path: string) {
  window.history.replaceState(null, "", "/areas/manukau?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ");
  const landed = visitOrigin(window)!;
  window.history.replaceState(null, "", path);
  return landed;
}

describe("the quote forms' visit fields", () => {
  test("are empty in the pre-rendered HTML, filled by the page script, and left so by hydration", async () => {
    const element = prerender("home-quote-form", HomeQuoteForm, {
      endpoint: sink.url,
      phone: "09 123 4567",
      successMessage: "Thanks!",
    });
    for (const input of Object.values(hiddenFields(element))) {
      expect(input, "each visit field is drawn").not.toBeNull();
      expect(input!.hasAttribute("value")).toBe(false);
    }
    const landed = visitFromAd("/");
    enhanceVisitFields(document);
    await act(async () => hydrateIsland(HomeQuoteForm)(element));
    expect(element.hasAttribute("data-hydrated")).toBe(true);
    expect(
      Object.fromEntries(Object.entries(hiddenFields(element)).map(([name, input]) => [name, input!.value])),
    ).toEqual(landed);
  });

  // Typing two whole quotes key by key takes seconds on a busy 2-core machine.
  test(
    "the island sends the visit's origin with each quote, also from a form drawn again after a success",
    {
      timeout: 30_000,
    },
    async () => {
      const user = userEvent.setup();
      const element = prerender("quote-form", QuoteForm, {
        endpoint: sink.url,
        phone: "09 123 4567",
        confirmation: "We'll be in touch.",
      });
      const landed = visitFromAd("/quote");
      enhanceVisitFields(document);
      await act(async () => hydrateIsland(QuoteForm)(element));
      const fill = async (name: string) => {
        await user.type(screen.getByLabelText(/^Full Name/), name);
        await user.type(screen.getByLabelText(/^Email Address/), "mere@example.co.nz");
        await user.type(screen.getByLabelText(/^Phone Number/), "021 555 0199");
        await user.selectOptions(screen.getByLabelText(/^Service Needed/), "Leak Detection");
        await user.type(screen.getByLabelText(/^Project Details/), "Damp patch");
        await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));
      };
      await fill("Mere");
      await screen.findByRole("heading", { name: "Quote Submitted!" });
      await user.click(screen.getByRole("button", { name: "Submit Another Quote" }));
      // The form is drawn anew: its hidden fields are empty again, as React draws them.
      expect(hiddenFields(element).landing_page!.value).toBe("");
      await fill("Mere again");
      await screen.findByRole("heading", { name: "Quote Submitted!" });
      const [first, second] = await sent(2);
      for (const body of [first!, second!]) {
        expect(body).toMatchObject({ ...landed, form: "quote", page: "/quote" });
        expect(JSON.stringify(body)).not.toContain("Cj0KCQ");
      }
      expect(second!.name).toBe("Mere again");
    },
  );
});
