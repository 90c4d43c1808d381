import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The built site under test: `BUILD_DIR` (default "build") as the build wrote it. */
export function siteDir(): string {
  return path.join(process.env.BUILD_DIR ?? "build", "client");
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts the real quote-inbox server (`server/main.ts`) on a free loopback port with a throwaway data folder. */
export async function startSiteServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inbox-e2e-"));
  // Run from the empty data folder, so a developer's own .env in the project cannot reach the server under test.
  const child: ChildProcess = spawn(process.execPath, [path.resolve("server/main.ts")], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: path.resolve(siteDir()),
      QUOTE_RATE_LIMIT: "0",
      // Tests fill a form in milliseconds; a test that needs the fill-time check passes its own value.
      QUOTE_MIN_FILL_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    // Generous: it starts in about a second, but a run on a 2-core machine busy with other work saw 15 s pass (the e2e
    // hooks allow 60 s, e2e/vitest.config.ts).
    const timer = setTimeout(() => reject(new Error(`server did not start within 45 s\n${out}\n${stderr}`)), 45_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}\n${out}\n${stderr}`)));
  });
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
