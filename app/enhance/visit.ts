import { fillVisitFields, visitOrigin } from "../lib/visit-origin";
import { whenActivated } from "./activation";

/**
 * Keeps where the visit came from, from its first page on, and fills the quote forms' hidden fields with it at once,
 * so a form posted before its island wakes sends it too. A page the browser prerenders
 * waits until it is shown: storage written while prerendering is not the tab's, and the visit has not reached it yet.
 */
export function enhanceVisitFields(doc: Document = document): void {
  const win = doc.defaultView;
  if (win) whenActivated(() => fillVisitFields(doc, visitOrigin(win)), doc);
}
