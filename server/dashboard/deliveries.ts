import { Hono } from "hono";
import type { QuoteStore } from "../quotes/db.ts";
import { logger, type Log } from "../core/log.ts";
import { ID_PATTERN } from "../../shared/leads/lead-fields.ts";
import type { User } from "../accounts/users.ts";
import type { Failures } from "../../shared/api/leads.ts";

/**
 * /admin/api/deliveries: the deliveries that failed for good (every attempt used) and the owner has not yet dealt
 * with, for the dashboard's banner; Retry queues one again with a fresh attempt budget, Dismiss hides it. Mounted
 * behind the dashboard's session check.
 */
export function deliveryRoutes(store: QuoteStore, log: Log) {
  const app = new Hono<{ Variables: { user: User } }>();
  const { info } = logger(log);
  const gone = { error: "That delivery is not waiting on a decision." };

  app.get("/", (c) => c.json({ failures: store.deliveries.undismissedFailures() } satisfies Failures));

  app.post(`/:id{${ID_PATTERN}}/retry`, (c) => {
    const id = Number(c.req.param("id"));
    if (!store.deliveries.retry(id)) return c.json(gone, 404);
    info("failed delivery queued again", { delivery: id, user: c.get("user").email });
    return c.body(null, 204);
  });

  app.post(`/:id{${ID_PATTERN}}/dismiss`, (c) => {
    const id = Number(c.req.param("id"));
    if (!store.deliveries.dismiss(id)) return c.json(gone, 404);
    info("failed delivery dismissed", { delivery: id, user: c.get("user").email });
    return c.body(null, 204);
  });

  return app;
}
