import { describe, expect, test } from "vitest";
import { axeViolations, htmlErrors, parseHtml } from "../../test/support/server/dom";
import { verifyPage, type PageChrome } from "./login-page";
import { forgotPage, resetGonePage, resetPage } from "./reset-page";

// The forgotten password's pages (server/accounts/reset-page.ts) and the second step's lost-phone help
// (server/accounts/login-page.ts): valid, accessible HTML that says what to do with no shell and no email alone.

const chrome: PageChrome = {
  businessName: "Kauri & Sons Plumbing",
  stylesheets: ["/admin/assets/index.css"],
  script: "/admin/assets/sign-in.js",
  passkeys: true,
};
/** html-validate's errors, less its call for SRI: the sign-in pages load only this origin's own files (ASVS 14.2.3). */
const errors = async (html: string) => (await htmlErrors(html)).filter((error) => !error.startsWith("require-sri:"));
const token = "A".repeat(43);

const pages = {
  "the ask": forgotPage({ ...chrome, canEmail: true, minutes: 30 }),
  "the ask, answered": forgotPage({ ...chrome, canEmail: true, sent: true, minutes: 30 }),
  "the ask, refused": forgotPage({ ...chrome, notice: "throttled", wait: 1_800, canEmail: true, minutes: 30 }),
  "no email set up": forgotPage({ ...chrome, canEmail: false, minutes: 30 }),
  "the link's page": resetPage({ ...chrome, token, email: "owner@example.co.nz", until: "Mon, 7 Dec, 9:30 am" }),
  "the link's page, refused": resetPage({
    ...chrome,
    token,
    email: "owner@example.co.nz",
    until: "Mon, 7 Dec, 9:30 am",
    error: "The two passwords differ. Type the same one twice.",
  }),
  "a dead link": resetGonePage({ ...chrome, minutes: 30 }),
  "the second step": verifyPage({
    ...chrome,
    next: "/admin",
    hasPasskey: true,
    hasApp: true,
    email: "owner@example.co.nz",
    notice: "password-set",
  }),
};

describe("the forgotten password's pages", () => {
  test.each(Object.entries(pages))("%s is valid, accessible HTML", async (_, html) => {
    expect(await errors(html)).toEqual([]);
    expect(await axeViolations(html)).toEqual([]);
  });

  test("without email, the page has no form and names the other ways: another owner, then the operator's command", () => {
    const { document } = parseHtml(pages["no email set up"]);
    expect(document.querySelector("form")).toBeNull();
    const text = document.body.textContent!.replace(/\s+/g, " ");
    expect(text).toContain("This dashboard cannot send email");
    expect(text).toContain("Team page");
    expect(text).toContain("npm run admin -- reset-password EMAIL");
  });

  test("the link's page carries the token in its form only, and the address as the password manager's username", () => {
    const { document } = parseHtml(pages["the link's page"]);
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/admin/login/reset");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.type).toBe("hidden");
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe(token);
    const email = form.querySelector<HTMLInputElement>("#email")!;
    expect([email.readOnly, email.autocomplete, email.value]).toEqual([true, "username", "owner@example.co.nz"]);
    expect([...form.querySelectorAll('input[type="password"]')].map((i) => i.getAttribute("autocomplete"))).toEqual([
      "new-password",
      "new-password",
    ]);
  });

  test("the second step says what to do about a lost phone, none of it by email", () => {
    const { document } = parseHtml(pages["the second step"]);
    const help = document.querySelector('section[aria-labelledby="lost-phone"]')!;
    const items = [...help.querySelectorAll("li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim());
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Use one of the recovery codes/);
    expect(items[1]).toMatch(/another owner to reset your second step on the dashboard's Team page/);
    expect(items[2]).toContain("npm run admin -- reset-2fa owner@example.co.nz");
    expect(help.textContent).not.toMatch(/email/i);
    expect(document.querySelector('[role="status"]')!.textContent).toContain("Your new password is set");
  });
});
