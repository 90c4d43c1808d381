import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

/**
 * The one build of the public site (docs/decisions/012-owner-editing.md): `npm run build` runs it, and so does every
 * build from the dashboard (server/site/builds.ts, in a child process with SITE_CONTENT naming the revision's
 * content). It runs React Router's pre-rendering build of one content document (scripts/build-content.ts): the one
 * SITE_CONTENT names, else the repository's (app/content/site.json) with this deployment's .env settings.
 */
const projectDir = path.resolve(import.meta.dirname, "..");

/**
 * Runs the build with `env`, passing a stop (SIGTERM, SIGINT) on to it; resolves with how it ended. A build stopped
 * by a signal ends this process by the same signal, so whoever started it (server/site/builds.ts) reads it so.
 */
export async function buildSite(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const bin = path.join(projectDir, "node_modules", "@react-router", "dev", "bin.cjs");
  const child = spawn(process.execPath, [bin, "build"], { cwd: projectDir, env, stdio: "inherit" });
  const stops = ["SIGTERM", "SIGINT"] as const;
  const pass = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of stops) process.on(signal, pass);
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  for (const stop of stops) process.off(stop, pass);
  if (signal) process.kill(process.pid, signal);
  else process.exitCode = code ?? 1;
}

if (import.meta.main) await buildSite();
