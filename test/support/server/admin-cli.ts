import { spawn } from "node:child_process";
import { Readable } from "node:stream";
import { runCli } from "../../../server/accounts/cli.ts";

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * `npm run admin -- …` for real (server/accounts/cli.ts, on the Node running the tests), against `dataDir`, with
 * `input` on standard input (a pipe: the password is its first line) and `env` over the tests' own environment.
 */
export const runAdminCli = (dataDir: string, args: string[], input = "", env: Record<string, string> = {}) =>
  new Promise<CliRun>((resolve) => {
    const child = spawn(process.execPath, ["server/accounts/cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("exit", (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });

/**
 * The same command run in the tests' own process (its exported `runCli`), with the same arguments, piped input and
 * environment: what it prints, and its exit code. A Node start and its module loading per command cost a second or
 * more on a busy 2-core machine; `runAdminCli` keeps the few tests of the process itself (its stdin, exit code and
 * stray output).
 */
export async function runAdminCliHere(
  dataDir: string,
  args: string[],
  input = "",
  env: Record<string, string> = {},
): Promise<CliRun> {
  let out = "";
  let err = "";
  const code = await runCli(args, {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdin: Readable.from([input]),
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
  });
  return { code, out, err };
}
