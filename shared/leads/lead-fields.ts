import { homeServiceOptions, urgencyOptions } from "../forms/home-form.ts";
import { emergencyServices, isEmergency } from "../forms/emergency.ts";
import { quotePageServiceOptions } from "../forms/quote-page-form.ts";

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

type HomeService = (typeof homeServiceOptions)[number]["value"];
type PageService = (typeof quotePageServiceOptions)[number];

/**
 * The home form stores option values ("hot-water"), the /quote form stores labels ("Hot Water Cylinder Repair"),
 * and the two lists name some services differently. Each /quote label is mapped to the home service it is, so
 * the owner filters and counts one "Hot water" however the customer asked; "General Plumbing" has no home twin.
 */
const pageServiceGroup: Record<PageService, HomeService | "general"> = {
  "General Plumbing": "general",
  "Leak Detection": "leak-detection",
  "Emergency Callouts": "emergency",
  "Hot Water Cylinder Repair": "hot-water",
  "Renovations & New Builds": "renovation",
  "Drain Unblocking": "drain-unblocking",
  Maintenance: "maintenance",
  Other: "other",
};

export interface ServiceGroup {
  key: string;
  label: string;
  /** Every value the quotes table holds for this service. */
  stored: string[];
}

export const serviceGroups: ServiceGroup[] = [
  { key: "general", label: "General Plumbing", stored: [] as string[] },
  ...homeServiceOptions.map((o) => ({ key: o.value as string, label: o.label as string, stored: [o.value as string] })),
].map((group) => ({
  ...group,
  stored: [...group.stored, ...quotePageServiceOptions.filter((label) => pageServiceGroup[label] === group.key)],
}));

/** The group a stored service value belongs to; an unknown value (an old form) stands for itself. */
export function serviceGroupOf(stored: string): ServiceGroup {
  return serviceGroups.find((g) => g.stored.includes(stored)) ?? { key: stored, label: stored, stored: [stored] };
}

/** A lead's id in a path or a query: digits only, short enough to be a safe integer. */
export const ID_PATTERN = "[0-9]{1,15}";
export const isId = (value: string) => new RegExp(`^${ID_PATTERN}$`).test(value);

/** The emergency rule, written once (shared/forms/emergency.ts): the forms tell an emergency request the same way. */
export { isEmergency };

/** The same rule as an SQL condition over the quotes table, with its parameters. */
export const emergencyCondition = {
  sql: `(urgency = 'emergency' OR service IN (${emergencyServices.map(() => "?").join(", ")}))`,
  params: [...emergencyServices],
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
 * Where a lead's visit came from, as server/lead-origin.ts classifies it: each class's key with the owner's words for
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
 * Why a review cannot be asked for a lead (server/review-request.ts), in the words the API answers with and the lead
 * page shows before anyone taps (admin/components/review-request.tsx).
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
