import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "./quote-schema.ts";
import { startInbox } from "../../test/support/server/app";
import { tempDir } from "../../test/support/server/http";
import { phoneJpeg } from "../../test/support/server/images";
import { DEFAULT_PHOTO_OPTIONS } from "../config/config";
import { openQuoteStore, type QuoteStore } from "./db";
import { UNKNOWN_ORIGIN } from "./lead-origin";
import { processPhoto, type ProcessedPhoto } from "../core/photos";
import { RESUBMIT_WINDOW_MS } from "./resubmission";

const tab = "0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21";
const otherTab = "9f8e7d6c-5b4a-4321-8fed-cba987654321";
const start = Date.parse("2026-11-26T02:00:00.000Z");
const home: Quote = {
  form: "home",
  name: "Aroha",
  phone: "021 555 0199",
  email: "aroha@example.co.nz",
  service: "leak-detection",
  urgency: "urgent",
  location: "Manurewa",
  message: "Water under the sink",
  website: "",
};

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
const open = () => {
  const store = openQuoteStore(tempDir("resubmission-"), { channels: ["email", "ack"] });
  cleanup.push(() => store.close());
  return store;
};
const meta = (visitId: string, msAfterStart = 0, extra: { spamReasons?: string[] } = {}) => ({
  userAgent: "test",
  origin: { ...UNKNOWN_ORIGIN, source: "direct", visitId },
  receivedAt: new Date(start + msAfterStart),
  ...extra,
});
const events = (store: QuoteStore, id: number) =>
  store.db.prepare("SELECT at, actor, kind FROM lead_events WHERE quote_id = ? ORDER BY id").all(id);
const deliveries = (store: QuoteStore) =>
  Number((store.db.prepare("SELECT count(*) AS n FROM deliveries").get() as { n: number }).n);

