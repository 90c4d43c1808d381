import { once } from "node:events";
import { leadsCsv } from "./lead-csv.ts";
import { Leads } from "./leads.ts";
import { loadConfigOrExit } from "../config/config-load.ts";
import { storeOptions } from "../quotes/store-options.ts";
import type { StoredQuote } from "../quotes/migrations.ts";
import { openQuoteStore } from "../quotes/db.ts";
import type { Delivery } from "../quotes/delivery-queue.ts";
import { deliveryPhase } from "../quotes/delivery-phase.ts";
import { describeLead } from "../quotes/lead.ts";

type LeadRow = StoredQuote & { deliveries: Delivery[] };

const spamReasons = (row: StoredQuote) => (JSON.parse(row.spam_reasons) as string[]).join(", ");

/** One delivery in a few words (its phase), with the error when it has not gone through. */
function describeDelivery(d: Delivery): string {
  switch (deliveryPhase(d)) {
    case "sent":
      return `${d.channel} sent${d.attempts > 1 ? ` (attempt ${d.attempts})` : ""}`;
    case "failed":
      return `${d.channel} FAILED after ${d.attempts} attempt${d.attempts === 1 ? "" : "s"}: ${d.last_error}`;
    case "sending":
      return `${d.channel} sending`;
    case "not-needed":
      return `${d.channel} not needed`;
    case "retrying":
      return `${d.channel} retrying after ${d.attempts} failed (${d.last_error}), next at ${d.next_attempt_at}`;
    case "queued":
    case "scheduled":
      // An escalation waits for the lead's answer-by time.
      return Date.parse(d.next_attempt_at) > Date.now()
        ? `${d.channel} due ${d.next_attempt_at}`
        : `${d.channel} queued`;
  }
}

export function toTable(rows: LeadRow[]): string {
  if (rows.length === 0) return "No quotes yet.";
  return rows
    .map((r) => ({ ...r, lead: describeLead(r) }))
    .map((r) =>
      [
        `#${r.id}  ${r.received_at}  (${r.form === "home" ? "home page" : "/quote"} form${r.page ? `, ${r.page}` : ""})`,
        ...(r.spam
          ? [`  SPAM (${spamReasons(r)}): not delivered. If it is real: npm run leads -- --release ${r.id}`]
          : r.spam_reasons !== "[]"
            ? [`  Released from spam quarantine (${spamReasons(r)})`]
            : []),
        `  ${r.name} · ${r.phone}${r.email ? ` · ${r.email}` : ""}`,
        // The service and urgency in the words of the lead's form, as its email gives them.
        `  ${r.lead.service}${r.lead.urgency ? ` · ${r.lead.urgency}` : ""}${r.location ? ` · ${r.location}` : ""}`,
        ...(r.message ? [`  ${r.message.replace(/\s+/g, " ").slice(0, 300)}`] : []),
        ...(r.spam ? [] : [`  Delivery: ${r.deliveries.map(describeDelivery).join(" · ") || "none queued"}`]),
      ].join("\n"),
    )
    .join("\n\n");
}

if (import.meta.main) {
  const config = loadConfigOrExit(process.env);
  const store = openQuoteStore(config.dataDir, storeOptions(config));
  const release = process.argv.indexOf("--release");
  if (process.argv.includes("--retry-failed")) {
    const count = store.deliveries.retryFailed();
    process.stdout.write(
      count > 0
        ? `${count} failed ${count === 1 ? "delivery" : "deliveries"} queued again for the running server.\n`
        : "No failed deliveries.\n",
    );
  } else if (release !== -1) {
    const id = Number(process.argv[release + 1]);
    // Run with the server's environment: the channels to queue come from it, and releasing into none would be lost.
    if (config.channels.length === 0) {
      process.stderr.write("No delivery is configured here: run this with the server's SMTP_URL/LEADS_WEBHOOK_URL.\n");
      process.exitCode = 1;
    } else if (new Leads(store).release(id, "npm run leads")) {
      process.stdout.write(`Quote #${id} released: ${config.channels.join(", ")} queued for the running server.\n`);
    } else {
      process.stderr.write(`Quote #${id} is not in spam quarantine.\n`);
      process.exitCode = 1;
    }
  } else if (process.argv.includes("--csv")) {
    // The dashboard's export, of every lead: spam held in quarantine too, with its reasons.
    for await (const chunk of leadsCsv(new Leads(store).exportAll()))
      if (!process.stdout.write(chunk)) await once(process.stdout, "drain");
  } else {
    const deliveries = Map.groupBy(store.deliveries.list(), (d) => d.quote_id);
    const rows = store.list().map((q) => ({ ...q, deliveries: deliveries.get(q.id) ?? [] }));
    process.stdout.write(`${toTable(rows)}\n`);
  }
  store.close();
}
