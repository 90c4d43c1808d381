import { spawn } from "node:child_process";
import type { Page } from "playwright-core";

export const OWNER = { email: "owner@example.co.nz", password: "pipes and drains 2026" };

/** `npm run admin -- add-user`, for real, against a server's data folder, the password on standard input. */
export function addOwner(dataDir: string, owner = OWNER): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/admin/cli.ts", "add-user", owner.email], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`add-user exited ${code}: ${stderr}`))));
    child.stdin.end(`${owner.password}\n`);
  });
}

/**
 * Signs in the way the owner does, from the sign-in page, and waits for the leads list: the one place a browser
 * test signs in, so a change to signing in (a second factor) is made here once.
 */
export async function signInAsOwner(page: Page, owner = OWNER): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
}
