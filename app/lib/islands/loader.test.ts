// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { WAKING_EVENTS, watchIslands } from "./loader";
import type { TouchedForm } from "./names";

// A real module for the loader to import: it counts the times it is asked to hydrate an island. Inside the project
// (.tmp, ignored), where the test runner's module loader may read it.
mkdirSync(path.resolve(".tmp"), { recursive: true });
const dir = mkdtempSync(path.resolve(".tmp", "islands-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entry = path.join(dir, "entry.mjs");
writeFileSync(
  entry,
  `export default (el) => el.setAttribute("data-woken", String(Number(el.getAttribute("data-woken") ?? 0) + 1));`,
);

afterEach(() => {
  document.body.innerHTML = "";
});

const island = (name: string) => {
  document.body.innerHTML = `<div data-island="${name}"><form><input name="name"></form></div>`;
  return document.querySelector<HTMLElement>("[data-island]")!;
};
const woken = (element: HTMLElement) => element.getAttribute("data-woken");

describe("watchIslands", () => {
  test.each(WAKING_EVENTS)("the first %s inside an island imports its entry, which hydrates it once", async (type) => {
    const element = island("quote-form");
    watchIslands({ "quote-form": entry });
    expect(woken(element)).toBeNull();
    element.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true }));
    element.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true }));
    await vi.waitFor(() => expect(woken(element)).toBe("1"));
    element.dispatchEvent(new Event("pointerdown"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woken(element)).toBe("1");
  });

  test("an island whose entry fails to load is left as plain HTML and tried again on the next touch", async () => {
    const element = island("quote-form");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const missing = path.join(dir, "missing.mjs");
    watchIslands({ "quote-form": missing });
    element.dispatchEvent(new Event("focusin"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toBe("Island not loaded:");
    writeFileSync(missing, `export default (el) => el.setAttribute("data-woken", "late");`);
    element.dispatchEvent(new Event("focusin"));
    await vi.waitFor(() => expect(woken(element)).toBe("late"));
  });

  test("each focus and blur of a form field is recorded on its form until the island's entry is called", async () => {
    document.body.innerHTML = `<div data-island="quote-form"><form><input name="name"><select name="service"><option value="">Pick</option></select><button>Send</button></form><input name="outside"></div>`;
    const element = document.querySelector<HTMLElement>("[data-island]")!;
    const form = element.querySelector<TouchedForm>("form")!;
    const [name, service] = [form.elements.namedItem("name"), form.elements.namedItem("service")] as HTMLInputElement[];
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000);
    watchIslands({ "quote-form": entry });
    name!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    name!.value = " Aroha ";
    now.mockReturnValue(2_000);
    name!.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    service!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    service!.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    // Neither a control without a name nor a field outside a form is a form's field.
    form.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    element.querySelector("[name=outside]")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(form.early).toEqual([
      ["focusin", "name", 1_000, false],
      ["focusout", "name", 2_000, true],
      ["focusin", "service", 2_000, false],
      ["focusout", "service", 2_000, false],
    ]);
    // From the entry on, React sees the form's events (and replays those of its own hydration): nothing more is kept.
    await vi.waitFor(() => expect(woken(element)).toBe("1"));
    name!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(form.early).toHaveLength(4);
  });

  test("an island the page has no entry for is left alone", async () => {
    const element = island("map");
    watchIslands({ "quote-form": entry });
    element.dispatchEvent(new Event("pointerdown"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woken(element)).toBeNull();
  });
});
