/** The URL of the icon sprite that config/icon-sprite.ts draws and emits at build time. */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}

/** React Refresh's preamble, which React Router's dev server serves (app/enhance/dev-page.ts). */
declare module "virtual:react-router/inject-hmr-runtime" {}
