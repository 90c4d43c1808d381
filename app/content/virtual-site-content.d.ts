/** The build's content document (scripts/build/build-content.ts). */
declare module "virtual:site-content" {
  import type { SiteContent } from "./document";

  const content: SiteContent;
  export default content;
}
