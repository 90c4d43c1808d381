import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { lockfileProblems, projectLockfileProblems, type Lockfile, type Manifest } from "./lockfile.ts";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Manifest & Record<string, unknown>;
const lockfile = JSON.parse(readFileSync("package-lock.json", "utf8")) as Required<Lockfile>;
/** The project's own files, to change one thing in. */
const copies = () => ({ pkg: structuredClone(manifest), lock: structuredClone(lockfile) });

describe("the lockfile check (npm run check; ASVS 14.2.1)", () => {
  test("the project's package-lock.json pins every production dependency, none deprecated, in step with package.json", () => {
    expect(projectLockfileProblems()).toEqual([]);
  });

  test("a production package without its integrity hash, or from a git checkout, is named", () => {
    const { pkg, lock } = copies();
    delete lock.packages["node_modules/hono"]!.integrity;
    pkg.dependencies = { ...pkg.dependencies, "pipe-sizes": "github:someone/pipe-sizes" };
    lock.packages[""]!.dependencies = pkg.dependencies;
    lock.packages["node_modules/pipe-sizes"] = {
      version: "1.0.0",
      resolved: "git+ssh://git@github.com/someone/pipe-sizes.git#0a1b2c3",
    };
    expect(lockfileProblems(pkg, lock)).toEqual([
      "hono has no SHA-512 integrity hash in package-lock.json, so its content is not pinned.",
      "pipe-sizes has no SHA-512 integrity hash in package-lock.json, so its content is not pinned.",
    ]);
  });

  test("a package from plain HTTP or a local link is named", () => {
    const { pkg, lock } = copies();
    lock.packages["node_modules/clsx"]!.resolved = "http://registry.example/clsx/-/clsx-2.1.1.tgz";
    lock.packages["node_modules/isbot"] = { link: true };
    expect(lockfileProblems(pkg, lock)).toEqual([
      "clsx comes from http://registry.example/clsx/-/clsx-2.1.1.tgz, not a registry over HTTPS.",
      "isbot is a link to a local folder, not a published package.",
    ]);
  });

  test("a deprecated production package is named; a deprecated development tool is not this check's concern", () => {
    const { pkg, lock } = copies();
    lock.packages["node_modules/nodemailer"]!.deprecated = "This version is no longer supported.";
    const devTool = Object.keys(lock.packages).find((folder) => lock.packages[folder]!.dev)!;
    lock.packages[devTool]!.deprecated = "No longer maintained.";
    expect(lockfileProblems(pkg, lock)).toEqual([
      `nodemailer@${lock.packages["node_modules/nodemailer"]!.version} is deprecated: This version is no longer supported.`,
    ]);
  });

  test("package.json changed without npm install, or an npm 6 lockfile, is refused", () => {
    const { pkg, lock } = copies();
    pkg.dependencies = { ...pkg.dependencies, hono: "^5.0.0" };
    pkg.devDependencies = { ...pkg.devDependencies, "left-pad": "^1.3.0" };
    expect(lockfileProblems(pkg, lock)).toEqual([
      "package-lock.json's dependencies differ from package.json's: run npm install and commit both.",
      "package-lock.json's devDependencies differ from package.json's: run npm install and commit both.",
    ]);
    expect(lockfileProblems(manifest, { lockfileVersion: 1 })).toHaveLength(1);
  });
});
