import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { figtree, webfont } from "../config/font-subset.ts";
import { iconSprite } from "../config/icon-sprite.ts";

// The owner's dashboard: its own entry and output (build/admin, beside build/client and never inside it), so a
// static host publishing build/client carries none of it and the public pages' chunks cannot pick any of it up.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  // The site's ui components draw their icons from the build-time sprite; the dashboard gets its own copy. The shared
  // tokens stylesheet carries the webfont's @font-face rules.
  plugins: [webfont(figtree), iconSprite(), tailwindcss()],
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
