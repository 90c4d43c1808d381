import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { homeQuoteForm } from "../../../shared/forms/home-form";
import { pageQuoteForm } from "../../../shared/forms/quote-page-form";
import { VISIT_FIELDS } from "../../../shared/visit-fields";
import { parseHtml } from "../../../test/support/server/dom";
import { EmergencyReceived, FormAnswerPage, FormMessage, QuoteErrors } from "./form-answer-page";

// The no-script answers as components: what each state shows, rendered as the server renders them.

const chrome = {
  title: "Please check your quote",
  businessName: "Kauri & Sons Plumbing",
  phone: "09 123 4567",
  stylesheets: ["/assets/app-Ab12.css"],
  fallbackStyle: "body{margin:0}",
};

const render = (body: React.ReactNode, overrides: Partial<typeof chrome> = {}) =>
  parseHtml(
    `<!DOCTYPE html>${renderToStaticMarkup(<FormAnswerPage chrome={{ ...chrome, ...overrides }}>{body}</FormAnswerPage>)}`,
  ).document;

describe("the page around every answer", () => {
  test("links the site's stylesheets and writes no style, or only the fallback when there is none", () => {
    const linked = render(<p>Hi</p>);
    expect([...linked.querySelectorAll("link[rel=stylesheet]")].map((l) => l.getAttribute("href"))).toEqual([
      "/assets/app-Ab12.css",
    ]);
    expect(linked.querySelector("style")).toBeNull();
    const alone = render(<p>Hi</p>, { stylesheets: [] });
    expect(alone.querySelector("link")).toBeNull();
    expect(alone.querySelector("style")!.textContent).toBe("body{margin:0}");
  });

  test("is titled with the business, in NZ English, and gives the phone as a link", () => {
    const document = render(<p>Hi</p>);
    expect(document.title).toBe("Please check your quote – Kauri & Sons Plumbing");
    expect(document.documentElement.lang).toBe("en-NZ");
    expect(document.querySelector('a[href="tel:+6491234567"]')!.textContent).toBe("09 123 4567");
    expect(document.querySelector("script")).toBeNull();
  });
});

describe("a quote with problems", () => {
  const values = {
    form: "home",
    page: "/areas/manurewa",
    name: "",
    phone: "12",
    email: "aroha@example.co.nz",
    location: "Manurewa",
    service: "leak-detection",
    urgency: "urgent",
    message: "\r\nUnder the sink\r\n</textarea>",
    utm_source: "google",
  };
  const errors = { name: "Name is required.", phone: "Enter a phone number such as 09 123 4567." };
  const document = render(
    <QuoteErrors
      title="Please check your quote"
      fields={homeQuoteForm.fields}
      values={values}
      errors={errors}
      photos={false}
      back="/areas/manurewa"
    />,
  );

  test("lists each problem above the form, a link to its field, the label first unless the message starts with it", () => {
    const summary = document.querySelector('[data-slot="error-summary"]')!;
    expect(summary.getAttribute("role")).toBe("alert");
    expect(summary.querySelector("h2")!.textContent).toBe("There are 2 problems");
    expect([...summary.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Name is required.", "#field-name"],
      ["Phone: Enter a phone number such as 09 123 4567.", "#field-phone"],
    ]);
  });

  test("puts each error at its field, as the site's Field does, and marks only those fields", () => {
    const phone = document.getElementById("field-phone")!;
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(phone.getAttribute("aria-describedby")!)!.textContent).toBe(errors.phone);
    expect(document.getElementById("field-email")!.hasAttribute("aria-invalid")).toBe(false);
    expect(phone.className).toBe("field-input");
    expect(phone.getAttribute("autocomplete")).toBe("tel");
  });

  test("keeps every value typed, the first blank line of the message included, and the visit's fields", () => {
    const form = document.querySelector("form")!;
    expect([form.getAttribute("action"), form.getAttribute("method"), form.getAttribute("enctype")]).toEqual([
      "/api/quote",
      "post",
      null,
    ]);
    const sent = Object.fromEntries(
      new form.ownerDocument.defaultView!.FormData(form) as unknown as Iterable<[string, string]>,
    );
    expect(sent).toEqual({
      ...Object.fromEntries(VISIT_FIELDS.map((name) => [name, ""])),
      ...values,
      message: "\nUnder the sink\n</textarea>",
    });
  });

  test("links back to the page the form was on", () => {
    expect(document.querySelector('a[href="/areas/manurewa"]')!.textContent).toBe("Back to the page you were on");
  });
});

test("a quote posted with photos posts so again, and asks for the photos again, with their problem", () => {
  const document = render(
    <QuoteErrors
      title="Please check your quote"
      fields={pageQuoteForm.fields}
      values={{ form: "quote", page: "/quote" }}
      errors={{ photos: "Photos must be JPEG, PNG or WebP." }}
      photos
    />,
  );
  expect(document.querySelector("form")!.getAttribute("enctype")).toBe("multipart/form-data");
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  expect(input.name).toBe("photos");
  expect(input.getAttribute("aria-describedby")).toBe("field-photos-error field-photos-hint");
  expect(document.getElementById("field-photos-hint")!.textContent).toContain("please choose your photos again");
  expect(document.querySelector('[data-slot="error-summary"] a')!.textContent).toBe(
    "Add photos: Photos must be JPEG, PNG or WebP.",
  );
});

test("a post from no known form has no form, and points to the quote form", () => {
  const document = render(
    <QuoteErrors
      title="Please check your quote"
      fields={undefined}
      values={{ form: "other" }}
      errors={{}}
      photos={false}
    />,
  );
  expect(document.querySelector("form")).toBeNull();
  expect(document.querySelector('a[href="/quote"]')!.textContent).toBe("Go to the quote form");
});

test("an emergency taken says to call now, the number a link; a message page carries its reference", () => {
  const emergency = render(
    <EmergencyReceived title="Request received" text="We'll call you." phone="09 123 4567" home="/" />,
  );
  expect(emergency.querySelector(".call-now")!.textContent).toBe(
    "If this is an emergency, call our 24/7 line now on 09 123 4567: don't wait for our reply.",
  );
  expect(emergency.querySelector('a[href="/"]')!.textContent).toBe("Back to our website");
  const message = render(
    <FormMessage heading="Too many requests" message="Please wait a minute." reference="e-1234" />,
  );
  expect(message.querySelector("h1")!.textContent).toBe("Too many requests");
  expect(message.querySelector("strong")!.textContent).toBe("e-1234");
});
