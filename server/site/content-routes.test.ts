import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { OWNER, startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";
import { seedFromSite } from "./content-store.ts";

// The owner's content API through HTTP, on the real inbox and SQLite (docs/decisions/012-owner-editing.md).

const seed = seedFromSite(readSiteEnv({}));
const edited = (change: (doc: SiteContent) => void, from: SiteContent = seed()) => {
  const doc = structuredClone(from);
  change(doc);
  return doc;
};
const review = (doc: SiteContent, id: string) => doc.reviews.find((r) => r.id === id)!;

interface Head {
  revision: number;
  content: SiteContent;
  savedAt?: string;
  savedBy?: string;
}

describe("/admin/api/site", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let cookie: string;
  beforeAll(async () => {
    d = await startDashboard();
    cookie = await d.session();
  });
  afterAll(() => d.close());
  beforeEach(() => d.store.db.exec("DELETE FROM content_revisions"));

  const save = (body: unknown) =>
    d.request("/admin/api/site/content", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const head = () => d.json<Head>("/admin/api/site/content", cookie);
  const revisions = async () =>
    (
      await d.json<{ revisions: { id: number; savedAt: string; savedBy: string; summary: string }[] }>(
        "/admin/api/site/revisions",
        cookie,
      )
    ).revisions;

  test("the seed is revision 0; a save is the newest revision, listed with its author and summary", async () => {
    expect(await head()).toEqual({ revision: 0, content: seed() });
    const next = edited((doc) => {
      review(doc, "tama-w").text = "Found and fixed the leak in an hour.";
      doc.settings.BUSINESS_PHONE = "09 555 0101";
    });
    const res = await save({ baseRevision: 0, content: next });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { revision: number; content: SiteContent };
    expect(saved).toEqual({ revision: expect.any(Number), content: next });
    expect(await head()).toEqual({
      revision: saved.revision,
      content: next,
      savedAt: expect.stringMatching(/^\d{4}-/),
      savedBy: OWNER.email,
    });
    expect(await revisions()).toEqual([
      {
        id: saved.revision,
        savedAt: expect.any(String),
        savedBy: OWNER.email,
        summary: "Review by Tama W. edited; phone changed",
      },
    ]);
    // Logged with who and which revision, never the words.
    const entry = d.log.find((e) => e.msg === "site content saved");
    expect(entry).toMatchObject({ user: OWNER.email, revision: saved.revision, baseRevision: 0, merged: false });
    expect(JSON.stringify(d.log)).not.toContain("Found and fixed the leak");

    const typed = await save({ baseRevision: saved.revision, content: seed(), summary: "Back to the old words" });
    expect(typed.status).toBe(200);
    expect((await revisions())[0]).toMatchObject({ summary: "Back to the old words" });
  });

  test("bad fields get 400 with a problem at each one, and nothing is written", async () => {
    const bad = edited((doc) => {
      doc.reviews[0]!.rating = 7;
      doc.settings.SOCIAL_FACEBOOK_URL = "javascript:alert(1)";
      doc.faqs[3]!.answer = "";
    });
    const res = await save({ baseRevision: 0, content: bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; problems: { path: string; message: string }[] };
    expect(body.error).toMatch(/nothing was saved/);
    expect(body.problems.map((p) => p.path).sort()).toEqual([
      "faqs.3.answer",
      "reviews.0.rating",
      "settings.SOCIAL_FACEBOOK_URL",
    ]);
    expect(body.problems.find((p) => p.path === "reviews.0.rating")!.message).toBe("From 1 to 5 stars.");
    expect(await revisions()).toEqual([]);
    expect((await head()).revision).toBe(0);

    // The body itself: not JSON, no revision to start from, a summary that is not text.
    const raw = await d.request("/admin/api/site/content", {
      method: "POST",
      cookie,
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ baseRevision: 0, content: seed() }),
    });
    expect(raw.status).toBe(400);
    for (const [body, path] of [
      [{ content: seed() }, "baseRevision"],
      [{ baseRevision: -1, content: seed() }, "baseRevision"],
      [{ baseRevision: "0", content: seed() }, "baseRevision"],
      [{ baseRevision: 0, content: seed(), summary: 5 }, "summary"],
      [{ baseRevision: 0 }, "content"],
      [{ baseRevision: 0, content: [] }, "content"],
      [{ baseRevision: 99, content: seed() }, "baseRevision"],
    ] as const) {
      const refused = await save(body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await refused.json()) as { problems: { path: string }[] }).problems.map((p) => p.path)).toContain(path);
    }
    expect(await revisions()).toEqual([]);
  });

  test("what the owner types is stored by one rule: invisible characters removed, phones in one form", async () => {
    const next = edited((doc) => {
      doc.faqs[0]!.answer = "\0No\0 call-out fee,\u202e ever\u200b.\r\nDay or night.\0";
      doc.settings.BUSINESS_PHONE = "+64 9 555 0142";
    });
    const res = await save({ baseRevision: 0, content: next, summary: "FAQ\0 and phone\r\nfixed" });
    expect(res.status).toBe(200);
    const { content: saved } = (await res.json()) as { content: SiteContent };
    const stored = (await head()).content;
    expect(stored).toEqual(saved);
    expect(stored.faqs[0]!.answer).toBe("No call-out fee, ever.\nDay or night.");
    expect(stored.settings.BUSINESS_PHONE).toBe("09 555 0142");
    expect((await revisions())[0]!.summary).toBe("FAQ and phone fixed");
    const row = d.store.db.prepare("SELECT document FROM content_revisions ORDER BY id DESC LIMIT 1").get() as {
      document: string;
    };
    // As JSON, a NUL would be written \u0000, the others as they are.
    expect(row.document).not.toMatch(/\\u0000|[\0\u202e\u200b]/);

    // An impossible phone number and a link with a password in it are refused at their fields.
    const bad = await save({
      baseRevision: 0,
      content: edited((doc) => {
        doc.settings.BUSINESS_PHONE = "((((((((((((((((((((";
        doc.settings.REVIEWS_URL = "https://user:pass@g.page/r/kauri";
      }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { problems: unknown[] }).problems).toEqual([
      {
        path: "settings.BUSINESS_PHONE",
        message: "That doesn't look like a New Zealand phone number: type it as, for example, 09 123 4567.",
      },
      {
        path: "settings.REVIEWS_URL",
        message: "Take out the name and password (the part before @): every visitor could read them.",
      },
    ]);
  });

  test("two saves from the same revision editing different reviews both stand, merged", async () => {
    const [a, b] = await Promise.all([
      save({ baseRevision: 0, content: edited((doc) => (review(doc, "tama-w").text = "Editor A's words.")) }),
      save({ baseRevision: 0, content: edited((doc) => (review(doc, "priya-s").rating = 4)) }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = await head();
    expect(review(now.content, "tama-w").text).toBe("Editor A's words.");
    expect(review(now.content, "priya-s").rating).toBe(4);
    expect(await revisions()).toHaveLength(2);
  });

  interface Refused {
    error: string;
    conflicts: unknown[];
    problems: unknown[];
    merged: SiteContent;
    revision: number;
    content: SiteContent;
  }

  test("the same review edited differently: the second save gets 409 with the merge and both versions, and nothing is lost", async () => {
    const first = edited((doc) => (review(doc, "tama-w").text = "First editor's words."));
    const second = edited((doc) => {
      review(doc, "tama-w").text = "Second editor's words.";
      doc.settings.BUSINESS_NAME = "Kauri Plumbing";
    });
    expect((await save({ baseRevision: 0, content: first })).status).toBe(200);
    const res = await save({ baseRevision: 0, content: second });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Refused;
    expect(body.conflicts).toEqual([
      { path: "reviews.tama-w", yours: review(second, "tama-w"), theirs: review(first, "tama-w") },
    ]);
    expect(body.problems).toEqual([]);
    // The merge: everything else of both saves, and their version of the review both changed.
    expect(body.merged).toEqual(edited((doc) => (doc.settings.BUSINESS_NAME = "Kauri Plumbing"), first));
    expect(body.revision).toBe((await head()).revision);
    expect(body.content).toEqual(first);
    expect(await revisions()).toHaveLength(1);
    expect(review((await head()).content, "tama-w").text).toBe("First editor's words.");
    // Starting again from the newest revision with the second editor's words saves them.
    const again = await save({ baseRevision: body.revision, content: second });
    expect(again.status).toBe(200);
    expect(review((await head()).content, "tama-w").text).toBe("Second editor's words.");
  });

  test("two saves that merge but break a rule together: 409 with the merge and the rule's problem at its place", async () => {
    // Two reviews on the site; each editor hides a different one.
    const start = edited((doc) => doc.reviews.forEach((r, i) => (r.hidden = i > 1)));
    const r1 = ((await (await save({ baseRevision: 0, content: start })).json()) as { revision: number }).revision;
    const [a, b] = start.reviews.map((r) => r.id);
    const first = edited((doc) => (review(doc, a!).hidden = true), start);
    const second = edited((doc) => (review(doc, b!).hidden = true), start);
    expect((await save({ baseRevision: r1, content: first })).status).toBe(200);
    const res = await save({ baseRevision: r1, content: second });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Refused;
    expect(body.conflicts).toEqual([]);
    expect(body.problems).toEqual([{ path: "reviews", message: "Keep at least one review on the site." }]);
    expect(body.merged.reviews.every((r) => r.hidden)).toBe(true);
    expect(body.error).toMatch(/some fields need fixing/);
    expect(await revisions()).toHaveLength(2);
  });

  test("restoring a revision makes its content the newest revision", async () => {
    const one = edited((doc) => (doc.settings.BUSINESS_NAME = "Kauri Plumbing"));
    const r1 = ((await (await save({ baseRevision: 0, content: one })).json()) as { revision: number }).revision;
    const two = edited((doc) => (doc.settings.BUSINESS_NAME = "Kauri Plumbing Ltd"), one);
    const r2 = ((await (await save({ baseRevision: r1, content: two })).json()) as { revision: number }).revision;
    const res = await d.request(`/admin/api/site/revisions/${r1}/restore`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revision: r2 + 1, content: one });
    expect(await head()).toMatchObject({ revision: r2 + 1, content: one });
    expect((await revisions())[0]).toMatchObject({ summary: `Restored revision ${r1}: business name changed` });
    expect((await d.request("/admin/api/site/revisions/999999/restore", { method: "POST", cookie })).status).toBe(404);
    expect((await d.request("/admin/api/site/revisions/abc/restore", { method: "POST", cookie })).status).toBe(404);
  });

  test("hostile text is stored exactly as given (the pages render it as text)", async () => {
    const hostile = "</script><script>alert(1)</script>";
    const doc = edited((d) => {
      review(d, "tama-w").text = hostile;
      d.faqs[0]!.answer = hostile;
    });
    expect((await save({ baseRevision: 0, content: doc })).status).toBe(200);
    const back = (await head()).content;
    expect(review(back, "tama-w").text).toBe(hostile);
    expect(back.faqs[0]!.answer).toBe(hostile);
    const stored = d.store.db.prepare("SELECT document FROM content_revisions").get() as { document: string };
    expect(JSON.parse(stored.document)).toEqual(doc);
  });

  test("the whole content may be larger than other requests' 16 KB, up to its own limit", async () => {
    const big = edited((doc) => {
      for (let i = 0; i < 120; i++)
        doc.reviews.push({ ...doc.reviews[0]!, id: `extra-${i}`, text: "Great work, tidy and on time. ".repeat(9) });
    });
    expect(JSON.stringify(big).length).toBeGreaterThan(16 * 1024);
    expect((await save({ baseRevision: 0, content: big })).status).toBe(200);
    // On a connection of its own: the server answers before the body is in, and closes it.
    const huge = await new Promise<number | undefined>((resolve, reject) => {
      const body = JSON.stringify({ baseRevision: 0, content: big, padding: "x".repeat(2 * 1024 * 1024) });
      const req = httpRequest(`${d.url}/admin/api/site/content`, {
        method: "POST",
        agent: false,
        headers: {
          cookie,
          origin: d.url,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", reject);
      req.end(body);
    });
    expect(huge).toBe(413);
    // Other requests keep the small limit.
    const note = await d.request("/admin/api/site/revisions/1/restore", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(20_000) }),
    });
    expect(note.status).toBe(413);
  });

  test("each path answers its own methods only, with Allow", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/admin/api/site/content", "GET, HEAD, POST"],
      ["DELETE", "/admin/api/site/content", "GET, HEAD, POST"],
      ["POST", "/admin/api/site/revisions", "GET, HEAD"],
      ["GET", "/admin/api/site/revisions/1/restore", "POST"],
    ] as const) {
      const res = await d.request(path, { method, cookie });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
    expect((await d.request("/admin/api/site/nothing-here", { cookie })).status).toBe(404);
  });

  test("/admin/api/me says the account's role", async () => {
    expect(await d.json("/admin/api/me", cookie)).toEqual({
      email: OWNER.email,
      business: d.business.current().name,
      role: "owner",
    });
  });
});
