/**
 * A lead's own fields, what the customer sent: the one list of them. Each is a text column of the quotes table by
 * the same name ("" when the lead's form does not ask for it), a field of the lead as the dashboard reads it (the
 * list's only when `listed`) and a column of the CSV (headed `csv`), in this order. Which form asks for which, with
 * its label, limit and choices, is the forms' own tables (shared/forms/); a form's field must be one of these.
 *
 * Adding a field to a quote form takes:
 * 1. its row here;
 * 2. its row in the form's table (shared/forms/home-form.ts or quote-page-form.ts), which gives it on the site, its
 *    validation (server/quotes/quote-schema.ts) and its label;
 * 3. its column, by a migration appended to server/quotes/migrations.ts (`ALTER TABLE quotes ADD COLUMN … NOT NULL
 *    DEFAULT ''`);
 * 4. where the owner should read it: the lead page (admin/leads/lead-details.tsx) and, if it matters at once,
 *    the email, push and webhook (server/delivery/mail.ts, ntfy.ts, webhook.ts);
 * 5. the fields a second send from the same tab is compared on (server/quotes/resubmission.ts keeps its own list still).
 * The insert, the stored and the dashboard's types, the dashboard's checks of them and the CSV follow from 1.
 */
export const leadFields = [
  { name: "name", csv: "name", listed: true },
  { name: "phone", csv: "phone", listed: true },
  { name: "email", csv: "email", listed: true },
  { name: "service", csv: "service", listed: true },
  { name: "urgency", csv: "urgency", listed: true },
  { name: "location", csv: "suburb", listed: true },
  { name: "message", csv: "message", listed: false },
] as const;

type LeadField = (typeof leadFields)[number];
export type LeadFieldName = LeadField["name"];
export type ListedName = Extract<LeadField, { listed: true }>["name"];

/** A lead's fields as stored: every one a string, "" when not given. */
export type LeadFields = Record<LeadFieldName, string>;

export const leadFieldNames: readonly LeadFieldName[] = leadFields.map((f) => f.name);
export const listedFieldNames = leadFields.filter((f) => f.listed).map((f) => f.name) as readonly ListedName[];
/** The rest, that a lead's page, the quarantine and the export read beside the list's. */
export const unlistedFieldNames: readonly Exclude<LeadFieldName, ListedName>[] = leadFields
  .filter((f) => !f.listed)
  .map((f) => f.name as Exclude<LeadFieldName, ListedName>);
