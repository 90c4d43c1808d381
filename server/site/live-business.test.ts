import { describe, expect, test } from "vitest";
import { readSiteEnv } from "../../config/env.ts";
import { businessOf, fixedBusiness } from "../config/config.ts";
import { LiveBusiness } from "./live-business.ts";
import { seedFromSite } from "./content-store.ts";

const site = readSiteEnv({ SITE_URL: "https://plumber.example.nz" });

/** The repository's content with the owner's own name, phone and office hours, as a build made from it holds it. */
function ownersContent() {
  const content = seedFromSite(site)();
  content.settings.BUSINESS_NAME = "Harbour Plumbing";
  content.settings.BUSINESS_PHONE = "09 555 0101";
  content.claims.hours = { office: [{ days: [1, 2, 3, 4, 5], opens: "07:00", closes: "15:00" }], emergency247: false };
  return content;
}

describe("the business settings in effect", () => {
  test("start as the site's variables say, with the repository's office hours", () => {
    expect(new LiveBusiness(site).current()).toEqual(businessOf(site));
  });

  test("a build going live replaces them whole: the getter answers the new settings, the old object is unchanged", () => {
    const business = new LiveBusiness(site);
    const before = business.current();
    const asItWas = structuredClone(before);

    business.goLive({ content: ownersContent() });
    const after = business.current();
    expect(after).not.toBe(before);
    expect(after).toEqual({
      name: "Harbour Plumbing",
      phone: "09 555 0101",
      // SITE_URL is the deployment's, not the owner's to change.
      siteUrl: "https://plumber.example.nz",
      hours: { office: [{ days: [1, 2, 3, 4, 5], opens: "07:00", closes: "15:00" }], emergency247: false },
    });
    expect(before).toEqual(asItWas);
    // Nothing can change a handed-out object in place: a reader part-way through an email keeps one set.
    expect(Object.isFrozen(before) && Object.isFrozen(after)).toBe(true);
    expect(() => Object.assign(after, { phone: "0800 000 000" })).toThrow(TypeError);

    // Rolled back to the repository's own build: the site's variables again, in a new object.
    business.goLive(undefined);
    expect(business.current()).toEqual(asItWas);
    expect(business.current()).not.toBe(before);
    expect(after.phone).toBe("09 555 0101");
  });

  test("a part used alone gets settings that never change", () => {
    const fixed = fixedBusiness(businessOf(site));
    expect(fixed.current()).toBe(fixed.current());
    expect(fixed.current()).toEqual(businessOf(site));
  });
});
