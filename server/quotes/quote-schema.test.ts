import { describe, expect, test } from "vitest";
import type { QuoteFormName } from "../../shared/forms/quote-fields";
import { quoteForms } from "./quote-forms";
import { validateQuote } from "./quote-schema";

const home = { form: "home", name: "Aroha", phone: "09 123 4567", service: "leak-detection" };
const page = {
  form: "quote",
  name: "Aroha",
  email: "a@example.co.nz",
  phone: "021 555 0199",
  service: "leak-detection",
  message: "Leak in the wall",
};

describe("validateQuote", () => {
  test("accepts the home form with only its required fields, trimmed", () => {
    const result = validateQuote({ ...home, name: "  Aroha  ", email: "", urgency: "" });
    expect(result).toMatchObject({ ok: true, data: { name: "Aroha", service: "leak-detection" } });
  });

  test("accepts the /quote form with all five fields", () => {
    expect(validateQuote(page).ok).toBe(true);
  });

  test("names each missing required field", () => {
    expect(validateQuote({ form: "home", name: " ", phone: "", service: "" })).toEqual({
      ok: false,
      errors: { name: "Name is required.", phone: "Phone is required.", service: "Select a service." },
    });
    const result = validateQuote({ form: "quote" });
    expect(result.ok).toBe(false);
    expect(Object.keys((result as { errors: object }).errors).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
      "service",
    ]);
  });

  test.each([
    [{ ...home, phone: "12345" }, "phone"],
    [{ ...home, phone: "abc-def-ghij" }, "phone"],
    [{ ...home, email: "not-an-email" }, "email"],
    [{ ...home, service: "gas-fitting" }, "service"],
    [{ ...home, urgency: "yesterday" }, "urgency"],
    [{ ...home, name: "x".repeat(201) }, "name"],
    [{ ...page, message: "x".repeat(5001) }, "message"],
    [{ ...page, service: "plumbing-inspection" }, "service"],
    [{ ...home, form: "other" }, "form"],
  ])("rejects %o on %s", (input, field) => {
    const result = validateQuote(input);
    expect(result.ok).toBe(false);
    expect(Object.keys((result as { errors: object }).errors)).toContain(field);
  });

  test("accepts a 5,000-character message and international phone formats", () => {
    expect(validateQuote({ ...page, message: "x".repeat(5000), phone: "+64 (9) 123-4567" }).ok).toBe(true);
  });

  test("rejects non-objects", () => {
    for (const input of [null, 42, "quote", [], undefined]) expect(validateQuote(input).ok).toBe(false);
  });

  test("a choice sent as its label (a /quote page built before the forms stored values) is stored as its value", () => {
    expect(validateQuote({ ...page, service: "Hot Water Cylinder Repair" })).toMatchObject({
      ok: true,
      data: { service: "hot-water" },
    });
    expect(validateQuote({ ...page, service: "Emergency Callouts" })).toMatchObject({ data: { service: "emergency" } });
    expect(validateQuote({ ...home, urgency: "Soon (This Week)" })).toMatchObject({ data: { urgency: "soon" } });
  });

  test("the /quote form's messages use its own labels", () => {
    expect(validateQuote({ ...page, name: " ", message: "" })).toEqual({
      ok: false,
      errors: { name: "Full Name is required.", message: "Project Details is required." },
    });
  });
});

describe("the rules are the field table's", () => {
  const cases: [QuoteFormName, Record<string, string>][] = [
    ["home", home],
    ["quote", page],
  ];

  test.each(cases)("the %s form: each field's problem is named in the table's order", (form) => {
    const result = validateQuote({ form });
    const required = quoteForms[form].fields.filter((f) => f.required).map((f) => f.name);
    expect(Object.keys((result as { errors: object }).errors)).toEqual(required);
  });

  test.each(cases)("the %s form: a field left empty is refused exactly when the table requires it", (form, valid) => {
    for (const field of quoteForms[form].fields) {
      const result = validateQuote({ ...valid, [field.name]: "" });
      expect({ field: field.name, refused: !result.ok }).toEqual({ field: field.name, refused: field.required });
    }
  });

  test.each(cases)("the %s form: each field's length limit is the table's", (form, valid) => {
    for (const field of quoteForms[form].fields.filter((f) => f.type === "text" || f.type === "textarea")) {
      expect(validateQuote({ ...valid, [field.name]: "x".repeat(field.maxLength) }).ok).toBe(true);
      expect(validateQuote({ ...valid, [field.name]: "x".repeat(field.maxLength + 1) })).toMatchObject({
        ok: false,
        errors: { [field.name]: `${field.label} must be at most ${field.maxLength} characters.` },
      });
    }
  });
});
