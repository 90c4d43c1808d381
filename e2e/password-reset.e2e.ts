import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner } from "../test/support/e2e/dashboard";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";

// A forgotten password (server/accounts/password-reset-routes.ts) on a phone, against the real inbox with a second
// factor required (the default) and its email going to a real SMTP server: the owner, signed in on one phone, forgets
// the password on another, asks for a link, sets a new password from it, and is still asked for the second step,
// which a recovery code answers (the lost-phone help says so). The first phone's session ends at once.

let inbox: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = await startSiteServer({
    SMTP_URL: sink.url,
    LEADS_EMAIL_TO: "office@example.co.nz",
    LEADS_EMAIL_FROM: "Leads <leads@example.co.nz>",
  });
}, 60_000);
afterAll(async () => {
  await inbox?.stop();
  await sink?.close();
});

/** A phone: 375 px, touch, its own cookies. Console errors and page exceptions are kept (a 401 and a spent link's 410 are expected). */
async function phone() {
  const context = await (
    await browser()
  ).newContext({ baseURL: inbox.url, viewport: viewports.mobile, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 4(01|10)/.test(message.text())) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** With E2E_SCREENSHOTS=<folder>: the page at 375 px and 1280 px wide, to look at. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.mobile);
}

/** The page fits 375 px, and axe finds nothing on it (checked at its own address, in this phone's context). */
async function checked(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page.context(), new URL(page.url()).pathname + new URL(page.url()).search)).toEqual([]);
  await screenshots(page, name);
}

describe("a forgotten password at 375 px", () => {
  test("the owner asks for a link, sets a new password from the email, and is still asked for the second step", async () => {
    const owner = { email: "forgetful.owner@example.co.nz", password: "pipes and drains 2026" };
    const fresh = "kauri plank rimu totara 77";
    await addOwner(inbox.dataDir, owner);

    const first = await phone();
    const second = await phone();
    try {
      // The first phone signs in and enrols an authenticator app; the recovery codes are saved.
      const a = first.page;
      await a.goto("/admin/login");
      await a.getByLabel("Email").fill(owner.email);
      await a.getByLabel("Password").fill(owner.password);
      await a.getByRole("button", { name: "Sign in", exact: true }).tap();
      await a.getByRole("heading", { name: "Add a second step to signing in" }).waitFor();
      const secret = (await a.locator("[data-totp-secret]").textContent())!.trim();
      await a.getByLabel("Code from your authenticator app").fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
      await a.getByRole("button", { name: "Continue" }).tap();
      await a.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
      const codes = await a.locator("[data-recovery-codes] li").allTextContents();
      await a.getByRole("link", { name: "I have saved them: go to my leads" }).tap();
      await a.getByRole("heading", { name: "Leads", level: 1 }).waitFor();

      // On another phone the password is forgotten: the sign-in page links to the reset, and asks for no shell.
      const b = second.page;
      await b.goto("/admin/login");
      expect(await b.getByText("npm run admin").count()).toBe(0);
      await checked(b, "reset-sign-in");
      await b.getByRole("link", { name: "Forgot your password?" }).tap();
      await b.getByRole("heading", { name: "Forgot your password?" }).waitFor();
      await checked(b, "reset-forgot");
      await b.getByLabel("Email", { exact: true }).fill(owner.email);
      await b.getByRole("button", { name: "Email me a link" }).tap();
      await b.getByRole("heading", { name: "Check your email" }).waitFor();
      await b.getByRole("status").getByText("If an account uses that address").waitFor();
      await checked(b, "reset-sent");

      const mail = await waitFor("the reset link", () =>
        sink.messages.find(
          (m) =>
            m.envelope.to.includes(owner.email) && m.message.header("subject")?.startsWith("Choose a new password"),
        ),
      );
      const link = /(http:\/\/\S+\/admin\/login\/reset\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
      await b.goto(link);
      await b.getByRole("heading", { name: "Choose a new password" }).waitFor();
      expect(await b.getByLabel("Email", { exact: true }).inputValue()).toBe(owner.email);
      await checked(b, "reset-choose");
      await b.getByLabel("New password").fill(fresh);
      await b.getByLabel("The same password again").fill(fresh);
      await b.getByRole("button", { name: "Set my new password" }).tap();

      // The link proved the mailbox only: the second step is asked, and nothing is open yet.
      await b.getByRole("heading", { name: "Confirm it is you" }).waitFor();
      await b.getByRole("status").getByText("Your new password is set").waitFor();
      await b.getByRole("heading", { name: "Lost your phone or passkey?" }).waitFor();
      await b.getByText(`npm run admin -- reset-2fa ${owner.email}`).waitFor();
      expect((await b.request.get("/admin/api/me")).status()).toBe(401);
      await checked(b, "reset-second-step");

      // The first phone was signed out at once.
      await a.getByRole("link", { name: "Security", exact: true }).tap();
      await a.getByRole("heading", { name: "Sign in to your leads" }).waitFor();

      // No phone to hand: a recovery code, as the help says.
      await b.getByLabel("Or a recovery code").fill(codes[0]!);
      await b.getByRole("button", { name: "Continue" }).last().tap();
      await b.getByRole("heading", { name: "Leads", level: 1 }).waitFor();

      // The link is spent, and the account is told.
      await b.goto(link);
      await b.getByRole("heading", { name: "This link does not work" }).waitFor();
      const notice = await waitFor("the reset notice", () =>
        sink.messages.find(
          (m) =>
            m.envelope.to.includes(owner.email) && m.message.header("subject")?.startsWith("Your password was reset"),
        ),
      );
      expect(notice.text).not.toContain(fresh);
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  }, 90_000);
});
