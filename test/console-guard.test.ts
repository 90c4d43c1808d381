import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

interface JsonReport {
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

test("a logged error fails the test that logged it, whatever its place in the file", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "console-guard-"));
  const report = path.join(dir, "report.json");
  try {
    // Vitest runs the fixture for real, in its own process, under the unit suite's setup file.
    const vitest = path.resolve("node_modules/vitest/vitest.mjs");
    const args = [
      "run",
      "--config",
      "test/fixtures/console-guard.config.ts",
      "--reporter=json",
      `--outputFile=${report}`,
    ];
    await promisify(execFile)(process.execPath, [vitest, ...args]).catch(() => undefined);
    const { testResults } = JSON.parse(readFileSync(report, "utf8")) as JsonReport;
    const results = testResults.flatMap((file) => file.assertionResults);
    expect(results.map((r) => [r.title, r.status])).toEqual([
      ["first, quiet", "passed"],
      ["second, expects its error", "passed"],
      ["third, logs an error", "failed"],
      ["fourth, quiet again", "passed"],
    ]);
    expect(results[2]!.failureMessages.join("\n")).toContain("console.error was called:\nsomething broke");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
