import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, addVirtualAuthenticator, signInAsOwner } from "../test/support/e2e/dashboard";

// The Security page (admin/security/security.tsx) against the real inbox with ADMIN_REQUIRE_2FA=false, where an owner
// signs in with a password alone until they add a second factor from this page, and account notices go to a real
// SMTP server.

let inbox: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = await startSiteServer({
    ADMIN_REQUIRE_2FA: "false",
    SMTP_URL: sink.url,
    LEADS_EMAIL_TO: "office@example.co.nz",
    LEADS_EMAIL_FROM: "Leads <leads@example.co.nz>",
  });
}, 60_000);
afterAll(async () => {
  await inbox?.stop();
  await sink?.close();
});

const noticeTo = (email: string, subject: string) =>
  waitFor(`the notice "${subject}" to ${email}`, () =>
    sink.messages.find((m) => m.envelope.to.includes(email) && m.message.header("subject")?.startsWith(subject)),
  );

/** A fresh browser context on `base` (the server as 127.0.0.1, or as localhost where passkeys work). */
async function newPage(base: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await (await browser()).newContext({ baseURL: base, viewport: viewports.mobile });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[13]/.test(message.text())) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

async function openSecurity(page: Page) {
  await page.getByRole("link", { name: "Security", exact: true }).click();
  await page.getByRole("heading", { name: "Security", level: 1 }).waitFor();
}

describe("the Security page", () => {
  test("the owner changes their password: the meter follows the typing, the toggle shows it, the notice comes", async () => {
    const owner = { email: "change.password@example.co.nz", password: "pipes and drains 2026" };
    const next = "kauri plank rimu totara 77";
    await addOwner(inbox.dataDir, owner);
    const { page, errors, close } = await newPage(inbox.url);
    try {
      await signInAsOwner(page, owner);
      await openSecurity(page);
      expect(await axeViolations(page.context(), "/admin/security")).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.getByLabel("Current password", { exact: true }).fill(owner.password);
      const box = page.getByLabel("New password", { exact: true });
      const words = page.locator("#strength-words");
      const meter = page.getByRole("meter", { name: "Strength" });
      await box.pressSequentially("password12");
      await words.filter({ hasText: "Not allowed. The password must be at least 12 characters long." }).waitFor();
      expect(await meter.getAttribute("value")).toBe("0");
      await box.pressSequentially("34");
      await words.filter({ hasText: "leaked in breaches" }).waitFor();
      await box.fill(next);
      await words.filter({ hasText: /^(Strong|Very strong)\. / }).waitFor();
      expect(Number(await meter.getAttribute("value"))).toBeGreaterThanOrEqual(3);
      expect(await words.getAttribute("aria-live")).toBe("polite");

      // The toggle shows what was typed, keeps it and the caret, and says what it will do next.
      const id = await box.getAttribute("id");
      const toggle = page.locator(`button[aria-controls="${id}"]`);
      await box.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
      expect(await toggle.textContent()).toBe("Show password");
      await toggle.click();
      expect(await box.getAttribute("type")).toBe("text");
      expect(await toggle.textContent()).toBe("Hide password");
      expect(await box.inputValue()).toBe(next);
      expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
        5, 5,
      ]);

      await page.getByLabel("New password again", { exact: true }).fill(next);
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Password changed", { exact: true }).waitFor();
      // Masked again as it was sent, and emptied once saved.
      expect(await box.getAttribute("type")).toBe("password");
      expect(await box.inputValue()).toBe("");
      const mail = await noticeTo(owner.email, "Your password was changed");
      expect(mail.text).toContain("(New Zealand time)");
      expect(mail.text).toContain("From:    127.0.0.1");
      expect(mail.raw).not.toContain(next);

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByText("You have signed out.").waitFor();
      await signInAsOwner(page, { ...owner, password: next });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  test("with ADMIN_REQUIRE_2FA=false, a passkey added from the page (virtual authenticator) then signs in", async () => {
    const owner = { email: "passkey.later@example.co.nz", password: "pipes and drains 2026" };
    await addOwner(inbox.dataDir, owner);
    // A passkey belongs to a host name, not an IP address: the same server, reached as localhost.
    const { page, errors, close } = await newPage(inbox.url.replace("127.0.0.1", "localhost"));
    try {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
      await signInAsOwner(page, owner);
      await openSecurity(page);
      await page.getByText("Signing in takes only your password.").waitFor();
      const passkeys = page.getByRole("region", { name: "Passkeys" });
      await passkeys.getByRole("button", { name: "Add a passkey…" }).click();
      await passkeys.getByLabel("Name it (optional)").fill("Test phone");
      await passkeys.getByLabel("Your current password").fill(owner.password);
      await passkeys.getByRole("button", { name: "Create the passkey" }).click();
      const listed = passkeys.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
      await listed.filter({ hasText: "Test phone" }).waitFor();
      // Its first second factor: the recovery codes come with it, shown once.
      expect(await passkeys.locator("[data-recovery-codes] li").count()).toBe(10);
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.rpId).toBe("localhost");
      expect((await noticeTo(owner.email, "A passkey was added")).text).toContain('A passkey ("Test phone") was added');

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByText("You have signed out.").waitFor();
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.getByRole("heading", { name: "Leads", level: 1, exact: true }).waitFor();
      await openSecurity(page);
      await listed.filter({ hasText: /Last signed in / }).waitFor();
      expect(await (await page.request.get("/admin/api/me")).json()).toMatchObject({ email: owner.email });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});

describe("the sign-in page's show-password toggle", () => {
  test("works by keyboard: after the password, Enter shows it and Space hides it, keeping the text and the caret", async () => {
    const { page, errors, close } = await newPage(inbox.url);
    try {
      await page.goto("/admin/login");
      const password = page.getByLabel("Password", { exact: true });
      const toggle = page.getByRole("button", { name: "Show password" });
      await toggle.waitFor();
      await page.getByLabel("Email").fill("someone@example.co.nz");
      await page.keyboard.press("Tab");
      await page.keyboard.type("secret words");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Show password");
      await page.keyboard.press("Enter");
      expect(await password.getAttribute("type")).toBe("text");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Hide password");
      expect(await password.inputValue()).toBe("secret words");
      expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(10);
      await page.keyboard.press("Space");
      expect(await password.getAttribute("type")).toBe("password");
      expect(await password.inputValue()).toBe("secret words");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
