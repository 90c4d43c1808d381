import { homeQuoteForm, homeServiceOptions, urgencyOptions } from "../forms/home-form.ts";
import { emergencyService, isEmergency } from "../forms/emergency.ts";
import type { QuoteFormName, QuoteFormSpec } from "../forms/quote-fields.ts";
import { pageQuoteForm, quotePageServiceOptions } from "../forms/quote-page-form.ts";
import type { LeadFieldName } from "./lead-shape.ts";

/**
 * The words of a lead shared by the inbox server and the dashboard's browser code: plain data, no Node APIs, so
 * both sides filter, label and check with the same lists.
 */

/** The owner's workflow: new → contacted → quoted → won or lost; spam is for what got past the filters. */
export const leadStatuses = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** One choice of a list's filter: the value the query carries and the owner's words for it. */
interface Choice {
  value: string;
  label: string;
}

/** A filter's choices: its own first (the empty value stands for "any"), then one per word of a labels table. */
const choices = (first: readonly Choice[], labels: Readonly<Record<string, string>>): readonly Choice[] => [
  ...first,
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** The list's status filter: one status, every open one, or (empty) everything but spam. */
export const statusFilters = choices(
  [
    { value: "", label: "All but spam" },
    { value: "open", label: "Open (new, contacted, quoted)" },
  ],
  statusLabels,
);

export const openStatuses: readonly LeadStatus[] = ["new", "contacted", "quoted"];

const forms: Record<QuoteFormName, QuoteFormSpec> = { home: homeQuoteForm, quote: pageQuoteForm };

/**
 * A stored value in the words its form showed: a choice's label ("hot-water" is "Hot Water Cylinder" on the home form
 * and "Hot Water Cylinder Repair" on the /quote form), anything else as it is, so a value no table knows (an old
 * form's) reads as it was stored. The one place a stored choice becomes words: the email, push and webhook, the
 * dashboard and the CSV all read it through here (server/quotes/lead.ts).
 */
export function shownValue(form: QuoteFormName, field: LeadFieldName, value: string): string {
  const options = forms[form].fields.find((f) => f.name === field)?.options;
  return options?.find((o) => o.value === value)?.label ?? value;
}

export interface ServiceGroup {
  /** The value both forms store for the service. */
  key: string;
  label: string;
}

/**
 * Every service either form offers, for the dashboard's filter and counts: the home form's words, and the /quote
 * form's for the one service only it offers ("General Plumbing"), first.
 */
export const serviceGroups: readonly ServiceGroup[] = [
  ...quotePageServiceOptions.filter((o) => !homeServiceOptions.some((h) => h.value === o.value)),
  ...homeServiceOptions,
].map((o) => ({ key: o.value, label: o.label }));

/** The group a stored service value belongs to; an unknown value (an old form's) stands for itself. */
export function serviceGroupOf(stored: string): ServiceGroup {
  return serviceGroups.find((g) => g.key === stored) ?? { key: stored, label: stored };
}

/** A lead's id in a path or a query: digits only, short enough to be a safe integer. */
export const ID_PATTERN = "[0-9]{1,15}";
export const isId = (value: string) => new RegExp(`^${ID_PATTERN}$`).test(value);

/** The emergency rule, written once: the forms tell an emergency request the same way. */
export { isEmergency };

/** The same rule as an SQL condition over the quotes table, with its parameters. */
export const emergencyCondition = {
  sql: "(urgency = 'emergency' OR service = ?)",
  params: [emergencyService],
};

export const urgencyFilters = [
  { value: "", label: "Any urgency" },
  ...urgencyOptions.map((o) => ({ value: o.value as string, label: o.label as string })),
  { value: "none", label: "Not given" },
];

export const spamReasonLabels: Record<string, string> = {
  honeypot: "Filled in the hidden field only bots see",
  "too-fast": "Sent within seconds of the page opening",
  links: "More than two links",
  markup: "Contains HTML or BBCode tags",
};

/** How the lead's notifications went, in one word for the list. */
export type DeliveryState = "sent" | "pending" | "retrying" | "failed" | "none";

export const deliveryLabels: Record<DeliveryState, string> = {
  sent: "Delivered",
  pending: "Sending",
  retrying: "Retrying",
  failed: "Delivery failed",
  none: "Stored only",
};

/**
 * Where a lead's visit came from, as server/quotes/lead-origin.ts classifies it: each class's key with the owner's words for
 * it, in the order a list or a filter shows them.
 */
export const sourceLabels: Readonly<Record<string, string>> = {
  "google-ads": "Google Ads",
  "facebook-ads": "Facebook Ads",
  campaign: "Campaign link",
  search: "Search engine",
  social: "Social media",
  referral: "Another website",
  direct: "Direct",
  unknown: "Unknown",
};

/** The owner's words for a source key; a key this code does not know is shown as it is. */
export const sourceLabel = (key: string): string => (Object.hasOwn(sourceLabels, key) && sourceLabels[key]) || key;

/** The list's filter by where the visit came from: anywhere, or one source. */
export const sourceFilters = choices([{ value: "", label: "Anywhere" }], sourceLabels);

/**
 * Why a review cannot be asked for a lead (server/quotes/review-request.ts), in the words the API answers with and the lead
 * page shows before anyone taps (admin/leads/review-request.tsx).
 */
export const reviewRefusals = {
  "not-won": "Ask for a review once the job is won: mark the lead Won first.",
  "no-email": "This customer gave no email address, so no review request can be sent.",
  "opted-out": "This customer asked not to be asked for reviews.",
  "no-mail": "Email is not set up on the server (SMTP_URL), so no review request can be sent.",
  "no-link": "No review link is set: the owner adds it in the website's business details.",
  "already-asked": "A review was already asked for on this lead: it is asked once.",
} as const;
export type ReviewRefusal = keyof typeof reviewRefusals;

export const LIST_PAGE_SIZE = 25;
export const NOTE_MAX = 2000;
export const SEARCH_MAX = 100;
