import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { DEFAULT_PHOTO_OPTIONS } from "../config/config";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { processPhoto } from "../core/photos";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { tempDir } from "../../test/support/server/http";
import { phoneJpeg } from "../../test/support/server/images";
import { Leads } from "./leads";
import type { ErasureRecord, PersonReport, PrivacyOverview } from "../../shared/api/privacy";
import { findPerson, heldRows, PRIVACY_OWNER_ONLY, readPerson } from "./privacy";

// The person a request is about: names and numbers no other lead and no file format would hold by chance.
const ZED = { name: "Zxqwv Forgetme", email: "Zxqwv.Forgetme@Example.co.nz", phone: "021 555 0177" };
const ZED_TRACES = ["Zxqwv", "zxqwv", "Forgetme", "forgetme@example", "0215550177", "215550177", "555 0177"];
const FILLERS = 20;
const KEPT = { name: "Kept Customer", email: "kept@example.co.nz", phone: "09 555 0101" };

const quote = (who: { name: string; email?: string; phone: string }, message = "") =>
  ({ form: "quote", service: "Leak Detection", website: "", message, ...who }) as Quote;

/** Zed's three leads (one with a photo, one spam, one without keys), a kept customer's, and, when asked, near misses. */
const seed = async (store: QuoteStore, { nearMisses = false } = {}) => {
  const photo = async (width: number) => {
    const result = await processPhoto(
      { name: "leak.jpg", bytes: await phoneJpeg({ width, height: 480 }) },
      DEFAULT_PHOTO_OPTIONS,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.photo;
  };
  const leads = new Leads(store);
  const withPhoto = await store.photos.place([await photo(640)]);
  // Other customers' leads around theirs, so their rows share pages with rows that stay: only zeroing the freed
  // space (secure_delete) takes their bytes out of those pages.
  const fillers = (n: number) => {
    for (let i = 0; i < n; i++)
      store.insert(quote({ name: `Filler ${i}`, phone: "09 555 0102" }, "Filler message ".repeat(8)), {
        userAgent: "",
      });
  };
  fillers(FILLERS);
  const first = store.insert(quote(ZED, "Zxqwv: the cylinder leaks"), {
    userAgent: "Zxqwv-phone",
    photos: withPhoto.photos,
  });
  // The same person, the phone written another way, no email, held back as spam.
  const second = store.insert(quote({ name: "Z. Forgetme", phone: "+64 21 555 0177" }), {
    userAgent: "",
    spamReasons: ["too-fast"],
  });
  // Stored before the customer keys existed: found by the search index's national digits.
  const third = store.insert(quote({ ...ZED, phone: "(021) 555-0177", email: "" }), { userAgent: "" });
  store.db.prepare("UPDATE quotes SET phone_key = '', email_key = '' WHERE id = ?").run(third);
  const keptPhoto = await store.photos.place([await photo(800)]);
  const kept = store.insert(quote(KEPT, "Kept message"), { userAgent: "", photos: keptPhoto.photos });
  fillers(FILLERS);
  // Near misses: one digit off, the digits inside a longer number, an email that only contains Zed's.
  const others = nearMisses
    ? [
        store.insert(quote({ name: "Near Miss", phone: "021 555 0178", email: "x.zxqwv.forgetme@example.co.nz" }), {
          userAgent: "",
        }),
        store.insert(quote({ name: "Longer Number", phone: "021 555 01770" }), { userAgent: "" }),
      ]
    : [];
  leads.addNote(first, "Rang Zxqwv back", "owner@example.co.nz");
  leads.setStatus(first, "quoted", "owner@example.co.nz");
  leads.addNote(kept, "Kept note", "owner@example.co.nz");
  for (const claim of store.deliveries.claimDue(new Date(Date.now() + 60_000), 50))
    store.deliveries.settle(
      claim,
      claim.quote.id === first ? { ok: true } : { ok: false, error: "Refused", retryAt: new Date() },
    );
  return { zed: [first, second, third], kept, others };
};

/**
 * Every file under a folder, however deep, as bytes. Links are not followed: DATA_DIR/builds/node_modules links to the
 * application's own packages (server/site/builds.ts), which hold no data.
 */
const filesUnder = (dir: string): { file: string; bytes: Buffer }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return entry.isFile() ? [{ file, bytes: readFileSync(file) }] : [];
  });

