import { loadEnv, build } from "vite";
import type { Rollup } from "vite";
import { readSiteEnv } from "../config/env.ts";

/**
 * Compiles app/enhance/page.ts into one minified classic script and prints it (run by page-scripts.ts, which needs
 * the result synchronously inside the build). The site's settings are defined exactly as vite.config.ts does.
 */
const env = readSiteEnv({ ...loadEnv("production", process.cwd(), ""), ...process.env });
const output = (await build({
  configFile: false,
  logLevel: "silent",
  define: { __SITE_ENV__: JSON.stringify(env) },
  build: {
    write: false,
    minify: true,
    target: "es2022",
    lib: { entry: "app/enhance/page.ts", formats: ["iife"], name: "enhance" },
  },
})) as Rollup.RollupOutput[];
const chunk = output[0]!.output.find((file) => file.type === "chunk");
if (!chunk) throw new Error("The page script did not compile.");
process.stdout.write(chunk.code.trim());
