import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";

// The Team page (admin/team/team.tsx, server/accounts/team-routes.ts) on phones, against the real inbox with a second
// factor required (the default) and account notices going to a real SMTP server: the owner, added by the command
// line as the first account is, invites a staff member by link; the staff member sets their own password and app on
// their own phone and works a lead; the owner removes them, and their next tap finds them signed out.

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

/** A phone: 375 px, touch, its own cookies. Console errors and page exceptions are kept (a 401 or 403 is expected). */
async function phone() {
  const context = await (
    await browser()
  ).newContext({ baseURL: inbox.url, viewport: viewports.mobile, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[13]/.test(message.text())) errors.push(message.text());
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

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

describe("the Team page at 375 px", () => {
  test("the owner invites staff by link; they enrol on their phone and work a lead; removed, their session ends at once", async () => {
    const owner = { email: "team.owner@example.co.nz", password: "pipes and drains 2026" };
    const staff = { email: "mere.staff@example.co.nz", password: "blue pohutukawa ladder 42" };
    await addOwner(inbox.dataDir, owner);
    const quote = await fetch(`${inbox.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ form: "home", name: "Aroha Team", phone: "021 555 0199", service: "leak-detection" }),
    });
    expect(quote.status).toBe(201);

    const ownerPhone = await phone();
    const staffPhone = await phone();
    try {
      const o = ownerPhone.page;
      await signInAsOwner(o, owner);
      await o.getByRole("link", { name: "Team", exact: true }).tap();
      await o.getByRole("heading", { name: "Team", level: 1 }).waitFor();
      await fitsTheScreen(o);
      expect(await axeViolations(o.context(), "/admin/team")).toEqual([]);

      await o.getByLabel("Their email address").fill(staff.email);
      expect(await o.getByRole("radio", { name: /^Staff/ }).isChecked()).toBe(true);
      await o.getByRole("button", { name: "Make an invite link" }).tap();
      const made = o.getByRole("group", { name: "Invite link made" });
      await made.waitFor();
      const link = await made.getByLabel("Invite link").inputValue();
      expect(link).toMatch(/\/admin\/login\/invite\?token=[A-Za-z0-9_-]{43}$/);
      await o.getByRole("list", { name: "Invites not yet used" }).getByText(staff.email, { exact: true }).waitFor();
      await fitsTheScreen(o);
      await screenshots(o, "team-invite");

      // The staff member's own phone: the link, their own password, their own authenticator app.
      const s = staffPhone.page;
      await s.goto(link);
      await s.getByRole("heading", { name: /^Join .*'s leads$/ }).waitFor();
      await s.getByText("You are invited as staff: the leads only.", { exact: false }).waitFor();
      expect(await s.getByLabel("Email").inputValue()).toBe(staff.email);
      await fitsTheScreen(s);
      await screenshots(s, "team-join");
      expect(await axeViolations(s.context(), link.replace(inbox.url, ""))).toEqual([]);
      await s.getByLabel("Choose a password").fill(staff.password);
      await s.getByLabel("The same password again").fill(staff.password);
      await s.getByRole("button", { name: "Set my password" }).tap();
      await s.getByRole("heading", { name: "Add a second step to signing in" }).waitFor();
      const secret = (await s.locator("[data-totp-secret]").textContent())!.trim();
      await s.getByLabel("Code from your authenticator app").fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
      await s.getByRole("button", { name: "Continue" }).tap();
      await s.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
      await s.getByRole("link", { name: "I have saved them: go to my leads" }).tap();
      await s.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
      // Staff have no Team in their menu, and opening it by its address says why, inside the dashboard.
      expect(await s.getByRole("link", { name: "Team", exact: true }).count()).toBe(0);
      await s.goto("/admin/team");
      await s.getByRole("heading", { name: "Not for this account", level: 1 }).waitFor();
      await s.getByRole("link", { name: "Back to all leads" }).tap();
      await s.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
      // They work the lead.
      await s
        .getByRole("link", { name: /Aroha Team/ })
        .first()
        .tap();
      await s.getByRole("button", { name: "Contacted", exact: true }).tap();
      await s.getByText("Status: New → Contacted").waitFor();

      // The owner sees them on the team, then removes them.
      await o.getByRole("link", { name: "Team", exact: true }).tap();
      await o.reload();
      const row = o.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: staff.email });
      await row.getByText(/Last signed in just now/).waitFor();
      expect(await o.getByRole("list", { name: "Invites not yet used" }).count()).toBe(0);
      await screenshots(o, "team-members");
      await row.getByRole("button", { name: "Remove…" }).tap();
      await o.getByRole("group", { name: `Remove ${staff.email}?` }).waitFor();
      await fitsTheScreen(o);
      await screenshots(o, "team-remove");
      await o.getByRole("button", { name: "Yes, remove" }).tap();
      await o.getByText(`${staff.email} was removed`).waitFor();
      await row.waitFor({ state: "detached" });

      // The staff member's very next tap finds them signed out.
      await s.getByRole("link", { name: "Leads", exact: true }).tap();
      await s.getByRole("heading", { name: "Sign in to your leads" }).waitFor();
      const mail = await waitFor("the removal notice", () =>
        sink.messages.find(
          (m) =>
            m.envelope.to.includes(staff.email) && m.message.header("subject")?.startsWith("Your account was removed"),
        ),
      );
      expect(mail.text).toContain(owner.email);
      expect(ownerPhone.errors).toEqual([]);
      expect(staffPhone.errors).toEqual([]);
    } finally {
      await ownerPhone.close();
      await staffPhone.close();
    }
  }, 90_000);
});
