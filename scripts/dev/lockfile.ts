import { readFileSync } from "node:fs";

/** The parts of package.json the lockfile must agree with. */
export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

interface LockedPackage extends Manifest {
  version?: string;
  resolved?: string;
  integrity?: string;
  deprecated?: string;
  dev?: boolean;
  link?: boolean;
}

/** package-lock.json, version 2 or 3: every installed package by its folder, "" being the project itself. */
export interface Lockfile {
  lockfileVersion?: number;
  packages?: Record<string, LockedPackage>;
}

const kinds = ["dependencies", "devDependencies", "optionalDependencies"] as const;
const sorted = (ranges: Record<string, string> = {}) => JSON.stringify(Object.entries(ranges).sort());

/**
 * What keeps a deploy from installing exactly what was tested, or installs something its authors gave up on
 * (ASVS 14.2.1, docs/decisions/010-asvs-level-1.md). Offline: it reads only the two files. Every package the
 * production install needs (any not marked `dev`) must be pinned to a version with a SHA-512 integrity hash from
 * the registry (not a link, a git checkout or a tarball URL without one), and none may be marked deprecated,
 * which npm writes into the lockfile from the registry when it installs. The lockfile's own record of package.json
 * must match package.json, or `npm ci` would refuse it.
 */
export function lockfileProblems(manifest: Manifest, lockfile: Lockfile): string[] {
  if (!lockfile.packages || (lockfile.lockfileVersion ?? 0) < 2)
    return ["package-lock.json is not a version 2 or 3 lockfile: run npm install with npm 7 or later."];
  const problems: string[] = [];
  const root = lockfile.packages[""] ?? {};
  for (const kind of kinds)
    if (sorted(manifest[kind]) !== sorted(root[kind]))
      problems.push(`package-lock.json's ${kind} differ from package.json's: run npm install and commit both.`);
  for (const [folder, entry] of Object.entries(lockfile.packages)) {
    if (folder === "" || entry.dev) continue;
    const name = folder.replace(/^.*node_modules\//, "");
    if (entry.link) problems.push(`${name} is a link to a local folder, not a published package.`);
    else if (!entry.version || !/^sha512-[A-Za-z0-9+/]{86}==$/.test(entry.integrity ?? ""))
      problems.push(`${name} has no SHA-512 integrity hash in package-lock.json, so its content is not pinned.`);
    else if (entry.resolved !== undefined && !entry.resolved.startsWith("https://"))
      problems.push(`${name} comes from ${entry.resolved}, not a registry over HTTPS.`);
    if (entry.deprecated) problems.push(`${name}@${entry.version} is deprecated: ${entry.deprecated}`);
  }
  return problems;
}

/** The project's own package.json and package-lock.json, from the folder npm runs scripts in. */
export const projectLockfileProblems = (folder = process.cwd()) =>
  lockfileProblems(
    JSON.parse(readFileSync(`${folder}/package.json`, "utf8")) as Manifest,
    JSON.parse(readFileSync(`${folder}/package-lock.json`, "utf8")) as Lockfile,
  );