describe("finding a person", { timeout: 60_000 }, () => {
  let store: QuoteStore;
  let seeded: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    store = openQuoteStore(tempDir("privacy-find-"), { channels: ["email", "webhook"] });
    seeded = await seed(store, { nearMisses: true });
  });
  afterAll(() => store.close());

  test("by phone written any way: E.164 keys, national digits for rows without keys, spam included", () => {
    for (const phone of ["021 555 0177", "+64 21 555 0177", "(021) 555-0177", "0064 21 555 0177", "21 555 0177"])
      expect(findPerson(store.db, { email: "", phone }), phone).toEqual(seeded.zed);
  });

  test("by email, however it is capitalised or spaced; only the exact address, not one containing it", () => {
    const person = readPerson((f) => ({ email: "  ZXQWV.forgetme@example.CO.NZ " })[f]);
    expect(person).toEqual({ email: "zxqwv.forgetme@example.co.nz", phone: "" });
    expect(findPerson(store.db, person as { email: string; phone: string })).toEqual([seeded.zed[0]]);
    // The third lead lost its keys and has no email: found by phone only.
    expect(findPerson(store.db, { email: "zxqwv.forgetme@example.co.nz", phone: "021 555 0177" })).toEqual(seeded.zed);
  });

  test("nobody else: no near miss, no longer number, no email containing theirs", () => {
    expect(findPerson(store.db, { email: "nobody@example.co.nz", phone: "" })).toEqual([]);
    expect(findPerson(store.db, { email: "", phone: "021 555 0199" })).toEqual([]);
    expect(findPerson(store.db, { email: "", phone: "021 555 0178" })).toEqual([seeded.others[0]]);
    expect(findPerson(store.db, { email: "", phone: "021 555 01770" })).toEqual([seeded.others[1]]);
  });

  test("what the owner types is checked: something to search by, a whole email, a whole phone number", () => {
    const read = (fields: Record<string, string>) => readPerson((f) => fields[f]);
    expect(read({})).toMatchObject({ field: "email", error: expect.stringMatching(/email address or phone/) });
    expect(read({ email: "zxqwv" })).toMatchObject({ field: "email" });
    expect(read({ phone: "555 01" })).toMatchObject({ field: "phone" });
    expect(read({ phone: "x".repeat(300) })).toMatchObject({ field: "phone" });
    expect(read({ phone: "\u0000021 555 0177" })).toEqual({ email: "", phone: "021 555 0177" });
  });

  test("every row held for them, in tables added later too, and none of anyone else's", () => {
    store.db.exec(
      `CREATE TABLE call_recordings (id INTEGER PRIMARY KEY,
         quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE, note TEXT)`,
    );
    store.db
      .prepare("INSERT INTO call_recordings (quote_id, note) VALUES (?, ?), (?, ?)")
      .run(seeded.zed[0]!, "Zxqwv call", seeded.kept, "Kept call");
    const rows = heldRows(store.db, seeded.zed);
    expect(rows.quotes.map((q) => q.id)).toEqual(seeded.zed);
    expect(rows.quotes[1]).toMatchObject({ spam: 1, spam_reasons: '["too-fast"]' });
    expect(rows.lead_events.map((e) => e.kind)).toEqual(["note", "status"]);
    expect(rows.deliveries.map((d) => [d.quote_id, d.channel, d.state])).toEqual([
      [seeded.zed[0], "email", "sent"],
      [seeded.zed[0], "webhook", "sent"],
      [seeded.zed[2], "email", "pending"],
      [seeded.zed[2], "webhook", "pending"],
    ]);
    expect(rows.delivery_attempts).toHaveLength(4);
    expect(rows.quote_photos.map((p) => [p.quote_id, p.width])).toEqual([[seeded.zed[0], 640]]);
    expect(rows.call_recordings).toMatchObject([{ note: "Zxqwv call" }]);
    const json = JSON.stringify(rows);
    for (const trace of ["Kept", "kept@example", "555 0101", "Near Miss", "Longer Number"])
      expect(json, trace).not.toContain(trace);
    store.db.exec("DROP TABLE call_recordings");
  });
});

