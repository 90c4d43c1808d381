// Inlined only into the pages that show a project's video (config/islands-build.ts, app/root.tsx `routeExtras`).
import { enhanceVideos } from "./media";

enhanceVideos(document);
