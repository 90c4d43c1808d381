import { connect } from "node:net";

/** One HTTP/1.1 response as it crossed the wire: the header block (status line to the blank line) and the body. */
export interface RawResponse {
  head: string;
  headerBytes: number;
  bodyBytes: number;
}

/**
 * GETs `path` from a running server over a plain socket and returns the bytes exactly as sent, headers included:
 * what a new connection's first round trip must carry (docs/decisions/005-paint-first.md). `fetch` hides the
 * header block and decodes the body, so it cannot measure either.
 */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const request = [
    `GET ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n") + 4;
      if (split < 4) return reject(new Error(`No complete response from ${base}${path}`));
      resolve({ head: raw.subarray(0, split).toString("latin1"), headerBytes: split, bodyBytes: raw.length - split });
    });
  });
}
