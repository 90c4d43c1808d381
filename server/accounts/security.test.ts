import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { dashboardRoutesApp, OWNER, startDashboard, type Dashboard } from "../../test/support/server/dashboard";

/** Every route the dashboard registers (read from the app itself, so a new one is attacked too), as requests. */
function protectedRoutes(): { method: string; path: string }[] {
  const app = dashboardRoutesApp();
  // Signing in and out, and the sign-in pages' assets, are what a visitor without a session may reach.
  const open = (path: string) =>
    path === "/login" || path.startsWith("/login/") || ["/logout", "/assets/:name"].includes(path);
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && !open(r.path))
    .map((r) => ({ method: r.method, path: `/admin${r.path === "/" ? "" : r.path.replace(/:id\{[^}]*\}\}?/, "1")}` }));
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

const routes = protectedRoutes();
const pages = routes.filter((r) => r.method === "GET" && !r.path.startsWith("/admin/api/"));
const api = routes.filter((r) => !pages.includes(r));
const changes = routes.filter((r) => r.method !== "GET");
const body = (method: string) =>
  method === "GET" ? {} : { headers: { "content-type": "application/json" }, body: '{"status":"won","text":"x"}' };

describe("every dashboard route refuses a request without a valid session", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let expired: string;
  let signedOut: string;
  beforeAll(async () => {
    d = await startDashboard();
    d.store.insert(
      { form: "home", name: "Aroha", phone: "021 555 0199", service: "leak-detection", website: "" },
      { userAgent: "test" },
    );
    expired = await d.session();
    d.store.db.prepare("UPDATE sessions SET last_seen_at = '2000-01-01T00:00:00.000Z'").run();
    signedOut = await d.session();
    await d.request("/admin/logout", { method: "POST", cookie: signedOut });
  });
  afterAll(() => d.close());

  test("the route list covers pages, reads and changes", () => {
    expect(pages.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/leads/1",
        "/admin/spam",
        "/admin/overview",
        "/admin/security",
        "/admin/site",
        "/admin/privacy",
      ]),
    );
    expect(changes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "POST /admin/api/leads/1/status",
        "POST /admin/api/leads/1/notes",
        "POST /admin/api/leads/1/review",
        "POST /admin/api/leads/1/called",
        "POST /admin/api/alerts/topic",
        "DELETE /admin/api/alerts/topic",
        "POST /admin/api/alerts/test",
        "DELETE /admin/api/leads/1",
        "POST /admin/api/spam/1/release",
        "POST /admin/api/account/password",
        "POST /admin/api/account/passkeys/options",
        "POST /admin/api/account/passkeys",
        "POST /admin/api/account/passkeys/1/remove",
        "POST /admin/api/account/app",
        "POST /admin/api/account/app/confirm",
        "POST /admin/api/account/recovery-codes",
        "POST /admin/api/leads/search",
        "POST /admin/api/leads/export",
        "POST /admin/api/site/content",
        "POST /admin/api/site/revisions/1/restore",
        "POST /admin/api/privacy/search",
        "POST /admin/api/privacy/export",
        "POST /admin/api/privacy/erase",
      ]),
    );
    expect(api.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /admin/api/account",
        "GET /admin/api/alerts",
        "GET /admin/api/spam/held",
        "GET /admin/api/site/content",
        "GET /admin/api/site/revisions",
        "GET /admin/api/privacy",
      ]),
    );
    expect(api.length).toBeGreaterThanOrEqual(19);
  });

  const forged = "leads_session=" + "A".repeat(43);
  const cookies = () =>
    [
      ["no cookie", undefined],
      ["a forged session id", forged],
      ["a malformed cookie", "leads_session=../../etc/passwd"],
      ["an expired session", expired],
      ["a signed-out session", signedOut],
    ] as const;

  test.each(["no cookie", "a forged session id", "a malformed cookie", "an expired session", "a signed-out session"])(
    "with %s: pages redirect to sign-in, API and changes answer 401, and no lead data is in any answer",
    async (label) => {
      const cookie = cookies().find(([l]) => l === label)![1];
      for (const route of pages) {
        const res = await d.request(route.path, { cookie });
        expect(res.status, `${route.method} ${route.path}`).toBe(303);
        expect(res.headers.get("location")).toMatch(/^\/admin\/login\?/);
        expect(await res.text()).not.toContain("Aroha");
      }
      for (const route of api) {
        const res = await d.request(route.path, { method: route.method, cookie, ...body(route.method) });
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
        expect(await res.text()).not.toContain("Aroha");
      }
      expect(d.store.list()[0]).toMatchObject({ status: "new", spam: 0 });
    },
  );

  test("an expired session is told so on the sign-in page, and its cookie is cleared", async () => {
    const again = await d.session();
    d.store.db.prepare("UPDATE sessions SET last_seen_at = '2000-01-01T00:00:00.000Z'").run();
    const res = await d.request("/admin/leads/1", { cookie: again });
    expect(res.headers.get("location")).toBe("/admin/login?notice=expired&next=%2Fadmin%2Fleads%2F1");
    expect(res.headers.get("set-cookie")).toMatch(/^leads_session=;.*Max-Age=0/);
  });

  test("a cross-site change is refused even with a valid session: bad Origin, null Origin, or neither header", async () => {
    const cookie = await d.session();
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: d.url.replace("127.0.0.1", "localhost") },
      { "sec-fetch-site": "cross-site" },
      {},
    ];
    for (const route of changes)
      for (const headers of attempts) {
        const res = await fetch(`${d.url}${route.path}`, {
          method: route.method,
          headers: { cookie, "content-type": "application/json", ...headers },
          body: '{"status":"won","text":"x"}',
          redirect: "manual",
        });
        expect(res.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(403);
      }
    const signIn = await fetch(`${d.url}/admin/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(OWNER),
    });
    expect(signIn.status).toBe(403);
    const signOut = await fetch(`${d.url}/admin/logout`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(signOut.status).toBe(403);
    expect(d.store.list()[0]).toMatchObject({ status: "new", spam: 0 });
    expect((await d.request("/admin/api/me", { cookie })).status).toBe(200);
  });

  test("a same-origin change with Sec-Fetch-Site but no Origin is accepted", async () => {
    const cookie = await d.session();
    const res = await fetch(`${d.url}/admin/api/leads/1/notes`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: '{"text":"Rang back"}',
    });
    expect(res.status).toBe(201);
  });

  test("the dashboard's script needs a session; its stylesheet and the sign-in script (with its imports) do not", async () => {
    expect((await d.request("/admin/assets/index-abc.js")).status).toBe(401);
    expect((await d.request("/admin/assets/index-abc.js", { cookie: await d.session() })).status).toBe(200);
    for (const script of ["sign-in-abc.js", "shared-abc.js"])
      expect((await d.request(`/admin/assets/${script}`)).status, script).toBe(200);
    // The sign-in page loads it from this origin (no inline script), with its show-password toggle hidden until then.
    const login = await (await d.request("/admin/login")).text();
    expect(login).toContain('<script type="module" src="/admin/assets/sign-in-abc.js"></script>');
    expect(login).toMatch(
      /<button type="button" hidden(?:="")? data-password-toggle(?:="true")? aria-controls="password"[^>]*>Show password</,
    );
    const css = await d.request("/admin/assets/index-abc.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const cookie = await d.session();
    for (const name of ["..%2F..%2Fpackage.json", ".vite", "nope.js", "%2e%2e", "..%5Cindex.html"]) {
      expect([303, 404], name).toContain((await d.request(`/admin/assets/${name}`)).status);
      // "%2e%2e" is "/admin/assets/.." to a URL parser: /admin/, redirected to /admin. Nothing is served.
      expect([404, 308], name).toContain((await d.request(`/admin/assets/${name}`, { cookie })).status);
    }
  });
});

describe("sign-in", { timeout: 30_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard({ trustProxy: true });
  });
  afterAll(() => d.close());
  // Each test starts with no failures on record; the brakes themselves are what some of them test.
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));
  const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

  test("a right password gets a fresh HttpOnly, SameSite=Strict session cookie and goes where it was asked", async () => {
    const { response, setCookie } = await d.signIn(OWNER.email, OWNER.password, { next: "/admin/leads/7?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads/7?x=1");
    expect(setCookie).toMatch(/^leads_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  test("behind HTTPS the cookie is Secure and __Host- prefixed, and the plain-HTTP name is not read", async () => {
    // Behind the proxy SITE_URL is the https:// address the browser uses.
    const h = await startDashboard({ trustProxy: true, httpsSiteUrl: true });
    try {
      const https = { "x-forwarded-proto": "https", origin: h.url.replace("http:", "https:") };
      const { setCookie, cookie } = await h.signIn(OWNER.email, OWNER.password, { headers: https });
      expect(setCookie).toMatch(
        /^__Host-leads_session=[A-Za-z0-9_-]{43};.*Path=\/;.*HttpOnly;.*Secure;.*SameSite=Strict/,
      );
      expect((await h.request("/admin/api/me", { cookie, headers: https })).status).toBe(200);
      const plain = cookie.replace("__Host-", "");
      expect((await h.request("/admin/api/me", { cookie: plain, headers: https })).status).toBe(401);
    } finally {
      h.close();
    }
  });

  test("the session id is rotated at sign-in: a planted or earlier id is dropped", async () => {
    const first = await d.session();
    const { cookie: second } = await d.signIn(OWNER.email, OWNER.password, { cookie: first });
    expect(second).not.toBe(first);
    expect((await d.request("/admin/api/me", { cookie: first })).status).toBe(401);
    expect((await d.request("/admin/api/me", { cookie: second })).status).toBe(200);
    // Only a hash of the id is stored.
    const stored = d.store.db.prepare("SELECT id_hash FROM sessions").all() as { id_hash: string }[];
    expect(stored.some((s) => second.endsWith(s.id_hash))).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.id_hash))).toBe(true);
  });

  test("signing out ends the session on the server and clears the cookie", async () => {
    const cookie = await d.session();
    const res = await d.request("/admin/logout", { method: "POST", cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login?notice=signed-out");
    expect(res.headers.get("set-cookie")).toMatch(/^leads_session=; Max-Age=0/);
    expect((await d.request("/admin/api/me", { cookie })).status).toBe(401);
  });

  test("the 6th rapid wrong password gets 429 with Retry-After, and then even the right one waits", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await d.signIn(OWNER.email, `wrong guess ${i}`, from("10.0.0.1"))).response);
    expect(statuses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(statuses[5]!.headers.get("retry-after"))).toBeGreaterThanOrEqual(25);
    expect(await statuses[5]!.text()).toMatch(/Too many attempts\. Wait \d+ seconds/);
    const right = await d.signIn(OWNER.email, OWNER.password, from("10.0.0.1"));
    expect(right.response.status).toBe(429);
    expect(right.cookie).toBe("");
  });

  test("per account: guesses spread over many addresses are stopped too", async () => {
    const email = "office@example.co.nz";
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await d.signIn(email, "wrong password", from(`10.1.0.${i}`))).response.status);
    expect(statuses.at(-1)).toBe(429);
  });

  test("per address: guesses spread over many accounts are stopped too", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await d.signIn(`person${i}@example.co.nz`, "wrong password", from("10.2.0.1"))).response.status);
    expect(statuses.at(-1)).toBe(429);
  });

  test("the answer never says whether an email has an account", async () => {
    const known = await d.signIn(OWNER.email, "not the password", from("10.3.0.1"));
    const unknown = await d.signIn("nobody@example.co.nz", "not the password", from("10.3.0.2"));
    expect(known.response.status).toBe(unknown.response.status);
    const text = async (r: Response, email: string) => (await r.text()).replaceAll(email, "EMAIL");
    expect(await text(known.response, OWNER.email)).toBe(await text(unknown.response, "nobody@example.co.nz"));
  });

  test("the sign-in page escapes what was typed and never redirects off the dashboard", async () => {
    const { response } = await d.signIn('"><script>alert(1)</script>', "x", from("10.4.0.1"));
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
    for (const next of ["//evil.example", "https://evil.example/admin", "/admin//evil.example", "/\\evil.example"]) {
      const res = await d.signIn(OWNER.email, OWNER.password, { ...from("10.4.0.2"), next });
      expect(res.response.headers.get("location"), next).toBe("/admin");
    }
    const page = await d.request(`/admin/login?next=${encodeURIComponent('/admin"><script>x</script>')}`);
    expect(await page.text()).not.toContain("<script>x</script>");
  });

  test("every dashboard answer is noindex, uncached and under a strict CSP", async () => {
    const cookie = await d.session();
    for (const [path, init] of [
      ["/admin/login", {}],
      ["/admin", { cookie }],
      ["/admin/api/leads", { cookie }],
      ["/admin/api/leads", {}],
      ["/admin/api/account", { cookie }],
      ["/admin/nope", { cookie }],
    ] as const) {
      const res = await d.request(path, init);
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      if (path.startsWith("/admin/api/"))
        expect(res.headers.get("content-disposition"), path).toBe('attachment; filename="api.json"');
    }
    expect(await (await d.request("/admin/login")).text()).toContain('<meta name="robots" content="noindex, nofollow"');
  });
});

describe("hostile input to search and filters", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let cookie: string;
  beforeAll(async () => {
    d = await startDashboard();
    for (const name of ["Aroha", "Mere", "Robert'); DROP TABLE quotes;--"])
      d.store.insert(
        { form: "home", name, phone: "021 555 0199", service: "hot-water", website: "" },
        { userAgent: "" },
      );
    cookie = await d.session();
  });
  afterAll(() => d.close());

  const search = (body: unknown) =>
    d.request("/admin/api/leads/search", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  test("SQL and script payloads return ordinary answers and change nothing", async () => {
    const payloads = [
      "' OR 1=1 --",
      "%' OR '1'='1",
      "Robert'); DROP TABLE quotes;--",
      "<script>alert(1)</script>",
      "%",
      "_",
      "\\",
    ];
    for (const q of payloads) {
      const res = await search({ q });
      expect(res.status, q).toBe(200);
      const page = (await res.json()) as { total: number };
      expect(page.total, q).toBeLessThanOrEqual(1);
      const csv = await d.request("/admin/api/leads/export", {
        method: "POST",
        cookie,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ q }),
      });
      expect(csv.status, q).toBe(200);
      expect((await csv.text()).trim().split("\r\n").length, q).toBeLessThanOrEqual(2);
    }
    // A NUL is dropped rather than cutting the pattern short.
    expect(((await (await search({ q: "\u0000Aroha" })).json()) as { total: number }).total).toBe(1);
    const all = await d.json<{ total: number }>("/admin/api/leads", cookie);
    expect(all.total).toBe(3);
  });

  const fields = ["q", "status", "service", "urgency", "from", "to", "before", "after"];

  test("property: any query string without search words answers 200 with JSON, never 5xx", async () => {
    const field = fc.constantFrom(...fields.filter((f) => f !== "q"));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, fc.string({ maxLength: 40 })), { maxLength: 6 }), async (pairs) => {
        const res = await d.request(`/admin/api/leads?${new URLSearchParams(pairs)}`, { cookie });
        expect(res.status).toBe(200);
        expect(Array.isArray(((await res.json()) as { leads: unknown[] }).leads)).toBe(true);
      }),
      { numRuns: 100 },
    );
    expect(d.store.count()).toBe(3);
  });

  test("property: any JSON body to the search answers 200 with JSON, never 5xx", async () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null), fc.array(fc.string()));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), value), async (body) => {
        const res = await search(body);
        expect(res.status).toBe(200);
        expect(Array.isArray(((await res.json()) as { leads: unknown[] }).leads)).toBe(true);
      }),
      { numRuns: 100 },
    );
    expect(d.store.count()).toBe(3);
  });

  test("bad bodies and ids are refused without a 5xx", async () => {
    const post = (path: string, body: string, type = "application/json") =>
      d.request(path, { method: "POST", cookie, headers: { "content-type": type }, body });
    expect((await post("/admin/api/leads/1/status", '{"status":"closed"}')).status).toBe(400);
    expect((await post("/admin/api/leads/1/status", "{nope")).status).toBe(400);
    expect((await post("/admin/api/leads/1/status", '{"status":"won"}', "text/plain")).status).toBe(400);
    expect((await post("/admin/api/leads/1/notes", JSON.stringify({ text: "x".repeat(2001) }))).status).toBe(400);
    expect((await post("/admin/api/leads/1/notes", JSON.stringify({ text: "x".repeat(20_000) }))).status).toBe(413);
    expect((await post("/admin/api/leads/999/status", '{"status":"won"}')).status).toBe(404);
    expect((await d.request("/admin/api/leads/99999999999999999999", { cookie })).status).toBe(404);
    expect((await d.request("/admin/api/leads/-1", { cookie })).status).toBe(404);
  });
});
