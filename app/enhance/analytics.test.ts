// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { loadPageAnalytics } from "./analytics";

// A real module for the page script to import in place of the page analytics: it records what it was started with.
// Inside the project (.tmp, ignored), where the test runner's module loader may read it.
mkdirSync(path.resolve(".tmp"), { recursive: true });
const dir = mkdtempSync(path.resolve(".tmp", "analytics-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entry = path.join(dir, "analytics.mjs");
writeFileSync(entry, `export default (doc, early) => { doc.started = (doc.started ?? 0) + 1; doc.early = early; };`);

type Started = Document & { started?: number; early?: Element[] };
const ids = (doc: Started) => doc.early?.map((e) => e.id);

function page(html: string): Started {
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = html;
  Object.defineProperty(doc, "defaultView", { value: window });
  return doc;
}
// A module imported from disk on a busy machine can take more than waitFor's default second.
const settled = { timeout: 10_000 };
const click = (doc: Document, id: string) =>
  doc.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("loadPageAnalytics", () => {
  test("imports the module after first paint and starts it once, with the tracked controls clicked meanwhile", async () => {
    const doc = page(`<a id="call" data-track="[]" href="tel:1"><span id="inner">Call</span></a><p id="plain">x</p>`);
    loadPageAnalytics(doc, entry);
    click(doc, "inner");
    click(doc, "plain");
    await vi.waitFor(() => expect(doc.started).toBe(1), settled);
    expect(ids(doc)).toEqual(["call"]);
    // From now on the module hears clicks itself: the page script stops remembering them.
    click(doc, "inner");
    expect(ids(doc)).toEqual(["call"]);
  });

  test.each(["load", "pointerdown"])(
    "on a page still loading, waits for its load or the first touch (here: %s)",
    async (type) => {
      const doc = page("");
      Object.defineProperty(doc, "readyState", { value: "loading", configurable: true });
      loadPageAnalytics(doc, entry);
      // jsdom paints no first frame, so the loader waits two animation frames before it listens for the load or a
      // touch: two frames asked for now end after its own. A fixed 50 ms, once on a machine at a load of 10, ended
      // before them, and the event went unheard.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(doc.started).toBeUndefined();
      window.dispatchEvent(new Event(type));
      await vi.waitFor(() => expect(doc.started).toBe(1), settled);
      window.dispatchEvent(new Event("keydown"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(doc.started).toBe(1);
    },
  );

  test("waits for a prerendered page to be activated", async () => {
    const doc = page("");
    Object.defineProperty(doc, "prerendering", { value: true, configurable: true });
    loadPageAnalytics(doc, entry);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(doc.started).toBeUndefined();
    Object.defineProperty(doc, "prerendering", { value: false });
    doc.dispatchEvent(new Event("prerenderingchange"));
    await vi.waitFor(() => expect(doc.started).toBe(1), settled);
  });

  test("a module that cannot load costs the page nothing but a warning; no URL, no import", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    loadPageAnalytics(page(""), path.join(dir, "missing.mjs"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), settled);
    expect(warn.mock.calls[0]?.[0]).toBe("Analytics not loaded:");
    const doc = page("");
    loadPageAnalytics(doc, undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(doc.started).toBeUndefined();
    warn.mockRestore();
  });
});
