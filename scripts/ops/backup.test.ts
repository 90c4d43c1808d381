import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, test } from "vitest";
import { readSiteEnv } from "../../config/env.ts";
import { openQuoteStore } from "../../server/quotes/db.ts";
import { logger } from "../../server/core/log.ts";
import { Builds } from "../../server/site/builds.ts";
import { ContentStore, seedFromSite } from "../../server/site/content-store.ts";
import { OwnerMedia } from "../../server/site/owner-media.ts";
import { processPhoto } from "../../server/core/photos.ts";
import { DEFAULT_PHOTO_OPTIONS } from "../../server/config/config.ts";
import { cameraJpeg } from "../../test/support/server/camera-jpeg.ts";
import { fixtureSite, startWebhookSink, tempDir } from "../../test/support/server/http.ts";
import { phoneJpeg } from "../../test/support/server/images.ts";
import { spawnServer } from "../../test/support/server/spawn-server.ts";
import { verifyBackup } from "./data-backup.ts";

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
const backUp = (dataDir: string, backupDir: string) =>
  run(process.execPath, ["scripts/ops/backup.ts", backupDir], { env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
const restore = (backupDir: string, dataDir: string) =>
  run(process.execPath, ["scripts/ops/restore.ts", backupDir], { env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
const filesIn = (backupDir: string) =>
  (JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as { files: { path: string }[] }).files.map(
    (f) => f.path,
  );

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
    const { stdout } = await run(process.execPath, ["scripts/ops/backup.ts", backupDir], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    backingUp = false;
    expect(await during).toBeGreaterThan(0);
    expect(stdout).toMatch(
      /^Backed up \d+ quotes, \d+ photos, 0 content revisions, 0 site builds and 0 website photos from /,
    );

    const restoredDir = tempDir("restored-");
    await run(process.execPath, ["scripts/ops/restore.ts", backupDir], {
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
    // A data folder without builds/ (an install from before the owner's builds) backs up as it always did.
    expect(existsSync(path.join(dataDir, "builds"))).toBe(false);
    await backUp(dataDir, backupDir);
    expect(filesIn(backupDir)).toEqual(["quotes.db"]);

    const database = path.join(backupDir, "quotes.db");
    const bytes = readFileSync(database);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(database, bytes);
    const target = tempDir("restored-");
    const failed = await run(process.execPath, ["scripts/ops/restore.ts", backupDir], {
      env: { PATH: process.env.PATH, DATA_DIR: target },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining("quotes.db does not match its checksum") });
    expect(readFileSync(database).length).toBe(bytes.length);
    expect(() => readFileSync(path.join(target, "quotes.db"))).toThrow();
  });

  test("the owner's content revisions and the live and previous site builds come back, and the same build is served", async () => {
    const dataDir = tempDir("backup-data-");
    const store = openQuoteStore(dataDir);
    const content = new ContentStore(store.db, seedFromSite(readSiteEnv({})));
    const first = structuredClone(content.head().content);
    first.settings.BUSINESS_PHONE = "09 555 0101";
    expect(content.save({ baseRevision: 0, content: first, author: "owner@example.co.nz" }).status).toBe("saved");
    const second = structuredClone(first);
    second.faqs.push({ id: "gas-fitting", question: "Do you fit gas?", answer: "Yes: certified gasfitters." });
    const saved = content.save({ baseRevision: 1, content: second, author: "office@example.co.nz", summary: "Gas" });
    expect(saved).toMatchObject({ status: "saved", revision: 2 });
    const head = content.head();
    const history = content.list();
    store.close();

    // Finished builds written as server/site/builds.ts writes them, made live one after the other.
    const log = logger(() => {});
    const builds = new Builds({ dataDir, log });
    const build = (id: string, page: string, state = "ready") => {
      const dir = path.join(dataDir, "builds", id);
      mkdirSync(path.join(dir, "out", "client", "assets"), { recursive: true });
      mkdirSync(path.join(dir, "out", "server"), { recursive: true });
      writeFileSync(path.join(dir, "content.json"), JSON.stringify(head.content));
      writeFileSync(path.join(dir, "out", "client", "index.html"), `<!DOCTYPE html><p>${page}</p>`);
      writeFileSync(path.join(dir, "out", "client", "assets", `app-${id}.js`), `console.log(${JSON.stringify(id)});`);
      writeFileSync(path.join(dir, "out", "server", "index.js"), "export {};");
      const at = new Date().toISOString();
      writeFileSync(
        path.join(dir, "build.json"),
        JSON.stringify({
          id,
          revision: 2,
          by: "owner@example.co.nz",
          startedAt: at,
          finishedAt: at,
          state,
          error: null,
        }),
      );
    };
    const [older, previous, live, unfinished] = [
      "20261124-031500-123001",
      "20261125-031500-123001",
      "20261126-031500-123001",
      "20261127-031500-123001",
    ] as const;
    build(older, "Older");
    build(previous, "Previous");
    build(live, "Live");
    builds.goLive(older);
    builds.goLive(previous);
    builds.goLive(live);
    build(unfinished, "Being built", "running");
    expect(builds.pointer()).toEqual({ live, previous });
    expect(lstatSync(path.join(dataDir, "builds", "node_modules")).isSymbolicLink()).toBe(true);
    const liveIndex = readFileSync(path.join(builds.liveDir()!, "index.html"));

    const backupDir = path.join(tempDir("backup-"), "with-builds");
    const { stdout } = await backUp(dataDir, backupDir);
    expect(stdout).toMatch(
      /^Backed up 0 quotes, 0 photos, 2 content revisions, 2 site builds and 0 website photos from /,
    );
    // The pointer, and of the builds it names only what serving needs, every file with its checksum.
    const files = filesIn(backupDir);
    const kept = (id: string) => [
      `builds/${id}/build.json`,
      `builds/${id}/content.json`,
      `builds/${id}/out/client/assets/app-${id}.js`,
      `builds/${id}/out/client/index.html`,
    ];
    expect(files).toEqual(["quotes.db", ...kept(previous), ...kept(live), "builds/live.json"]);

    const restoredDir = tempDir("restored-");
    const restored = await restore(backupDir, restoredDir);
    expect(restored.stdout).toMatch(
      /^Restored 0 quotes, 0 photos, 2 content revisions, 2 site builds and 0 website photos \(backup of /,
    );
    const restoredStore = openQuoteStore(restoredDir);
    try {
      const restoredContent = new ContentStore(restoredStore.db, () => {
        throw new Error("the restored database has no revisions: the seed was asked for");
      });
      expect(restoredContent.head()).toEqual(head);
      expect(restoredContent.head()).toMatchObject({ revision: 2, content: second, savedBy: "office@example.co.nz" });
      expect(restoredContent.list()).toEqual(history);
      expect(restoredContent.get(1)?.content).toEqual(first);
    } finally {
      restoredStore.close();
    }

    // The server on the restored folder serves the same live build, and can still roll back to the previous one.
    const after = new Builds({ dataDir: restoredDir, log });
    expect(after.pointer()).toEqual({ live, previous });
    expect(after.liveDir()).toBe(path.join(restoredDir, "builds", live, "out", "client"));
    expect(readFileSync(path.join(after.liveDir()!, "index.html"))).toEqual(liveIndex);
    expect(after.list().map((b) => [b.id, b.state])).toEqual([
      [live, "ready"],
      [previous, "ready"],
    ]);
    expect(after.rollBack()).toEqual({ live: previous, previous: live });
    expect(readFileSync(path.join(after.liveDir()!, "index.html"), "utf8")).toContain("Previous");
    expect(after.rollBack()).toEqual({ live, previous });
    // The link to the project's node_modules is not in the backup: the server made it again at start.
    expect(lstatSync(path.join(restoredDir, "builds", "node_modules")).isSymbolicLink()).toBe(true);

    // A build's file changed, or one added, after the backup was written: the backup is refused as damaged.
    const page = path.join(backupDir, "builds", live, "out", "client", "index.html");
    writeFileSync(page, "<p>Changed</p>");
    writeFileSync(path.join(backupDir, "builds", live, "out", "client", "extra.html"), "<p>Extra</p>");
    expect(verifyBackup(backupDir)).toEqual([
      `builds/${live}/out/client/index.html does not match its checksum`,
      `builds/${live}/out/client/extra.html is not in the manifest`,
    ]);
  });

  test("the owner's photos for the website come back byte for byte, and a photo still being encoded waits", async () => {
    const dataDir = tempDir("backup-data-");
    openQuoteStore(dataDir).close();
    const media = new OwnerMedia({ dataDir, log: logger(() => {}) });
    const processed = await processPhoto(
      { name: "bathroom.jpg", bytes: await cameraJpeg(7, 1800, 1200) },
      { ...DEFAULT_PHOTO_OPTIONS, maxSide: 2400 },
    );
    if (!processed.ok) throw new Error("the test photo was refused");
    const { src } = await media.add(processed.photo);
    const hash = /([0-9a-f]{20})\.jpg$/.exec(src)![1]!;
    // Files of a photo whose encoding was under way: not in the manifest yet, so not in the backup.
    writeFileSync(path.join(media.dir, "originals", "0123456789abcdef0123.jpg"), "half");
    writeFileSync(path.join(media.dir, "owner", "0123456789abcdef0123-480.avif"), "half");
    const stored = [
      "manifest.json",
      `originals/${hash}.jpg`,
      `owner/${hash}.jpg`,
      ...[480, 960, 1600].flatMap((w) => [`owner/${hash}-${w}.avif`, `owner/${hash}-${w}.webp`]),
    ];

    const backupDir = path.join(tempDir("backup-"), "with-photos");
    const { stdout } = await backUp(dataDir, backupDir);
    expect(stdout).toMatch(
      /^Backed up 0 quotes, 0 photos, 0 content revisions, 0 site builds and 1 website photo from /,
    );
    expect(
      filesIn(backupDir)
        .filter((f) => f.startsWith("media/"))
        .sort(),
    ).toEqual(stored.map((f) => `media/${f}`).sort());

    const restoredDir = tempDir("restored-");
    const restored = await restore(backupDir, restoredDir);
    expect(restored.stdout).toMatch(
      /^Restored 0 quotes, 0 photos, 0 content revisions, 0 site builds and 1 website photo /,
    );
    for (const file of stored)
      expect(sha(readFileSync(path.join(restoredDir, "media", file))), file).toBe(
        sha(readFileSync(path.join(media.dir, file))),
      );
    expect(readdirSync(path.join(restoredDir, "media", "owner"))).toHaveLength(7);
    expect(statSync(path.join(restoredDir, "media")).mode & 0o777).toBe(0o700);
    const after = new OwnerMedia({ dataDir: restoredDir, log: logger(() => {}) });
    expect(after.has(src)).toBe(true);
    expect(after.manifest()).toEqual(media.manifest());

    // A photo's file changed after the backup was written: the backup is refused as damaged.
    writeFileSync(path.join(backupDir, "media", "owner", `${hash}-480.avif`), "changed");
    expect(verifyBackup(backupDir)).toEqual([`media/owner/${hash}-480.avif does not match its checksum`]);
  });
});
