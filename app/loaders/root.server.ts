import { claims } from "../content/claims";
import { footerAreas } from "../content/names";
import { services } from "../content/services";

/** What the shell of every page shows: the services menu, the footer's areas and the rating lines. */
export function shellData() {
  return {
    // The services' names as the owner wrote them, as their pages have them.
    services: services.map(({ slug, title }) => ({ slug, title })),
    footerAreas,
    ratingBanner: claims.ratingBanner,
    tagline: claims.tagline,
    footerRating: claims.footerRating,
  };
}
