// @vitest-environment jsdom
import { act, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { HomeQuoteForm } from "../../components/sections/home-quote-form";
import { ProjectGallery } from "../../components/sections/project-gallery";
import { QuoteForm } from "../../components/sections/quote-form";
import { projectDetailPage } from "../../loaders/project-detail.server";
import { siteDocument } from "../../content/site-document.server";
import { hydrateIsland } from "./hydrate";
import { Island } from "./island";
import type { IslandName } from "../../../shared/island-names";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
});

/** Pre-renders an island as the build does, puts it in the document, and returns its element. */
function prerender<P extends object>(name: IslandName, component: ComponentType<P>, props: P): HTMLElement {
  document.body.innerHTML = renderToString(<Island name={name} component={component} props={props} />);
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) throw new Error(`no ${name} island in the page`);
  return element;
}

const gallery = projectDetailPage(siteDocument(), "thermal-imaging-pinhole-leak-detection");
// React's development build reports every hydration mismatch (text or attribute) through console.error, which
// test/setup.ts turns into a failure.
const islands = [
  ["home-quote-form", HomeQuoteForm, { endpoint: "/api/quote", phone: "09 123 4567", successMessage: "Thanks!" }],
  ["quote-form", QuoteForm, { endpoint: "/api/quote", phone: "09 123 4567", confirmation: "We'll be in touch." }],
  ["project-gallery", ProjectGallery, { items: gallery.gallery, title: gallery.title }],
] as const;

describe("islands", () => {
  test.each(islands)(
    "%s: pre-rendered with its props beside it, it hydrates without a mismatch",
    async (name, component, props) => {
      const element = prerender(name, component as ComponentType<typeof props>, props);
      expect(JSON.parse(element.getAttribute("data-island-props")!)).toEqual(JSON.parse(JSON.stringify(props)));
      const html = element.innerHTML;
      const warn = vi.spyOn(console, "warn");
      await act(async () => hydrateIsland(component as ComponentType<typeof props>)(element));
      expect(element.hasAttribute("data-hydrated")).toBe(true);
      expect(warn).not.toHaveBeenCalled();
      expect(element.innerHTML).toBe(html);
    },
  );

  test("a mismatch would be caught: the same island hydrated with other props than it was rendered with", async () => {
    const [name, component, props] = islands[1];
    const element = prerender(name, component, props);
    element.setAttribute("data-island-props", JSON.stringify({ ...props, endpoint: "https://forms.example.com/q" }));
    // A mismatch of structure is thrown to the window (an uncaught error), one of attributes logged as an error:
    // either fails the tests above.
    const reported: string[] = [];
    const onError = (event: ErrorEvent) => {
      reported.push(event.message);
      event.preventDefault();
    };
    window.addEventListener("error", onError);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => hydrateIsland(component)(element));
    window.removeEventListener("error", onError);
    expect([...reported, ...error.mock.calls.flat().map(String)].join(" ")).toMatch(/Hydration failed/);
  });

  test("ids inside an island carry the island's name, so two islands on one page never share one", () => {
    const element = prerender(...islands[0]);
    const ids = [...element.querySelectorAll("[id]")].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.every((id) => id.includes("home-quote-form-"))).toBe(true);
  });
});
