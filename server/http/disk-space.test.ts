import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { startDashboard, OWNER, type Dashboard } from "../../test/support/server/dashboard.ts";
import { startWebhookSink, tempDir } from "../../test/support/server/http.ts";
import { startSmtpSink } from "../../test/support/server/smtp-sink.ts";
import { waitFor } from "../../test/support/server/wait.ts";
import type { NtfyConfig } from "../config/config.ts";
import { DEFAULT_DISK_THRESHOLDS } from "../core/limits.ts";
import { createDiskWatch, freeBytes, refusal, sizeInWords } from "./disk-space.ts";
import { logger } from "../core/log.ts";
import { startOutbox } from "../delivery/outbox.ts";

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const quote = {
  form: "home",
  name: "Aroha Ngata",
  phone: "021 555 0101",
  service: "leak-detection",
  urgency: "urgent",
  location: "Papatoetoe",
  message: "Water under the kitchen sink.",
};

/**
 * The dashboard on a disk whose free space the test sets: the owner's alert email goes to a real SMTP server, the
 * push (and each lead's, delivered by a running outbox) to a real HTTP receiver.
 */
async function start() {
  const smtp = await startSmtpSink();
  cleanup.push(() => smtp.close());
  const receiver = await startWebhookSink();
  cleanup.push(() => receiver.close());
  const ntfy: NtfyConfig = { url: receiver.url, otherLeads: "normal", timeoutMs: 5_000 };
  let reader = () => 10 * GIB;
  const d = await startDashboard({ smtpUrl: smtp.url, ntfy, channels: ["ntfy"], freeBytes: () => reader() });
  cleanup.push(() => d.store.close());
  cleanup.push(() => d.close());
  const outbox = startOutbox({
    queue: d.store.deliveries,
    // The inbox's own phone sender; the outbox retries sooner than the server's, so a failed push is seen soon.
    senders: { ntfy: d.parts.senders.ntfy },
    maxAttempts: 3,
    retryBaseMs: 100,
    retryMaxMs: 400,
    log: () => {},
  });
  cleanup.push(() => outbox.stop(1_000));
  const pushes = (title: RegExp) =>
    receiver.received.filter((r) => title.test((JSON.parse(r.body) as { title: string }).title));
  return {
    d,
    smtp,
    pushes,
    setFree: (bytes: number) => (reader = () => bytes),
    /** Free space read from a function of how many times it was read since. */
    setReader: (next: (reads: number) => number) => {
      let reads = 0;
      reader = () => next(reads++);
    },
  };
}

/** The owner's writes the guard covers, each as the dashboard sends it. */
function ownerWrites(d: Dashboard, cookie: string) {
  const post = (pathname: string, body: BodyInit, type?: string) =>
    d.request(pathname, { method: "POST", cookie, body, headers: type ? { "content-type": type } : {} });
  return {
    async save(text: string) {
      const { revision, content } = await d.json<{ revision: number; content: SiteContent }>(
        "/admin/api/site/content",
        cookie,
      );
      content.reviews[0]!.text = text;
      return post("/admin/api/site/content", JSON.stringify({ baseRevision: revision, content }), "application/json");
    },
    restore: (id: number) => post(`/admin/api/site/revisions/${id}/restore`, ""),
    upload() {
      const form = new FormData();
      form.append("photo", new Blob([new Uint8Array(4096)], { type: "image/jpeg" }), "kitchen.jpg");
      return post("/admin/api/site/photos", form);
    },
    build: () => post("/admin/api/site/builds", ""),
  };
}

const revisions = (d: Dashboard) =>
  Number((d.store.db.prepare("SELECT COUNT(*) AS n FROM content_revisions").get() as { n: number }).n);
/** Every file under a folder of DATA_DIR (only its own entries: the builds' folder links to node_modules), or none. */
const filesUnder = (d: Dashboard, folder: string, recursive = true): string[] => {
  try {
    return readdirSync(path.join(d.dataDir, folder), { recursive }).map(String);
  } catch {
    return [];
  }
};
/** What the owner's writes could have left: revisions, photo files, build folders. */
const written = (d: Dashboard) => ({
  revisions: revisions(d),
  media: filesUnder(d, "media"),
  builds: filesUnder(d, "builds", false),
});

