import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Flags the workplace's closed network needs: without them Chromium keeps calling home and logs failures. */
export const chromeArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium: from CHROME_PATH, else `chromium` on PATH. Fails with how to install it. */
export function chromePath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "Chromium was not found. Install it with `apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
}

/**
 * For Lighthouse's HTTP/2 mode only (test/support/lighthouse.ts): Caddy's local certificate is issued by its own
 * internal CA, which this throwaway Chromium profile does not trust. The e2e browser never gets this flag, so a
 * certificate error anywhere else still fails.
 */
export const trustLocalCertificate = "--ignore-certificate-errors";
