import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { readSiteEnv } from "./config/env.ts";
import { readRetentionDays } from "./config/retention.ts";

export default defineConfig(({ mode }) => {
  const source = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  const env = readSiteEnv(source);
  return {
    plugins: [tailwindcss(), reactRouter()],
    define: {
      __SITE_ENV__: JSON.stringify(env),
      __LEADS_RETENTION_DAYS__: JSON.stringify(readRetentionDays(source) ?? null),
    },
    resolve: { tsconfigPaths: true },
    build: {
      rolldownOptions: {
        output: {
          // The framework (React, React Router) is one long-cached chunk every page needs. Everything else splits
          // by route, so a page downloads only the code its route uses (no catch-all "shared" chunk).
          codeSplitting: {
            groups: [
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
