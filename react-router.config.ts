import type { Config } from "@react-router/dev/config";
import { allPagePaths } from "./app/lib/seo/page-paths";

export default {
  // Every page is pre-rendered to static HTML at build time; no server is needed to serve the site.
  ssr: false,
  prerender: () => allPagePaths(),
} satisfies Config;
