import { describe, expect, test } from "vitest";
import { notFoundFileFor } from "./section-not-found";

describe("notFoundFileFor", () => {
  test("an unknown slug gets its section's not-found page, anything deeper or elsewhere the site's", () => {
    expect(notFoundFileFor("/services/not-a-service")).toBe("404-service.html");
    expect(notFoundFileFor("/project/nope")).toBe("404-project.html");
    expect(notFoundFileFor("/services/leak-detection/extra")).toBeUndefined();
    expect(notFoundFileFor("/services/")).toBeUndefined();
    expect(notFoundFileFor("/projects/nope")).toBeUndefined();
    expect(notFoundFileFor("/no-such-page")).toBeUndefined();
  });
});
