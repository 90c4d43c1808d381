import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { VISIT_FIELDS } from "../../shared/visit-fields";
import type { QuoteStore } from "./db";
import { sourceLabels } from "../../shared/leads/lead-fields";
import { classifyVisit, readLeadOrigin, sourceLabel, type LeadOrigin } from "./lead-origin";
import type { LogEntry } from "../core/log";
import { startInbox } from "../../test/support/server/app";

type Visit = Omit<LeadOrigin, "source">;
const visit = (parts: Partial<Visit> = {}): Visit => ({
  landingPage: "/",
  referrerHost: "",
  utm: {},
  clickIds: [],
  device: "mobile",
  visitId: "0b7e2c2a-3f0e-4f43-9a47-3c9f5d1d2e10",
  ...parts,
});
const tags = (source: string, medium = "", campaign = "") =>
  Object.fromEntries(
    Object.entries({ utm_source: source, utm_medium: medium, utm_campaign: campaign }).filter(([, v]) => v),
  );

describe("the class of a visit", () => {
  test.each<[string, Partial<Visit>]>([
    ["google-ads", { clickIds: ["gclid"] }],
    ["google-ads", { utm: tags("google", "cpc"), referrerHost: "www.google.com" }],
    ["google-ads", { utm: tags("Google_Ads", "paid-search") }],
    ["google-ads", { clickIds: ["gclid", "fbclid"], utm: tags("google", "cpc") }],
    ["facebook-ads", { utm: tags("facebook", "paid_social"), clickIds: ["fbclid"] }],
    ["facebook-ads", { utm: tags("instagram", "cpc") }],
    ["facebook-ads", { utm: tags("", "paid"), clickIds: ["fbclid"] }],
    ["campaign", { utm: tags("bing", "cpc") }],
    ["campaign", { utm: tags("newsletter", "email", "winter") }],
    ["campaign", { utm: { utm_campaign: "fridge-magnet" } }],
    ["social", { utm: tags("facebook", "social") }],
    ["social", { clickIds: ["fbclid"], referrerHost: "l.facebook.com" }],
    ["social", { referrerHost: "lm.facebook.com" }],
    ["social", { referrerHost: "www.instagram.com" }],
    ["social", { referrerHost: "www.linkedin.com" }],
    ["social", { referrerHost: "t.co" }],
    ["social", { referrerHost: "x.com" }],
    ["social", { referrerHost: "nextdoor.co.nz" }],
    ["search", { utm: tags("google", "organic") }],
    ["search", { referrerHost: "www.google.co.nz" }],
    ["search", { referrerHost: "www.bing.com" }],
    ["search", { referrerHost: "duckduckgo.com" }],
    ["search", { referrerHost: "nz.search.yahoo.com" }],
    ["search", { referrerHost: "www.ecosia.org" }],
    ["search", { referrerHost: "com.google.android.googlequicksearchbox" }],
    ["referral", { referrerHost: "www.builderscrack.co.nz" }],
    ["referral", { referrerHost: "meta.stackexchange.com" }],
    ["referral", { referrerHost: "xt.co.nz" }],
    ["direct", {}],
    ["direct", { landingPage: "", device: "", visitId: "0b7e2c2a-3f0e-4f43-9a47-3c9f5d1d2e10" }],
  ])("%s: %j", (source, parts) => {
    expect(classifyVisit(visit(parts))).toBe(source);
  });

  test("unknown when nothing at all came: the page ran no script", () => {
    expect(classifyVisit(visit({ landingPage: "", device: "", visitId: "" }))).toBe("unknown");
  });

  test("each class has the owner's words; a key this code does not know shows as it is", () => {
    expect(Object.keys(sourceLabels).map((key) => [key, sourceLabel(key)])).toEqual([
      ["google-ads", "Google Ads"],
      ["facebook-ads", "Facebook Ads"],
      ["campaign", "Campaign link"],
      ["search", "Search engine"],
      ["social", "Social media"],
      ["referral", "Another website"],
      ["direct", "Direct"],
      ["unknown", "Unknown"],
    ]);
    expect(sourceLabel("tv-advert")).toBe("tv-advert");
  });
});

/** What the page script sends for a visit that landed from a Google ad. */
const fromAd = {
  landing_page: "/areas/manukau",
  referrer_host: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "south auckland",
  utm_term: "",
  utm_content: "",
  click_ids: "gclid",
  device: "mobile",
  visit_id: "0B7E2C2A-3F0E-4F43-9A47-3C9F5D1D2E10",
};
const origin = (sent: Record<string, unknown>) => readLeadOrigin(sent);

