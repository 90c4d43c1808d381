/** The build's content document (config/build-content.ts). */
declare module "virtual:site-content" {
  const content: import("./content/document").SiteContent;
  export default content;
}
