import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createStaticSite } from "../../server/static";
import { siteDir } from "../../test/support/site-server";

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
  const site = createStaticSite(siteDir());
  let mode: QuoteMode = { status: 201 };
  const received: { contentType: string | undefined; body: Record<string, unknown> }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/api/quote" && req.method === "POST") {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        received.push({ contentType: req.headers["content-type"], body: JSON.parse(raw) as Record<string, unknown> });
        const { status, delayMs = 0, destroy, body } = mode;
        setTimeout(() => {
          if (destroy) {
            req.socket.destroy();
            return;
          }
          res
            .writeHead(status, { "content-type": "application/json" })
            .end(JSON.stringify(body ?? (status < 300 ? { id: received.length } : { error: "test" })));
        }, delayMs);
      });
      return;
    }
    const file = site.serve(url.pathname, String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(file.status, file.headers).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
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
