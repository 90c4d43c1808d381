import { writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { SCHEMA_VERSION } from "../quotes/db.ts";
import { fixtureSite, tempDir } from "../../test/support/server/http.ts";
import { startSmtpSink } from "../../test/support/server/smtp-sink.ts";
import { spawnServer, spawnServerToFail, type SpawnedServer } from "../../test/support/server/spawn-server.ts";
import { waitFor } from "../../test/support/server/wait.ts";

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const quote = {
  form: "home",
  name: "Aroha Ngata",
  phone: "021 555 0101",
  email: "aroha@example.co.nz",
  service: "leak-detection",
  urgency: "urgent",
  location: "Papatoetoe",
  message: "Water under the kitchen floor.",
};

describe("the server reads .env as the build does (docs/decisions/011-operations.md)", { timeout: 30_000 }, () => {
  test("delivery and proxy settings written only in .env take effect; the real environment wins", async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const cwd = tempDir("env-file-");
    const env = [
      "PORT=0",
      "HOST=127.0.0.1",
      `DATA_DIR=${tempDir("env-file-data-")}`,
      `SITE_DIR=${fixtureSite()}`,
      `SMTP_URL=${sink.url.replace("smtp://", "smtp://leads:s3cret-Pa55@")}`,
      "LEADS_EMAIL_TO=owner@plumber.example.nz",
      "LEADS_EMAIL_FROM=Leads <leads@plumber.example.nz>",
      "TRUST_PROXY=true",
      "SITE_URL=http://plumber.example.nz",
      "BUSINESS_NAME=From The File Plumbing",
      "QUOTE_MIN_FILL_MS=0",
    ];
    writeFileSync(path.join(cwd, ".env"), `${env.join("\n")}\n`);
    const server: SpawnedServer = await spawnServer({ cwd, env: { BUSINESS_NAME: "Environment Wins Plumbing" } });
    cleanup.push(() => server.stop());

    const answer = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
      body: JSON.stringify(quote),
    });
    expect(answer.status).toBe(201);
    // TRUST_PROXY from the file: the proxy's word that the visitor used HTTPS is taken, so HSTS is sent.
    expect(answer.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    // SMTP_URL and LEADS_EMAIL_* from the file: the lead email arrives, signed with the business name.
    const mail = await waitFor("the lead email", () =>
      sink.messages.find((m) => m.envelope.to.includes("owner@plumber.example.nz")),
    );
    expect(mail.envelope.to).toEqual(["owner@plumber.example.nz"]);
    expect(mail.envelope.user).toBe("leads");
    expect(mail.text).toContain("Aroha Ngata");

    const [start] = server.entries();
    expect(start).toMatchObject({
      level: "info",
      msg: "starting",
      trustProxy: true,
      business: "Environment Wins Plumbing",
      // The customer's acknowledgement comes with email unless QUOTE_ACK_EMAIL=false.
      channels: ["email", "ack"],
    });
    expect(server.output()).not.toContain("s3cret-Pa55");
    expect(JSON.stringify(start)).toContain("leads:****@");
    const warnings = server
      .entries()
      .filter((e) => e.level === "warn" && /CHECK YOUR CONFIGURATION/.test(String(e.msg)));
    expect(warnings.map((w) => w.msg)).toEqual([
      expect.stringContaining("BUSINESS_PHONE is the sample 09 123 4567"),
      expect.stringContaining("SITE_URL starts with http:// behind TRUST_PROXY"),
    ]);
  });

  test("code older than the database refuses to start, and says why", async () => {
    const dataDir = tempDir("env-file-data-");
    const db = new DatabaseSync(path.join(dataDir, "quotes.db"));
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    const { code, stderr } = await spawnServerToFail({ PORT: "0", DATA_DIR: dataDir, SITE_DIR: fixtureSite() });
    expect(code).toBe(1);
    expect(stderr).toContain(`schema version ${SCHEMA_VERSION + 1}, but this code knows only up to ${SCHEMA_VERSION}`);
    const reopened = new DatabaseSync(path.join(dataDir, "quotes.db"));
    expect(reopened.prepare("PRAGMA user_version").get()).toEqual({ user_version: SCHEMA_VERSION + 1 });
    reopened.close();
  });
});
