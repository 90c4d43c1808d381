// Inlined only into /reviews, after the page script (config/islands-build.ts, app/root.tsx `routeExtras`).
import { enhanceReviewFilter } from "./reviews";

enhanceReviewFilter(document);
