import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, test } from "vitest";
import { openQuoteStore } from "../server/db.ts";
import { fixtureSite, startWebhookSink, tempDir } from "../test/support/server/http.ts";
import { phoneJpeg } from "../test/support/server/images.ts";
import { spawnServer } from "../test/support/server/spawn-server.ts";

const run = promisify(execFile);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const fields = {
  form: "home",
  phone: "021 555 0101",
  service: "leak-detection",
  urgency: "soon",
  location: "Manurewa",
};
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every quote with its photos' checksums and its deliveries' channels, keyed by name. */
function snapshot(dataDir: string) {
  const store = openQuoteStore(dataDir);
  try {
    return Object.fromEntries(
      store.list().map((q) => [
        q.name,
        {
          photos: store.photos.forQuote(q.id).map((p) => sha(readFileSync(path.join(store.photos.dir, `${p.id}.jpg`)))),
          deliveries: store.deliveries
            .list()
            .filter((d) => d.quote_id === q.id)
            .map((d) => ({ channel: d.channel, state: d.state })),
        },
      ]),
    );
  } finally {
    store.close();
  }
}

describe("npm run backup / npm run restore (docs/decisions/011-operations.md)", { timeout: 60_000 }, () => {
  test("a backup taken while quotes with photos keep arriving restores every quote committed before it began", async () => {
    const receiver = await startWebhookSink();
    cleanup.push(() => receiver.close());
    const dataDir = tempDir("backup-data-");
    const server = await spawnServer({
      env: {
        PORT: "0",
        DATA_DIR: dataDir,
        SITE_DIR: fixtureSite(),
        QUOTE_MIN_FILL_MS: "0",
        QUOTE_RATE_LIMIT: "0",
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: "test-secret-0123456789",
      },
    });
    cleanup.push(() => server.stop());
    const photo = await phoneJpeg({ width: 400, height: 300 });
    const send = async (name: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ ...fields, name })) body.append(key, value);
      body.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "leak.jpg");
      const res = await fetch(`${server.url}/api/quote`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(res.status).toBe(201);
    };
    for (let i = 0; i < 10; i++) await send(`Before ${i}`);

    // Quotes keep arriving, one after another, for as long as the backup runs.
    let backingUp = true;
    const during = (async () => {
      let sent = 0;
      while (backingUp) await send(`During ${sent++}`);
      return sent;
    })();
    const committedBefore = snapshot(dataDir);
    const backupDir = path.join(tempDir("backup-"), "nightly");
    const { stdout } = await run(process.execPath, ["scripts/backup.ts", backupDir], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    backingUp = false;
    expect(await during).toBeGreaterThan(0);
    expect(stdout).toMatch(/^Backed up \d+ quotes and \d+ photos/);

    const restoredDir = tempDir("restored-");
    await run(process.execPath, ["scripts/restore.ts", backupDir], {
      env: { PATH: process.env.PATH, DATA_DIR: restoredDir },
    });
    const restored = snapshot(restoredDir);
    for (const [name, before] of Object.entries(committedBefore)) {
      expect(restored[name], name).toBeDefined();
      expect(restored[name]!.photos, name).toEqual(before.photos);
      expect(restored[name]!.photos).toHaveLength(1);
      expect(
        restored[name]!.deliveries.map((d) => d.channel),
        name,
      ).toEqual(["webhook"]);
    }
    // Delivery state comes back as it was: what was sent before the backup stays sent, so nothing goes twice.
    const sentBefore = Object.entries(committedBefore).filter(([, q]) => q.deliveries[0]!.state === "sent");
    expect(sentBefore.length).toBeGreaterThan(0);
    for (const [name] of sentBefore) expect(restored[name]!.deliveries[0]!.state, name).toBe("sent");
    expect(Object.keys(restored).length).toBeGreaterThanOrEqual(Object.keys(committedBefore).length);
  });

  test("a backup failing its checksums is refused and nothing is restored", async () => {
    const dataDir = tempDir("backup-data-");
    const store = openQuoteStore(dataDir);
    store.insert({ form: "home", name: "Kept", phone: "021 555 0101", service: "other" }, { userAgent: "test" });
    store.close();
    const backupDir = path.join(tempDir("backup-"), "b");
    await run(process.execPath, ["scripts/backup.ts", backupDir], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as {
      files: { path: string }[];
    };
    expect(manifest.files.map((f) => f.path)).toEqual(["quotes.db"]);

    const database = path.join(backupDir, "quotes.db");
    const bytes = readFileSync(database);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(database, bytes);
    const target = tempDir("restored-");
    const failed = await run(process.execPath, ["scripts/restore.ts", backupDir], {
      env: { PATH: process.env.PATH, DATA_DIR: target },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining("quotes.db does not match its checksum") });
    expect(readFileSync(database).length).toBe(bytes.length);
    expect(() => readFileSync(path.join(target, "quotes.db"))).toThrow();
  });
});
