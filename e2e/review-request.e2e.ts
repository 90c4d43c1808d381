import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";

// Asking a won job for a review (server/quotes/review-request.ts), as the owner does it on a phone, against the real inbox
// and a real SMTP server: the review link set in the business details, the lead marked won, one tap, the email as
// the customer gets it, its opt-out link followed in a browser, and the dashboard then saying so.

const LINK = "https://g.page/r/example-plumbing/review";
const CUSTOMER = "aroha.review@example.co.nz";
let inbox: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = await startSiteServer({
    SMTP_URL: sink.url,
    LEADS_EMAIL_TO: "office@example.co.nz",
    LEADS_EMAIL_FROM: "Leads <leads@example.com>",
    QUOTE_ACK_EMAIL: "false",
  });
  await addOwner(inbox.dataDir);
});
afterAll(async () => {
  await inbox?.stop();
  await sink?.close();
});

/** A quote from the home form, as its island sends it; the lead's id. */
async function sendQuote(name: string): Promise<number> {
  const res = await fetch(`${inbox.url}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form: "home", name, phone: "021 555 0188", email: CUSTOMER, service: "hot-water" }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("Ask for a review", () => {
  test("won, one tap, the email arrives, its opt-out works, and the lead page says so", async () => {
    const first = await sendQuote("Aroha Review");
    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    try {
      await signInAsOwner(tab);

      // The review link, in the business details.
      await tab.goto("/admin/site/settings");
      await tab.getByLabel("Link for review requests").fill(LINK);
      await tab.getByRole("button", { name: "Save changes" }).click();
      await tab.getByText(/Saved\./).waitFor();

      // The lead marked won: the button appears, one tap asks.
      await tab.goto(`/admin/leads/${first}`);
      const review = tab.getByRole("region", { name: "Review" });
      expect(await review.count()).toBe(0);
      await tab.getByRole("button", { name: "Won", exact: true }).click();
      await review.getByRole("button", { name: "Ask for a review" }).click();
      const asked = review.getByRole("button", { name: /^Review asked on \d{1,2} [A-Z][a-z]{2}$/ });
      await asked.waitFor();
      expect(await asked.isDisabled()).toBe(true);
      await tab.getByText("Review asked for, with this link").waitFor();

      // The email, as the customer receives it.
      const mail = await waitFor("the review email", () =>
        sink.messages.find((m) => m.envelope.to.includes(CUSTOMER) && m.message.header("subject")?.startsWith("How")),
      );
      expect(mail.message.header("reply-to")).toBe("office@example.co.nz");
      expect(mail.text).toContain(`\n${LINK}\n`);
      const optOut = new URL(/^<(.+)>$/.exec(mail.message.header("list-unsubscribe")!)![1]!);
      expect(mail.text).toContain(optOut.href);

      // The opt-out link, opened in a browser: a button first (a mail scanner's fetch changes nothing), then done.
      const customer = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
      try {
        const page = await customer.newPage();
        await page.goto(optOut.pathname + optOut.search);
        await page.getByRole("heading", { name: "Stop review requests", level: 1 }).waitFor();
        expect(await axeViolations(customer, optOut.pathname + optOut.search, { bestPractice: false })).toEqual([]);
        await page.getByRole("button", { name: "Don't ask me for reviews" }).click();
        await page.getByRole("heading", { name: "You won't be asked again", level: 1 }).waitFor();
      } finally {
        await customer.close();
      }

      // The lead says so; the same customer's next request, won too, offers no button.
      await tab.reload();
      await review.getByText("This customer asked not to be asked for reviews.").waitFor();
      expect(await asked.isDisabled()).toBe(true);
      const next = await sendQuote("Aroha Again");
      await tab.goto(`/admin/leads/${next}`);
      await tab.getByRole("link", { name: /^Also asked on / }).waitFor();
      await tab.getByRole("button", { name: "Won", exact: true }).click();
      await review.getByText("This customer asked not to be asked for reviews.").waitFor();
      expect(await review.getByRole("button").count()).toBe(0);
      expect(await axeViolations(context, `/admin/leads/${first}`)).toEqual([]);
      expect(sink.messages.filter((m) => m.envelope.to.includes(CUSTOMER))).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
