import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { fontFallback } from "./config/font-fallback.ts";
import { figtree, webfont } from "./config/font-subset.ts";
import { iconSprite } from "./config/icon-sprite.ts";
import { buildContent, siteContentModule } from "./scripts/build/build-content.ts";
import { pageScripts } from "./config/islands-build.ts";
import { siteDefine } from "./config/site-define.ts";

const fontCut = Symbol.for("site:webfont-cut");

/**
 * The font is cut once per process (config/font-subset.ts, about 0.3 s): React Router loads this file again for its
 * route reader, for the pre-renderer's preview server and for that server's route reader, and each load would cut the
 * same characters of the same file anew. The cut is kept on `globalThis`, since each load is a module of its own.
 */
function webfontOncePerProcess(): Plugin {
  const plugin = webfont(figtree);
  const cut = plugin.config as () => Promise<UserConfig>;
  const store = globalThis as typeof globalThis & { [fontCut]?: Promise<UserConfig> };
  return { ...plugin, config: () => (store[fontCut] ??= cut()) };
}

export default defineConfig(({ mode, isPreview }) => {
  return {
    // The pre-renderer's preview server (React Router starts one to render each page) only serves what the build
    // made: it needs none of the plugins that make it (cutting the font alone takes about 0.3 s), and nothing in it
    // watches files (React Router's route reader would otherwise scan the whole project first).
    ...(isPreview && { server: { watch: null } }),
    plugins: isPreview
      ? [reactRouter()]
      : [
          webfontOncePerProcess(),
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
