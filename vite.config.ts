import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { readSiteEnv } from "./config/env.ts";

export default defineConfig(({ mode }) => {
  const env = readSiteEnv({ ...loadEnv(mode, process.cwd(), ""), ...process.env });
  return {
    plugins: [tailwindcss(), reactRouter()],
    define: { __SITE_ENV__: JSON.stringify(env) },
    resolve: { tsconfigPaths: true },
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger chunks: dozens of tiny shared chunks (one per icon) each cost a request on a slow phone
          // network. Framework code, other packages and app code shared by several routes get a chunk each.
          codeSplitting: {
            groups: [
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                priority: 3,
              },
              { name: "vendor", test: /node_modules/, priority: 2 },
              { name: "shared", minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
