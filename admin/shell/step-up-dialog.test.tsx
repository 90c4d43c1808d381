// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { StepUpRefusal } from "../../shared/api/account";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { api, ApiError } from "./api";
import { StepUpDialog } from "./step-up-dialog";
import { StepUpHost } from "./step-up-host";

// jsdom has no modal dialogs: open and close set the attribute, as a browser's would.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refusal = (methods: StepUpRefusal["methods"]): StepUpRefusal => ({
  error: "step-up",
  message: "Confirm it's you: this step asks for your second sign-in step again after 10 minutes.",
  methods,
});

/** A sensitive step that asks until the check is made, and the check that takes "123456" only. */
function server(methods: StepUpRefusal["methods"] = ["app", "recovery-code"]) {
  let fresh = false;
  return fakeApi(({ path, body }) => {
    if (path === "team/invites")
      return fresh ? { status: 201, body: { made: true } } : { status: 403, body: refusal(methods) };
    if (path === "step-up") {
      const given = body as Record<string, string>;
      if (given.code === "123456" || given.recoveryCode === "abcde-fghij") {
        fresh = true;
        return { status: 200, body: { fresh: true, freshForS: 600, methods } };
      }
      return {
        status: 403,
        body: { error: "That code is not right. Type the newest code the app shows.", field: "code" },
      };
    }
    return undefined;
  });
}

test("a sensitive step asks in the page, then goes again with what was sent, once the code is right", async () => {
  const user = userEvent.setup();
  const calls = server();
  render(<StepUpDialog />);
  const sent = api("team/invites", { method: "POST", body: { email: "mere@example.co.nz", role: "staff" } });
  const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
  const code = screen.getByLabelText("6-digit code from your authenticator app");
  expect(document.activeElement).toBe(code);
  expect(code.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await axePage()).toEqual([]);

  await user.type(code, "000000");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByText("That code is not right. Type the newest code the app shows.")).toBeTruthy();
  expect(dialog.hasAttribute("open")).toBe(true);

  await user.clear(code);
  await user.type(code, "123456");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await sent;
  expect(dialog.hasAttribute("open")).toBe(false);
  // The same request, body and all, went twice: refused, then answered.
  const invites = calls.filter((c) => c.path === "team/invites");
  expect(invites).toHaveLength(2);
  expect(invites[1]!.body).toEqual(invites[0]!.body);
  expect(calls.filter((c) => c.path === "step-up").map((c) => c.body)).toEqual([
    { code: "000000" },
    { code: "123456" },
  ]);
});

test("a recovery code in place of the app's; Cancel gives up, and the step says nothing was done", async () => {
  const user = userEvent.setup();
  server();
  render(<StepUpDialog />);
  const first = api("team/invites", { method: "POST", body: {} });
  await screen.findByRole("dialog", { name: "Confirm it's you" });
  await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
  await user.type(screen.getByLabelText("Recovery code"), "abcde-fghij");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await first;

  const stepUp = vi.fn();
  server();
  const second = api("team/invites", { method: "POST", body: {} }).catch((error: unknown) => {
    stepUp(error);
  });
  await screen.findByRole("dialog", { name: "Confirm it's you" });
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await second;
  expect(stepUp).toHaveBeenCalledWith(expect.any(ApiError));
  expect((stepUp.mock.calls[0]![0] as ApiError).message).toMatch(/^Not confirmed, so nothing was done/);
});

test("an account with no second factor confirms with its password; two steps at once share one question", async () => {
  const user = userEvent.setup();
  let fresh = false;
  const calls = fakeApi(({ path, body }) => {
    if (path === "step-up") {
      fresh = (body as { password?: string }).password === "correct horse battery staple";
      return fresh ? { status: 200, body: { fresh, freshForS: 600, methods: ["password"] } } : undefined;
    }
    return fresh ? { status: 200, body: {} } : { status: 403, body: refusal(["password"]) };
  });
  render(<StepUpDialog />);
  const both = Promise.all([api("alerts/topic/new", { method: "POST" }), api("team")]);
  await screen.findByRole("dialog", { name: "Confirm it's you" });
  expect(screen.getAllByRole("dialog")).toHaveLength(1);
  await user.type(screen.getByLabelText("Your password"), "correct horse battery staple");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await both;
  await waitFor(() => expect(calls.filter((c) => c.path === "step-up")).toHaveLength(1));
});

test("without the dialog (a page's own test) a step-up is a refusal in words", async () => {
  server();
  await expect(api("team/invites", { method: "POST", body: {} })).rejects.toThrow(/^Not confirmed/);
});

test("the dashboard's host fetches the dialog when a step first asks; it then answers every later ask itself", async () => {
  const user = userEvent.setup();
  server();
  render(<StepUpHost />);
  expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  const first = api("team/invites", { method: "POST", body: {} });
  const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
  expect(document.activeElement).toBe(screen.getByLabelText("6-digit code from your authenticator app"));
  await user.type(screen.getByLabelText("6-digit code from your authenticator app"), "123456");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await first;
  expect(dialog.hasAttribute("open")).toBe(false);

  const stepUp = vi.fn();
  server();
  const second = api("team/invites", { method: "POST", body: {} }).catch((error: unknown) => {
    stepUp(error);
  });
  await screen.findByRole("dialog", { name: "Confirm it's you" });
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await second;
  expect((stepUp.mock.calls[0]![0] as ApiError).message).toMatch(/^Not confirmed, so nothing was done/);
});
