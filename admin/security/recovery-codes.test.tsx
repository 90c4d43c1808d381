// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { RecoveryCodes } from "./recovery-codes";

afterEach(cleanup);

const codes = Array.from({ length: 10 }, (_, i) => `${i}a1b-2c3d-4e5f-6a7b-8c9d`.slice(0, 23));

/** New codes on the Security page, under the dashboard's root route (who is signed in, and the business). */
function renderCodes() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/admin",
      Component: Outlet,
      loader: () => ({ email: "owner@example.co.nz", business: "Kauri & Sons Plumbing" }),
      HydrateFallback: () => null,
      children: [{ path: "security", Component: () => <RecoveryCodes codes={codes} /> }],
    },
  ]);
  render(<Stub initialEntries={["/admin/security"]} />);
}

describe("new recovery codes on the Security page", () => {
  test("Copy puts the codes on the clipboard, with what they are, and says Copied in a polite live region", async () => {
    const user = userEvent.setup();
    renderCodes();
    const copy = await screen.findByRole("button", { name: "Copy the codes" });
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    const said: string[] = [];
    new MutationObserver(() => said.push(status.textContent ?? "")).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    await user.click(copy);
    expect(await screen.findByText("Copied")).toBe(status);
    const copied = await navigator.clipboard.readText();
    expect(copied.split("\n")).toEqual([
      "Recovery codes for the leads dashboard of Kauri & Sons Plumbing",
      "Each code signs you in once, in place of your passkey or authenticator app. Keep them somewhere safe.",
      "",
      ...codes,
      "",
    ]);
    // A second Copy is said again: the region is emptied, then filled.
    await user.click(copy);
    await waitFor(() => expect(said.filter((words) => words === "Copied")).toHaveLength(2));
    expect(said.at(-2)).toBe("");
  });

  test("a refused clipboard says what to do instead", async () => {
    const user = userEvent.setup();
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
    renderCodes();
    await user.click(await screen.findByRole("button", { name: "Copy the codes" }));
    await screen.findByText("Could not copy here: select the codes and copy them, or download them.");
  });

  test("Download is a link to the same text as a file named for the business", async () => {
    renderCodes();
    const link = await screen.findByRole("link", { name: "Download the codes" });
    expect(link.getAttribute("download")).toBe("recovery-codes-kauri-sons-plumbing.txt");
    const href = link.getAttribute("href")!;
    expect(href.startsWith("data:text/plain;charset=utf-8,")).toBe(true);
    const text = decodeURIComponent(href.slice("data:text/plain;charset=utf-8,".length));
    expect(text).toContain("Each code signs you in once");
    expect(text.split("\n").filter((line) => /^[0-9a-f-]{23}$/.test(line))).toEqual(codes);
  });

  test("where the browser cannot write the clipboard, only Download is offered", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    renderCodes();
    await screen.findByRole("link", { name: "Download the codes" });
    expect(screen.queryByRole("button", { name: "Copy the codes" })).toBeNull();
  });
});
