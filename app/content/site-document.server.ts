import document from "virtual:site-content";
import type { SiteContent } from "./document.ts";

/**
 * The content document this build was given, read and checked once by the build (scripts/build/build-content.ts): the one
 * argument of every page's loader. Tests give the loaders their own documents instead.
 */
export const siteDocument = (): SiteContent => document;
