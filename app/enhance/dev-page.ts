// The dev server's stand-in for what the build inlines into every page (scripts/build/finish-build.ts): root.tsx loads it
// under `npm run dev` only. React Refresh's preamble comes first, as React Router's <Scripts> would put it (no page
// renders them, docs/decisions/008-islands.md): the islands' modules refuse to run without it.
import "virtual:react-router/inject-hmr-runtime";
import { watchIslands } from "../lib/islands/loader";
import { islandNames } from "../../shared/island-names";
import { enhance } from "./enhance";
import { enhanceVideos } from "./media";
import { handleNotFound } from "./not-found";
import { enhanceReviewFilter } from "./reviews";

/** The page analytics module and each island's entry, served as source by Vite (config/islands-build.ts builds them). */
const analytics = "/app/lib/analytics/page-entry.ts";
const islands = Object.fromEntries(islandNames.map((name) => [name, `/app/islands/${name}.tsx`]));

enhance(document, analytics);
// The build writes these only into the pages that need them (`pageExtraNames`); each does
// nothing on a page without what it enhances.
handleNotFound(document);
enhanceReviewFilter(document);
enhanceVideos(document);
watchIslands(islands);
