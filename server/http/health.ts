import { Hono } from "hono";
import { type QuoteStore, SCHEMA_VERSION } from "../quotes/db.ts";
import { QUOTE_ROOM_BYTES, type DiskWatch } from "./disk-space.ts";

/**
 * GET /healthz for uptime monitors: 200 only when the database takes a write (a quote could be stored now), with
 * the delivery backlog and how long its oldest entry has waited, so a monitor can alert on stuck deliveries too,
 * and the data folder's free space. Counts and ages only: nothing about any lead
 * (docs/decisions/011-operations.md).
 *
 * Low or critical free space stays 200: below the floor only the owner's writes are refused, and quotes are still
 * stored, which is what 200 promises. A monitor that should page on it reads `disk.status`; a 503 would say the
 * inbox is down while it is taking quotes, and a load balancer would take it out of service. A disk with no room
 * left for a quote (QUOTE_ROOM_BYTES) is 503: the probe below writes nothing, so it cannot see that by itself.
 */
export function healthRoute(store: QuoteStore, disk?: Pick<DiskWatch, "read">) {
  const app = new Hono();
  // A write that changes nothing: it needs the write lock and a writable file, as storing a quote does.
  const probe = store.db.prepare("UPDATE quotes SET id = id WHERE 0");
  app.get("/", (c) => {
    c.header("Cache-Control", "no-store");
    try {
      store.db.exec("BEGIN IMMEDIATE");
      try {
        probe.run();
      } finally {
        store.db.exec("ROLLBACK");
      }
      const backlog = store.deliveries.backlog();
      const oldestPendingSeconds = backlog.oldestPendingAt
        ? Math.max(0, Math.round((Date.now() - Date.parse(backlog.oldestPendingAt)) / 1000))
        : 0;
      const space = disk?.read();
      if (space && space.freeBytes < QUOTE_ROOM_BYTES)
        return c.json(
          { status: "unavailable", error: "the disk is full: a quote may not be stored", disk: space },
          503,
        );
      return c.json({
        status: "ok",
        schemaVersion: SCHEMA_VERSION,
        deliveries: { pending: backlog.pending, failed: backlog.failed, oldestPendingSeconds },
        ...(disk && { disk: space ?? { freeBytes: null, status: "unknown" } }),
      });
    } catch {
      return c.json({ status: "unavailable", error: "the database cannot be written" }, 503);
    }
  });
  return app;
}
