import { existsSync } from "node:fs";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { testBrowserArgs, testBrowserPath } from "../test/support/chrome";
import { siteDir, startSiteServer, type RunningServer } from "../test/support/site-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;

/** One built site, one server and one Chromium for the whole end-to-end run. */
export async function setup(project: TestProject) {
  if (!existsSync(`${siteDir()}/index.html`)) {
    throw new Error("No build found: run `npm run build` before the end-to-end tests (`npm test` does both).");
  }
  server = await startSiteServer();
  browser = await chromium.launchServer({ executablePath: testBrowserPath(), args: testBrowserArgs, headless: true });
  project.provide("baseURL", server.url);
  project.provide("wsEndpoint", browser.wsEndpoint());
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await browser?.close();
  await server?.stop();
}
