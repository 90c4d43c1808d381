import { build } from "vite";
import type { Rollup } from "vite";
import { siteDefine } from "../config/site-define.ts";

/**
 * Compiles app/enhance/page.ts into one minified classic script and prints it (run by page-scripts.ts, which needs
 * the result synchronously inside the build). The site's settings are defined as for every other bundle
 * (config/site-define.ts).
 */
const output = (await build({
  configFile: false,
  logLevel: "silent",
  define: siteDefine("production"),
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
