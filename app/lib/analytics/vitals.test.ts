// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
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

function page(path = "/faq") {
  window.history.replaceState(null, "", path);
  const sent: Record<string, unknown>[] = [];
  watchVitals(document, (body) => sent.push(JSON.parse(body) as Record<string, unknown>));
  return sent;
}

// How each metric is measured is the web-vitals library's (its rules follow Chrome's); e2e/vitals.e2e.ts measures
// them in Chromium. What is ours: one report, when the page is first left, naming its template and nothing else.
describe("watchVitals: the page's field speed, sent once when it is left", () => {
  test("a browser that observes none of the metrics sends the template alone, once, when the page is hidden", () => {
    const sent = page("/services/leak-detection");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sent).toEqual([]);
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    try {
      document.dispatchEvent(new Event("visibilitychange"));
      document.dispatchEvent(new Event("visibilitychange"));
    } finally {
      Reflect.deleteProperty(document, "visibilityState");
    }
    expect(sent).toEqual([{ template: "service" }]);
  });
});
