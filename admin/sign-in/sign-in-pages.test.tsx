import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../../test/support/server/dom";
import type { AuthChrome } from "./auth-page";
import { ForgotPage, InviteGonePage, InvitePage, ResetPage } from "./password-pages";
import { EnrolPage, LoginPage, RecoveryCodesPage, VerifyPage } from "./sign-in-pages";

// The sign-in pages as components, in each of their states, rendered as the server renders them.

const chrome: AuthChrome = {
  businessName: "Kauri & Sons Plumbing",
  stylesheets: ["/admin/assets/index-Ab12.css"],
  script: "/admin/assets/sign-in-Cd34.js",
  passkeys: true,
};
const render = (page: React.ReactElement) => parseHtml(`<!DOCTYPE html>${renderToStaticMarkup(page)}`).document;

describe("the page around every sign-in page", () => {
  test("links the dashboard's built stylesheet and its one script, and titles the page with the business", () => {
    const document = render(<LoginPage chrome={chrome} next="/admin" />);
    expect(document.querySelector("link[rel=stylesheet]")!.getAttribute("href")).toBe("/admin/assets/index-Ab12.css");
    const scripts = [...document.querySelectorAll("script")];
    expect(scripts.map((s) => [s.type, s.getAttribute("src"), s.textContent])).toEqual([
      ["module", "/admin/assets/sign-in-Cd34.js", ""],
    ]);
    expect(document.title).toBe("Sign in · Leads · Kauri & Sons Plumbing");
    expect(document.querySelector("style, [style]")).toBeNull();
  });

  test("a refusal is an alert and news a status, in the words given", () => {
    const refused = render(<LoginPage chrome={{ ...chrome, notice: { text: "Wrong.", error: true } }} next="/admin" />);
    expect(refused.querySelector('main > [role="alert"]:not([hidden])')!.textContent).toBe("Wrong.");
    const news = render(
      <LoginPage chrome={{ ...chrome, notice: { text: "Signed out.", error: false } }} next="/admin" />,
    );
    expect(news.querySelector('[role="status"]')!.textContent).toBe("Signed out.");
    expect(news.querySelector('main > [role="alert"]:not([hidden])')).toBeNull();
  });
});

describe("the password page", () => {
  test("keeps the email after a failure, never the password, with the fields the browser and the server expect", () => {
    const document = render(<LoginPage chrome={chrome} next="/admin/leads" email="owner@example.co.nz" />);
    const form = document.querySelector("form")!;
    expect([form.getAttribute("action"), form.getAttribute("method")]).toEqual(["/admin/login", "post"]);
    expect(form.querySelector<HTMLInputElement>('input[name="next"]')!.value).toBe("/admin/leads");
    const email = document.querySelector<HTMLInputElement>("#email")!;
    expect([email.name, email.type, email.value, email.getAttribute("autocomplete")]).toEqual([
      "email",
      "email",
      "owner@example.co.nz",
      "username webauthn",
    ]);
    const password = document.querySelector<HTMLInputElement>("#password")!;
    expect([password.type, password.getAttribute("value"), password.getAttribute("autocomplete")]).toEqual([
      "password",
      null,
      "current-password",
    ]);
    expect(document.querySelector("label[for=password]")!.textContent).toBe("Password");
    expect(password.className).toBe("field-input");
  });

  test("shows the toggle and the passkey button only where the script can run them, hidden until it does", () => {
    const full = render(<LoginPage chrome={chrome} next="/admin" />);
    expect(full.querySelector<HTMLButtonElement>("[data-password-toggle]")!.hidden).toBe(true);
    const passkey = full.querySelector<HTMLButtonElement>('[data-passkey="sign-in"]')!;
    expect([passkey.hidden, passkey.dataset.next, passkey.textContent]).toEqual([
      true,
      "/admin",
      "Sign in with a passkey",
    ]);
    const bare = render(<LoginPage chrome={{ ...chrome, script: undefined, passkeys: false }} next="/admin" />);
    expect(bare.querySelector("[data-password-toggle], [data-passkey], script")).toBeNull();
  });
});

