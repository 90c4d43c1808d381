/** The URL of the icon sprite that config/icon-sprite.ts draws and emits at build time. */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
