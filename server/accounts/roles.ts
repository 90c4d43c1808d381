import type { MiddlewareHandler } from "hono";
import type { AdminEnv } from "./cookies.ts";

/** What staff are told on every editing route, preview and build. */
export const OWNER_ONLY = "Only the owner can edit the website.";

/**
 * Refuses everything but an owner's request with 403, saying `message`: JSON under /admin/api/, a plain text page
 * otherwise (the dashboard's own site pages, the preview, the privacy requests' page). Mounted behind the session
 * check, which sets `user`; without one it refuses too, so a mistake in the order fails
 * closed.
 */
export const ownerOnly =
  (message: string): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    if (c.get("user")?.role === "owner") return next();
    if (c.req.path.startsWith("/admin/api/")) return c.json({ error: message }, 403);
    return c.text(message, 403);
  };

/** The website's editing, preview and builds: owner only. */
export const requireOwner = ownerOnly(OWNER_ONLY);
