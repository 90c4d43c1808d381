import { defineConfig } from "vitest/config";

// End-to-end tests: the built site served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    root: ".",
    include: ["e2e/**/*.e2e.ts"],
    // Lighthouse runs on its own afterwards (e2e/perf/vitest.config.ts), never beside another browser test.
    exclude: ["e2e/perf/**"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    pool: "forks",
  },
});
