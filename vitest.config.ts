import { realpathSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { readSiteEnv } from "./config/env.ts";
import { iconSprite } from "./config/icon-sprite.ts";

// Unit and component tests. The React Router plugin is left out: it only matters to the app build.
export default defineConfig({
  plugins: [iconSprite()],
  define: { __SITE_ENV__: JSON.stringify(readSiteEnv({})) },
  resolve: { tsconfigPaths: true },
  // Vite loads `?url` imports (root.tsx's font) only from allowed folders; node_modules may be a symlink to another
  // checkout (git worktrees sharing one install), which would otherwise be refused.
  server: { fs: { allow: [".", realpathSync("node_modules")] } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "config/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./test/setup.ts"],
    restoreMocks: true,
  },
});
