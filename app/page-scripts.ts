import type { PageScripts } from "../shared/page-scripts";

/**
 * The browser's scripts as this build made them, for root.tsx to render into each page. The build gives this module
 * its value in the server bundle that pre-renders the pages (config/islands-build.ts `pageScripts()`, which builds
 * them first); everywhere else it has none: in the client bundle React Router builds and the build throws away, in
 * tests, and under `npm run dev`, where app/enhance/dev-page.ts runs the same code from source.
 */
const pageScripts: PageScripts | undefined = undefined;

export default pageScripts;
