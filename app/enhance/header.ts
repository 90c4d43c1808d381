import { HEADER_SCROLL_THRESHOLD_PX } from "../lib/scroll";

/** The header turns fully opaque once the page has scrolled past 20 px (spec section 9); CSS reads `data-scrolled`. */
export function enhanceHeader(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>("[data-scrolled]");
  const view = doc.defaultView;
  if (!header || !view) return;
  const update = () => {
    const scrolled = String(view.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  view.addEventListener("scroll", update, { passive: true });
}
