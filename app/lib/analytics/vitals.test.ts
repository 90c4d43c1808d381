// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { watchVitals } from "./vitals";
import { PAGE_TEMPLATES, pageTemplate } from "../../../shared/vitals-report";

describe("the page's template (vitals-report.ts)", () => {
  test.each([
    ["/", "home"],
    ["/services", "services"],
    ["/services/leak-detection", "service"],
    ["/services/leak-detection/", "service"],
    ["/project/thermal-imaging-pinhole-leak-detection", "project"],
    ["/projects", "projects"],
    ["/areas/pukekohe", "area"],
    ["/areas/otara", "area"],
    ["/areas", "areas"],
    ["/reviews", "reviews"],
    ["/faq", "faq"],
    ["/quote", "quote"],
    ["/about", "about"],
    ["/quote/submitted", "other"],
    ["/privacy", "other"],
    ["/faq/extra", "other"],
    ["/constructor", "other"],
  ])("%s is %s", (path, template) => {
    expect(pageTemplate(path, false)).toBe(template);
    expect(PAGE_TEMPLATES).toContain(template);
  });

  test("the not-found page is 404 whatever its path", () => {
    expect(pageTemplate("/services/no-such-service", true)).toBe("404");
  });
});

type Listener = (list: { getEntries: () => unknown[] }) => void;

/** A browser's performance timeline: buffered entries per type, and observers that read them. */
function timeline(entries: Record<string, object[]>, nav: object = { responseStart: 95.4, activationStart: 0 }) {
  const observers: { type: string; listener: Listener }[] = [];
  class Observer {
    static supportedEntryTypes = Object.keys(entries);
    listener: Listener;
    constructor(listener: Listener) {
      this.listener = listener;
    }
    observe({ type }: { type: string }) {
      observers.push({ type, listener: this.listener });
      this.listener({ getEntries: () => entries[type]! });
    }
  }
  vi.stubGlobal("PerformanceObserver", Observer);
  vi.spyOn(performance, "getEntriesByType").mockImplementation(
    (type: string) => (type === "navigation" ? [nav] : []) as PerformanceEntryList,
  );
  const add = (type: string, entry: object) => {
    for (const o of observers.filter((x) => x.type === type)) o.listener({ getEntries: () => [entry] });
  };
  return { add };
}

function page(path = "/faq") {
  window.history.replaceState(null, "", path);
  const sent: Record<string, unknown>[] = [];
  watchVitals(document, (body) => sent.push(JSON.parse(body) as Record<string, unknown>));
  return sent;
}
const hide = () => window.dispatchEvent(new Event("pagehide"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("watchVitals: the page's field speed, sent once when it is left", () => {
  test("LCP, FCP, TTFB, CLS's worst session and INP, for the page's template", () => {
    const { add } = timeline({
      paint: [
        { name: "first-paint", startTime: 300 },
        { name: "first-contentful-paint", startTime: 310 },
      ],
      "largest-contentful-paint": [{ startTime: 500 }, { startTime: 900 }],
      "layout-shift": [
        { startTime: 1000, value: 0.05 },
        { startTime: 1500, value: 0.05 },
        { startTime: 1600, value: 0.4, hadRecentInput: true },
        { startTime: 4000, value: 0.02 },
      ],
      event: [
        { interactionId: 1, duration: 120, startTime: 2000 },
        { interactionId: 1, duration: 180, startTime: 2000 },
        { interactionId: 0, duration: 900, startTime: 2100 },
      ],
      "first-input": [],
    });
    const sent = page("/services/leak-detection");
    add("event", { interactionId: 2, duration: 64, startTime: 3000 });
    hide();
    hide();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sent).toEqual([{ template: "service", TTFB: 95.4, FCP: 310, LCP: 900, CLS: 0.1, INP: 180 }]);
  });

  test("times count from a prerendered page's activation; a page with no interaction sends no INP", () => {
    timeline(
      {
        paint: [{ name: "first-contentful-paint", startTime: 2500 }],
        "largest-contentful-paint": [{ startTime: 2600 }],
      },
      { responseStart: 40, activationStart: 2400 },
    );
    const sent = page("/");
    hide();
    expect(sent).toEqual([{ template: "home", TTFB: 0, FCP: 100, LCP: 200 }]);
  });

  test("a page with no layout shift has a CLS of 0, where shifts can be observed", () => {
    timeline({ "layout-shift": [] });
    const sent = page("/faq");
    hide();
    expect(sent).toEqual([{ template: "faq", TTFB: 95.4, CLS: 0 }]);
  });

  test("INP leaves out the slowest interaction in fifty", () => {
    const event = Array.from({ length: 100 }, (_, i) => ({ interactionId: i + 1, duration: i === 0 ? 2000 : i + 40 }));
    timeline({ event });
    const sent = page();
    hide();
    expect(sent[0]!.INP).toBe(138); // 100 interactions: the slowest (2000) and the next (139) left out
  });
});
