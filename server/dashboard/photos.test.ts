import { DEFAULT_PHOTO_OPTIONS } from "../config/config";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { processPhoto } from "../core/photos";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { phoneJpeg } from "../../test/support/server/images";
import type { LeadDetail } from "../../shared/api/leads";

const quote = { form: "quote", name: "Hemi Photos", phone: "021 555 0142", service: "Leak Detection" } as Quote;

describe("photos in the dashboard", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let cookie: string;
  let leadId: number;
  beforeAll(async () => {
    d = await startDashboard();
    cookie = await d.session();
    const processed = await Promise.all(
      [1, 2].map(async (n) => {
        const result = await processPhoto(
          { name: `leak-${n}.jpg`, bytes: await phoneJpeg({ width: 640, height: 480 }) },
          DEFAULT_PHOTO_OPTIONS,
        );
        if (!result.ok) throw new Error(JSON.stringify(result));
        return result.photo;
      }),
    );
    const { photos } = await d.store.photos.place(processed);
    leadId = d.store.insert(quote, { userAgent: "", photos });
  });
  afterAll(() => d.close());

  const photoFiles = () => readdirSync(path.join(d.store.dataDir, "photos"));

  test("the lead lists its photos, and a signed-in owner fetches each as a JPEG that is never cached or sniffed", async () => {
    const lead = await d.json<LeadDetail>(`/admin/api/leads/${leadId}`, cookie);
    expect(lead.photos.map((p) => [p.position, p.width, p.height])).toEqual([
      [1, 640, 480],
      [2, 640, 480],
    ]);
    const res = await d.request(`/admin/api/photos/${lead.photos[0]!.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="quote-${leadId}-photo-1.jpg"`);
    // The photo's own policy, not the dashboard's: opened as a document, it is sandboxed and may load nothing.
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  test("without a session, or with a made-up id, a photo URL answers 401 or 404", async () => {
    const lead = await d.json<LeadDetail>(`/admin/api/leads/${leadId}`, cookie);
    expect((await d.request(`/admin/api/photos/${lead.photos[0]!.id}`)).status).toBe(401);
    expect(
      (await d.request(`/admin/api/photos/${lead.photos[0]!.id}`, { cookie: "leads_session=forged" })).status,
    ).toBe(401);
    expect((await d.request("/admin/api/photos/AAAAAAAAAAAAAAAAAAAAAA", { cookie })).status).toBe(404);
    expect((await d.request("/admin/api/photos/..%2F..%2Fquotes.db", { cookie })).status).toBe(404);
  });

  test("deleting the lead deletes its photo files too", async () => {
    const lead = await d.json<LeadDetail>(`/admin/api/leads/${leadId}`, cookie);
    const files = photoFiles();
    for (const p of lead.photos) expect(files.some((f) => f.startsWith(p.id))).toBe(true);
    const res = await d.request(`/admin/api/leads/${leadId}`, {
      method: "DELETE",
      cookie,
      headers: { origin: new URL(d.url).origin },
    });
    expect(res.status).toBe(204);
    for (const p of lead.photos) expect(existsSync(path.join(d.store.dataDir, "photos", `${p.id}.jpg`))).toBe(false);
    expect((await d.request(`/admin/api/photos/${lead.photos[0]!.id}`, { cookie })).status).toBe(404);
  });
});
