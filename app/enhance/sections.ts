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
    view.sessionStorage.setItem(PENDING_SECTION_KEY, section);
  });
  if (view.location.pathname !== "/") return;
  whenActivated(() => {
    const section = view.sessionStorage.getItem(PENDING_SECTION_KEY);
    if (!section) return;
    view.sessionStorage.removeItem(PENDING_SECTION_KEY);
    view.setTimeout(() => scrollToSection(section, doc), HOME_SCROLL_DELAY_MS);
  }, doc);
}
