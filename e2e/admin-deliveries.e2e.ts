import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startWebhookSink } from "../test/support/server/http";
import { waitFor } from "../test/support/server/wait";
import { browser } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { startSiteServer, type RunningServer } from "../test/support/site-server";

let inbox: RunningServer;
let receiver: Awaited<ReturnType<typeof startWebhookSink>>;
let up = false;

const send = async (name: string) => {
  const res = await fetch(`${inbox.url}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form: "home", name, phone: "021 555 0101", service: "other" }),
  });
  expect(res.status).toBe(201);
};

beforeAll(async () => {
  receiver = await startWebhookSink(() => (up ? 200 : 500));
  // One attempt only: a refused delivery fails for good at once, as 25 refused attempts would after a day.
  inbox = await startSiteServer({
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: "test-secret-0123456789",
    LEADS_MAX_ATTEMPTS: "1",
  });
  await addOwner(inbox.dataDir);
});
afterAll(async () => {
  await inbox?.stop();
  await receiver?.close();
});

describe("a delivery that failed for good shows on the dashboard until retried or dismissed", () => {
  test("Retry sends it again; Dismiss hides it for good", async () => {
    await send("Retry Me");
    await send("Dismiss Me");
    await waitFor("both deliveries to fail", () => receiver.received.length === 2);
    const context = await (await browser()).newContext({ baseURL: inbox.url });
    try {
      const page = await context.newPage();
      await signInAsOwner(page);
      const banner = page.getByRole("region", { name: "2 leads were not delivered" });
      await banner.waitFor();
      expect(await banner.innerText()).toContain("the webhook failed after 1 attempts (HTTP 500)");

      up = true;
      await page.getByRole("button", { name: "Retry the webhook for Retry Me" }).click();
      await page.getByRole("region", { name: "1 lead was not delivered" }).waitFor();
      await waitFor("the retried delivery", () => receiver.received.length === 3);
      expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({ name: "Retry Me" });

      await page.getByRole("button", { name: "Dismiss the webhook for Dismiss Me" }).click();
      await page.getByRole("region", { name: /not delivered/ }).waitFor({ state: "detached" });
      await page.reload();
      await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
      expect(await page.getByRole("region", { name: /not delivered/ }).count()).toBe(0);
      expect(receiver.received).toHaveLength(3);
    } finally {
      await context.close();
    }
  });
});