describe("the same request sent twice from one tab", () => {
  test("within 2 minutes is one lead: the same id, a 'resubmitted' event, nothing queued again", () => {
    const store = open();
    const first = store.insert(home, meta(tab));
    expect(deliveries(store)).toBe(2);
    const again = store.insert({ ...home }, meta(tab, RESUBMIT_WINDOW_MS));
    expect(again).toBe(first);
    expect(store.count()).toBe(1);
    expect(deliveries(store)).toBe(2);
    expect(events(store, first)).toEqual([
      { at: new Date(start + RESUBMIT_WINDOW_MS).toISOString(), actor: "the customer", kind: "resubmitted" },
    ]);
  });

  test("two taps racing into one batch are one lead, and both get its id", async () => {
    const store = open();
    const [a, b] = await Promise.all([store.save(home, meta(tab)), store.save(home, meta(tab, 5))]);
    expect(a).toBe(b);
    expect(store.count()).toBe(1);
    expect(deliveries(store)).toBe(2);
  });

  test("later than 2 minutes, from another tab, or without a visit id, it is a new lead", () => {
    const store = open();
    const first = store.insert(home, meta(tab));
    expect(store.insert(home, meta(tab, RESUBMIT_WINDOW_MS + 1))).not.toBe(first);
    expect(store.insert(home, meta(otherTab, 10))).not.toBe(first);
    const untracked = store.insert(home, meta(""));
    expect(store.insert(home, meta("", 10))).not.toBe(untracked);
    expect(store.insert(home, { userAgent: "" })).not.toBe(untracked);
    expect(store.count()).toBe(6);
    expect(store.db.prepare("SELECT count(*) AS n FROM lead_events").get()).toEqual({ n: 0 });
  });

  test("any field changed is a new lead; identical to an earlier one but not the last is new too", () => {
    const store = open();
    const first = store.insert(home, meta(tab));
    const changes: Partial<Quote & { urgency: string; location: string }>[] = [
      { name: "Aroha N" },
      { email: "" },
      { phone: "021 555 0198" },
      { service: "hot-water" },
      { urgency: "soon" },
      { location: "Papatoetoe" },
      { message: "Water under the sink, and the tap drips" },
    ];
    const ids = changes.map((change, i) => store.insert({ ...home, ...change } as Quote, meta(tab, 10 * (i + 1))));
    expect(new Set([first, ...ids]).size).toBe(changes.length + 1);
    // The tab's last lead is the changed message: sending the first version again is a new request, not a repeat.
    expect(store.insert(home, meta(tab, 100))).not.toBe(first);
    const page: Quote = {
      form: "quote",
      name: "Aroha",
      email: "a@example.co.nz",
      phone: "021 555 0199",
      service: "Leak Detection",
      message: "Leak",
      website: "",
    };
    const fromPage = store.insert(page, meta(otherTab));
    expect(store.insert(page, meta(otherTab, 1))).toBe(fromPage);
  });

  test("a person's send is never hidden behind one held as spam; a held one sent again stays one", () => {
    const store = open();
    const held = store.insert(home, meta(tab, 0, { spamReasons: ["too-fast"] }));
    expect(store.insert(home, meta(tab, 10, { spamReasons: ["too-fast"] }))).toBe(held);
    const person = store.insert(home, meta(tab, 20));
    expect(person).not.toBe(held);
    expect(deliveries(store)).toBe(2);
    // The person's lead is the tab's last now: a second tap that the fill-time check would hold is the same request.
    expect(store.insert(home, meta(tab, 30, { spamReasons: ["too-fast"] }))).toBe(person);
  });

  test("with photos: the same photos are the same request, and the repeat's files are removed; other photos are not", async () => {
    const store = open();
    const process = async (width: number) => {
      const result = await processPhoto(
        { name: "leak.jpg", bytes: await phoneJpeg({ width, height: 600 }) },
        DEFAULT_PHOTO_OPTIONS,
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.photo;
    };
    const sink = await process(800);
    const again = await process(800);
    const meter = await process(900);
    // The inbox re-encodes every upload: the same file gives the same photo, byte for byte.
    expect(again.bytes.equals(sink.bytes)).toBe(true);
    const place = async (photos: ProcessedPhoto[]) => (await store.photos.place(photos)).photos;
    const file = (id: string) => path.join(store.photos.dir, `${id}.jpg`);

    const first = store.insert(home, { ...meta(tab), photos: await place([sink]) });
    const repeat = await place([again]);
    expect(store.insert(home, { ...meta(tab, 10), photos: repeat })).toBe(first);
    expect(existsSync(file(repeat[0]!.id))).toBe(false);
    expect(store.photos.forQuote(first).map((p) => existsSync(file(p.id)))).toEqual([true]);

    const other = await place([meter]);
    const second = store.insert(home, { ...meta(tab, 20), photos: other });
    expect(second).not.toBe(first);
    expect(existsSync(file(other[0]!.id))).toBe(true);
    expect(store.insert(home, meta(tab, 30))).not.toBe(second);
    expect(store.count()).toBe(3);
  });
});

describe("over HTTP", () => {
  test("a double post answers 201 with the same id both times, as JSON and as a form", async () => {
    const { url, server, parts } = await startInbox({ config: { channels: ["email", "ack"] } });
    const { store } = parts;
    cleanup.push(() => store.close());
    cleanup.push(() => server.close());
    const body = {
      form: "home",
      name: "Aroha",
      phone: "021 555 0199",
      service: "maintenance",
      page: "/",
      visit_id: tab,
    };
    const post = () =>
      fetch(`${url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as { id: number }[];
    expect(a!.id).toBe(b!.id);
    expect((await (await post()).json()) as { id: number }).toEqual({ id: a!.id });

    const form = () =>
      fetch(`${url}/api/quote`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ ...body, name: "Mere", visit_id: otherTab }),
      });
    const posted = [await form(), await form()];
    expect(posted.map((r) => [r.status, r.headers.get("location")])).toEqual([
      [303, "/thank-you"],
      [303, "/thank-you"],
    ]);
    expect(store.list().map((q) => q.name)).toEqual(["Mere", "Aroha"]);
    expect(store.list().map((q) => events(store, q.id).length)).toEqual([1, 2]);
  });
});