describe("the data folder's free space (server/http/disk-space.ts, docs/decisions/011-operations.md)", () => {
  test(
    "below the warning the owner is told once, by email and push; below the floor the owner's writes are refused and quotes still taken; told again after a recovery",
    {
      timeout: 30_000,
    },
    async () => {
      const { d, smtp, pushes, setFree } = await start();
      const cookie = await d.session();
      const writes = ownerWrites(d, cookie);
      expect((await writes.save("Plenty of room.")).status).toBe(200);
      d.disk.check();
      expect(smtp.messages).toHaveLength(0);

      // Below the warning: one email to the owner account and one push, however many checks and writes follow.
      setFree(1.5 * GIB);
      for (let i = 0; i < 3; i++) d.disk.check();
      expect((await writes.save("Still saved while space is low.")).status).toBe(200);
      await waitFor("the email and the push", () => smtp.messages.length === 1 && pushes(/disk/).length === 1);
      const [email] = smtp.messages;
      expect(email!.envelope.to).toEqual([OWNER.email]);
      expect(email!.message.header("subject")).toMatch(/^The server's disk is nearly full — /);
      expect(email!.text).toContain("only 1.5 GB of disk space left");
      expect(JSON.parse(pushes(/disk/)[0]!.body)).toMatchObject({ priority: 4, tags: ["warning"] });

      // Below the floor: each of the owner's big writes is refused in words, and nothing is written.
      setFree(300 * MIB);
      d.disk.check();
      const before = written(d);
      for (const refused of [
        await writes.save("Not saved."),
        await writes.restore(1),
        await writes.upload(),
        await writes.build(),
      ]) {
        expect(refused.status).toBe(507);
        const { error } = (await refused.json()) as { error: string };
        expect(error).toMatch(
          /^The server is nearly out of disk space \(300 MB free\)\. Saving is paused so customers' quote requests keep working\./,
        );
      }
      expect(written(d)).toEqual(before);

      // A customer's quote is still stored and delivered, and /healthz still says a quote can be stored.
      const sent = await fetch(`${d.url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(quote),
      });
      expect(sent.status).toBe(201);
      const { id } = (await sent.json()) as { id: number };
      expect(d.store.db.prepare("SELECT name FROM quotes WHERE id = ?").get(id)).toEqual({ name: "Aroha Ngata" });
      await waitFor("the lead's push", () => pushes(/Aroha Ngata/).length === 1);
      const health = await fetch(`${d.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", disk: { freeBytes: 300 * MIB, status: "critical" } });
      expect(smtp.messages).toHaveLength(1);
      expect(pushes(/disk/)).toHaveLength(1);

      // Space freed: saving works again, nothing more is sent; a new fall below the warning is told again.
      setFree(3 * GIB);
      d.disk.check();
      expect((await writes.save("Room again.")).status).toBe(200);
      expect(await (await fetch(`${d.url}/healthz`)).json()).toMatchObject({ disk: { status: "ok" } });
      setFree(1 * GIB);
      d.disk.check();
      d.disk.check();
      await waitFor("the second email and push", () => smtp.messages.length === 2 && pushes(/disk/).length === 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(2);
      expect(pushes(/disk/)).toHaveLength(2);
    },
  );

  test(
    "a fall straight below the floor says saving is paused; an owner's write that takes the space low alerts at once",
    {
      timeout: 30_000,
    },
    async () => {
      const { d, smtp, setReader } = await start();
      const cookie = await d.session();
      const writes = ownerWrites(d, cookie);
      // 3 GB free when the save is let in, 100 MB once it is written: the check after it, not a timer, tells the owner.
      setReader((reads) => (reads === 0 ? 3 * GIB : 100 * MIB));
      expect((await writes.save("A big document.")).status).toBe(200);
      await waitFor("the email", () => smtp.messages.length === 1);
      expect(smtp.messages[0]!.message.header("subject")).toMatch(
        /^Saving the website is paused: the server's disk is full — /,
      );
      expect(smtp.messages[0]!.text).toContain("only 100 MB of disk space left");
      expect(smtp.messages[0]!.text).toContain("are paused so customers' quote requests keep working");
    },
  );

  test("the real reader reads the data folder's disk; the timer checks at start and stops", async () => {
    const dir = tempDir("disk-");
    expect(freeBytes(dir)).toBeGreaterThan(0);
    const told: number[] = [];
    const watch = createDiskWatch({
      dataDir: dir,
      thresholds: DEFAULT_DISK_THRESHOLDS,
      freeBytes: () => 100 * MIB,
      alert: async (reading) => {
        told.push(reading.freeBytes);
      },
      log: logger(() => {}),
    });
    const stop = watch.start(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(told).toEqual([100 * MIB]);
  });

  test("sizes and the refusal in words", () => {
    expect(sizeInWords(300 * MIB + 5)).toBe("300 MB");
    expect(sizeInWords(1.5 * GIB)).toBe("1.5 GB");
    expect(sizeInWords(2 * GIB)).toBe("2 GB");
    expect(refusal(300 * MIB)).toContain("(300 MB free)");
  });
});
