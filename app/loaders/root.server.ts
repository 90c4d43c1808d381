import type { SiteContent } from "../content/document";
import { footerAreas } from "../content/names";

/** What the shell of every page shows: the services menu, the footer's areas and the rating lines. */
export function shellData(doc: SiteContent) {
  const claims = doc.claims;
  return {
    // The services' names as the owner wrote them, as their pages have them.
    services: doc.services.map(({ slug, title }) => ({ slug, title })),
    footerAreas,
    ratingBanner: claims.ratingBanner,
    tagline: claims.tagline,
    footerRating: claims.footerRating,
  };
}
