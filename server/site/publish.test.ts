import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { waitFor } from "../../test/support/server/wait";
import type { BuildInfo } from "./builds";

// Build, preview, go live and roll back through the dashboard's API and the public paths, with a stand-in for
// `react-router build` that writes a home page naming the content's phone and hashed assets of its own, laid out as
// the real build lays them (docs/decisions/008-islands.md): the stylesheet at the top of assets/, an island's chunk
// in assets/islands/ and the page analytics in assets/page/ (the real build runs in e2e/publish.e2e.ts). The seed is
// the fixture site the inbox serves until a build is live.
const fakeBuild = `
const fs = require("node:fs"), path = require("node:path");
const content = JSON.parse(fs.readFileSync(process.env.SITE_CONTENT, "utf8"));
const client = path.join(process.env.BUILD_DIR, "client");
const phone = content.settings.BUSINESS_PHONE;
const hash = phone.replace(/\\D/g, "");
const assets = ["app-" + hash + ".css", "islands/quote-form-" + hash + ".js", "page/analytics-" + hash + ".js"];
for (const asset of assets) {
  fs.mkdirSync(path.dirname(path.join(client, "assets", asset)), { recursive: true });
  fs.writeFileSync(path.join(client, "assets", asset), "/* " + phone + " */");
}
const page = "<!DOCTYPE html><html><head><title>Home</title><link rel=\\"stylesheet\\" href=\\"/assets/" + assets[0] + "\\"></head><body>" + "x".repeat(50000) + "<script src=\\"/assets/" + assets[1] + "\\"></script><script src=\\"/assets/" + assets[2] + "\\"></script><p>" + phone + "</p></body></html>";
fs.writeFileSync(path.join(client, "index.html"), page);
fs.writeFileSync(path.join(client, "404.html"), "<!DOCTYPE html><title>Not found</title>");
`;

type Content = { revision: number; content: { settings: Record<string, string> } };
type Builds = { live: string | null; previous: string | null; building: BuildInfo | null; builds: BuildInfo[] };
/** The builds as GET /builds lists them: each with what Go live with it would change, in words. */
type Listed = Omit<Builds, "builds"> & { builds: (BuildInfo & { changes: string | null })[] };

