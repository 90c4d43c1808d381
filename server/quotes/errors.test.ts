import { describe, expect, test } from "vitest";
import { formPageContentSecurityPolicy } from "./form-pages.ts";
import { OWNER, startDashboard } from "../../test/support/server/dashboard.ts";
import { parseHtml } from "../../test/support/server/dom.ts";
import { startInbox } from "../../test/support/server/app.ts";

const fields = { form: "home", name: "Aroha", phone: "021 555 0101", service: "other" };
type Entry = Record<string, unknown>;

/** The log entries of failed requests, in order. */
const failures = (entries: Entry[]) => entries.filter((e) => e.level === "error" && e.msg === "request failed");

/** The reference a 500 page shows, read from its text as a person would. */
const referenceOn = (html: string) =>
  /Reference: ([0-9a-f]+)\./.exec(parseHtml(html).document.body.textContent ?? "")?.[1];

/**
 * What reaches the client carries nothing of the cause: not the error's message, not a line of its stack, no
 * file or module name.
 */
function expectNothingInternal(body: string, entry: Entry) {
  expect(body).not.toContain(String(entry.error));
  expect(body).not.toMatch(/database|\.ts:\d+|node_modules|\bat \S+ \(/);
}

describe("an error answers in the form of the request, with an id that finds its log entry", () => {
  test("a page to a browser's form post, JSON to a script; each with its own id, logged with the cause", async () => {
    const entries: Entry[] = [];
    const { url, server, parts } = await startInbox({ log: (e) => entries.push(e) });
    const { store } = parts;
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
      const json = (await script.json()) as { error: string; errorId: string };
      expect(Object.keys(json).sort()).toEqual(["error", "errorId"]);
      expect(json.error).toBe("Something went wrong on our side. Please call us instead.");

      const logged = failures(entries);
      expect(logged).toHaveLength(2);
      expect(referenceOn(page)).toBe(logged[0]!.errorId);
      expect(json.errorId).toBe(logged[1]!.errorId);
      for (const entry of logged) {
        expect(entry.errorId).toMatch(/^[0-9a-f]{8}$/);
        expect(entry).toMatchObject({ method: "POST", path: "/api/quote" });
        expect(entry.error).toMatch(/database/i);
        expect(entry.stack).toMatch(/\.ts:\d+/);
      }
      expect(logged[0]!.errorId).not.toBe(logged[1]!.errorId);
      expectNothingInternal(page, logged[0]!);
      expectNothingInternal(JSON.stringify(json), logged[1]!);
    } finally {
      server.close();
    }
  });

  test("the dashboard's API, its pages and its sign-in form: the owner's words, and an id for every error", async () => {
    const d = await startDashboard();
    try {
      const cookie = await d.session();
      d.store.close();
      const api = await d.request("/admin/api/leads", { cookie });
      const apiBody = await api.text();
      const page = await d.request("/admin", { cookie, headers: { accept: "text/html" } });
      const pageBody = await page.text();
      const signIn = await d.request("/admin/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(OWNER),
      });
      const signInBody = await signIn.text();
      expect([api.status, page.status, signIn.status]).toEqual([500, 500, 500]);

      const json = JSON.parse(apiBody) as { error: string; errorId: string };
      expect(json.error).toBe("Something went wrong on the server. Please try again.");
      const logged = failures(d.log);
      expect(logged.map((e) => e.path)).toEqual(["/admin/api/leads", "/admin", "/admin/login"]);
      expect([json.errorId, referenceOn(pageBody), referenceOn(signInBody)]).toEqual(logged.map((e) => e.errorId));
      expect(new Set(logged.map((e) => e.errorId)).size).toBe(3);
      for (const [body, entry] of [apiBody, pageBody, signInBody].map((b, i) => [b, logged[i]!] as const))
        expectNothingInternal(body, entry);
      expect(parseHtml(signInBody).document.body.textContent).toContain("Something went wrong on the server.");
    } finally {
      d.close();
    }
  });
});
