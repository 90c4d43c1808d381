// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ToastProvider } from "../../app/components/ui/toast";
import type { AccountSummary, NoticeState } from "../../shared/api/account";
import { noticeWords, type AccountResult } from "./account-actions";
import { AuthenticatorApp } from "./authenticator-app";
import { ChangePassword } from "./change-password";

afterEach(cleanup);

const email = "owner@example.co.nz";
const account: AccountSummary = {
  email,
  requireSecondFactor: true,
  passkeysHere: true,
  siteUrl: "https://www.example.com",
  passkeys: [],
  app: false,
  recoveryCodesLeft: 0,
  emailNotices: true,
  devices: [],
  signedIn: { idleHours: 72, maxDays: 30 },
};
const offer = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/x",
  qr: "data:image/svg+xml;base64,PHN2Zy8+",
};

/** `Component` on the Security page, whose action answers as the server would, with `notice`. */
function renderSecurity(Component: () => React.ReactNode, notice: NoticeState) {
  const Stub = createRoutesStub([
    {
      path: "/admin/security",
      Component: () => (
        <ToastProvider>
          <Component />
        </ToastProvider>
      ),
      action: async ({ request }): Promise<AccountResult> => {
        const intent = (await request.formData()).get("intent") as AccountResult["intent"];
        return intent === "app" ? { intent, offer } : { intent, done: true, notice };
      },
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/admin/security"]} />);
}

/** The toast's words, from the polite live region the toasts are announced in. */
const toastSaying = async (title: string) => {
  const toast = (await screen.findByText(title, { exact: true })).closest<HTMLElement>("[data-slot=toast]")!;
  expect(toast.closest("[aria-live=polite]")).not.toBeNull();
  return toast.textContent;
};

describe("what became of a change's notice email", () => {
  test("in words: being emailed, or not emailed because the server has no email set up; nothing when not said", () => {
    expect(noticeWords("sending", email)).toBe(`A notice is being emailed to ${email}.`);
    expect(noticeWords("not-configured", email)).toBe(
      "No notice was emailed: this server has no email set up (SMTP_URL).",
    );
    expect(noticeWords(undefined, email)).toBe("");
  });

  test.each<[NoticeState, string]>([
    ["sending", `Every other device is signed out. A notice is being emailed to ${email}.`],
    ["not-configured", "Every other device is signed out. No notice was emailed: this server has no email set up"],
  ])("the password change's toast, when the notice is %s", async (notice, words) => {
    const user = userEvent.setup();
    renderSecurity(() => <ChangePassword email={email} businessName="Example Plumbing Co." />, notice);
    await user.type(await screen.findByLabelText("Current password"), "pipes and drains 2026");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    const said = await toastSaying("Password changed");
    expect(said).toContain(words);
    expect(said).not.toContain("on its way");
  });

  test("the authenticator app: its QR code above the key, then a toast that says no notice was emailed", async () => {
    const user = userEvent.setup();
    renderSecurity(() => <AuthenticatorApp account={account} />, "not-configured");
    await user.click(await screen.findByRole("button", { name: "Set up an authenticator app…" }));
    await user.type(screen.getByLabelText("Your current password"), "pipes and drains 2026");
    await user.click(screen.getByRole("button", { name: "Show the new key" }));
    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.getAttribute("src")).toBe(offer.qr);
    const key = document.querySelector("[data-totp-secret]")!;
    expect(key.textContent).toBe(offer.secret);
    expect(qr.compareDocumentPosition(key) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(qr.parentElement!).getByRole("link", { name: /open in an authenticator app/ })).toBeTruthy();

    await user.type(screen.getByLabelText("Code from your authenticator app"), "123456");
    await user.click(screen.getByRole("button", { name: "Save the app" }));
    expect(await toastSaying("Authenticator app saved")).toContain(
      "No notice was emailed: this server has no email set up (SMTP_URL).",
    );
  });
});