describe("the privacy requests' API", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let owner: string;
  let staff: string;
  let seeded: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    d = await startDashboard({ staff: true, channels: ["email", "webhook"] });
    owner = await d.session();
    staff = await d.staffSession();
    seeded = await seed(d.store);
  });
  afterAll(() => d.close());

  const post = (route: string, body: unknown, cookie = owner) =>
    d.request(`/admin/api/privacy/${route}`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const exportZip = (fields: Record<string, string>, cookie = owner) =>
    d.request("/admin/api/privacy/export", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  test("the search answers every row of the person, by phone written another way", async () => {
    const res = await post("search", { phone: "+64 21 555 0177" });
    expect(res.status).toBe(200);
    const report = (await res.json()) as PersonReport;
    expect(report.person).toEqual({ email: "", phone: "+64 21 555 0177" });
    expect(report.rows.quotes.map((q) => q.id)).toEqual(seeded.zed);
    expect(report.rows.quote_photos).toHaveLength(1);
    expect(JSON.stringify(report)).not.toContain("Kept");
    expect(await (await post("search", { phone: "12" })).json()).toMatchObject({ field: "phone" });
  });

  test("the export is one zip: data.json with every row, and the photo as stored; nothing of anyone else", async () => {
    const res = await exportZip({ email: ZED.email, phone: "(021) 555-0177" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const photo = d.store.photos.forQuote(seeded.zed[0]!)[0]!;
    expect(Object.keys(files).sort()).toEqual(["data.json", `photos/lead-${seeded.zed[0]}-photo-1.jpg`]);
    expect(Buffer.from(files[`photos/lead-${seeded.zed[0]}-photo-1.jpg`]!)).toEqual(
      d.store.photos.read(photo.id)!.bytes,
    );
    const data = JSON.parse(new TextDecoder().decode(files["data.json"])) as {
      person: unknown;
      photoFiles: unknown;
      tables: PersonReport["rows"];
    };
    expect(data.person).toEqual({ email: "zxqwv.forgetme@example.co.nz", phone: "(021) 555-0177" });
    expect(data.photoFiles).toEqual([{ id: photo.id, file: `photos/lead-${seeded.zed[0]}-photo-1.jpg` }]);
    expect(data.tables).toEqual(heldRows(d.store.db, seeded.zed));
    expect(data.tables.quotes.map((q) => q.name)).toEqual([ZED.name, "Z. Forgetme", ZED.name]);
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString("latin1"))
      .join("");
    for (const trace of ["Kept", "kept@example", "555 0101", "Near Miss", "Longer Number"])
      expect(everything, trace).not.toContain(trace);
    // Nothing of the person in the log: counts only.
    expect(JSON.stringify(d.log)).not.toMatch(/zxqwv|0177/i);
    expect(d.log).toContainEqual(expect.objectContaining({ msg: "privacy export", leads: 3 }));
  });

  test("an export of nobody, or without a form body, is refused", async () => {
    expect((await exportZip({ email: "nobody@example.co.nz" })).status).toBe(404);
    expect((await post("export", { email: ZED.email })).status).toBe(400);
  });

  test("today's due date and a received day's; a day in the future or not a date is refused", async () => {
    const today = await d.json<PrivacyOverview>("/admin/api/privacy", owner);
    expect(today.receivedOn).toBe(today.today);
    expect(today.dueDate > today.today).toBe(true);
    expect(today.workingDays).toBe(20);
    // Fri 19 Dec 2025: three working days before the break, then 16 Jan on; Waitangi Day is Fri 6 Feb 2026.
    const christmas = await d.json<PrivacyOverview>("/admin/api/privacy?received=2025-12-19", owner);
    expect(christmas).toMatchObject({ receivedOn: "2025-12-19", dueDate: "2026-02-10" });
    for (const bad of ["2999-01-01", "18/12/2026", "2026-02-30"])
      expect((await d.request(`/admin/api/privacy?received=${bad}`, { cookie: owner })).status, bad).toBe(400);
  });

  test("staff are refused on the page and every route, and see nothing", async () => {
    const routes = [
      ["GET", "/admin/privacy"],
      ["GET", "/admin/api/privacy"],
      ["POST", "/admin/api/privacy/search"],
      ["POST", "/admin/api/privacy/export"],
      ["POST", "/admin/api/privacy/erase"],
      ["GET", "/admin/api/privacy/anything"],
    ] as const;
    for (const [method, route] of routes) {
      const res = await d.request(route, {
        method,
        cookie: staff,
        ...(method === "POST"
          ? {
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ phone: ZED.phone, leads: seeded.zed }),
            }
          : {}),
      });
      expect(res.status, route).toBe(403);
      const text = await res.text();
      expect(text, route).toContain(PRIVACY_OWNER_ONLY);
      expect(text, route).not.toMatch(/zxqwv|0177/i);
    }
    expect(d.store.count()).toBe(4 + 2 * FILLERS);
    expect((await d.request("/admin/api/leads", { cookie: staff })).status).toBe(200);
  });

  test("a delete must name the leads it was shown: a new request since, and nothing is deleted", async () => {
    const res = await post("erase", { phone: ZED.phone, receivedOn: "2026-11-20", leads: seeded.zed.slice(0, 2) });
    expect(res.status).toBe(409);
    expect((await post("erase", { phone: ZED.phone })).status).toBe(400);
    expect((await post("erase", { phone: ZED.phone, leads: seeded.zed, receivedOn: "2999-01-01" })).status).toBe(400);
    expect((await post("erase", { email: "nobody@example.co.nz", leads: [] })).status).toBe(404);
    expect(findPerson(d.store.db, { email: "", phone: ZED.phone })).toEqual(seeded.zed);
  });

  test("a delete removes all of it, photos and search entries included, and leaves no trace in DATA_DIR", async () => {
    const photoFile = path.join(d.store.photos.dir, `${d.store.photos.forQuote(seeded.zed[0]!)[0]!.id}.jpg`);
    const photoBytes = readFileSync(photoFile);
    const before = filesUnder(d.dataDir)
      .map(({ bytes }) => bytes.toString("latin1"))
      .join("");
    expect(before).toContain("Zxqwv");
    // The search index's own terms: the trigrams only their name and email have.
    d.store.db.exec("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, quotes_search, 'row')");
    const trigrams = () => d.store.db.prepare("SELECT term FROM temp.terms WHERE term IN ('zxq', 'xqw', 'qwv')").all();
    expect(trigrams()).toHaveLength(3);

    const res = await post("erase", {
      email: ZED.email,
      phone: "021 555 0177",
      receivedOn: "2026-11-20",
      leads: seeded.zed,
    });
    expect(res.status).toBe(200);
    const record = (await res.json()) as ErasureRecord;
    expect(record).toMatchObject({
      actor: "owner@example.co.nz",
      receivedOn: "2026-11-20",
      dueDate: "2026-12-18",
      leads: 3,
      photos: 1,
    });

    // Nothing of them is found any more, by the search, the list or the search index.
    expect(
      ((await (await post("search", { phone: ZED.phone, email: ZED.email })).json()) as PersonReport).rows.quotes,
    ).toEqual([]);
    const count = (sql: string) => Number((d.store.db.prepare(sql).get() as { n: number }).n);
    expect(count(`SELECT COUNT(*) AS n FROM quotes_search WHERE quotes_search MATCH '"zxqwv"'`)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM quotes_search WHERE quotes_search MATCH '{phone} : "5550177"'`)).toBe(0);
    // Gone from the index itself, not merely unlinked from a row.
    expect(trigrams()).toEqual([]);
    expect(count("SELECT COUNT(*) AS n FROM lead_events WHERE quote_id NOT IN (SELECT id FROM quotes)")).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM deliveries WHERE quote_id NOT IN (SELECT id FROM quotes)")).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM quote_photos WHERE quote_id NOT IN (SELECT id FROM quotes)")).toBe(0);

    // Every file under DATA_DIR, read as bytes: the database, its -wal and -shm, the photos, the owner's media.
    const files = filesUnder(d.dataDir);
    expect(files.map((f) => path.basename(f.file))).toEqual(expect.arrayContaining(["quotes.db"]));
    for (const { file, bytes } of files) {
      const text = bytes.toString("latin1");
      for (const trace of ZED_TRACES) expect(text, `${trace} in ${file}`).not.toContain(trace);
      expect(bytes.includes(photoBytes.subarray(1000, 1400)), file).toBe(false);
    }
    expect(readdirSync(d.store.photos.dir)).toHaveLength(1);

    // Everyone else is as they were.
    expect(findPerson(d.store.db, { email: KEPT.email, phone: "" })).toEqual([seeded.kept]);
    expect(d.store.photos.forQuote(seeded.kept)).toHaveLength(1);
    expect(d.store.count()).toBe(1 + 2 * FILLERS);

    // What is kept is the record, with no personal data: it is listed with its due date.
    const overview = await d.json<PrivacyOverview>("/admin/api/privacy", owner);
    expect(overview.erasures).toEqual([record]);
    const stored = JSON.stringify(d.store.db.prepare("SELECT * FROM privacy_erasures").all());
    for (const trace of ZED_TRACES) expect(stored).not.toContain(trace);
    expect(JSON.stringify(d.log)).not.toMatch(/zxqwv|0177/i);
  });
});
