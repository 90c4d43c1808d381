/** Past this many pixels of scroll the header turns fully opaque (spec section 9). */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

/** Delay before scrolling to a home section after navigating to "/" from another page (spec section 9). */
export const HOME_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls a section into view (smoothly unless the visitor asked for less motion) and moves focus to it. */
export function scrollToSection(id: string, doc: Document = document): boolean {
  const target = doc.getElementById(id);
  if (!target) return false;
  // A page's sections under its first are laid out only near the viewport (content-visibility, app/styles/app.css): a
  // smooth scroll would lay out those it passes on the way and stop where their placeholders had put the target.
  // Laid out all at once first, the target is where the scroll ends.
  doc.documentElement.setAttribute("data-sections-shown", "");
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  // Focus follows the jump so keyboard and screen-reader users continue from the section, not from the link.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
