import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A global setup for every Vitest config: one scratch folder per run, removed when the run ends. It becomes TMPDIR
 * before the workers start, so everything a test makes under os.tmpdir() (data folders, built sites, the servers'
 * working folders, Chromium's and Caddy's profiles) lands in it, inherited by the servers and browsers the tests
 * start. Without it each run left about a hundred folders behind in the system's temporary folder.
 */
export function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "plumbing-tests-"));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
