import { describe, expect, test } from "vitest";
import { axeViolations, htmlErrors, parseHtml } from "../../test/support/server/dom";
import { enrolPage, recoveryCodesPage, type PageChrome } from "./login-page";
import { qrDataUri } from "../core/qr";

const chrome: PageChrome = {
  businessName: "Kauri & Sons Plumbing",
  stylesheets: ["/admin/assets/index.css"],
  script: "/admin/assets/sign-in.js",
  passkeys: true,
};
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const uri = `otpauth://totp/Kauri%20%26%20Sons%20Plumbing:owner%40example.co.nz?issuer=Kauri%20%26%20Sons%20Plumbing&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
/** html-validate's errors, less its call for SRI: the sign-in pages load only this origin's own files (ASVS 14.2.3). */
const errors = async (html: string) => (await htmlErrors(html)).filter((error) => !error.startsWith("require-sri:"));
const codes = Array.from({ length: 10 }, (_, i) => `${i}a1b-2c3d-4e5f-6a7b-8c9d`.slice(0, 23));

describe("the enrolment page", () => {
  const html = enrolPage({ ...chrome, next: "/admin", secret, uri });
  const { document } = parseHtml(html);

  test("shows the key's QR code as an image drawn here, described for those who cannot see it", () => {
    const img = document.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(qrDataUri(uri));
    expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(img.getAttribute("alt")).toBe("QR code for your authenticator app");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["208", "208"]);
  });

  test("keeps the key whole, to copy or type, and the otpauth link beside it", () => {
    expect(/data-totp-secret(?:="[^"]*")?>([A-Z2-7]+)</.exec(html)?.[1]).toBe(secret);
    expect(document.querySelector("[data-totp-secret]")!.textContent).toBe(secret);
    expect(document.querySelector(`a[href^="otpauth:"]`)?.textContent).toBe("Open in an authenticator app");
  });

  test("is valid, accessible HTML", async () => {
    expect(await errors(html)).toEqual([]);
    expect(await axeViolations(html)).toEqual([]);
  });
});

describe("the recovery codes page", () => {
  const html = recoveryCodesPage({ ...chrome, next: "/admin", codes });
  const { document } = parseHtml(html);
  const text = [
    "Recovery codes for the leads dashboard of Kauri & Sons Plumbing",
    "Each code signs you in once, in place of your passkey or authenticator app. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");

  test("offers the codes as a text file to download, with no script: what they are, then one a line", () => {
    const link = document.querySelector<HTMLAnchorElement>("a[download]")!;
    expect(link.textContent).toBe("Download the codes");
    expect(link.getAttribute("download")).toBe("recovery-codes-kauri-sons-plumbing.txt");
    const href = link.getAttribute("href")!;
    expect(href.startsWith("data:text/plain;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(href.slice("data:text/plain;charset=utf-8,".length))).toBe(text);
    expect([...document.querySelectorAll("[data-recovery-codes] li")].map((li) => li.textContent)).toEqual(codes);
  });

  test("has a Copy button, hidden until the sign-in script can copy, and a polite region to say it did", () => {
    const copy = document.querySelector<HTMLButtonElement>("button[data-copy]")!;
    expect(copy.textContent).toBe("Copy the codes");
    expect(copy.hidden).toBe(true);
    expect(copy.dataset.copy).toBe(text);
    const status = document.getElementById(copy.dataset.copyStatus!)!;
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toBe("");
    // Without the script, there is no button to show.
    const plain = parseHtml(recoveryCodesPage({ ...chrome, script: undefined, next: "/admin", codes })).document;
    expect(plain.querySelector("button[data-copy]")).toBeNull();
    expect(plain.querySelector("a[download]")).not.toBeNull();
  });

  test("is valid, accessible HTML", async () => {
    expect(await errors(html)).toEqual([]);
    expect(await axeViolations(html)).toEqual([]);
  });
});
