// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { startWebhookSink } from "../../../test/support/server/http";
import { ToastProvider, useToast } from "../ui/toast";
import { HomeQuoteForm } from "./home-quote-form";
import { QuoteForm } from "./quote-form";

// The spec's toast text (app/content/claims.ts contactPromise.homeForm), and a number unlike the site's default.
const promise = "We'll contact you within 30 minutes during business hours.";
const phone = "09 876 5432";
const callNow = `If this is an emergency, call our 24/7 line now on ${phone}: don't wait for our reply.`;

// A real HTTP receiver stands in for the endpoint the island posts its JSON to.
let sink: Awaited<ReturnType<typeof startWebhookSink>>;
beforeAll(async () => {
  sink = await startWebhookSink(() => 200);
  // jsdom does not scroll; the /quote form scrolls to its confirmation.
  window.scrollTo = () => {};
});
afterAll(() => sink.close());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim();

async function sendHomeForm(choices: { service: string; urgency?: string }) {
  const user = userEvent.setup();
  render(<HomeQuoteForm endpoint={sink.url} phone={phone} successMessage={promise} />);
  await user.type(screen.getByLabelText(/^Name/), "Aroha");
  await user.type(screen.getByLabelText(/^Phone/), "021 555 0199");
  await user.selectOptions(screen.getByLabelText(/^Service Type/), choices.service);
  if (choices.urgency) await user.selectOptions(screen.getByLabelText(/^Urgency/), choices.urgency);
  await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
  const title = await screen.findByText("Quote Request Submitted!");
  return title.closest<HTMLElement>("[data-slot=toast]")!;
}

describe("the home form's success toast", () => {
  test("for an emergency keeps the spec's words and adds the call-now line, the number a tap-to-call link", async () => {
    const toast = await sendHomeForm({ service: "leak-detection", urgency: "emergency" });
    expect(within(toast).getByText(promise)).toBeTruthy();
    const line = within(toast).getByText(/^If this is an emergency/);
    expect(text(line)).toBe(callNow);
    const link = within(line).getByRole("link", { name: phone });
    expect(link.getAttribute("href")).toBe("tel:+6498765432");
    expect(JSON.parse(link.getAttribute("data-track")!)).toEqual([
      ["phone_click", "contact", "home_form_success"],
      ["emergency_call", "contact", "home_form_success"],
    ]);
  });

  test("the emergency service is an emergency whatever the urgency", async () => {
    const toast = await sendHomeForm({ service: "emergency", urgency: "flexible" });
    expect(within(toast).queryByText(/^If this is an emergency/)).not.toBeNull();
  });

  test("any other request gets the spec's toast alone", async () => {
    const toast = await sendHomeForm({ service: "leak-detection", urgency: "urgent" });
    expect(text(toast)).toBe(`Quote Request Submitted!${promise}`);
    expect(within(toast).queryByRole("link")).toBeNull();
  });
});

describe("a toast with something to act on", () => {
  test("stays until dismissed, while a plain one goes by itself", () => {
    vi.useFakeTimers();
    function Show() {
      const toast = useToast();
      return (
        <>
          <button onClick={() => toast({ title: "Plain" })}>plain</button>
          <button
            onClick={() => toast({ title: "Kept", detail: <a href="tel:+6498765432">call</a>, persistent: true })}
          >
            kept
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Show />
      </ToastProvider>,
    );
    act(() => screen.getByRole("button", { name: "plain" }).click());
    act(() => screen.getByRole("button", { name: "kept" }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Plain")).toBeNull();
    const kept = screen.getByText("Kept").closest<HTMLElement>("[data-slot=toast]")!;
    act(() => within(kept).getByRole("button", { name: "Dismiss notification" }).click());
    expect(screen.queryByText("Kept")).toBeNull();
  });
});

describe("the /quote form's confirmation", () => {
  async function sendQuoteForm(service: string) {
    const user = userEvent.setup();
    render(<QuoteForm endpoint={sink.url} phone={phone} confirmation="Thank you." />);
    await user.type(screen.getByLabelText(/^Full Name/), "Mere");
    await user.type(screen.getByLabelText(/^Email Address/), "mere@example.co.nz");
    await user.type(screen.getByLabelText(/^Phone Number/), "021 555 0199");
    await user.selectOptions(screen.getByLabelText(/^Service Needed/), service);
    await user.type(screen.getByLabelText(/^Project Details/), "Burst pipe");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));
    return (await screen.findByRole("heading", { name: "Quote Submitted!" })).closest<HTMLElement>("[role=status]")!;
  }

  test("for an emergency callout says to call now, with the number as a link", async () => {
    const status = await sendQuoteForm("Emergency Callouts");
    const line = within(status).getByText(/^If this is an emergency/);
    expect(text(line)).toBe(callNow);
    expect(within(line).getByRole("link", { name: phone }).getAttribute("href")).toBe("tel:+6498765432");
    expect(within(status).queryByText(/Need us sooner/)).toBeNull();
  });

  test("for anything else keeps its own call line", async () => {
    const status = await sendQuoteForm("Leak Detection");
    expect(within(status).queryByText(/^If this is an emergency/)).toBeNull();
    expect(within(status).getByText(/Need us sooner/)).toBeTruthy();
  });
});
