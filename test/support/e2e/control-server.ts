import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { readSiteEnv } from "../../../config/env";
import { createStaticSite } from "../../../server/site/static";
import { siteDir } from "../site-server";

export interface QuoteMode {
  status: number;
  delayMs?: number;
  /** Drop the connection without an answer: what a network failure looks like to the browser. */
  destroy?: boolean;
  /** The JSON answered instead of the default (`{ id }` on success, `{ error }` otherwise). */
  body?: unknown;
}

/**
 * A real local HTTP endpoint the form tests control: it serves the built site and answers POST /api/quote the
 * way the test says (status, delay, dropped connection), recording every body and content type it received.
 */
export async function startControlServer() {
  const serveSite = createStaticSite(siteDir(), { siteEnv: readSiteEnv(process.env) });
  let mode: QuoteMode = { status: 201 };
  const received: { contentType: string | undefined; body: Record<string, unknown> }[] = [];
  const app = new Hono<{ Bindings: { incoming: { socket: { destroy: () => void } } } }>();
  app.post("/api/quote", async (c) => {
    received.push({ contentType: c.req.header("content-type"), body: await c.req.json<Record<string, unknown>>() });
    const { status, delayMs = 0, destroy, body } = mode;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (destroy) {
      c.env.incoming.socket.destroy();
      return new Response(null);
    }
    return Response.json(body ?? (status < 300 ? { id: received.length } : { error: "test" }), { status });
  });
  app.get("*", serveSite);
  const server: ServerType = await new Promise((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: QuoteMode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
