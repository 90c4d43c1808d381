import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fontFallback } from "./config/font-fallback.ts";
import { figtree, webfont } from "./config/font-subset.ts";
import { iconSprite } from "./config/icon-sprite.ts";
import { buildContent, siteContentModule } from "./scripts/build-content.ts";
import { siteDefine } from "./config/site-define.ts";

export default defineConfig(({ mode }) => {
  return {
    plugins: [
      webfont(figtree),
      fontFallback({ family: "Figtree", font: figtree.font }),
      iconSprite(),
      tailwindcss(),
      siteContentModule(),
      reactRouter(),
    ],
    define: siteDefine(mode, buildContent().settings),
    resolve: { tsconfigPaths: true },
  };
});
