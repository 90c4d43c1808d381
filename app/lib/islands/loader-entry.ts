import { watchIslands } from "./loader";

// The inline script's own data-islands attribute maps each island on the page to its entry module's URL.
watchIslands(
  JSON.parse((document.currentScript as HTMLScriptElement).dataset.islands ?? "{}") as Record<string, string>,
);
