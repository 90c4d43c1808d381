import { loadPageAnalytics } from "./analytics";
import { enhanceHeader } from "./header";
import { prefetchOnIntent } from "./navigation";
import { enhancePopovers } from "./popovers";
import { enhanceSectionLinks } from "./sections";
import { enhanceServicesMenu } from "./services-menu";
import { enhanceVisitFields } from "./visit";

/**
 * Everything a page does beyond HTML and CSS, outside the React islands: one small framework-free script the build
 * inlines at the end of every page's body (config/islands-build.ts, rendered by app/root.tsx), so it runs before the first paint and waits
 * for no download. Every control already works natively; this only adds what HTML cannot do
 * (docs/decisions/009-native-controls.md). `<html data-enhanced>` marks that it has run. What only some pages have
 * (the reviews filter, project videos, the not-found page) is enhanced by a script of its own on those pages only
 * (`pageExtraNames`), so the others do not carry its bytes.
 */
export function enhance(doc: Document = document, analytics?: string): void {
  enhanceVisitFields(doc);
  enhancePopovers(doc);
  enhanceServicesMenu(doc);
  enhanceHeader(doc);
  enhanceSectionLinks(doc);
  prefetchOnIntent(doc);
  loadPageAnalytics(doc, analytics);
  doc.documentElement.dataset.enhanced = "";
}
