import { spawn } from "node:child_process";

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * `npm run admin -- …` for real (server/admin/cli.ts, on the Node running the tests), against `dataDir`, with
 * `input` on standard input (a pipe: the password is its first line) and `env` over the tests' own environment.
 */
export const runAdminCli = (dataDir: string, args: string[], input = "", env: Record<string, string> = {}) =>
  new Promise<CliRun>((resolve) => {
    const child = spawn(process.execPath, ["server/admin/cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("exit", (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
