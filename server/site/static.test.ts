import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startInbox } from "../../test/support/server/app.ts";
import { fixtureSite, tempDir } from "../../test/support/server/http.ts";

let url: string;
let close: () => void;
let siteDir: string;
const video = Buffer.alloc(3 * 1024 * 1024 + 17, 0);
for (let i = 0; i < video.length; i++) video[i] = (i * 7) % 251;

beforeAll(async () => {
  siteDir = fixtureSite();
  mkdirSync(path.join(siteDir, "media", "video"), { recursive: true });
  writeFileSync(path.join(siteDir, "media", "video", "clip.mp4"), video);
  writeFileSync(path.join(siteDir, ".env"), "SMTP_URL=smtp://secret");
  writeFileSync(
    path.join(siteDir, "_redirects"),
    "/project/old-name /project/new-name 301\n/x https://evil.example 301\n",
  );
  mkdirSync(path.join(siteDir, ".git"));
  writeFileSync(path.join(siteDir, ".git", "config"), "[core]");
  const outside = tempDir("outside-");
  writeFileSync(path.join(outside, "quotes.db"), "private");
  const dataDir = tempDir("static-data-");
  symlinkSync(dataDir, path.join(siteDir, "linked-data"));
  const running = await startInbox({ config: { siteDir, dataDir } });
  url = running.url;
  close = () => {
    running.server.close();
    running.parts.store.close();
  };
});
afterAll(() => close());

/** A request exactly as written, bypassing the URL normalisation fetch() does: what a hostile client sends. */
function rawRequest(target: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, location: /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1] });
    });
    socket.on("error", reject);
  });
}

