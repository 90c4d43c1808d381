import { Hono } from "hono";
import type { QuoteStore } from "./db.ts";
import { SCHEMA_VERSION } from "./db.ts";

/**
 * GET /healthz for uptime monitors: 200 only when the database takes a write (a quote could be stored now), with
 * the delivery backlog and how long its oldest entry has waited, so a monitor can alert on stuck deliveries too.
 * Counts and ages only: nothing about any lead (docs/decisions/011-operations.md).
 */
export function healthRoute(store: QuoteStore) {
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
      return c.json({
        status: "ok",
        schemaVersion: SCHEMA_VERSION,
        deliveries: { pending: backlog.pending, failed: backlog.failed, oldestPendingSeconds },
      });
    } catch {
      return c.json({ status: "unavailable", error: "the database cannot be written" }, 503);
    }
  });
  return app;
}
