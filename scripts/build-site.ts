import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "vite";
import { readSiteEnv } from "../config/env.ts";
import { seedFromSite } from "../server/site/content-store.ts";
import { EXPORTED_FILE } from "../server/site/exported-content.ts";

/**
 * The one build of the public site (docs/decisions/012-owner-editing.md): `npm run build` runs it, and so does every
 * build from the dashboard (server/site/builds.ts, in a child process with SITE_CONTENT naming the revision's
 * content). It runs React Router's pre-rendering build (react-router.config.ts does the rest); when no content is
 * named and the owner's content was exported into the repository (app/content/owner-content.json), it builds that,
 * with the repository's later changes merged in (server/site/exported-content.ts), and fails on a conflict.
 */
const projectDir = path.resolve(import.meta.dirname, "..");

/** The build's environment: SITE_CONTENT as given, else the exported content's seed written beside the build. */
export function buildEnv(env: NodeJS.ProcessEnv, exportedFile = EXPORTED_FILE): NodeJS.ProcessEnv {
  if (env.SITE_CONTENT || !existsSync(exportedFile)) return env;
  const site = readSiteEnv({ ...loadEnv("production", projectDir, ""), ...env });
  const seed = seedFromSite(site, exportedFile)();
  const buildDir = path.resolve(projectDir, env.BUILD_DIR ?? "build");
  mkdirSync(buildDir, { recursive: true });
  const file = path.join(buildDir, "seed-content.json");
  writeFileSync(file, JSON.stringify(seed));
  return { ...env, SITE_CONTENT: file };
}

/**
 * Runs the build with `env`, passing a stop (SIGTERM, SIGINT) on to it; resolves with how it ended. A build stopped
 * by a signal ends this process by the same signal, so whoever started it (server/site/builds.ts) reads it so.
 */
export async function buildSite(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const bin = path.join(projectDir, "node_modules", "@react-router", "dev", "bin.cjs");
  const child = spawn(process.execPath, [bin, "build"], { cwd: projectDir, env: buildEnv(env), stdio: "inherit" });
  const stops = ["SIGTERM", "SIGINT"] as const;
  const pass = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of stops) process.on(signal, pass);
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  for (const stop of stops) process.off(stop, pass);
  if (signal) process.kill(process.pid, signal);
  else process.exitCode = code ?? 1;
}

if (import.meta.main) await buildSite();
