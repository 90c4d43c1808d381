import { describe, expect, test } from "vitest";
import { wrapIndex } from "./lightbox";

describe("wrapIndex", () => {
  test("wraps at both ends", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });
});
