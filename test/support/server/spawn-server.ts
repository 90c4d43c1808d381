import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const MAIN = path.resolve(import.meta.dirname, "..", "..", "..", "server", "main.ts");

export interface SpawnedServer {
  url: string;
  pid: number;
  /** Everything the server wrote to standard output so far (its JSON log lines and the start line). */
  output: () => string;
  /** The JSON log entries written so far. */
  entries: () => Record<string, unknown>[];
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`node server/main.ts`) as a child process with exactly `env` (no variable of this
 * process leaks in unless passed), in `cwd`, and resolves once it listens. Rejects with its output if it exits.
 * The default `cwd` is an empty folder: a developer's own `.env` in the project must not reach a test's server.
 */
export async function spawnServer(options: { env: Record<string, string>; cwd?: string }): Promise<SpawnedServer> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: options.cwd ?? mkdtempSync(path.join(tmpdir(), "server-cwd-")),
    env: { PATH: process.env.PATH ?? "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  // The first 256 KB: the start-up lines a test reads, without keeping every request's line of a long run.
  child.stdout?.on("data", (chunk: Buffer) => {
    if (out.length < 256 * 1024) out += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 15 s\n${out}\n${err}`)), 15_000);
    child.stdout?.on("data", () => {
      const match = /http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}\n${out}\n${err}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output: () => out,
    entries: () =>
      out
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and standard error. */
export function spawnServerToFail(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: mkdtempSync(path.join(tmpdir(), "server-cwd-")),
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: "pipe",
  });
  let stderr = "";
  let stdout = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr: stderr + stdout })));
}
