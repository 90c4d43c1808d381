import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { loadConfig, type ServerConfig } from "./config.ts";

/**
 * Loading the configuration at start (the command-line tools): the `.env` files beside the real
 * environment, then the variables `loadConfig` checks.
 */

/**
 * The `.env` files the build reads (Vite's loadEnv in production mode), parsed by Node's own dotenv reader, into
 * `env`, most specific first. A
 * variable already set, by the environment or by a more specific file, is kept: real environment variables win.
 */
function loadEnvFiles(dir = process.cwd(), env: NodeJS.ProcessEnv = process.env): string[] {
  const files = [".env.production.local", ".env.local", ".env.production", ".env"]
    .map((name) => path.join(dir, name))
    .filter((file) => existsSync(file));
  for (const file of files)
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) env[key] ??= value;
  return files;
}

/** For the server and the leads CLI: the configuration, or a message naming the bad variable and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): ServerConfig {
  try {
    loadEnvFiles(process.cwd(), env);
    return loadConfig(env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
