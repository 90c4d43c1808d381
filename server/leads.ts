import { openQuoteStore, type StoredQuote } from "./db.ts";

const columns: (keyof StoredQuote)[] = [
  "id",
  "received_at",
  "form",
  "name",
  "phone",
  "email",
  "service",
  "urgency",
  "location",
  "message",
  "page",
];

/** RFC 4180: quote every field that holds a comma, quote or line break, doubling inner quotes. */
export function toCsv(rows: StoredQuote[]): string {
  const cell = (value: unknown) => {
    const text = String(value ?? "");
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))].join("\r\n") + "\r\n";
}

export function toTable(rows: StoredQuote[]): string {
  if (rows.length === 0) return "No quotes yet.";
  return rows
    .map((r) =>
      [
        `#${r.id}  ${r.received_at}  (${r.form === "home" ? "home page" : "/quote"} form${r.page ? `, ${r.page}` : ""})`,
        `  ${r.name} · ${r.phone}${r.email ? ` · ${r.email}` : ""}`,
        `  ${r.service}${r.urgency ? ` · ${r.urgency}` : ""}${r.location ? ` · ${r.location}` : ""}`,
        ...(r.message ? [`  ${r.message.replace(/\s+/g, " ").slice(0, 300)}`] : []),
      ].join("\n"),
    )
    .join("\n\n");
}

if (import.meta.main) {
  const store = openQuoteStore(process.env.DATA_DIR ?? "data");
  const rows = store.list();
  store.close();
  process.stdout.write(process.argv.includes("--csv") ? toCsv(rows) : `${toTable(rows)}\n`);
}
