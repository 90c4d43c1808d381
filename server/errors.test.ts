import { describe, expect, test } from "vitest";
import { createApp } from "./app.ts";
import { openQuoteStore } from "./db.ts";
import { formPageContentSecurityPolicy } from "./form-pages.ts";
import { fixtureSite, listen, tempDir } from "../test/support/server/http.ts";

const fields = { form: "home", name: "Aroha", phone: "021 555 0101", service: "other" };

describe("an error answers in the form of the request", () => {
  test("a page to a browser's form post, JSON to a script, and nothing internal in either", async () => {
    const store = openQuoteStore(tempDir("errors-"));
    const entries: Record<string, unknown>[] = [];
    const { url, server } = await listen(
      createApp({
        siteDir: fixtureSite(),
        store,
        rateLimitPerMinute: 0,
        trustProxy: false,
        log: (e) => entries.push(e),
      }),
    );
    // The database goes away under the running server: storing the quote throws.
    store.close();
    try {
      const form = await fetch(`${url}/api/quote`, { method: "POST", body: new URLSearchParams(fields) });
      expect(form.status).toBe(500);
      expect(form.headers.get("content-type")).toMatch(/^text\/html/);
      expect(form.headers.get("content-security-policy")).toBe(formPageContentSecurityPolicy);
      const page = await form.text();
      expect(page).toContain("Something went wrong");
      expect(page).toContain("09 123 4567");

      const script = await fetch(`${url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fields),
      });
      expect(script.status).toBe(500);
      expect(await script.json()).toEqual({ error: "Something went wrong on our side. Please call us instead." });
      for (const body of [page]) expect(body).not.toMatch(/database|\.ts:\d+|node_modules/);
      expect(entries.filter((e) => e.level === "error" && e.msg === "request failed")).toHaveLength(2);
    } finally {
      server.close();
    }
  });
});
