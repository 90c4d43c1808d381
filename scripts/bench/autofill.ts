import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { chromium, type CDPSession, type Page } from "playwright-core";
import { DEFAULT_MIN_FILL_MS } from "../../server/core/limits.ts";
import { chromeArgs, chromePath } from "../../test/support/chrome.ts";
import { siteDir, startSiteServer } from "../../test/support/site-server.ts";

/**
 * `npm run bench:autofill`: how fast a person using the phone's autofill can send each quote form, as the inbox sees
 * it (the form's `startedAt`, its first field interaction, to the quote's arrival): the figure the "too-fast" floor
 * (server/quotes/spam.ts) must stay below. Drives the built site (`npm run build` first) in headless Chromium at 375 px
 * with touch, RUNS times (default 5) per form and pace:
 * - tap the first field; tap the autofill suggestion: Chromium's own autofill (the DevTools protocol's
 *   Autofill.trigger with an address profile) fills the name, phone, email and suburb at once, as on a phone;
 * - choose from each list as a phone does, one tap to open the picker and one on the option;
 * - type what autofill cannot fill (the /quote form's required details) at TYPE_MS per character;
 * - swipe up to the button and tap Send.
 * The paces are the time from one tap to the next: TAP_MS (default "250,400") lists them, 250 ms being a practised
 * thumb that reads nothing (sequential taps on a phone take 250-600 ms), 400 ms a quick person.
 */
const runs = Number(process.env.RUNS ?? 5);
const paces = (process.env.TAP_MS ?? "250,400").split(",").map(Number);
const typeMs = Number(process.env.TYPE_MS ?? 200);

const profile = [
  { name: "NAME_FULL", value: "Aroha Ngata" },
  { name: "PHONE_HOME_WHOLE_NUMBER", value: "021 555 0199" },
  { name: "EMAIL_ADDRESS", value: "aroha@example.co.nz" },
  { name: "ADDRESS_HOME_CITY", value: "Manurewa" },
  { name: "ADDRESS_HOME_COUNTRY", value: "NZ" },
];

interface Form {
  label: string;
  path: string;
  form: string;
  first: string;
  /** The lists to choose from, by label, and the option taken. */
  lists: [string, string][];
  /** Fields typed by hand, by label. */
  typed: [string, string][];
  send: string;
}

const forms: Form[] = [
  {
    label: "home form, service only",
    path: "/",
    form: "Request a free quote",
    first: "Name",
    lists: [["Service Type", "emergency"]],
    typed: [],
    send: "Get My Free Quote",
  },
  {
    label: "home form, service and urgency",
    path: "/",
    form: "Request a free quote",
    first: "Name",
    lists: [
      ["Service Type", "emergency"],
      ["Urgency", "emergency"],
    ],
    typed: [],
    send: "Get My Free Quote",
  },
  {
    label: "/quote, details typed (11 characters)",
    path: "/quote",
    form: "Quote request",
    first: "Full Name",
    lists: [["Service Needed", "Leak Detection"]],
    typed: [["Project Details", "Leaking tap"]],
    send: "Submit Quote Request",
  },
];

if (!existsSync(path.join(siteDir(), "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

/** Waits until every island on the page has hydrated (app/lib/islands), waking those below the fold. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) island.dispatchEvent(new Event("pointerdown"));
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-hydrated")),
  );
}

/** Chromium's autofill of the address profile into the form holding the field (as a tap on its suggestion). */
async function autofill(page: Page, cdp: CDPSession, selector: string) {
  const { root } = await cdp.send("DOM.getDocument", {});
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { node } = await cdp.send("DOM.describeNode", { nodeId });
  const frameId = (await cdp.send("Page.getFrameTree")).frameTree.frame.id;
  await cdp.send("Autofill.trigger", { fieldId: node.backendNodeId, frameId, address: { fields: profile } });
}

const server = await startSiteServer({ QUOTE_MIN_FILL_MS: "0" });
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
const db = new DatabaseSync(path.join(server.dataDir, "quotes.db"), { readOnly: true });
const rows: string[][] = [];
try {
  for (const form of forms) {
    for (const pace of paces) {
      const elapsed: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${server.url}${form.path}`, { waitUntil: "networkidle" });
        await hydrated(page);
        const scope = page.getByRole("form", { name: form.form });
        const first = scope.getByLabel(form.first);
        await first.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        const sent = page.waitForRequest((r) => r.url().endsWith("/api/quote") && r.method() === "POST");
        // The clock the inbox judges by starts here, at the first field interaction.
        await first.tap();
        await page.waitForTimeout(pace);
        const id = await first.getAttribute("id");
        await autofill(page, cdp, `[id="${id}"]`);
        for (const [label, option] of form.lists) {
          await page.waitForTimeout(pace);
          await scope.getByLabel(label).tap();
          await page.waitForTimeout(pace);
          await scope.getByLabel(label).selectOption(option);
        }
        for (const [label, text] of form.typed) {
          await page.waitForTimeout(pace);
          await scope.getByLabel(label).tap();
          await scope.getByLabel(label).pressSequentially(text, { delay: typeMs });
        }
        // A swipe up to the button, then the tap on it.
        await page.waitForTimeout(pace);
        await scope.getByRole("button", { name: form.send }).scrollIntoViewIfNeeded();
        await page.waitForTimeout(pace);
        await scope.getByRole("button", { name: form.send }).tap();
        const body = (await sent).postDataJSON() as { name: string; startedAt: number };
        if (body.name !== "Aroha Ngata") throw new Error(`autofill did not fill the name: ${JSON.stringify(body)}`);
        await (await sent).response();
        const stored = db.prepare("SELECT received_at FROM quotes ORDER BY id DESC LIMIT 1").get() as {
          received_at: string;
        };
        elapsed.push(Date.parse(stored.received_at) - body.startedAt);
        await context.close();
      }
      elapsed.sort((a, b) => a - b);
      rows.push([
        form.label,
        `${pace} ms`,
        `${elapsed[0]} ms`,
        `${elapsed[Math.floor(elapsed.length / 2)]} ms`,
        elapsed[0]! < DEFAULT_MIN_FILL_MS ? "yes" : "no",
      ]);
    }
  }
} finally {
  db.close();
  await browser.close();
  await server.stop();
}

const header = ["form", "tap to tap", "fastest", "median", `held (< ${DEFAULT_MIN_FILL_MS} ms)`];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(`Autofill fill time as the inbox sees it (startedAt to arrival), ${runs} runs each:\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
