// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import type { EarlyTouch, TouchedForm } from "../islands/names";
import { catchUp, formTracker, watchFormAbandon } from "./form-analytics";

type W = Window & { dataLayer?: Record<string, unknown>[]; gtag?: unknown };
const sent = () => ((window as W).dataLayer ?? []).map((e) => [e.event, e.event_label]);
const named = (event: string) => sent().filter(([e]) => e === event);

let forms = 0;
/** A tracked form of its own per test (the trackers live as long as the page), with what the loader recorded on it. */
function form(early: EarlyTouch[] = []): { form: TouchedForm; name: string } {
  const name = `form_${++forms}`;
  document.body.innerHTML = `<form data-track-form="${name}"><input name="name"><input name="phone"></form>`;
  const element = document.querySelector<TouchedForm>("form")!;
  element.early = early;
  return { form: element, name };
}
const leave = () => window.dispatchEvent(new PageTransitionEvent("pagehide"));
const hide = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

afterEach(() => {
  delete (window as W).dataLayer;
  delete (window as W).gtag;
  hide("visible");
  document.body.innerHTML = "";
});

describe("catchUp: what the island loader recorded before hydration", () => {
  test("is reported once, in order: the form starts at the first focus's own time, honeypot left out", () => {
    const { form: element, name } = form([
      ["focusin", "name", 1_000, false],
      ["focusout", "name", 4_000, true],
      ["focusin", "website", 4_500, false],
      ["focusout", "website", 4_600, false],
      ["focusin", "phone", 5_000, false],
    ]);
    const tracker = catchUp(element);
    expect(sent()).toEqual([
      ["form_start", name],
      ["form_field_focus", `${name}:name`],
      ["form_field_blur", "filled"],
      ["form_field_focus", `${name}:phone`],
    ]);
    expect(tracker).toBe(formTracker(name));
    expect(tracker?.startedAt()).toBe(1_000);
    // Handed over: a second catch-up (the island after the page analytics, or the reverse) reports nothing more.
    catchUp(element);
    expect(sent()).toHaveLength(4);
  });

  test("a form awake before the first touch has nothing recorded: each event is reported once, as it happens", () => {
    const { form: element, name } = form();
    catchUp(element);
    formTracker(name).focus("name", 2_000);
    catchUp(element);
    expect(named("form_start")).toEqual([["form_start", name]]);
    expect(formTracker(name).startedAt()).toBe(2_000);
  });

  test("started before hydration and finished after: one form_start, the abandonment names the last field", () => {
    const { form: element, name } = form([["focusin", "name", 1_000, false]]);
    watchFormAbandon(document);
    catchUp(element);
    const tracker = formTracker(name);
    tracker.blur("name", true);
    tracker.focus("phone");
    leave();
    expect(named("form_start")).toEqual([["form_start", name]]);
    expect(named("form_field_focus")).toEqual([
      ["form_field_focus", `${name}:name`],
      ["form_field_focus", `${name}:phone`],
    ]);
    expect(named("form_abandon")).toEqual([["form_abandon", `${name}:phone`]]);
    expect(tracker.startedAt()).toBe(1_000);
  });

  test("a form that is not named for analytics is left alone", () => {
    document.body.innerHTML = `<form><input name="name"></form>`;
    const element = document.querySelector<TouchedForm>("form")!;
    element.early = [["focusin", "name", 1_000, false]];
    expect(catchUp(element)).toBeUndefined();
    expect(catchUp(null)).toBeUndefined();
    expect(sent()).toEqual([]);
  });
});

describe("watchFormAbandon", () => {
  test("a form touched and left before its island woke is started and abandoned once, every event a beacon", () => {
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    const { name } = form([
      ["focusin", "name", 1_000, false],
      ["focusout", "name", 2_000, true],
      ["focusin", "phone", 3_000, false],
    ]);
    // The island and the page analytics both watch: one abandonment still.
    watchFormAbandon(document);
    watchFormAbandon(document);
    leave();
    hide("hidden");
    expect(sent()).toEqual([
      ["form_start", name],
      ["form_field_focus", `${name}:name`],
      ["form_field_blur", "filled"],
      ["form_field_focus", `${name}:phone`],
      ["form_abandon", `${name}:phone`],
    ]);
    expect(
      gtag.mock.calls.map(([, event, params]) => [event, (params as { transport_type?: string }).transport_type]),
    ).toEqual([
      ["form_start", "beacon"],
      ["form_field_focus", "beacon"],
      ["form_field_blur", "beacon"],
      ["form_field_focus", "beacon"],
      ["form_abandon", "beacon"],
    ]);
  });

  test("the tab hidden before the island woke, then the visitor back and the island awake: no second start", () => {
    const { form: element, name } = form([["focusin", "name", 1_000, false]]);
    watchFormAbandon(document);
    hide("hidden");
    hide("visible");
    catchUp(element);
    formTracker(name).focus("phone");
    expect(named("form_start")).toEqual([["form_start", name]]);
    expect(named("form_abandon")).toEqual([["form_abandon", `${name}:name`]]);
    // Later events go out as usual, not as beacons.
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    formTracker(name).blur("phone", false);
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "form_field_blur",
      expect.not.objectContaining({ transport_type: "beacon" }),
    );
  });

  test("an untouched form is not abandoned", () => {
    form();
    watchFormAbandon(document);
    leave();
    expect(sent()).toEqual([]);
  });
});