describe("the visit fields of a submission", () => {
  test("are read into the lead's origin, only the tags given kept", () => {
    expect(origin(fromAd)).toEqual({
      origin: {
        source: "google-ads",
        landingPage: "/areas/manukau",
        referrerHost: "www.google.com",
        utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "south auckland" },
        clickIds: ["gclid"],
        device: "mobile",
        visitId: "0b7e2c2a-3f0e-4f43-9a47-3c9f5d1d2e10",
      },
      dropped: [],
    });
  });

  test("none at all, or all empty (a form posted without script): unknown, and no problem", () => {
    expect(origin({ name: "Aroha" })).toEqual({
      origin: { source: "unknown", landingPage: "", referrerHost: "", utm: {}, clickIds: [], device: "", visitId: "" },
      dropped: [],
    });
    expect(origin(Object.fromEntries(VISIT_FIELDS.map((f) => [f, ""]))).origin.source).toBe("unknown");
    expect(readLeadOrigin(null).origin.source).toBe("unknown");
  });

  test.each<[string, unknown]>([
    ["landing_page", "/" + "a".repeat(200)],
    ["landing_page", "https://evil.example/"],
    ["landing_page", "//evil.example/"],
    ["landing_page", "/quote?name=Aroha"],
    ["landing_page", "/a b"],
    ["landing_page", "/a\nb"],
    ["referrer_host", `${"a".repeat(250)}.com`],
    ["referrer_host", "www.google.com/search"],
    ["referrer_host", "evil.example\r\nX-Injected: 1"],
    ["utm_source", "g".repeat(101)],
    ["utm_campaign", "spring\nsale"],
    ["utm_term", "tab\there"],
    ["utm_content", "line\u2028separator"],
    ["click_ids", "gclid msclkid"],
    ["click_ids", "Cj0KCQjw"],
    ["device", "phone"],
    ["visit_id", "not-a-uuid"],
    ["visit_id", 42],
    ["utm_medium", { $gt: "" }],
  ])("a bad %s (%j) is dropped, and the rest of the visit kept", (field, value) => {
    const { origin: read, dropped } = origin({ ...fromAd, [field]: value });
    expect(dropped).toEqual([field]);
    const expected = origin(fromAd).origin;
    const emptied = {
      landing_page: { landingPage: "" },
      referrer_host: { referrerHost: "" },
      click_ids: { clickIds: [] },
      device: { device: "" },
      visit_id: { visitId: "" },
    }[field] ?? { utm: Object.fromEntries(Object.entries(expected.utm).filter(([tag]) => tag !== field)) };
    expect(read).toMatchObject({ ...expected, source: read.source, ...emptied });
  });

  test("values at their limits are kept; hosts are lower-cased, spaces around a value trimmed", () => {
    const { origin: read, dropped } = origin({
      ...fromAd,
      landing_page: "/" + "a".repeat(199),
      referrer_host: `${"A".repeat(249)}.com`,
      utm_term: ` ${"t".repeat(100)} `,
      click_ids: "fbclid gclid gclid",
    });
    expect(dropped).toEqual([]);
    expect(read.landingPage).toHaveLength(200);
    expect(read.referrerHost).toBe(`${"a".repeat(249)}.com`);
    expect(read.utm.utm_term).toBe("t".repeat(100));
    expect(read.clickIds).toEqual(["fbclid", "gclid"]);
  });
});

describe("a quote carries its visit into the store", { timeout: 30_000 }, () => {
  let url: string;
  let server: ServerType;
  let store: QuoteStore;
  const logged: LogEntry[] = [];
  const homeQuote = { form: "home", name: "Aroha", phone: "021 555 0199", service: "leak-detection", page: "/" };
  const stored = (name: string) => store.list().find((r) => r.name === name)!;
  const postJson = (body: object) =>
    fetch(`${url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const postForm = (fields: Record<string, string>) =>
    fetch(`${url}/api/quote`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

  beforeAll(async () => {
    const inbox = await startInbox({ log: (e) => logged.push(e) });
    ({ url, server } = inbox);
    store = inbox.parts.store;
  });
  afterAll(() => server.close());

  const fromAdColumns = {
    source: "google-ads",
    landing_page: "/areas/manukau",
    referrer_host: "www.google.com",
    utm: JSON.stringify({ utm_source: "google", utm_medium: "cpc", utm_campaign: "south auckland" }),
    click_ids: "gclid",
    device: "mobile",
    visit_id: "0b7e2c2a-3f0e-4f43-9a47-3c9f5d1d2e10",
    phone_key: "+64215550199",
    email_key: "",
  };

  test("from the island (JSON) and from a form posted before it woke (urlencoded), the same columns", async () => {
    expect((await postJson({ ...homeQuote, name: "Island Visit", ...fromAd })).status).toBe(201);
    expect(stored("Island Visit")).toMatchObject(fromAdColumns);
    expect(
      (await postForm({ ...homeQuote, name: "Native Visit", email: " Mere@Example.co.NZ ", ...fromAd })).status,
    ).toBe(303);
    expect(stored("Native Visit")).toMatchObject({ ...fromAdColumns, email_key: "mere@example.co.nz" });
  });

  test("a form posted without script, its visit fields empty: stored as unknown", async () => {
    const empty = Object.fromEntries(VISIT_FIELDS.map((f) => [f, ""]));
    expect((await postForm({ ...homeQuote, name: "No Script", ...empty })).status).toBe(303);
    expect(stored("No Script")).toMatchObject({
      source: "unknown",
      landing_page: "",
      referrer_host: "",
      utm: "{}",
      click_ids: "",
      device: "",
      visit_id: "",
    });
  });

  test("a bad visit value never costs the lead: it is stored without it, and a warning names the field", async () => {
    logged.length = 0;
    const res = await postJson({
      ...homeQuote,
      name: "Bad Visit",
      ...fromAd,
      utm_term: "x".repeat(500),
      device: "fridge",
    });
    expect(res.status).toBe(201);
    expect(stored("Bad Visit")).toMatchObject({ ...fromAdColumns, device: "" });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "quote visit fields dropped", fields: ["utm_term", "device"] }),
    );
    // The value itself is not logged: a hidden field can carry anything.
    expect(JSON.stringify(logged)).not.toContain("xxxxx");
  });

  test("a form that fails validation keeps the visit in the page that asks to fix it, escaped", async () => {
    const res = await postForm({ ...homeQuote, name: "", ...fromAd, utm_content: '"><script>alert(1)</script>' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<input type="hidden" name="landing_page" value="\/areas\/manukau" ?\/>/);
    expect(html).toMatch(/<input type="hidden" name="click_ids" value="gclid" ?\/>/);
    expect(html).toContain('name="utm_content" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>");
  });
});
