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

  test("the settings the owner may also set from the dashboard are checked by the same rules as there", () => {
    const env = readSiteEnv({
      BUSINESS_NAME: "Kauri\u0000 Plumbing\u202e",
      BUSINESS_PHONE: "+64 9 555 0142",
      BUSINESS_FREEPHONE: "0800123456",
    });
    expect(env).toMatchObject({
      BUSINESS_NAME: "Kauri Plumbing",
      BUSINESS_PHONE: "09 555 0142",
      BUSINESS_FREEPHONE: "0800 123 456",
    });
    expect(() =>
      readSiteEnv({
        BUSINESS_PHONE: "((((((((((((((((((((",
        SOCIAL_FACEBOOK_URL: "http://www.facebook.com/kauri",
        REVIEWS_URL: "https://user:pass@g.page/r/kauri",
      }),
    ).toThrow(
      /BUSINESS_PHONE: That doesn't look like a New Zealand phone number[\s\S]*SOCIAL_FACEBOOK_URL: A web address starting https:\/\/[\s\S]*REVIEWS_URL: Take out the name and password/,
    );
  });
});
