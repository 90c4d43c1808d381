// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { VISIT_FIELDS } from "../../shared/visit-fields";
import { fillVisitFields, keptVisitOrigin, readVisitOrigin, VISIT_ORIGIN_KEY, visitOrigin } from "./visit-origin";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Puts the test's window on a page of the site, arrived at from `referrer`, on a screen `width` CSS pixels wide. */
function arrive(path: string, referrer = "", width = 1280) {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  Object.defineProperty(window.screen, "width", { value: width, configurable: true });
}

/** A form as both quote forms draw it: their own hidden fields, and the visit fields, empty. */
function form(): HTMLFormElement {
  document.body.innerHTML = `<form><input type="hidden" name="form" value="home"><input type="hidden" name="page" value="/">
    <input name="name" value="Aroha">${VISIT_FIELDS.map((name) => `<input type="hidden" name="${name}">`).join("")}</form>`;
  return document.querySelector("form")!;
}
const valuesOf = (element: HTMLFormElement) =>
  Object.fromEntries([...new FormData(element)].map(([name, value]) => [name, String(value)]));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("what the first page of a visit tells", () => {
  test("the path without its query, the other site's host, the utm tags, which click ids came, the device and a visit id", () => {
    arrive(
      "/areas/manukau?utm_source=google&utm_medium=cpc&utm_campaign=south+auckland&gclid=Cj0KCQ&fbclid=IwAR",
      "https://www.google.co.nz/",
      375,
    );
    const origin = readVisitOrigin(window);
    expect(origin).toEqual({
      landing_page: "/areas/manukau",
      referrer_host: "www.google.co.nz",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "south auckland",
      utm_term: "",
      utm_content: "",
      click_ids: "gclid fbclid",
      device: "mobile",
      visit_id: expect.stringMatching(uuid),
    });
    // Click ids are kept by presence only: their values go nowhere.
    expect(JSON.stringify(origin)).not.toMatch(/Cj0KCQ|IwAR/);
    expect(Object.keys(origin).sort()).toEqual([...VISIT_FIELDS].sort());
  });

  test("a referrer on this site is no referrer, and none is none", () => {
    arrive("/about", `${window.location.origin}/services`);
    expect(readVisitOrigin(window).referrer_host).toBe("");
    arrive("/about", "");
    expect(readVisitOrigin(window)).toMatchObject({ referrer_host: "", click_ids: "", utm_source: "" });
  });

  test.each([
    [320, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [1023, "tablet"],
    [1024, "desktop"],
    [1920, "desktop"],
  ])("a screen %i px wide is %s", (width, device) => {
    arrive("/", "", width);
    expect(readVisitOrigin(window).device).toBe(device);
  });

  test("each visit gets its own id, and none where the browser has no randomUUID (plain HTTP)", () => {
    arrive("/");
    expect(readVisitOrigin(window).visit_id).not.toBe(readVisitOrigin(window).visit_id);
    vi.spyOn(window, "crypto", "get").mockReturnValue({} as Crypto);
    expect(readVisitOrigin(window).visit_id).toBe("");
  });
});

describe("kept for the visit", () => {
  test("set once, on the first page: later pages of the visit never overwrite it", () => {
    arrive("/areas/manukau?utm_source=google&utm_medium=cpc&gclid=x", "https://www.google.com/");
    const first = visitOrigin(window);
    expect(first).toMatchObject({ landing_page: "/areas/manukau", utm_source: "google", click_ids: "gclid" });
    expect(JSON.parse(sessionStorage.getItem(VISIT_ORIGIN_KEY)!)).toEqual(first);
    arrive("/services?utm_source=newsletter", `${window.location.origin}/areas/manukau`, 375);
    expect(visitOrigin(window)).toEqual(first);
    arrive("/quote", "https://www.facebook.com/");
    expect(visitOrigin(window)).toEqual(first);
    expect(keptVisitOrigin()).toEqual(first);
  });

  test("without storage (blocked, or full) nothing is kept, nothing throws, and the fields stay empty", () => {
    arrive("/areas/manukau?utm_source=google", "https://www.google.com/");
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(visitOrigin(window)).toBeUndefined();
    expect(keptVisitOrigin()).toEqual({});
    const element = form();
    fillVisitFields(document, visitOrigin(window));
    expect(valuesOf(element)).toMatchObject({ landing_page: "", utm_source: "", visit_id: "" });
    getItem.mockRestore();

    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    expect(visitOrigin(window)).toBeUndefined();
    expect(sessionStorage.getItem(VISIT_ORIGIN_KEY)).toBeNull();
  });

  test("a kept value that is not the page script's reads as nothing kept", () => {
    sessionStorage.setItem(VISIT_ORIGIN_KEY, "{not json");
    expect(keptVisitOrigin()).toEqual({});
    expect(visitOrigin(window)).toBeUndefined();
    sessionStorage.setItem(VISIT_ORIGIN_KEY, "null");
    expect(keptVisitOrigin()).toBeNull();
    expect(() => fillVisitFields(document, visitOrigin(window))).not.toThrow();
  });
});

describe("the forms' hidden fields", () => {
  test("are filled with the visit's origin; the form's own fields are left alone", () => {
    arrive("/areas/manukau?utm_source=google&utm_medium=cpc&gclid=x", "https://www.google.com/", 800);
    const origin = visitOrigin(window)!;
    arrive("/");
    const element = form();
    fillVisitFields(document, visitOrigin(window));
    expect(valuesOf(element)).toEqual({ form: "home", page: "/", name: "Aroha", ...origin });
    expect(valuesOf(element)).toMatchObject({ device: "tablet", referrer_host: "www.google.com" });
  });
});