describe("publishing the owner's content", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let owner: string;
  const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
    d.request(`/admin/api/site${path}`, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      cookie: owner,
      headers: { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /** Saves the phone as the owner would, builds the newest revision, and waits for the build to finish. */
  const buildWithPhone = async (phone: string) => {
    const head = (await (await api("/content")).json()) as Content;
    const saved = await api("/content", {
      body: {
        baseRevision: head.revision,
        content: { ...head.content, settings: { ...head.content.settings, BUSINESS_PHONE: phone } },
      },
    });
    expect(saved.status).toBe(200);
    const started = await api("/builds", { method: "POST", body: {} });
    expect(started.status).toBe(202);
    const { build } = (await started.json()) as { build: BuildInfo };
    return waitFor(`build ${build.id}`, async () => {
      const state = (await (await api("/builds")).json()) as Builds;
      return state.builds.find((b) => b.id === build.id && b.state === "ready");
    });
  };
  const home = async (cookie?: string) => (await d.request("/", { cookie })).text();

  beforeAll(async () => {
    d = await startDashboard({ buildCommand: { file: process.execPath, args: ["-e", fakeBuild] } });
    owner = await d.session();
  });
  afterAll(() => d.close());

  test("a build is not live until the owner says so; go live swaps it in, roll back swaps it out", async () => {
    const seedPage = await home();
    expect(seedPage).toContain("<title>Home</title>");
    const first = await buildWithPhone("09 555 0101");
    // Finished, not live: the public site is byte for byte what it was.
    expect(await home()).toBe(seedPage);
    expect((await api(`/builds/${first.id}/live`, { method: "POST", body: {} })).status).toBe(200);
    expect(await home()).toContain("<p>09 555 0101</p>");
    // The first roll back returns the repository's own site, as first deployed; forward again to go on.
    expect(((await (await api("/rollback", { method: "POST", body: {} })).json()) as Builds).live).toBeNull();
    expect(await home()).toBe(seedPage);
    expect(d.business.current().phone).toBe("09 123 4567");
    await api("/rollback", { method: "POST", body: {} });
    expect(await home()).toContain("<p>09 555 0101</p>");
    const second = await buildWithPhone("09 555 0202");
    await api(`/builds/${second.id}/live`, { method: "POST", body: {} });
    expect(await home()).toContain("<p>09 555 0202</p>");
    const rolled = await api("/rollback", { method: "POST", body: {} });
    expect(((await rolled.json()) as Builds).live).toBe(first.id);
    expect(await home()).toContain("<p>09 555 0101</p>");
    // The inbox's own pages and emails take the live build's settings.
    expect(d.business.current().phone).toBe("09 555 0101");
  });

  test("while builds are swapped back and forth, every request is answered whole, from one build or the other", async () => {
    const state = (await (await api("/builds")).json()) as Builds;
    const [a, b] = [state.live!, state.previous!];
    let swapping = true;
    const failures: string[] = [];
    let answers = 0;
    const seen = new Set<string>();
    const fetchLoop = async () => {
      while (swapping) {
        const res = await d.request("/");
        const page = await res.text();
        answers++;
        const phone = /<p>(09 555 0[12]0[12])<\/p><\/body><\/html>$/.exec(page)?.[1];
        if (res.status !== 200 || !phone) failures.push(`${res.status} ${page.slice(-40)}`);
        else seen.add(phone);
        // The page's own stylesheet and scripts load, at every depth of assets/, whichever build is live by now.
        const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
        if (assets.length !== 3) failures.push(`${assets.length} assets`);
        for (const src of assets) {
          const asset = await d.request(src);
          if (asset.status !== 200) failures.push(`asset ${src} ${asset.status}`);
          else await asset.arrayBuffer();
        }
      }
    };
    const loops = Array.from({ length: 4 }, fetchLoop);
    // At least 40 swaps, and on until the requests have met both builds and had 40 answers between them, so the check
    // rests on what was interleaved, not on how fast a busy machine answers (at most 400 swaps).
    for (let i = 0; i < 400 && (i < 40 || answers < 40 || seen.size < 2); i++) {
      await api(`/builds/${i % 2 ? a : b}/live`, { method: "POST", body: {} });
    }
    swapping = false;
    await Promise.all(loops);
    expect(seen).toEqual(new Set(["09 555 0101", "09 555 0202"]));
    expect(answers).toBeGreaterThanOrEqual(40);
    expect(failures).toEqual([]);
  });

  test("an asset path that climbs out of assets/ is answered by no build, the kept ones included", async () => {
    // Raw paths, as a client that does not tidy them sends them: each build's content.json lies three folders above
    // its site (DATA_DIR/builds/<id>/out/client).
    const raw = (pathname: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.get(new URL(d.url), { path: pathname }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        request.on("error", reject);
      });
    for (const pathname of [
      "/assets/islands/../../../../content.json",
      "/assets/islands/..%2f..%2f..%2f..%2fcontent.json",
      "/assets/islands/%2e%2e/%2e%2e/%2e%2e/%2e%2e/content.json",
      "/assets/page/..%5c..%5c..%5c..%5ccontent.json",
      "/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fcontent.json",
    ]) {
      const { status, body } = await raw(pathname);
      expect(status, pathname).not.toBe(200);
      expect(body, pathname).not.toContain("BUSINESS_PHONE");
    }
  });

  test("preview: the owner sees a finished build at the real addresses; nobody else does", async () => {
    const live = await home();
    const draft = await buildWithPhone("09 555 0303");
    const started = await d.request(`/admin/preview/${draft.id}`, { cookie: owner });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/");
    const preview = started.headers
      .getSetCookie()
      .find((c) => c.startsWith("leads_preview="))!
      .split(";")[0]!;
    const previewed = await d.request("/", { cookie: `${owner}; ${preview}` });
    expect(await previewed.text()).toContain("<p>09 555 0303</p>");
    expect(previewed.headers.get("cache-control")).toBe("no-store");
    // Without the session the cookie alone shows nothing but the live site; visitors see the live site throughout.
    expect(await home(preview)).toBe(live);
    expect(await home()).toBe(live);
    const exit = await d.request("/admin/preview/exit", { cookie: `${owner}; ${preview}` });
    expect(exit.headers.get("location")).toBe("/admin/site");
    expect(exit.headers.getSetCookie().some((c) => c.startsWith("leads_preview=;"))).toBe(true);
    expect((await d.request("/admin/preview/20990101-000000-000001", { cookie: owner })).status).toBe(404);
  });

  test("a previewed page carries the bar; the preview ends after 15 minutes, on Leave preview, or with Go live", async () => {
    const live = await home();
    const draft = await buildWithPhone("09 555 0404");
    const start = async () => {
      const started = await d.request(`/admin/preview/${draft.id}`, { cookie: owner });
      return started.headers
        .getSetCookie()
        .find((c) => c.startsWith("leads_preview="))!
        .split(";")[0]!;
    };
    const started = await d.request(`/admin/preview/${draft.id}`, { cookie: owner });
    expect(started.headers.getSetCookie().find((c) => c.startsWith("leads_preview="))).toMatch(/Max-Age=900\b/);
    let preview = await start();
    const previewed = await (await d.request("/", { cookie: `${owner}; ${preview}` })).text();
    expect(previewed).toContain(`<body><div role="region" aria-label="Preview" data-preview-bar=""`);
    expect(previewed).toContain("Preview — not live yet");
    expect(previewed).toContain(`action="/admin/preview/${draft.id}/live"`);
    // The not-found page, which has no <body> tag, carries it too; a stylesheet is untouched.
    expect(await (await d.request("/nowhere", { cookie: `${owner}; ${preview}` })).text()).toContain(
      "data-preview-bar",
    );
    const css = previewed.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    expect(await (await d.request(css, { cookie: `${owner}; ${preview}` })).text()).toBe("/* 09 555 0404 */");
    // The live site never has it.
    expect(live).not.toContain("data-preview-bar");

    // The cookie signed for one session shows nothing to another, even the same owner's; an edited one neither.
    const other = await d.session();
    expect(await home(`${other}; ${preview}`)).toBe(live);
    const longer = preview.replace(
      /\.([0-9a-z]+)\./,
      (_, t: string) => `.${(parseInt(t, 36) + 3_600_000).toString(36)}.`,
    );
    expect(await home(`${owner}; ${longer}`)).toBe(live);

    // 15 minutes on the server's clock, and the copied cookie shows the live site.
    d.tick(14 * 60_000);
    expect(await home(`${owner}; ${preview}`)).toContain("data-preview-bar");
    d.tick(60_000);
    expect(await home(`${owner}; ${preview}`)).toBe(live);

    // Leave preview: a plain form post from the page, back to the page, the cookie cleared.
    preview = await start();
    const form = (path: string) => ({
      method: "POST",
      cookie: `${owner}; ${preview}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ path }),
    });
    const left = await d.request("/admin/preview/exit", form("/faq"));
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe("/faq");
    expect(left.headers.getSetCookie().some((c) => c.startsWith("leads_preview=;"))).toBe(true);
    // Only a path of the public site is returned to.
    expect((await d.request("/admin/preview/exit", form("//evil.example/x"))).headers.get("location")).toBe("/");
    expect((await d.request("/admin/preview/exit", form("/admin/site"))).headers.get("location")).toBe("/");
    // A form from another site is refused.
    const forged = await d.request("/admin/preview/exit", {
      ...form("/"),
      headers: { ...form("/").headers, origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);

    // Go live from the bar: the build is live, the preview over, the page the owner was on shown live.
    const list = (await (await api("/builds")).json()) as Listed;
    expect(list.builds.find((b) => b.id === draft.id)!.changes).toBe(
      "This changes on the live site: the phone 09 555 0404.",
    );
    const wentLive = await d.request(`/admin/preview/${draft.id}/live`, form("/"));
    expect(wentLive.status).toBe(303);
    expect(wentLive.headers.get("location")).toBe("/");
    expect(wentLive.headers.getSetCookie().some((c) => c.startsWith("leads_preview=;"))).toBe(true);
    const now = await home();
    expect(now).toContain("<p>09 555 0404</p>");
    expect(now).not.toContain("data-preview-bar");
    // The build that was live before is older: Go live with it says what it puts back.
    const after = (await (await api("/builds")).json()) as Listed;
    expect(after.builds.find((b) => b.id === after.previous)!.changes).toMatch(
      /^This puts back: the phone 09 555 0[1-3]0[1-3]\.$/,
    );
    expect(after.builds.find((b) => b.id === draft.id)!.changes).toBeNull();

    // The live build previewed has the live page's ETag: a browser revalidating its copy of the live page still gets
    // the page whole, with the bar, never a 304 that would show its copy without it.
    const etag = (await d.request("/")).headers.get("etag")!;
    preview = await start();
    const revalidated = await d.request("/", { cookie: `${owner}; ${preview}`, headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toContain("data-preview-bar");

    // The newest build with the live content goes live without a question; once a newer one is made, it asks.
    const rebuild = async () => {
      const { build } = (await (await api("/builds", { method: "POST", body: {} })).json()) as { build: BuildInfo };
      await waitFor(`build ${build.id}`, async () => {
        const state = (await (await api("/builds")).json()) as Builds;
        return state.builds.find((b) => b.id === build.id && b.state === "ready");
      });
      return build.id;
    };
    const same = await rebuild();
    const listed = async () => (await (await api("/builds")).json()) as Listed;
    expect((await listed()).builds.find((b) => b.id === same)!.changes).toBeNull();
    await rebuild();
    expect((await listed()).builds.find((b) => b.id === same)!.changes).toBe(
      "Its content is the same as the live site's.",
    );
  });

  test("one build at a time: a second start while one runs is told so", async () => {
    const first = await api("/builds", { method: "POST", body: {} });
    const second = await api("/builds", { method: "POST", body: {} });
    expect(first.status).toBe(202);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(/already running/);
    await waitFor("the build", async () => ((await (await api("/builds")).json()) as Builds).building === null);
  });
});
