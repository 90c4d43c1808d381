import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { figtree, webfont } from "../config/font-subset.ts";
import { iconSprite } from "../config/icon-sprite.ts";

// The owner's dashboard: its own entry and output (build/admin, beside build/client and never inside it), so a
// static host publishing build/client carries none of it and the public pages' chunks cannot pick any of it up.
const buildDirectory = process.env.BUILD_DIR ?? "build";

/**
 * zod's classic layer gets its own copy of zod's core (issue 47). The dashboard checks the API's answers with zod/mini
 * (shared/api/), from its first load; the website editor checks the owner's document with full zod
 * (app/content/document.ts), in its own chunk. Both build on zod's core, and a module two chunks import is one module,
 * kept whole for both: the core's parts only full zod uses (8.6 KB gzip) rode in the first load. A second copy, in the
 * editor's chunk only, keeps them there. zod keeps its settings and registry on globalThis and recognises its schemas
 * by their traits rather than by class, so the editor's document schema inside a zod/mini answer works as before.
 */
const classicZodCore = (): Plugin => {
  const copy = "?classic-zod";
  const zodDir = `${path.sep}node_modules${path.sep}zod${path.sep}`;
  const fromClassic = (importer: string) =>
    importer.endsWith(copy) || importer.includes(`${zodDir}v4${path.sep}classic${path.sep}`);
  return {
    name: "classic-zod-core",
    enforce: "pre",
    apply: "build",
    async resolveId(source, importer, options) {
      if (!importer || !importer.includes(zodDir) || !fromClassic(importer)) return null;
      const resolved = await this.resolve(source, importer.replace(copy, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes(zodDir)) return resolved;
      if (resolved.id.includes(`${zodDir}v4${path.sep}classic${path.sep}`)) return resolved;
      return { ...resolved, id: resolved.id + copy };
    },
    load(id) {
      return id.endsWith(copy) ? readFileSync(id.slice(0, -copy.length), "utf8") : null;
    },
  };
};

export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  // The site's ui components draw their icons from the build-time sprite; the dashboard gets its own copy. The shared
  // tokens stylesheet carries the webfont's @font-face rules.
  plugins: [classicZodCore(), webfont(figtree), iconSprite(), tailwindcss()],
  build: {
    outDir: path.resolve(buildDirectory, "admin"),
    emptyOutDir: true,
    // The server reads the sign-in page's stylesheet from the manifest (server/core/dashboard-build.ts).
    manifest: true,
    rolldownOptions: {
      // The dashboard, and the script of the server-rendered sign-in pages (server/accounts/login-page.ts).
      input: {
        index: path.join(import.meta.dirname, "index.html"),
        "sign-in": path.join(import.meta.dirname, "sign-in-page.ts"),
      },
    },
  },
});
