import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../site.config";

export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/** Meta for a route's not-found state (an unknown slug): the spec's title and message, kept out of search. */
export function notFoundMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: fullTitle(title) },
    { name: "description", content: description },
    { name: "robots", content: "noindex, follow" },
  ];
}
