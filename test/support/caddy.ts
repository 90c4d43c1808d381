import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's caddy (CADDY_PATH to use another), run with deploy/Caddyfile as in production. */
const CADDY = process.env.CADDY_PATH ?? "caddy";

/** A free loopback port: the origin's port must be known before the inbox starts (its SITE_URL names it). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** GET over HTTPS trusting Caddy's internal CA, until it answers (Caddy takes a moment to issue its certificate). */
const healthy = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = request(`${url}/healthz`, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
    req.end();
  });

export interface RunningCaddy {
  /** Caddy's own log so far (it writes to stderr), for a failing test to show. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts deploy/Caddyfile as deployed (HTTPS, HTTP/2, encode, header rules) at `origin` (https://localhost:PORT, from
 * `freePort`), proxying to the inbox at `inboxUrl`, with only what a test needs around it: Caddy's internal CA
 * instead of a public certificate, no admin endpoint (other tests may run Caddy too), no port 80, no system trust
 * store to write to, and a throwaway home for its certificates. Resolves once Caddy answers /healthz through TLS.
 * Used by e2e/deploy/caddy.e2e.ts and by Lighthouse's HTTP/2 mode (test/support/lighthouse.ts).
 */
export async function startCaddy(origin: string, inboxUrl: string): Promise<RunningCaddy> {
  const home = mkdtempSync(path.join(tmpdir(), "caddy-e2e-"));
  const caddy: ChildProcess = spawn(CADDY, ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      SITE_ADDRESS: origin,
      CADDY_TLS: "tls internal",
      CADDY_GLOBAL_OPTIONS: "admin off\n\tauto_https disable_redirects\n\tskip_install_trust",
      INBOX_ADDRESS: new URL(inboxUrl).host,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  caddy.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  caddy.stdout?.resume();
  const stop = async () => {
    if (caddy.exitCode === null && caddy.signalCode === null) {
      const exited = new Promise((resolve) => caddy.once("exit", resolve));
      caddy.kill("SIGTERM");
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await healthy(origin))) {
    if (caddy.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not come up:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { log: () => log, stop };
}
