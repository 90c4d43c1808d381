import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fontFallback } from "./config/font-fallback.ts";
import { figtree, webfont } from "./config/font-subset.ts";
import { iconSprite } from "./config/icon-sprite.ts";
import { buildContent, siteContentModule } from "./scripts/build-content.ts";
import { pageScripts } from "./config/islands-build.ts";
import { siteDefine } from "./config/site-define.ts";

export default defineConfig(({ mode, isPreview }) => {
  return {
    // The pre-renderer's preview server (React Router starts one to render each page) only serves what the build
    // made: it needs none of the plugins that make it (cutting the font alone takes about 0.3 s), and nothing in it
    // watches files (React Router's route reader would otherwise scan the whole project first).
    ...(isPreview && { server: { watch: null } }),
    plugins: isPreview
      ? [reactRouter()]
      : [
          webfont(figtree),
          fontFallback({ family: "Figtree", font: figtree.font }),
          iconSprite(),
          tailwindcss(),
          siteContentModule(),
          reactRouter(),
          pageScripts(),
        ],
    // No gzip size per file in the build's report: the owner waits for every build, and the budgets measure sizes.
    build: { reportCompressedSize: false },
    define: siteDefine(mode, buildContent().settings),
    resolve: { tsconfigPaths: true },
  };
});
