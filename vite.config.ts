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
  };
});
