// Inlined only into the not-found page (config/islands-build.ts, app/root.tsx `routeExtras`).
import { handleNotFound } from "./not-found";

handleNotFound(document);
