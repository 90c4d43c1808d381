import { execFile } from "node:child_process";
import { projectLockfileProblems } from "./lockfile.ts";

/**
 * `npm run deps`, before each deploy and once a month (docs/operations.md; ASVS 14.2.1 in
 * docs/decisions/010-asvs-level-1.md): the offline lockfile check, then the production dependencies against the
 * registry's advisory database (npm audit) and against their newer releases (npm outdated). It exits 1 when
 * something needs doing, and also when the advisories could not be read: an unreachable advisory service (a proxy
 * that refuses its POST answers 405) is said so, never taken for "no known vulnerabilities".
 */

/** Runs npm with `args` and returns its exit code and standard output, whatever the code. */
const npm = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile("npm", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: typeof error?.code === "number" ? error.code : error ? 1 : 0, stdout, stderr }),
    );
  });

const parse = (text: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

let needsDoing = false;
const say = (text: string) => process.stdout.write(`${text}\n`);

const lockfile = projectLockfileProblems();
say(lockfile.length === 0 ? "Lockfile: every production dependency pinned by its hash, none deprecated." : "Lockfile:");
for (const problem of lockfile) say(`  - ${problem}`);
needsDoing ||= lockfile.length > 0;

const audit = await npm(["audit", "--omit=dev", "--json"]);
const report = parse(audit.stdout) as
  { vulnerabilities?: Record<string, { severity: string; fixAvailable: unknown }>; message?: string } | undefined;
if (!report?.vulnerabilities) {
  const reason = report?.message ?? (audit.stderr.trim().split("\n").at(-1) || `npm audit exited with ${audit.code}`);
  say(`Advisories: NOT CHECKED. The advisory service could not be reached (${reason}).`);
  say("  Run npm run deps where registry.npmjs.org answers, or look each production dependency up at");
  say("  https://github.com/advisories before deploying.");
  needsDoing = true;
} else {
  const found = Object.entries(report.vulnerabilities);
  say(found.length === 0 ? "Advisories: no known vulnerability in the production dependencies." : "Advisories:");
  for (const [name, { severity, fixAvailable }] of found)
    say(`  - ${name}: ${severity}${fixAvailable ? " (a fix is available: npm audit fix --omit=dev)" : ""}`);
  needsDoing ||= found.length > 0;
}

const outdated = parse((await npm(["outdated", "--omit=dev", "--json"])).stdout) as
  Record<string, { current?: string; wanted: string; latest: string }> | undefined;
// Unable to reach the registry, npm outdated prints {"error": {...}} instead of the packages.
if (!outdated || "error" in outdated) {
  say("Updates: NOT CHECKED. npm outdated could not reach the registry.");
  needsDoing = true;
} else {
  const behind = Object.entries(outdated);
  say(behind.length === 0 ? "Updates: every production dependency is at its latest release." : "Updates:");
  for (const [name, { current, wanted, latest }] of behind)
    say(`  - ${name} ${current ?? "(not installed)"}: ${wanted} within package.json's range, ${latest} latest`);
  if (behind.some(([, v]) => v.current !== v.wanted))
    say("  npm update takes what the ranges allow; beyond a range, read the changelog, then edit package.json.");
}

process.exit(needsDoing ? 1 : 0);
