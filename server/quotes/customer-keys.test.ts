import { describe, expect, test } from "vitest";
import { emailKey, phoneKey } from "./customer-keys.ts";

describe("customer keys", () => {
  test("one NZ phone written every way people write it is one key", () => {
    for (const phone of ["021 555 0199", "+64 21 555 0199", "(021) 555-0199", "0215550199", "+64-21-555-0199"])
      expect(phoneKey(phone)).toBe("+64215550199");
    expect(phoneKey("09 123 4567")).toBe("+6491234567");
  });

  test("a number with its own country code keeps it; what is not a phone number has no key", () => {
    expect(phoneKey("+61 412 345 678")).toBe("+61412345678");
    expect(phoneKey("021")).toBe("");
    expect(phoneKey("call me")).toBe("");
    expect(phoneKey("")).toBe("");
  });

  test("emails compare trimmed and without case", () => {
    expect(emailKey("  Aroha@Example.co.NZ ")).toBe("aroha@example.co.nz");
    expect(emailKey("")).toBe("");
  });
});
