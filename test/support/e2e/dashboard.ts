import { spawn } from "node:child_process";
import { Secret, TOTP } from "otpauth";
import type { CDPSession, Page } from "playwright-core";

export const OWNER = { email: "owner@example.co.nz", password: "pipes and drains 2026" };

/** `npm run admin -- add-user`, for real, against a server's data folder, the password on standard input. */
export function addOwner(dataDir: string, owner = OWNER): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/accounts/cli.ts", "add-user", owner.email], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`add-user exited ${code}: ${stderr}`))));
    child.stdin.end(`${owner.password}\n`);
  });
}

/** Recovery codes saved at each owner's enrolment, per server (origin) and email; each later sign-in spends one. */
const recoveryCodes = new Map<string, string[]>();
/** The authenticator app's key each owner enrolled, per server (origin) and email: `appCode` makes its codes. */
const appKeys = new Map<string, string>();

/**
 * Signs in the way the owner does, from the sign-in page, and waits for the leads list: the one place a browser
 * test signs in, so a change to signing in is made here once. A second factor is required by default
 * (docs/decisions/010-asvs-level-1.md): the first sign-in enrols an authenticator app with a code made from the key
 * the page shows and keeps the recovery codes; a later one spends a recovery code (an app code works once only, and
 * two sign-ins may fall in the same 30 s step).
 */
export async function signInAsOwner(page: Page, owner = OWNER): Promise<void> {
  await page.goto("/admin/login");
  const key = `${new URL(page.url()).origin} ${owner.email}`;
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const leads = page.getByRole("heading", { name: "Leads", level: 1 });
  const enrol = page.getByRole("heading", { name: "Add a second step to signing in" });
  const confirm = page.getByRole("heading", { name: "Confirm it is you" });
  await leads.or(enrol).or(confirm).waitFor();
  if (await enrol.isVisible()) {
    const secret = (await page.locator("[data-totp-secret]").textContent())!.trim();
    appKeys.set(key, secret);
    await page
      .getByLabel("Code from your authenticator app")
      .fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    recoveryCodes.set(key, await page.locator("[data-recovery-codes] li").allTextContents());
    await page.getByRole("link", { name: "I have saved them: go to my leads" }).click();
  } else if (await confirm.isVisible()) {
    const code = recoveryCodes.get(key)?.shift();
    if (!code) throw new Error(`No recovery code left for ${key}: sign in through signInAsOwner from the start.`);
    await page.getByLabel("Or a recovery code").fill(code);
    await page.getByRole("button", { name: "Continue" }).last().click();
  }
  await leads.waitFor();
}

/**
 * A code from the owner's authenticator app (enrolled by `signInAsOwner` on this server), for the next 30-second step:
 * a code is accepted once, and the step now may be the one the sign-in just spent. The server takes one step of drift.
 */
export function appCode(page: Page, owner = OWNER): string {
  const secret = appKeys.get(`${new URL(page.url()).origin} ${owner.email}`);
  if (!secret) throw new Error(`No app enrolled for ${owner.email}: sign in through signInAsOwner first.`);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
}

/**
 * A passkey authenticator built into the page's browser (Chromium's virtual authenticator, through the DevTools
 * protocol): it answers every WebAuthn ceremony as a phone's screen lock would, user verified.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}
