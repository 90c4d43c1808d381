// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadInsights, loadTagManager } from "./scripts";
import { optedOut, safeLabel, track } from "./track";

type W = Window & { dataLayer?: unknown[]; gtag?: unknown };

afterEach(() => {
  delete (window as W).dataLayer;
  delete (window as W).gtag;
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("track", () => {
  test("pushes every event to dataLayer with category, label and value", () => {
    track("phone_click", { category: "contact", label: "hero" });
    track("scroll_depth", { category: "engagement", label: "/", value: 50 });
    expect((window as W).dataLayer).toEqual([
      { event: "phone_click", event_category: "contact", event_label: "hero", value: undefined },
      { event: "scroll_depth", event_category: "engagement", event_label: "/", value: 50 },
    ]);
  });

  test("never carries what looks like typed personal details", () => {
    expect(safeLabel("service_leak-detection")).toBe("service_leak-detection");
    expect(safeLabel("Hot Water Cylinder Repair")).toBe("Hot Water Cylinder Repair");
    expect(safeLabel("aroha@example.co.nz")).toBe("[redacted]");
    expect(safeLabel("021 555 0199")).toBe("[redacted]");
    expect(safeLabel("x".repeat(200))).toBe("[redacted]");
  });

  test("sends to gtag with a beacon transport on unload, unless the visitor opted out", () => {
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    track("form_abandon", { category: "form", label: "quote:phone" }, { beacon: true });
    expect(gtag).toHaveBeenCalledWith("event", "form_abandon", expect.objectContaining({ transport_type: "beacon" }));
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    track("phone_click", { category: "contact", label: "hero" });
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});

describe("script loading", () => {
  test("loads the tag manager only with an ID and without GPC or DNT", () => {
    expect(loadTagManager("")).toBe(false);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    vi.stubGlobal("navigator", { ...navigator, doNotTrack: "1" });
    expect(optedOut()).toBe(true);
    expect(loadTagManager("G-TEST123")).toBe(false);
    vi.unstubAllGlobals();
    expect(loadTagManager("G-TEST123")).toBe(true);
    const script = document.head.querySelector("script")!;
    expect(script.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(script.async).toBe(true);
  });

  test("loads the insights script only when enabled, and warns if it fails", () => {
    expect(loadInsights(false, "/_vercel/insights/script.js")).toBe(false);
    expect(loadInsights(true, "/_vercel/insights/script.js")).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    document.head.querySelector("script")!.dispatchEvent(new Event("error"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("could not be loaded"));
  });
});
