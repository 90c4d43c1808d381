import { serve, type ServerType } from "@hono/node-server";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { scriptHash, writeInlineScripts } from "../../../server/site/inline-scripts.ts";

export const inlineScript = "window.__hydrate = 1;";

export const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/**
 * A small stand-in for the built site: two pages, a 404 page, a hashed asset with a brotli twin, and the record of
 * the pages' inline script that a build keeps for their Content-Security-Policy (server/site/inline-scripts.ts).
 */
export function fixtureSite(): string {
  const dir = tempDir("site-");
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>${inlineScript}</script></body></html>`;
  writeFileSync(path.join(dir, "index.html"), page("Home"));
  mkdirSync(path.join(dir, "about"));
  writeFileSync(path.join(dir, "about", "index.html"), page("About"));
  writeFileSync(path.join(dir, "404.html"), page("Oops! Page not found"));
  const scripts = [scriptHash(inlineScript)];
  writeInlineScripts(dir, { "index.html": scripts, "about/index.html": scripts, "404.html": scripts });
  mkdirSync(path.join(dir, "assets"));
  const js = "console.log('app');".repeat(100);
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), js);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(js));
  return dir;
}

export async function listen(app: {
  fetch: (r: Request) => Response | Promise<Response>;
}): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver for webhooks on loopback. `answer(n)` decides the n-th request's status, or "hang" to
 * never answer it (the sender's timeout must fire).
 */
export async function startWebhookSink(answer: (n: number) => number | "hang" = () => 200) {
  const received: ReceivedRequest[] = [];
  let plan = answer;
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const status = plan(received.length);
      if (status !== "hang") res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    answer: (next: typeof answer) => (plan = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
