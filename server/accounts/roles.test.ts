import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  dashboardRoutesApp,
  OWNER,
  STAFF,
  startDashboard,
  type Dashboard,
} from "../../test/support/server/dashboard.ts";
import { OWNER_ONLY } from "./roles.ts";

// Roles (docs/decisions/012-owner-editing.md): staff see the leads and their own Security page; editing the website,
// its preview and its builds are the owner's, refused by the server whatever the menu shows.

/**
 * Every route the dashboard registers under the website's paths, read from the app itself (so the builds, mounted
 * later, are covered too), plus the ones the design names whether or not they are registered yet.
 */
function ownerRoutes(): { method: string; path: string }[] {
  const app = dashboardRoutesApp();
  const registered = app.routes
    .filter((r) => r.method !== "ALL" && /^\/(api\/site|preview|site)(\/|$)/.test(r.path))
    .map((r) => ({
      method: r.method,
      path: `/admin${r.path.replace(/:[a-z]+(\{[^}]*\}\}?)?/gi, "1").replace(/\*$/, "reviews")}`,
    }));
  const known = [
    { method: "GET", path: "/admin/api/site/builds" },
    { method: "POST", path: "/admin/api/site/builds" },
    { method: "POST", path: "/admin/api/site/builds/1/live" },
    { method: "POST", path: "/admin/api/site/rollback" },
    { method: "GET", path: "/admin/preview/1" },
    { method: "GET", path: "/admin/site" },
    { method: "GET", path: "/admin/site/reviews/tama-w" },
    // Whatever is not a route is refused to staff all the same.
    { method: "GET", path: "/admin/api/site/anything" },
    { method: "DELETE", path: "/admin/api/site/content" },
    { method: "GET", path: "/admin/api/site/content/" },
  ];
  const all = [...registered, ...known];
  return [...new Map(all.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

const routes = ownerRoutes();
const isApi = (path: string) => path.startsWith("/admin/api/");

describe("staff and owners", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let staff: string;
  let owner: string;
  beforeAll(async () => {
    d = await startDashboard({ staff: true });
    staff = await d.staffSession();
    owner = await d.session();
  });
  afterAll(() => d.close());

  const send = (route: { method: string; path: string }, cookie: string) =>
    d.request(route.path, {
      method: route.method,
      cookie,
      ...(route.method === "GET" || route.method === "HEAD"
        ? {}
        : { headers: { "content-type": "application/json" }, body: '{"baseRevision":0,"content":{}}' }),
    });

  test("the route list holds the content API, the editor's pages and the builds' paths", () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /admin/api/site/content",
        "POST /admin/api/site/content",
        "GET /admin/api/site/revisions",
        "POST /admin/api/site/revisions/1/restore",
        "GET /admin/site",
        "GET /admin/site/reviews",
        "POST /admin/api/site/builds",
        "POST /admin/api/site/builds/1/live",
        "POST /admin/api/site/rollback",
        "GET /admin/preview/1",
      ]),
    );
  });

  test("staff get 403 on every one of them, JSON for the API and a plain page otherwise, and nothing changes", async () => {
    for (const route of routes) {
      const res = await send(route, staff);
      const label = `${route.method} ${route.path}`;
      expect(res.status, label).toBe(403);
      if (isApi(route.path)) expect(await res.json(), label).toEqual({ error: OWNER_ONLY });
      else {
        expect(res.headers.get("content-type"), label).toMatch(/^text\/plain/);
        expect(await res.text(), label).toBe(OWNER_ONLY);
      }
    }
    const count = d.store.db.prepare("SELECT COUNT(*) AS n FROM content_revisions").get() as { n: number };
    expect(count.n).toBe(0);
  });

  test("staff cannot reach them by another spelling of the path either", async () => {
    for (const path of [
      "/admin/api/%73ite/content",
      "/admin/api/site%2Fcontent",
      "/admin/%73ite",
      "/admin//api/site/content",
    ]) {
      const res = await d.request(path, { cookie: staff });
      expect(res.status, path).not.toBe(200);
      expect(await res.text(), path).not.toContain("BUSINESS_PHONE");
    }
  });

  test("owners are never refused there (a route not built yet is simply not found)", async () => {
    for (const route of routes) {
      const res = await send(route, owner);
      expect(res.status, `${route.method} ${route.path}`).not.toBe(403);
    }
    expect((await d.request("/admin/site", { cookie: owner })).status).toBe(200);
    expect((await d.request("/admin/site/reviews", { cookie: owner })).status).toBe(200);
    expect((await d.request("/admin/api/site/content", { cookie: owner })).status).toBe(200);
  });

  test("staff keep the leads and their own Security page, and /admin/api/me says staff", async () => {
    expect(await d.json("/admin/api/me", staff)).toEqual({
      email: STAFF.email,
      business: d.business.current().name,
      role: "staff",
    });
    expect(await d.json("/admin/api/me", owner)).toMatchObject({ email: OWNER.email, role: "owner" });
    for (const path of ["/admin", "/admin/security", "/admin/api/leads", "/admin/api/account", "/admin/api/overview"])
      expect((await d.request(path, { cookie: staff })).status, path).toBe(200);
  });

  test("a role changed in the database applies at the account's next request", async () => {
    d.store.db.prepare("UPDATE users SET role = 'staff' WHERE email = ?").run(OWNER.email);
    try {
      expect((await d.request("/admin/api/site/content", { cookie: owner })).status).toBe(403);
    } finally {
      d.store.db.prepare("UPDATE users SET role = 'owner' WHERE email = ?").run(OWNER.email);
    }
    expect((await d.request("/admin/api/site/content", { cookie: owner })).status).toBe(200);
    expect(() => d.store.db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(OWNER.email)).toThrow(
      /CHECK constraint/,
    );
  });
});
