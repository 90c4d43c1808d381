import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { SCHEMA_VERSION } from "../quotes/db.ts";
import { startInbox } from "../../test/support/server/app.ts";
import { tempDir } from "../../test/support/server/http.ts";

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0).reverse()) step();
});

const quote = { form: "home", name: "Private Name", phone: "021 555 0101", service: "other" } as const;

async function start() {
  const dataDir = tempDir("health-");
  const { url, server, parts } = await startInbox({ config: { dataDir, channels: ["webhook"] } });
  const { store } = parts;
  cleanup.push(() => {
    server.close();
    store.close();
  });
  return { url, store, dataDir };
}

describe("GET /healthz (docs/decisions/011-operations.md)", { timeout: 30_000 }, () => {
  test("200 with the delivery backlog and its oldest age, and nothing about any lead", async () => {
    const { url, store } = await start();
    store.insert(quote, { userAgent: "test", receivedAt: new Date(Date.now() - 90_000) });
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { deliveries: { pending: number; oldestPendingSeconds: number } };
    expect(body).toMatchObject({ status: "ok", schemaVersion: SCHEMA_VERSION, deliveries: { pending: 1, failed: 0 } });
    expect(body.deliveries.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
    // The phone as typed and as stored (+64 21 …), not "021" alone: the free disk bytes are digits too.
    expect(JSON.stringify(body)).not.toMatch(/Private|555 ?0101|webhook/);
  });

  test("503 while the database cannot take a write", async () => {
    const { url, dataDir } = await start();
    const other = new DatabaseSync(path.join(dataDir, "quotes.db"));
    other.exec("PRAGMA busy_timeout = 0; BEGIN EXCLUSIVE");
    try {
      const res = await fetch(`${url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", error: "the database cannot be written" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
