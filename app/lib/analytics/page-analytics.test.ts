// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { TouchedForm } from "../islands/names";
import { trackClick, trackView } from "./attributes";
import { startPageAnalytics } from "./page-analytics";

type W = Window & { dataLayer?: Record<string, unknown>[]; gtag?: unknown };

/** A fresh document per page load, as the page script sees it. */
function load(html: string, path: string): Document {
  window.history.replaceState(null, "", path);
  const doc = document.implementation.createHTMLDocument("test");
  doc.body.innerHTML = html;
  Object.defineProperty(doc, "defaultView", { value: window });
  return doc;
}
const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}='${v}'`)
    .join(" ");
const sent = () => ((window as W).dataLayer ?? []).map((e) => [e.event, e.event_label, e.value]);
// Earlier tests' pages still listen on the shared window; this test reads only its own page's events.
const about = (event: string) => sent().filter(([e, label]) => e === event && label === "/about");

beforeEach(() => {
  vi.useFakeTimers();
  // No idle callback in jsdom: the tag manager and insights load on a timer there, and are not configured here.
  delete (window as W).dataLayer;
});
afterEach(() => vi.useRealTimers());

describe("page analytics", () => {
  test("a page view and the views the page declares, on load", () => {
    startPageAnalytics(
      load(
        `<div hidden ${attrs(trackView("service_view", { category: "service", label: "Drain Unblocking" }))}></div>`,
        "/services/drain-unblocking",
      ),
    );
    expect(sent()).toEqual([
      ["page_view", "/services/drain-unblocking", undefined],
      ["service_view", "Drain Unblocking", undefined],
    ]);
  });

  test("a click reports every event its control declares, also from inside the control", () => {
    const doc = load(
      `<a href="tel:+6491234567" ${attrs(trackClick(["phone_click", "contact", "service_x"], ["emergency_call", "contact", "service_x"]))}><span>Call</span></a><a href="/about">About</a>`,
      "/services/x",
    );
    startPageAnalytics(doc);
    doc.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    doc.querySelector("a[href='/about']")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(sent().slice(1)).toEqual([
      ["phone_click", "service_x", undefined],
      ["emergency_call", "service_x", undefined],
    ]);
  });

  test("controls clicked before the module arrived are reported after the page view, once; the page is marked", () => {
    const doc = load(
      `<a href="tel:+6491234567" ${attrs(trackClick(["phone_click", "contact", "header_mobile"]))}><span>Call</span></a><p>text</p>`,
      "/contact-early",
    );
    startPageAnalytics(doc, [doc.querySelector("span")!, doc.querySelector("p")!]);
    expect(sent()).toEqual([
      ["page_view", "/contact-early", undefined],
      ["phone_click", "header_mobile", undefined],
    ]);
    expect(doc.documentElement.hasAttribute("data-analytics")).toBe(true);
  });

  test("clicks go out as beacons once a tag manager is loaded, since the click usually leaves the page", () => {
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    const doc = load(`<a href="/quote" ${attrs(trackClick(["quote_button_click", "cta", "hero"]))}>Quote</a>`, "/");
    startPageAnalytics(doc);
    doc.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(gtag).toHaveBeenLastCalledWith(
      "event",
      "quote_button_click",
      expect.objectContaining({ event_label: "hero", transport_type: "beacon" }),
    );
    delete (window as W).gtag;
  });

  test("a quote form touched and left before its island woke is reported as started and abandoned", () => {
    const doc = load(`<form data-track-form="early_form"><input name="phone"></form>`, "/early-form");
    // What the island loader recorded on the form (app/lib/islands/loader.ts): the island never woke.
    doc.querySelector<TouchedForm>("form")!.early = [["focusin", "phone", 1_000, false]];
    startPageAnalytics(doc);
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(sent().filter(([e]) => String(e).startsWith("form_"))).toEqual([]);
    Object.defineProperty(doc, "visibilityState", { value: "hidden" });
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(sent().filter(([e]) => String(e).startsWith("form_"))).toEqual([
      ["form_start", "early_form", undefined],
      ["form_field_focus", "early_form:phone", undefined],
      ["form_abandon", "early_form:phone", undefined],
    ]);
  });

  test("time on page is reported on pagehide only past 30 s; a page back from the cache is a new view", () => {
    const doc = load("", "/about");
    startPageAnalytics(doc);
    vi.advanceTimersByTime(20_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(about("time_on_page")).toEqual([]);
    vi.advanceTimersByTime(15_000);
    window.dispatchEvent(new Event("pagehide"));
    window.dispatchEvent(new Event("pagehide"));
    expect(about("time_on_page")).toEqual([["time_on_page", "/about", 35]]);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(about("page_view")).toEqual([
      ["page_view", "/about", undefined],
      ["page_view", "/about", undefined],
    ]);
  });
});
