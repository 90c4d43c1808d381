import { describe, expect, test } from "vitest";
import { readSiteEnv } from "./env";

describe("readSiteEnv", () => {
  test("gives sample defaults on reserved names", () => {
    const env = readSiteEnv({});
    expect(env.SITE_URL).toBe("https://www.example.com");
    expect(env.BUSINESS_EMAIL).toBe("hello@example.com");
    expect(env.QUOTE_ENDPOINT).toBe("/api/quote");
    expect(env.GTM_ID).toBe("");
    expect(env.INSIGHTS_ENABLED).toBe(false);
  });

  test("takes overrides and trims a trailing slash from the site URL", () => {
    const env = readSiteEnv({
      SITE_URL: "https://plumber.nz/",
      BUSINESS_PHONE: "09 555 0100",
      INSIGHTS_ENABLED: "true",
    });
    expect(env.SITE_URL).toBe("https://plumber.nz");
    expect(env.BUSINESS_PHONE).toBe("09 555 0100");
    expect(env.INSIGHTS_ENABLED).toBe(true);
  });

  test("names every bad variable", () => {
    expect(() =>
      readSiteEnv({ SITE_URL: "not a url", BUSINESS_EMAIL: "nope", QUOTE_ENDPOINT: "http://insecure" }),
    ).toThrow(/SITE_URL[\s\S]*BUSINESS_EMAIL[\s\S]*QUOTE_ENDPOINT/);
  });
});
