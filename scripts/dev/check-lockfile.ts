import { projectLockfileProblems } from "./lockfile.ts";

// Part of npm run check: the offline half of keeping components current (ASVS 14.2.1; npm run deps is the rest).
const problems = projectLockfileProblems();
if (problems.length > 0) {
  process.stderr.write(`The lockfile does not pin the production dependencies safely:\n- ${problems.join("\n- ")}\n`);
  process.exit(1);
}
process.stdout.write("package-lock.json pins every production dependency by its SHA-512 hash; none is deprecated.\n");
