import { defineConfig } from "vitest/config";
import { longestFirst } from "../test/support/longest-first.ts";

// End-to-end tests: the built site served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    root: ".",
    include: ["e2e/**/*.e2e.ts"],
    // Lighthouse runs on its own afterwards (e2e/perf/vitest.config.ts), never beside another browser test.
    exclude: ["e2e/perf/**"],
    // The scratch folder first, so it is removed after the server and browser have stopped (test/support/scratch-dir.ts).
    globalSetup: ["test/support/scratch-dir.ts", "e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    pool: "forks",
    // A poll waits on a condition the page reaches (a smooth scroll's end, a panel's answer); on a busy 2-core machine
    // that can take longer than Vitest's default second. A broken behaviour still fails, five seconds later.
    expect: { poll: { timeout: 5_000 } },
    // The longest files start first, so none is left running alone at the end (test/support/longest-first.ts): the
    // longest of a quiet clean-clone run on 2026-12-06 evening, in its order (18-68 s each).
    sequence: {
      sequencer: longestFirst([
        "e2e/quality/axe.e2e.ts",
        "e2e/home.e2e.ts",
        "e2e/publish.e2e.ts",
        "e2e/admin.e2e.ts",
        "e2e/admin-account.e2e.ts",
        "e2e/shell.e2e.ts",
        "e2e/analytics.e2e.ts",
        "e2e/projects.e2e.ts",
        "e2e/inbox.e2e.ts",
        "e2e/first-tap.e2e.ts",
        "e2e/password-reset.e2e.ts",
        "e2e/services.e2e.ts",
        "e2e/quote.e2e.ts",
        "e2e/escalation.e2e.ts",
      ]),
    },
  },
});
