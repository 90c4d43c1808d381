import { defineConfig } from "vitest/config";
import { ownerSettingsOf, readSiteEnv } from "./config/env.ts";
import { siteContentModule } from "./scripts/build/build-content.ts";
import { seedContent } from "./app/content/seed.ts";
import { figtree, webfont } from "./config/font-subset.ts";
import { iconSprite } from "./config/icon-sprite.ts";
import { longestFirst } from "./test/support/longest-first.ts";

// Unit and component tests. The React Router plugin is left out: it only matters to the app build.
export default defineConfig({
  // A route's loader reads the build's document (virtual:site-content): in tests, the repository's with the default
  // settings. A test of a loader gives it its own document instead.
  plugins: [webfont(figtree), iconSprite(), siteContentModule(() => seedContent(ownerSettingsOf(readSiteEnv({}))))],
  define: { __SITE_ENV__: JSON.stringify(readSiteEnv({})), __LEADS_RETENTION_DAYS__: "null" },
  resolve: { tsconfigPaths: true },
  test: {
    // Two projects, one run (`npm run test:unit`): `unit` is pure code and components (no server, socket or child
    // process), the quick set to run alone while working (`npx vitest run --project unit`); `server` starts the
    // inbox, its databases, mail and webhook sinks and child processes. Each project lists its folders; a test of
    // server/ or scripts/ belongs to `server` even when it starts nothing.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "shared/**/*.test.ts",
            "admin/**/*.test.{ts,tsx}",
            "config/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          // It runs Vitest itself as a child process.
          exclude: ["test/console-guard.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          // A worker keeps the modules it has imported from one test file to the next instead of importing the
          // server's modules again for each of 92 files: 127 core-seconds against 199 (docs/development.md). A test
          // makes its server's parts (`composeServer`) and closes them; a server module keeps only caches keyed by
          // their input. Shuffled file orders (`--sequence.shuffle.files`) pass as the usual one does. The unit
          // project stays isolated: the page's modules hold a visit's state (the analytics' form starts, the
          // islands' handed-over events), as a page load would.
          isolate: false,
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "test/console-guard.test.ts"],
        },
      },
    ],
    environment: "node",
    // A stubbed global or environment variable is undone after each test, so no test, nor the next file a
    // non-isolated worker runs, sees another's.
    unstubGlobals: true,
    unstubEnvs: true,
    // Both cores: vitest's default leaves one free (cores - 1), which on the 2-core machine runs the files one at a
    // time, though most of their time is spent waiting on servers, sockets and child processes they start
    // (measured 2026-11-26: 423 s with one worker, 248 s with two, every test passing).
    maxWorkers: 2,
    // The longest files start first, so none is left running alone at the end (test/support/longest-first.ts): the
    // eleven longest of a full run on 2026-12-06, in its order (45-95 s each on a machine busy with other work, about
    // twice their time alone). The load tests that led the list moved to `npm run bench:*`.
    sequence: {
      sequencer: longestFirst([
        "server/accounts/takeover.test.ts",
        "server/accounts/sign-in.test.ts",
        "server/accounts/security.test.ts",
        "server/accounts/auth.test.ts",
        "server/accounts/account.test.ts",
        "server/core/photos.test.ts",
        "server/accounts/step-up.test.ts",
        "scripts/ops/backup.test.ts",
        "server/quotes/inbox.test.ts",
        "server/accounts/team.test.ts",
        "server/accounts/password-reset.test.ts",
      ]),
    },
    // One scratch folder for everything the tests write under os.tmpdir(), removed at the end (test/support/scratch-dir.ts).
    globalSetup: ["./test/support/scratch-dir.ts"],
    setupFiles: ["./test/setup.ts"],
    restoreMocks: true,
    // Hooks that start a server or encode photos (server/site/*.test.ts) can take seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    // A dashboard editor's test types into a long form and runs axe over it: 1-2 s alone, past Vitest's default 5 s
    // beside the rest of the suite on 2 cores (admin/site/site-services.test.tsx, 5.4 s on a clean-clone run). The
    // limit catches a hang; how fast a behaviour is, is measured where it matters, not here.
    testTimeout: 20_000,
  },
});
