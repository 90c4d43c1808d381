import type { QuoteStore } from "../../../server/quotes/db.ts";

/**
 * Fills a store with `count` leads for the dashboard's scale test and bench: varied names, suburbs, services,
 * urgencies and statuses, messages of 70 to 420 characters, 1 in 97 quarantined, spread over the last two years.
 */
export function seedLeads(store: QuoteStore, count: number): void {
  const suburbs = ["Papatoetoe", "Manurewa", "Otara", "Mangere", "Howick", "Ponsonby", "Remuera", "Takapuna"];
  const services = ["hot-water", "leak-detection", "emergency", "drain-unblocking", "maintenance", "general"];
  const statuses = ["new", "contacted", "quoted", "won", "lost", "won", "lost", "spam"];
  const insert = store.db.prepare(
    `INSERT INTO quotes (form, name, email, phone, service, urgency, location, message, page, received_at, status, spam)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.now() - 2 * 365 * 86_400_000;
  store.db.exec("BEGIN");
  for (let i = 0; i < count; i++)
    insert.run(
      i % 2 ? "home" : "quote",
      `Customer ${i}`,
      `customer${i}@example.co.nz`,
      `021 555 ${String(i).padStart(6, "0")}`,
      services[i % services.length]!,
      ["", "urgent", "soon", "emergency", "flexible"][i % 5]!,
      suburbs[i % suburbs.length]!,
      "Water pooling under the kitchen sink; the cylinder is 15 years old. ".repeat(1 + (i % 6)),
      "/",
      new Date(start + (i / count) * 2 * 365 * 86_400_000).toISOString(),
      statuses[i % statuses.length]!,
      i % 97 === 0 ? 1 : 0,
    );
  store.db.exec("COMMIT");
}
