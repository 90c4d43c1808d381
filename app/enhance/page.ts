// The entry the build compiles and inlines into every page (scripts/page-scripts.ts).
import { enhance } from "./enhance";

// The build writes the page analytics' URL on this script's own tag (scripts/page-scripts.ts).
enhance(document, (document.currentScript as HTMLScriptElement | null)?.dataset.analytics);
