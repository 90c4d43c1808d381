// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AlertSetup, Subscribe } from "../../shared/api/alerts";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { PhoneAlerts } from "./phone-alerts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const publicServer = { host: "ntfy.sh", public: true, signIn: false };
const off: AlertSetup = { on: false, topicUrl: "", from: "none", serverTopic: false, server: publicServer };
const set: AlertSetup = {
  on: true,
  topicUrl: "https://ntfy.sh/lea****",
  from: "dashboard",
  serverTopic: false,
  server: publicServer,
};
const links: Subscribe = {
  web: "https://ntfy.sh/leads-Zk3q9X2mP0aB7cD4eF6gHw",
  app: "ntfy://ntfy.sh/leads-Zk3q9X2mP0aB7cD4eF6gHw",
  topic: "leads-Zk3q9X2mP0aB7cD4eF6gHw",
  qr: "data:image/svg+xml;base64,PHN2Zy8+",
};

const panel = () => within(screen.getByRole("region", { name: "Phone alerts" }));

function renderAlerts() {
  render(
    <main>
      <PhoneAlerts />
    </main>,
  );
}

describe("the phone alerts panel", () => {
  test("off: one tap makes a random topic and shows its QR code, app link and topic; says the public server plainly", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path }) => {
      if (method === "GET" && path === "alerts") return { status: 200, body: off };
      if (method === "POST" && path === "alerts/topic/new") return { status: 200, body: { ...set, subscribe: links } };
      if (method === "POST" && path === "alerts/test") return { status: 200, body: { sent: true } };
      return undefined;
    });
    renderAlerts();
    expect((await panel().findByText(/no lead reaches your phone/)).textContent).toBe(
      "Off: no lead reaches your phone. Make a topic below.",
    );
    expect(panel().getByText(/^Alerts go through/).textContent).toBe(
      "Alerts go through the public ntfy.sh server: anyone who knows the topic can read the alerts, which is why it is long and random.",
    );
    expect(panel().queryByRole("button", { name: "Send a test alert" })).toBeNull();
    expect(await axePage()).toEqual([]);

    await user.click(panel().getByRole("button", { name: "Turn on phone alerts" }));
    expect((await panel().findByText(/^New topic made/)).textContent).toBe(
      "New topic made. Subscribe your phone, then send a test alert.",
    );
    const qr = panel().getByRole("img", { name: `QR code of your alert topic's link, ${links.web}` });
    expect(qr.getAttribute("src")).toBe(links.qr);
    expect(panel().getByRole("link", { name: "Open in the ntfy app" }).getAttribute("href")).toBe(links.app);
    expect(panel().getByText(links.topic).tagName).toBe("CODE");
    expect(panel().getByText("https://ntfy.sh/lea****")).toBeTruthy();
    expect(panel().getByText(/\(made here\)/)).toBeTruthy();
    expect(await axePage()).toEqual([]);

    await user.click(panel().getByRole("button", { name: "Send a test alert" }));
    expect(await panel().findByText("Sent: check your phone.")).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET alerts",
      "POST alerts/topic/new",
      "POST alerts/test",
    ]);
  });

  test("on: the QR code again on request; a test alert's refusal is told; a topic of one's own is refused at its box", async () => {
    const user = userEvent.setup();
    let refuse = false;
    fakeApi(({ method, path, body }) => {
      if (method === "GET" && path === "alerts") return { status: 200, body: set };
      if (method === "POST" && path === "alerts/subscribe") return { status: 200, body: links };
      if (method === "POST" && path === "alerts/test")
        return refuse ? { status: 502, body: { error: "Not sent: HTTP 403." } } : { status: 200, body: { sent: true } };
      if (method === "POST" && path === "alerts/topic")
        return (body as { topic: string }).topic.length < 12
          ? { status: 400, body: { error: "Use 12 to 64 letters, digits, - or _.", field: "topic" } }
          : { status: 200, body: set };
      if (method === "DELETE" && path === "alerts/topic") return { status: 200, body: off };
      return undefined;
    });
    renderAlerts();
    // A new topic cuts off the phones on this one: asked first, and kept on "Keep this topic".
    await user.click(await panel().findByRole("button", { name: "Make a new topic" }));
    expect(panel().getByText(/^A new topic stops alerts to every phone/)).toBeTruthy();
    expect(await axePage()).toEqual([]);
    await user.click(panel().getByRole("button", { name: "Keep this topic" }));
    expect(panel().queryByRole("button", { name: "Yes, make a new topic" })).toBeNull();

    await user.click(await panel().findByRole("button", { name: "Show the QR code" }));
    expect(await panel().findByRole("img", { name: /^QR code/ })).toBeTruthy();
    expect(panel().queryByRole("button", { name: "Show the QR code" })).toBeNull();

    refuse = true;
    await user.click(panel().getByRole("button", { name: "Send a test alert" }));
    expect((await panel().findByRole("alert")).textContent).toBe("Not sent: HTTP 403.");

    await user.click(panel().getByText("Use a topic of your own"));
    const topic = panel().getByLabelText("Your topic");
    await user.type(topic, "short");
    await user.click(panel().getByRole("button", { name: "Save topic" }));
    expect((await panel().findByText("Use 12 to 64 letters, digits, - or _.")).id).toBe(
      topic.getAttribute("aria-describedby")!.split(" ")[0],
    );
    expect(topic.getAttribute("aria-invalid")).toBe("true");

    await user.click(panel().getByRole("button", { name: "Remove this topic" }));
    expect((await panel().findByText(/no lead reaches your phone/)).textContent).toMatch(/^Off:/);
    expect(panel().queryByRole("img")).toBeNull();
    expect(panel().queryByRole("button", { name: "Send a test alert" })).toBeNull();
  });

  test("alerts through the server's own ntfy: its host named, and the account it asks for", async () => {
    fakeApi(({ path }) =>
      path === "alerts"
        ? {
            status: 200,
            body: {
              on: true,
              topicUrl: "https://ntfy.example.nz/plu****",
              from: "server",
              serverTopic: true,
              server: { host: "ntfy.example.nz", public: false, signIn: true },
            },
          }
        : undefined,
    );
    renderAlerts();
    expect((await panel().findByText(/from the server's settings/)).textContent).toBe(
      "On: new leads and overdue reminders go to https://ntfy.example.nz/plu**** (from the server's settings (NTFY_URL)).",
    );
    expect(panel().getByText(/^Alerts go through/).textContent).toBe(
      "Alerts go through ntfy.example.nz, the ntfy server named in the server's settings (NTFY_URL), not the public one. It asks for an account: in the ntfy app, add that account for this server under Settings → Manage users.",
    );
    expect(panel().queryByRole("button", { name: /Remove|server's topic again/ })).toBeNull();
    expect(await axePage()).toEqual([]);
  });
});
