/**
 * Runs `start` once the page is the one the visitor sees. A page the browser prerenders from the speculation rules
 * (docs/decisions/009-native-controls.md) runs its scripts before anyone navigates to it; what a visit does (a page
 * view, a scroll to a home section) must wait until the prerendered page is activated.
 */
export function whenActivated(start: () => void, doc: Document = document): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", start, { once: true });
  } else {
    start();
  }
}
