// @vitest-environment jsdom
import path from "node:path";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { HomeQuoteForm } from "../../components/sections/home-quote-form";
import { formTracker } from "../analytics/form-analytics";
import { Island } from "./island";
import { watchIslands } from "./loader";

// The real loader imports the real island entry, which hydrates the real home form, as in the browser: React is
// not driven through act() here, so the hydration happens whenever the entry arrives, after the visitor's touches.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
const entry = path.resolve("app/islands/home-quote-form.tsx");
const props = { endpoint: "/api/quote", phone: "09 123 4567", successMessage: "Thanks!" };

type W = Window & { dataLayer?: Record<string, unknown>[] };
const events = (name: string) =>
  ((window as W).dataLayer ?? []).filter((e) => e.event === name).map((e) => e.event_label);

function page() {
  document.body.innerHTML = renderToString(<Island name="home-quote-form" component={HomeQuoteForm} props={props} />);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  const field = (name: string) => island.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  watchIslands({ "home-quote-form": entry });
  const hydrated = () => vi.waitFor(() => expect(island.hasAttribute("data-hydrated")).toBe(true), { timeout: 5_000 });
  return { island, field, hydrated };
}

afterEach(async () => {
  // React flushes a commit's passive effects in a task it queues with setImmediate, reading `window` there; on a busy
  // machine the last test's could still be queued when the file's document is torn down. Two turns of the event loop
  // let that queued task, and one it queues in turn, run first.
  await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.innerHTML = "";
  delete (window as W).dataLayer;
  // The page's one tracker of the form outlives a test's document: each test starts a fresh round.
  formTracker("home_contact").reset();
});

describe("what a visitor does in a form before its island wakes is handed to the island", () => {
  test("focus, typing and blur before hydration: reported once hydrated, the start at the first focus", async () => {
    const { field, hydrated } = page();
    const before = Date.now();
    field("name").focus(); // wakes the island; its entry is on its way
    field("name").value = "Aroha";
    field("phone").focus();
    expect(events("form_start")).toEqual([]);
    await hydrated();
    expect(events("form_start")).toEqual(["home_contact"]);
    expect(events("form_field_focus")).toEqual(["home_contact:name", "home_contact:phone"]);
    expect(events("form_field_blur")).toEqual(["filled"]);
    expect(formTracker("home_contact").startedAt()).toBeGreaterThanOrEqual(before);
    expect(formTracker("home_contact").startedAt()).toBeLessThanOrEqual(before + 1_000);

    // Finished after hydration: the island's own handlers carry on from there, and the form started once.
    field("location").focus();
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(events("form_start")).toEqual(["home_contact"]);
    expect(events("form_field_focus")).toEqual(["home_contact:name", "home_contact:phone", "home_contact:location"]);
    expect(events("form_field_blur")).toEqual(["filled", "empty"]);
    expect(events("form_abandon")).toEqual(["home_contact:location"]);
  });

  test("an island awake before the first touch: each event once, as it happens", async () => {
    const { island, field, hydrated } = page();
    island.dispatchEvent(new Event("pointerdown"));
    await hydrated();
    expect(events("form_start")).toEqual([]);
    field("name").focus();
    field("phone").focus();
    expect(events("form_start")).toEqual(["home_contact"]);
    expect(events("form_field_focus")).toEqual(["home_contact:name", "home_contact:phone"]);
    expect(events("form_field_blur")).toEqual(["empty"]);
  });
});
