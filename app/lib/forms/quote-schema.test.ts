import { describe, expect, test } from "vitest";
import { validateQuote } from "./quote-schema";

const home = { form: "home", name: "Aroha", phone: "09 123 4567", service: "leak-detection" };
const page = {
  form: "quote",
  name: "Aroha",
  email: "a@example.co.nz",
  phone: "021 555 0199",
  service: "Leak Detection",
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
      errors: { name: "Name is required.", phone: "Phone is required.", service: "Choose a service type." },
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
    [{ ...page, service: "leak-detection" }, "service"],
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
});