describe("Range requests (what Safari needs to play video)", () => {
  const mp4 = () => `${url}/media/video/clip.mp4`;

  test("a full answer says ranges are accepted", async () => {
    const res = await fetch(mp4());
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-length")).toBe(String(video.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
  });

  test.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-", 100, video.length - 1],
    ["bytes=-500", video.length - 500, video.length - 1],
    ["bytes=1000-9999999999", 1000, video.length - 1],
    ["bytes=0-1", 0, 1],
  ])("%s → 206 with the exact bytes and Content-Range", async (range, start, end) => {
    const res = await fetch(mp4(), { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await res.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
  });

  test("a range beyond the end is 416 with the size", async () => {
    for (const range of [`bytes=${video.length}-`, `bytes=${video.length + 10}-${video.length + 20}`]) {
      const res = await fetch(mp4(), { headers: { range } });
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${video.length}`);
    }
  });
});

describe("what is never served", () => {
  test("traversal, dotfiles and the data folder are 404 with the not-found page", async () => {
    const paths = [
      "/..%2f..%2fetc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/../../etc/passwd",
      "/.env",
      "/.git/config",
      "/%2eenv",
      "/assets/../.env",
      "/linked-data/quotes.db",
      "/404",
      "/404.html",
    ];
    for (const p of paths) {
      const raw = await rawRequest(p);
      expect([400, 404], p).toContain(raw.status);
      const res = await fetch(`${url}${p}`);
      expect(res.status, p).toBe(404);
      const body = await res.text();
      expect(body, p).toContain("Oops! Page not found");
      expect(body).not.toContain("smtp://secret");
    }
  });

  test("the trailing-slash redirect never leaves the site", async () => {
    const origin = new URL(url).origin;
    const attempts = [
      "//evil.example/",
      "//evil.example/path/",
      "/%5cevil.example/",
      "/%5Cevil.example/",
      "/\\evil.example/",
      "/\\/evil.example/",
      "///evil.example/",
      "////evil.example/",
      "/%2f%2fevil.example/",
      "/%2F/evil.example/",
      "/%09/evil.example/",
      "/%0a/evil.example/",
      "/%0d%0a/evil.example/",
      "/%20//evil.example/",
      "/.//evil.example/",
      "/./\\evil.example/",
      "/%2e//evil.example/",
      "/about//",
      "/about/?next=//evil.example",
    ];
    for (const target of attempts) {
      const { status, location } = await rawRequest(target);
      if (status < 300 || status > 399) continue;
      expect(location, target).toBeDefined();
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(location, target).not.toMatch(/^[^?]*[\t\n\r]/);
      expect(new URL(location!, url).origin, target).toBe(origin);
    }
    expect(await rawRequest("//evil.example/")).toMatchObject({ status: 308, location: "/evil.example" });
    expect(await rawRequest("/about/?a=1")).toMatchObject({ status: 308, location: "/about?a=1" });
  });

  test("a renamed page's former address answers 301 to its address now; a line naming another site is ignored", async () => {
    expect(await rawRequest("/project/old-name")).toMatchObject({ status: 301, location: "/project/new-name" });
    expect(await rawRequest("/project/old-name?utm_source=fb")).toMatchObject({
      status: 301,
      location: "/project/new-name?utm_source=fb",
    });
    expect(await rawRequest("/project/old-name/")).toMatchObject({ status: 308, location: "/project/old-name" });
    expect((await rawRequest("/x")).status).toBe(404);
  });
});

describe("pages and assets keep their headers", () => {
  test("a page has its CSP, revalidation, an ETag answering 304, and HEAD has no body", async () => {
    const res = await fetch(`${url}/about`);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await fetch(`${url}/about`, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const head = await fetch(`${url}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  test("the pre-compressed twin is sent when accepted, the file itself otherwise", async () => {
    const br = await fetch(`${url}/assets/app-abc123.js`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const plain = await fetch(`${url}/assets/app-abc123.js`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(readFileSync(path.join(siteDir, "assets", "app-abc123.js"), "utf8"));
  });
});

// A bot scanning unknown paths must cost the server nothing it keeps: a cache, a redirect table or a limiter that
// took one entry per path would grow without bound. The server is in this process (listen()), so the test counts
// the entries of every Map and Set it adds to, which is exact, where the process's memory is noise at this volume.
// The figure at a real scan's volume (50,000 paths, the resident memory of node server/main.ts) is
// `npm run bench:scan` (scripts/bench/scan.ts).
describe("a bot scan", () => {
  test("unique unknown paths of every kind answer as before and grow none of the server's maps or sets", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const { port } = new URL(url);
    const get = (p: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: p, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", reject);
        req.end();
      });
    // Each kind of path a scanner tries takes its own way through the server: the not-found page, a hashed asset
    // looked for in the other builds, a section's not-found page, the redirects, the trailing-slash redirect, a
    // refused dotfile.
    const kinds: [(i: number) => string, number][] = [
      [(i) => `/wp-admin/${i}/${"x".repeat(1000)}`, 404],
      [(i) => `/assets/app-${i}.js`, 404],
      [(i) => `/services/unknown-${i}?utm_source=${i}`, 404],
      [(i) => `/project/former-${i}`, 404],
      [(i) => `/probe-${i}.html`, 404],
      [(i) => `/old-${i}/`, 308],
      [(i) => `/.env-${i}`, 404],
    ];
    const scan = async (from: number, count: number) => {
      let next = from;
      const worker = async () => {
        while (next < from + count) {
          const i = next++;
          for (const [pathOf, status] of kinds) expect(await get(pathOf(i)), pathOf(i)).toBe(status);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    };
    const touched = new Set<Map<unknown, unknown> | Set<unknown>>();
    const { set } = Map.prototype;
    const { add } = Set.prototype;
    Map.prototype.set = function (this: Map<unknown, unknown>, key: unknown, value: unknown) {
      add.call(touched, this);
      return set.call(this, key, value);
    };
    Set.prototype.add = function (this: Set<unknown>, value: unknown) {
      if (this !== touched) add.call(touched, this);
      return add.call(this, value);
    };
    try {
      // The first half makes whatever any serving makes once; a map the second half still adds to is kept per path.
      await scan(0, 50);
      const sizes = new Map([...touched].map((m) => [m, m.size]));
      await scan(50, 50);
      // 350 unique paths in the second half: a map kept per path grows by 50 at least (one kind's share).
      const grown = [...sizes]
        .filter(([m, size]) => m.size - size >= 10)
        .map(([m, size]) => `${m.constructor.name} of ${size} → ${m.size}: ${[...m.keys()].slice(-3).map(String)}`);
      expect(grown).toEqual([]);
    } finally {
      Map.prototype.set = set;
      Set.prototype.add = add;
      agent.destroy();
    }
  });
});
