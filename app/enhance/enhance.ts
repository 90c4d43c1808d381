import { loadPageAnalytics } from "./analytics";
import { enhanceHeader } from "./header";
import { enhanceVideos } from "./media";
import { prefetchOnIntent } from "./navigation";
import { handleNotFound } from "./not-found";
import { enhancePopovers } from "./popovers";
import { enhanceReviewFilter } from "./reviews";
import { enhanceSectionLinks } from "./sections";
import { enhanceServicesMenu } from "./services-menu";
import { enhanceVisitFields } from "./visit";

/**
 * Everything a page does beyond HTML and CSS, outside the React islands: one small framework-free script the build
 * inlines at the end of every page's body (config/islands-build.ts, rendered by app/root.tsx), so it runs before the first paint and waits
 * for no download. Every control already works natively; this only adds what HTML cannot do
 * (docs/decisions/009-native-controls.md). `<html data-enhanced>` marks that it has run.
 */
export function enhance(doc: Document = document, analytics?: string): void {
  enhanceVisitFields(doc);
  handleNotFound(doc);
  enhancePopovers(doc);
  enhanceServicesMenu(doc);
  enhanceHeader(doc);
  enhanceSectionLinks(doc);
  enhanceReviewFilter(doc);
  enhanceVideos(doc);
  prefetchOnIntent(doc);
  loadPageAnalytics(doc, analytics);
  doc.documentElement.dataset.enhanced = "";
}
