import { HOME_SCROLL_DELAY_MS, scrollToSection } from "../lib/scroll";
import { whenActivated } from "./activation";

/** Where a home-section link clicked on another page leaves the section to scroll to once "/" has loaded. */
export const PENDING_SECTION_KEY = "scroll-to-section";

/**
 * Links to a home section (`data-section`: Home, the footer's quick links, "Get Free Quote" to the contact form).
 * On the landing page they scroll there smoothly; from another page they load "/" (a plain link) and the home page
 * scrolls to the section after about 100 ms (spec section 2). Focus follows the scroll (lib/scroll.ts).
 */
export function enhanceSectionLinks(doc: Document = document): void {
  const view = doc.defaultView ?? window;
  doc.addEventListener("click", (event) => {
    const section = (event.target as Element).closest<HTMLAnchorElement>("a[data-section]")?.dataset.section;
    if (!section || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (view.location.pathname === "/") {
      if (scrollToSection(section, doc)) event.preventDefault();
      return;
    }
    withSession(view, (storage) => storage.setItem(PENDING_SECTION_KEY, section));
  });
  if (view.location.pathname !== "/") return;
  whenActivated(() => {
    const section = withSession(view, (storage) => {
      const pending = storage.getItem(PENDING_SECTION_KEY);
      storage.removeItem(PENDING_SECTION_KEY);
      return pending;
    });
    if (section) view.setTimeout(() => scrollToSection(section, doc), HOME_SCROLL_DELAY_MS);
  }, doc);
}

/**
 * Runs `run` with the tab's sessionStorage, or returns undefined where storage is blocked (site data blocked, a
 * sandboxed frame): reading `sessionStorage` itself throws there, and the rest of the page script must still run.
 * The link then simply loads "/" at its top.
 */
function withSession<T>(view: Window, run: (storage: Storage) => T): T | undefined {
  try {
    return run(view.sessionStorage);
  } catch {
    return undefined;
  }
}
