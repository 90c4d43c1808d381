// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { PhoneAlertsState } from "../../server/ntfy";
import { fakeApi } from "../../test/support/site-editor";
import { PhoneAlerts } from "./phone-alerts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const off: PhoneAlertsState = { on: false, topicUrl: "", from: "none", serverTopic: false };
const set: PhoneAlertsState = { on: true, topicUrl: "https://ntfy.sh/plu****", from: "dashboard", serverTopic: false };

describe("the phone alerts panel", () => {
  test("off: says so, offers no test; a refused topic is told at its box, a good one turns the alerts on", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (method === "GET" && path === "alerts") return { status: 200, body: off };
      if (method === "POST" && path === "alerts/topic")
        return (body as { topic: string }).topic.length < 12
          ? { status: 400, body: { error: "Use 12 to 64 letters, digits, - or _.", field: "topic" } }
          : { status: 200, body: set };
      return undefined;
    });
    render(<PhoneAlerts />);
    expect((await screen.findByText(/no lead reaches your phone/)).textContent).toBe(
      "Off: no lead reaches your phone. Set a topic below.",
    );
    expect(screen.queryByRole("button", { name: "Send a test alert" })).toBeNull();

    const topic = screen.getByLabelText("Topic");
    expect(topic.getAttribute("aria-describedby")).toBeTruthy();
    await user.type(topic, "short");
    await user.click(screen.getByRole("button", { name: "Save topic" }));
    expect((await screen.findByText("Use 12 to 64 letters, digits, - or _.")).id).toBe(
      topic.getAttribute("aria-describedby")!.split(" ")[0],
    );
    expect(topic.getAttribute("aria-invalid")).toBe("true");

    await user.clear(topic);
    await user.type(topic, "plumber-phone-7f3k9q");
    await user.click(screen.getByRole("button", { name: "Save topic" }));
    expect((await screen.findByRole("status")).textContent).toBe("Topic saved. Send a test alert to check it.");
    expect(screen.getByText("https://ntfy.sh/plu****")).toBeTruthy();
    expect(screen.getByText(/\(set here\)/)).toBeTruthy();
    expect((screen.getByLabelText("New topic") as HTMLInputElement).value).toBe("");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { topic: "short" },
      { topic: "plumber-phone-7f3k9q" },
    ]);
  });

  test("on: a test alert says 'Sent: check your phone', or what the ntfy server answered", async () => {
    const user = userEvent.setup();
    let refuse = false;
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "alerts") return { status: 200, body: set };
      if (method === "POST" && path === "alerts/test")
        return refuse ? { status: 502, body: { error: "Not sent: HTTP 403." } } : { status: 200, body: { sent: true } };
      if (method === "DELETE" && path === "alerts/topic") return { status: 200, body: off };
      return undefined;
    });
    render(<PhoneAlerts />);
    const test = await screen.findByRole("button", { name: "Send a test alert" });
    await user.click(test);
    expect((await screen.findByRole("status")).textContent).toBe("Sent: check your phone.");

    refuse = true;
    await user.click(test);
    expect((await screen.findByRole("alert")).textContent).toBe("Not sent: HTTP 403.");
    expect(screen.getByRole("status").textContent).toBe("");

    await user.click(screen.getByRole("button", { name: "Remove this topic" }));
    const region = screen.getByRole("region", { name: "Phone alerts" });
    expect((await within(region).findByText(/no lead reaches your phone/)).textContent).toMatch(/^Off:/);
    expect(screen.queryByRole("button", { name: "Send a test alert" })).toBeNull();
  });

  test("alerts set in the server's settings: shown as such, with nothing to remove", async () => {
    fakeApi(({ path }) =>
      path === "alerts"
        ? {
            status: 200,
            body: { on: true, topicUrl: "https://ntfy.example.nz/plu****", from: "server", serverTopic: true },
          }
        : undefined,
    );
    render(<PhoneAlerts />);
    expect((await screen.findByText(/from the server's settings/)).textContent).toBe(
      "On: new leads and overdue reminders go to https://ntfy.example.nz/plu**** (from the server's settings (NTFY_URL)).",
    );
    expect(screen.queryByRole("button", { name: /Remove|server's topic again/ })).toBeNull();
  });
});
