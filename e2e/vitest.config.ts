import { defineConfig } from "vitest/config";

// End-to-end tests: the built site served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    root: ".",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    pool: "forks",
  },
});
