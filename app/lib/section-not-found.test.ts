import { describe, expect, test } from "vitest";
import { notFoundPageFor } from "./section-not-found";

describe("notFoundPageFor", () => {
  test("an unknown slug gets its section's not-found page, anything deeper or elsewhere the site's", () => {
    expect(notFoundPageFor("/services/not-a-service")).toBe("/404/service");
    expect(notFoundPageFor("/project/nope")).toBe("/404/project");
    expect(notFoundPageFor("/services/leak-detection/extra")).toBeUndefined();
    expect(notFoundPageFor("/services/")).toBeUndefined();
    expect(notFoundPageFor("/projects/nope")).toBeUndefined();
    expect(notFoundPageFor("/no-such-page")).toBeUndefined();
  });
});
