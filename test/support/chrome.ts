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
  return fromEnv() ?? onPath("chromium") ?? fail();
}

/**
 * The end-to-end browser's flags: the headless shell hints fonts fully by default, which rounds each glyph's advance
 * to a whole pixel and so wraps a phone's paragraph a word later than Chrome does (home's hero at 375 px: 4 lines
 * instead of 5); without hinting it lays text out exactly as the full browser, to the hundredth of a pixel.
 */
export const testBrowserArgs = [...chromeArgs, "--font-render-hinting=none"];

/**
 * The browser the end-to-end tests drive: CHROME_PATH when it is set, else Debian's `chromium-headless-shell`, else
 * `chromium`. The headless shell is the same Chromium release built without the desktop browser around the page
 * (what Playwright itself runs headless tests in): the end-to-end tests need about half the CPU in it
 * (docs/development.md). Lighthouse and the benches keep the full browser: they measure what a visitor's Chrome does.
 */
export function testBrowserPath(): string {
  return fromEnv() ?? onPath("chromium-headless-shell") ?? onPath("chromium") ?? fail();
}

function fromEnv(): string | undefined {
  const path = process.env.CHROME_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROME_PATH points at ${path}, which does not exist.`);
  return path || undefined;
}

function onPath(command: string): string | undefined {
  try {
    return execFileSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function fail(): never {
  throw new Error(
    "Chromium was not found. Install it with `apt-get install -y chromium chromium-headless-shell` (Debian) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}

/**
 * For Lighthouse's HTTP/2 mode only (test/support/lighthouse.ts): Caddy's local certificate is issued by its own
 * internal CA, which this throwaway Chromium profile does not trust. The e2e browser never gets this flag, so a
 * certificate error anywhere else still fails.
 */
export const trustLocalCertificate = "--ignore-certificate-errors";
