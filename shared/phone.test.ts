import { describe, expect, test } from "vitest";
import { e164, telHref } from "./phone";

describe("telHref", () => {
  test.each([
    ["09 123 4567", "tel:+6491234567"],
    ["0800 123 456", "tel:+64800123456"],
    ["021 555 0199", "tel:+64215550199"],
    ["+64 9 123 4567", "tel:+6491234567"],
    ["(09) 123-4567", "tel:+6491234567"],
  ])("%s becomes %s", (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });

  test("e164 drops the scheme", () => {
    expect(e164("09 123 4567")).toBe("+6491234567");
  });
});
