import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { waitFor } from "../test/support/server/wait";
import { spec } from "../test/spec-texts";
import { browser, goto } from "../test/support/e2e/browser";

// `npm run dev` as a developer runs it (scripts/dev/dev-server.ts): the site from source through Vite, the islands hydrating
// and the page script running as on built pages, and a quote reaching a local inbox behind Vite's proxy. Vite
// compiles on first request, so the waits here are long; they wait on conditions, never on time.
const FIRST_COMPILE_MS = 90_000;

const dataDir = mkdtempSync(path.join(tmpdir(), "dev-inbox-"));
let dev: ChildProcess;
let closed: Promise<void>;
let output = "";
let url = "";

beforeAll(async () => {
  dev = spawn("npm", ["run", "dev", "--", "--port", "0", "--data", dataDir], {
    // Its own process group, as a terminal's: Ctrl-C (SIGINT to the group) reaches npm, the dev server and the inbox.
    detached: true,
    // Tests fill a form in milliseconds and send more than a person would.
    env: { ...developerEnv(), QUOTE_MIN_FILL_MS: "0", QUOTE_RATE_LIMIT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  closed = new Promise((resolve) => dev.once("close", () => resolve()));
  const collect = (chunk: Buffer) => (output += chunk.toString());
  dev.stdout?.on("data", collect);
  dev.stderr?.on("data", collect);
  url = await waitFor(
    "npm run dev to say where the site is",
    () => /^Open (http:\/\/localhost:\d+\/)/m.exec(output)?.[1],
    FIRST_COMPILE_MS,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; it wrote:\n${output}`);
  });
}, FIRST_COMPILE_MS + 10_000);

afterAll(async () => {
  // Whatever a failed test left running goes, with its whole group.
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    process.kill(-dev.pid, "SIGKILL");
    await closed;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A developer's shell: this test runner's own variables (NODE_ENV=test, VITEST_*) stay out of the dev server. */
const developerEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")));

const storedQuotes = () => {
  const db = new DatabaseSync(path.join(dataDir, "quotes.db"), { readOnly: true });
  try {
    return db.prepare("SELECT form, name, phone, service, page, spam FROM quotes").all();
  } finally {
    db.close();
  }
};

describe("npm run dev", () => {
  test("says in one line where to open the site and where quotes go", () => {
    const line = output.split("\n").find((l) => l.startsWith("Open "));
    expect(line).toContain(`local inbox in ${dataDir}/`);
    expect(line).toContain(`DATA_DIR=${dataDir} npm run leads`);
  });

  test(
    "the home form's island hydrates in dev, and a quote sent there is stored by the local inbox",
    async () => {
      const context = await (await browser()).newContext({ baseURL: url });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(FIRST_COMPILE_MS);
        // The page script ran (data-enhanced), loaded the analytics, and the island hydrated (data-hydrated).
        await goto(page, "/");
        const form = page.getByRole("form", { name: "Request a free quote" });
        await form.getByLabel("Name").fill("Dev Test");
        await form.getByLabel("Phone").fill("021 555 0199");
        await form.getByLabel("Service Type").selectOption("drain-unblocking");
        await form.getByRole("button", { name: "Get My Free Quote" }).click();
        await expect
          .poll(() => page.getByRole("status").innerText(), { timeout: FIRST_COMPILE_MS })
          .toContain(spec.homeSuccessTitle);
        expect(storedQuotes()).toEqual([
          { form: "home", name: "Dev Test", phone: "021 555 0199", service: "drain-unblocking", page: "/", spam: 0 },
        ]);
      } finally {
        await context.close();
      }
    },
    3 * FIRST_COMPILE_MS,
  );

  test("Ctrl-C stops the dev server and the inbox", async () => {
    process.kill(-dev.pid!, "SIGINT");
    await closed;
    expect(readFileSync(path.join(dataDir, "inbox.log"), "utf8")).toMatch(/(SIGINT|SIGTERM): shutting down/);
    await expect(fetch(url)).rejects.toThrow();
  }, 30_000);
});
