import { isEmergency, shownValue } from "../../shared/leads/lead-fields.ts";
import type { StoredQuote } from "./migrations.ts";

export interface Lead {
  quote: StoredQuote;
  /** The service and urgency as the visitor saw them in the form. */
  service: string;
  urgency: string;
  emergency: boolean;
  /** Which form it came from, in the owner's words. */
  source: string;
}

/** The forms store their choices' values; each becomes the label the visitor chose, in its form's words. */
export function describeLead(quote: StoredQuote): Lead {
  return {
    quote,
    service: shownValue(quote.form, "service", quote.service),
    urgency: shownValue(quote.form, "urgency", quote.urgency),
    emergency: isEmergency(quote),
    source: quote.form === "home" ? "home page form" : "/quote form",
  };
}

/**
 * Whether a lead should wake the owner: emergencies and "urgent" jobs go to the phone at the highest priority,
 * which breaks through do-not-disturb (docs/decisions/011-operations.md).
 */
export const wakesTheOwner = (quote: { urgency: string; service: string }) =>
  isEmergency(quote) || quote.urgency === "urgent";

/**
 * A phone number as its national digits: "+64 21 555 0199" and "(021) 555-0199" are both "0215550199". The one
 * normalisation: the search index stores it (SQL function national_digits) and searches use it.
 */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return /^\s*\+\s*64/.test(phone) ? `0${digits.slice(2)}` : digits;
}

/** Whether a lead goes to the phone at all: always when it wakes the owner, otherwise as NTFY_OTHER_LEADS says. */
export const pushesToPhone = (otherLeads: "normal" | "off", quote: { urgency: string; service: string }) =>
  otherLeads === "normal" || wakesTheOwner(quote);

/** Visitor text on one line: no CR/LF or other control characters can reach a header or a log line. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A same-site path, never `//host` or `/\host`, which browsers read as another site. */
export const isSitePath = (page: string) => /^\/(?![/\\])[^\s\\]*$/.test(page);
