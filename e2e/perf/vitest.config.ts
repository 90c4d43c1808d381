import { defineConfig } from "vitest/config";

// Lighthouse alone, after the other end-to-end tests: on a 2-core machine a browser test running beside it steals
// the CPU its trace measures (a 15 ms TBT became 830 ms), so it gets the machine to itself (one worker, one file).
export default defineConfig({
  test: {
    root: ".",
    include: ["e2e/perf/**/*.e2e.ts"],
    testTimeout: 10 * 60_000,
    maxWorkers: 1,
    fileParallelism: false,
    pool: "forks",
    globalSetup: ["test/support/scratch-dir.ts"],
  },
});
