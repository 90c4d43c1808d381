import { claims } from "../content/claims";
import { footerAreas, serviceNames } from "../content/names";

/** What the shell of every page shows: the services menu, the footer's areas and the rating lines. */
export function shellData() {
  return {
    services: serviceNames,
    footerAreas,
    ratingBanner: claims.ratingBanner,
    tagline: claims.tagline,
    footerRating: claims.footerRating,
  };
}
