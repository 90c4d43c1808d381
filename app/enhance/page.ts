// The entry the build compiles and inlines into every page (config/islands-build.ts, rendered by app/root.tsx).
import { enhance } from "./enhance";

// The build writes the page analytics' URL on this script's own tag (config/islands-build.ts, rendered by app/root.tsx).
enhance(document, (document.currentScript as HTMLScriptElement | null)?.dataset.analytics);
