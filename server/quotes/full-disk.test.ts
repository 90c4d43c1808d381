import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { fixtureSite, tempDir } from "../../test/support/server/http.ts";
import { spawnServer } from "../../test/support/server/spawn-server.ts";

/**
 * A quote on a disk that is really full (issue 44): a small memory-backed file system of its own, mounted for the
 * test. Mounting needs root, as the test suite runs in CI; where it is refused the test says so and is skipped.
 */
const mountSmallDisk = (dir: string) => execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", dir]);
const unmount = (dir: string) => {
  execFileSync("umount", [dir]);
};
const canMount = (() => {
  try {
    const dir = tempDir("mount-probe-");
    mountSmallDisk(dir);
    unmount(dir);
    return true;
  } catch {
    return false;
  }
})();

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Writes files until the disk refuses another byte. */
function fill(dir: string) {
  const files: string[] = [];
  for (const size of [256 * 1024, 4096, 512])
    try {
      for (;;) {
        const file = path.join(dir, `fill-${files.length}`);
        writeFileSync(file, Buffer.alloc(size));
        files.push(file);
      }
    } catch {
      // Full at this size: on to a smaller one.
    }
  return files;
}

describe("a quote on a full disk", () => {
  test.skipIf(!canMount)(
    'is refused with "please call us", nothing half-stored, and the next quote after space is freed is stored',
    { timeout: 60_000 },
    async () => {
      const disk = tempDir("full-disk-");
      mountSmallDisk(disk);
      cleanup.push(() => unmount(disk));
      const dataDir = path.join(disk, "data");
      mkdirSync(dataDir);
      const server = await spawnServer({
        env: { PORT: "0", DATA_DIR: dataDir, SITE_DIR: fixtureSite(), QUOTE_RATE_LIMIT: "0", QUOTE_MIN_FILL_MS: "0" },
      });
      cleanup.push(() => server.stop());
      const send = (name: string) =>
        fetch(`${server.url}/api/quote`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            form: "home",
            name,
            phone: "021 555 0101",
            service: "other",
            message: "x".repeat(2000),
          }),
        });
      expect((await send("Before")).status).toBe(201);

      const files = fill(disk);
      const refused = await send("On a full disk");
      expect(refused.status).toBe(500);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Please call us instead\.$/);
      // /healthz's probe writes nothing, so it cannot see a full disk by itself: the free space tells it.
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: "unavailable",
        error: "the disk is full: a quote may not be stored",
        disk: { freeBytes: 0, status: "critical" },
      });

      for (const file of files.slice(0, 8)) rmSync(file);
      const after = await send("After");
      expect(after.status).toBe(201);
      // Ids run on from the one before: the refused quote left no row behind.
      expect(await after.json()).toEqual({ id: 2 });
    },
  );
});
