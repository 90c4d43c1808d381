// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { HEADER_SCROLL_THRESHOLD_PX, HOME_SCROLL_DELAY_MS } from "../lib/scroll";
import { whenActivated } from "./activation";
import { enhanceHeader } from "./header";
import { isSitePage, prefetchable, prefetchOnIntent, speculationRules } from "./navigation";
import { handleNotFound, isUnknownArea } from "./not-found";
import { enhancePopovers } from "./popovers";
import { enhanceReviewFilter } from "./reviews";
import { enhanceSectionLinks, PENDING_SECTION_KEY } from "./sections";
import { enhanceVisitFields } from "./visit";

// jsdom has no layout, popover API or navigation: what needs them is tested in Chromium (e2e/first-tap.e2e.ts,
// e2e/shell.e2e.ts). These tests hold the logic.
/** A fresh document per page, as each page load is: the enhancement adds listeners to the document. */
function page(html: string, path = "/"): Document {
  window.history.replaceState(null, "", path);
  const doc = document.implementation.createHTMLDocument("test");
  const base = doc.createElement("base");
  base.href = window.location.href;
  doc.head.append(base);
  doc.body.innerHTML = html;
  Object.defineProperty(doc, "defaultView", { value: window });
  return doc;
}

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no media queries; the visitor here has not asked for reduced motion.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("header", () => {
  test("marks itself scrolled only past the threshold", () => {
    const doc = page(`<header data-scrolled="false"></header>`);
    const header = doc.querySelector("header")!;
    Object.defineProperty(window, "scrollY", { value: HEADER_SCROLL_THRESHOLD_PX, configurable: true });
    enhanceHeader(doc);
    expect(header.dataset.scrolled).toBe("false");
    Object.defineProperty(window, "scrollY", { value: HEADER_SCROLL_THRESHOLD_PX + 1, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    expect(header.dataset.scrolled).toBe("true");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    expect(header.dataset.scrolled).toBe("false");
  });
});

describe("home section links", () => {
  const html = `<a href="/#faq" data-section="faq">FAQ</a><section id="faq">Questions</section>`;

  test("on the home page: scroll to the section, focus it, and stay on the page", () => {
    const doc = page(html, "/");
    const section = doc.getElementById("faq")!;
    const scroll = vi.fn();
    section.scrollIntoView = scroll;
    enhanceSectionLinks(doc);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    doc.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(section.getAttribute("tabindex")).toBe("-1");
  });

  test("from another page: load / and leave the section for the home page, which scrolls after the delay", () => {
    vi.useFakeTimers();
    const about = page(html, "/about");
    enhanceSectionLinks(about);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    about.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBe("faq");

    const home = page(html, "/");
    const section = home.getElementById("faq")!;
    section.scrollIntoView = vi.fn();
    enhanceSectionLinks(home);
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBeNull();
    vi.advanceTimersByTime(HOME_SCROLL_DELAY_MS - 1);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(section.getAttribute("tabindex")).toBe("-1");
  });

  test("with storage blocked, the links still work and the rest of the page script runs", () => {
    // Chromium with site data blocked, or a sandboxed frame: reading `sessionStorage` throws a SecurityError.
    const blocked = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    const about = page(html, "/about");
    enhanceSectionLinks(about);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    about.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);

    const home = page(html, "/");
    expect(() => enhanceSectionLinks(home)).not.toThrow();
    blocked.mockRestore();
  });

  test("a modified click (new tab) is left to the browser", () => {
    const doc = page(html, "/about");
    enhanceSectionLinks(doc);
    doc.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBeNull();
  });
});

describe("not-found page", () => {
  test("only a single unknown segment under /areas goes to /404", () => {
    expect(isUnknownArea("/areas/nowhere")).toBe(true);
    expect(isUnknownArea("/areas/nowhere/")).toBe(true);
    expect(isUnknownArea("/areas/a/b")).toBe(false);
    expect(isUnknownArea("/services/nothing")).toBe(false);
  });

  test("logs the attempted path on the not-found page only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    handleNotFound(page(`<main>About</main>`, "/no/such/page"));
    expect(warn).not.toHaveBeenCalled();
    handleNotFound(page(`<div data-page-not-found></div>`, "/no/such/page"));
    expect(warn).toHaveBeenCalledWith("404: no page at /no/such/page");
  });
});

describe("menus", () => {
  test("the button's label and expanded state follow its popover", () => {
    const doc = page(
      `<button popovertarget="m" aria-label="Open contact menu" data-open-label="Close menu"></button>
       <div id="m" popover="auto"><a href="/quote">Get Quote</a></div>`,
    );
    // jsdom does not implement :popover-open; a real browser does (the e2e tests).
    Object.defineProperty(doc.getElementById("m"), "matches", { value: () => false });
    enhancePopovers(doc);
    const button = doc.querySelector("button")!;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const toggle = (newState: string) =>
      doc.getElementById("m")!.dispatchEvent(Object.assign(new Event("beforetoggle"), { newState }));
    toggle("open");
    expect([button.getAttribute("aria-label"), button.getAttribute("aria-expanded")]).toEqual(["Close menu", "true"]);
    toggle("closed");
    expect([button.getAttribute("aria-label"), button.getAttribute("aria-expanded")]).toEqual([
      "Open contact menu",
      "false",
    ]);
  });
});

