import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../site.config";
import { fullTitle } from "./not-found-meta";

export { fullTitle };

export interface PageMetaInput {
  /** Page title without the business name; the name is appended once here. */
  title: string;
  description: string;
  /** Route path, e.g. "/services/leak-detection"; becomes the absolute canonical URL. */
  path: string;
  /**
   * Required: spec section 2 has every page set its own keywords (an empty list fails the build's meta test; the
   * content's schema asks for at least one of each page's).
   */
  keywords: readonly string[];
  /** A "/media/..." image for social cards; defaults to the hero artwork. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Not-found and error pages must stay out of search results. */
  noindex?: boolean;
  /** Extra descriptors (geo tags, JSON-LD) appended after the standard set. */
  extra?: MetaDescriptor[];
}

const defaultImage = "/media/hero/emergency-plumber.jpg";

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path === "/" || path === "") return `${siteConfig.url}/`;
  const clean = path.replace(/\/+$/, "");
  return `${siteConfig.url}${clean.startsWith("/") ? clean : `/${clean}`}`;
}

/**
 * Title, description, keywords, canonical, Open Graph, Twitter and robots for one page: the one way pages set them.
 * Loaders call it at build time, so its code stays out of the browser bundle.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? defaultImage);
  const imageAlt = input.imageAlt ?? `${siteConfig.name}: 24/7 plumbers in Auckland`;
  const robots = input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large";
  return [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords.join(", ") },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: siteConfig.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(input.extra ?? []),
  ];
}