describe("the second step and enrolment", () => {
  test("asks for the app's code only when the account has the app, and always offers a recovery code", () => {
    const both = render(<VerifyPage chrome={chrome} next="/admin" hasPasskey hasApp email="a@example.co.nz" />);
    expect([...both.querySelectorAll("form input:not([type=hidden])")].map((i) => i.getAttribute("name"))).toEqual([
      "code",
      "recovery",
    ]);
    const code = both.querySelector<HTMLInputElement>("#code")!;
    expect([code.getAttribute("autocomplete"), code.inputMode, code.pattern]).toEqual([
      "one-time-code",
      "numeric",
      "[0-9 ]{6,7}",
    ]);
    expect(both.getElementById(code.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Six digits; a new one every 30 seconds.",
    );
    const noApp = render(<VerifyPage chrome={chrome} next="/admin" hasPasskey={false} hasApp={false} email="a@x.nz" />);
    expect(noApp.querySelector("#code, [data-passkey]")).toBeNull();
    expect(noApp.querySelector("#recovery")).not.toBeNull();
  });

  test("enrolment shows the QR code given, the link and the key whole", () => {
    const document = render(
      <EnrolPage
        chrome={chrome}
        next="/admin"
        secret="JBSWY3DP"
        uri="otpauth://totp/x"
        qr="data:image/svg+xml;base64,AA"
      />,
    );
    expect(document.querySelector("img")!.getAttribute("src")).toBe("data:image/svg+xml;base64,AA");
    expect(document.querySelector("[data-totp-secret]")!.textContent).toBe("JBSWY3DP");
    expect(document.querySelector('a[href="otpauth://totp/x"]')).not.toBeNull();
    expect(document.querySelector("form")!.getAttribute("action")).toBe("/admin/login/enrol");
  });

  test("the codes page lists the codes and goes on to next", () => {
    const file = { name: "codes.txt", href: "data:text/plain,x", text: "x" };
    const document = render(
      <RecoveryCodesPage chrome={chrome} next="/admin/leads" codes={["a-1", "b-2"]} file={file} />,
    );
    expect([...document.querySelectorAll("[data-recovery-codes] li")].map((li) => li.textContent)).toEqual([
      "a-1",
      "b-2",
    ]);
    expect(document.querySelector('a[href="/admin/leads"]')!.textContent).toBe("I have saved them: go to my leads");
  });
});

describe("a link's new password", () => {
  const reset = (error?: string) =>
    render(<ResetPage chrome={chrome} token="T0k3n" email="o@example.co.nz" until="Mon, 9:30 am" error={error} />);

  test("the last try's refusal is an alert above the form; none without one", () => {
    expect(reset("The two passwords differ.").querySelector('main > [role="alert"]:not([hidden])')!.textContent).toBe(
      "The two passwords differ.",
    );
    expect(reset().querySelector('main > [role="alert"]:not([hidden])')).toBeNull();
  });

  test("posts the token back, the address read only, and the new password twice with its toggle", () => {
    const document = reset();
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/admin/login/reset");
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe("T0k3n");
    const email = document.querySelector<HTMLInputElement>("#email")!;
    expect([email.readOnly, email.value]).toEqual([true, "o@example.co.nz"]);
    const boxes = [...document.querySelectorAll<HTMLInputElement>("input[type=password]")];
    expect(boxes.map((b) => [b.name, b.getAttribute("autocomplete"), b.minLength, b.maxLength])).toEqual([
      ["password", "new-password", 12, 128],
      ["again", "new-password", 12, 128],
    ]);
    expect(
      [...document.querySelectorAll("[data-password-toggle]")].map((t) => t.getAttribute("aria-controls")),
    ).toEqual(["password", "again"]);
  });

  test("the invite says the role in words, and its dead link points to sign-in", () => {
    const invite = render(
      <InvitePage chrome={chrome} token="T" email="new@x.nz" invitedAs="staff: the leads only" until="Tue" />,
    );
    expect(invite.querySelector("h1")!.textContent).toBe("Join Kauri & Sons Plumbing's leads");
    expect(invite.body.textContent).toContain("You are invited as staff: the leads only.");
    expect(invite.querySelector("form")!.getAttribute("action")).toBe("/admin/login/invite");
    const gone = render(<InviteGonePage chrome={chrome} />);
    expect(gone.querySelector('a[href="/admin/login"]')!.textContent).toBe("Already on the team? Sign in");
  });

  test("the ask for a link: a status once sent, and no form where no email can be sent", () => {
    const sent = render(<ForgotPage chrome={chrome} canEmail sent minutes={30} />);
    expect(sent.querySelector('[role="status"]')!.textContent).toContain("The link works once, for 30 minutes.");
    expect(sent.querySelector<HTMLInputElement>("#email")!.getAttribute("autocomplete")).toBe("username");
    expect(render(<ForgotPage chrome={chrome} canEmail={false} minutes={30} />).querySelector("form")).toBeNull();
  });
});