describe("activation", () => {
  test("a prerendered page starts only once it is shown", () => {
    const doc = page("");
    Object.defineProperty(doc, "prerendering", { value: true, configurable: true });
    const start = vi.fn();
    whenActivated(start, doc);
    expect(start).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(start).toHaveBeenCalledTimes(1);
    whenActivated(start, page(""));
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe("reviews filter", () => {
  const html = `<form data-reviews>
    <select><option value="All Services">All Services</option><option value="Leak Repair">Leak Repair</option></select>
    <div data-reviews-empty hidden><button type="reset">Clear Filters</button></div></form>`;

  test("keeps the choice in the URL, and All Services clears it", () => {
    const doc = page(html, "/reviews");
    enhanceReviewFilter(doc);
    const select = doc.querySelector("select")!;
    select.value = "Leak Repair";
    select.dispatchEvent(new Event("change"));
    expect(window.location.search).toBe("?service=Leak+Repair");
    select.value = "All Services";
    select.dispatchEvent(new Event("change"));
    expect(window.location.search).toBe("");
  });

  test("applies a shared URL, and one that matches nothing shows the empty state until Clear Filters", () => {
    const shared = page(html, "/reviews?service=Leak%20Repair");
    enhanceReviewFilter(shared);
    expect(shared.querySelector("select")!.value).toBe("Leak Repair");
    expect(shared.querySelector<HTMLElement>("[data-reviews-empty]")!.hidden).toBe(true);

    const doc = page(html, "/reviews?service=Gas%20Fitting");
    enhanceReviewFilter(doc);
    const form = doc.querySelector("form")!;
    expect(form.hasAttribute("data-no-match")).toBe(true);
    expect(doc.querySelector<HTMLElement>("[data-reviews-empty]")!.hidden).toBe(false);
    form.reset();
    expect(form.hasAttribute("data-no-match")).toBe(false);
    expect(doc.querySelector<HTMLElement>("[data-reviews-empty]")!.hidden).toBe(true);
    expect(window.location.search).toBe("");
  });
});

describe("navigation", () => {
  test("speculation rules prerender and prefetch same-origin pages on intent, never the API or the dashboard", () => {
    expect(Object.keys(speculationRules)).toEqual(["prerender", "prefetch"]);
    for (const rule of [...speculationRules.prerender, ...speculationRules.prefetch]) {
      expect(rule.eagerness).toBe("moderate");
      expect(JSON.stringify(rule.where)).toContain('{"not":{"href_matches":["/api/*","/admin","/admin/*"]}}');
    }
  });

  test("the fallback prefetches a page link once, on intent, and leaves other links alone", () => {
    const doc = page(
      `<a id="about" href="/about">About</a><a id="api" href="/api/quote">API</a><a id="out" href="https://example.org/">Out</a>
       <a id="tab" href="/reviews" target="_blank">Tab</a><a id="admin" href="/admin/leads">Admin</a>`,
      "/",
    );
    prefetchOnIntent(doc);
    for (const id of ["about", "about", "api", "out", "tab", "admin"])
      doc.getElementById(id)!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect([...doc.head.querySelectorAll("link[rel=prefetch]")].map((l) => l.getAttribute("href"))).toEqual([
      `${window.location.origin}/about`,
    ]);
    const here = doc.createElement("a");
    here.href = "/";
    expect(prefetchable(here, window.location)).toBe(false);
  });

  test("tells the site's pages from files, the API and the dashboard", () => {
    expect(["/", "/about", "/services/leak-detection", "/404.html"].map(isSitePage)).toEqual([true, true, true, true]);
    expect(["/media/a.webp", "/sitemap.xml", "/api/quote", "/admin", "/admin/leads"].map(isSitePage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("where the visit came from", () => {
  const fields = `<form><input type="hidden" name="landing_page"><input type="hidden" name="utm_source"></form>`;
  const value = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`[name=${name}]`)!.value;

  test("kept from the visit's first page and written into the forms' hidden fields at once", () => {
    enhanceVisitFields(page("", "/areas/manukau?utm_source=google"));
    const later = page(fields, "/quote");
    enhanceVisitFields(later);
    expect([value(later, "landing_page"), value(later, "utm_source")]).toEqual(["/areas/manukau", "google"]);
  });

  test("a prerendered page keeps and fills nothing until it is shown", () => {
    const doc = page(fields, "/areas/manukau?utm_source=google");
    Object.defineProperty(doc, "prerendering", { value: true, configurable: true });
    enhanceVisitFields(doc);
    expect(sessionStorage.length).toBe(0);
    expect(value(doc, "landing_page")).toBe("");
    Object.defineProperty(doc, "prerendering", { value: false });
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(value(doc, "landing_page")).toBe("/areas/manukau");
  });
});
