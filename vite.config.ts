import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { readSiteEnv } from "./config/env.ts";
import { fontFallback } from "./config/font-fallback.ts";
import { figtree, webfont } from "./config/font-subset.ts";
import { iconSprite } from "./config/icon-sprite.ts";
import { readRetentionDays } from "./config/retention.ts";
import { shellModules } from "./config/shell-modules.ts";

export default defineConfig(({ mode }) => {
  const shell = shellModules("app/root.tsx");
  const source = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  const env = readSiteEnv(source);
  return {
    plugins: [
      webfont(figtree),
      fontFallback({ family: "Figtree", font: figtree.font }),
      iconSprite(),
      tailwindcss(),
      reactRouter(),
    ],
    define: {
      __SITE_ENV__: JSON.stringify(env),
      __LEADS_RETENTION_DAYS__: JSON.stringify(readRetentionDays(source) ?? null),
    },
    resolve: { tsconfigPaths: true },
    build: {
      rolldownOptions: {
        output: {
          // The framework (React, React Router) is one long-cached chunk every page needs. Everything else splits
          // by route: a page downloads only the code its routes use.
          codeSplitting: {
            groups: [
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                priority: 2,
              },
              { name: "shell", test: (id) => shell.has(id) && !id.endsWith("root.tsx"), priority: 1 },
              // The rest of the app's shared code, one chunk per set of routes that use it.
              { name: "shared", test: /[\\/]app[\\/](components|lib)[\\/]/, entriesAware: true },
            ],
          },
        },
      },
    },
  };
});
