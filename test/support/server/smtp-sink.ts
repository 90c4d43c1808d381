import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface MimeEntity {
  /** Header names lower-cased, in order, values unfolded and decoded. */
  headers: [string, string][];
  header: (name: string) => string | undefined;
  body: string;
  parts: MimeEntity[];
}

interface ReceivedMail {
  /** When the message was accepted (ms since epoch), for delivery-latency figures. */
  receivedAt: number;
  envelope: { from: string; to: string[]; user?: string };
  raw: string;
  message: MimeEntity;
  text: string;
  html: string;
}

const bytes = (qp: string) => {
  const out: number[] = [];
  for (let i = 0; i < qp.length; i++) {
    if (qp[i] === "=" && /^[0-9A-F]{2}$/i.test(qp.slice(i + 1, i + 3))) {
      out.push(parseInt(qp.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...Buffer.from(qp[i]!, "utf8"));
  }
  return Buffer.from(out).toString("utf8");
};

/** RFC 2047 encoded words, as nodemailer writes non-ASCII header text. */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : bytes(text.replace(/_/g, " ")),
    );

const decodeBody = (body: string, encoding = "") => {
  if (/base64/i.test(encoding)) return Buffer.from(body, "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) return bytes(body.replace(/=\r\n/g, ""));
  return body;
};

/** Just enough MIME to read what nodemailer sends: headers, multipart/alternative and the two transfer encodings. */
function parseMime(raw: string): MimeEntity {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const rawBody = split === -1 ? "" : raw.slice(split + 4);
  const headers = head
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim())];
    });
  const header = (name: string) => headers.find(([n]) => n === name.toLowerCase())?.[1];
  const boundary = /boundary="?([^";]+)"?/i.exec(header("content-type") ?? "")?.[1];
  const parts = boundary
    ? rawBody
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => parseMime(part.replace(/^\r\n/, "").replace(/\r\n$/, "")))
    : [];
  return { headers, header, body: boundary ? "" : decodeBody(rawBody, header("content-transfer-encoding")), parts };
}

/** The decoded body of the first part of `type`, line breaks as "\n" (SMTP carries them as CRLF). */
const find = (entity: MimeEntity, type: string): string => {
  if (entity.header("content-type")?.startsWith(type)) return entity.body.replace(/\r\n/g, "\n");
  return entity.parts.map((p) => find(p, type)).find(Boolean) ?? "";
};

/**
 * A real SMTP server on loopback that keeps what it receives. `reject(n)` makes the n-th DATA fail with a
 * temporary error, as a mail server under maintenance would; refused messages are kept apart.
 */
export async function startSmtpSink(options: { reject?: (n: number) => boolean } = {}) {
  const messages: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    // Its self-signed certificate would fail the client's check; the deployed server uses a real one.
    disabledCommands: ["STARTTLS"],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count++;
        const refuse = options.reject?.(count) ?? false;
        const raw = Buffer.concat(chunks).toString("utf8");
        const message = parseMime(raw);
        (refuse ? refused : messages).push({
          receivedAt: Date.now(),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
          },
          raw,
          message,
          text: find(message, "text/plain"),
          html: find(message, "text/html"),
        });
        if (refuse) callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
