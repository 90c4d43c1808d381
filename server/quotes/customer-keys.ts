import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The keys that link one customer's requests (docs/decisions/004-lead-delivery.md): the phone in E.164 form, read as
 * a New Zealand number unless it gives its own country code ("021 555 0199", "+64 21 555 0199" and "(021) 555-0199"
 * are all "+64215550199"); "" when it is not a possible number.
 */
export function phoneKey(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "NZ");
  return parsed?.isPossible() ? parsed.number : "";
}

/** The email as one customer's key: trimmed and lower-cased; "" when none was given. */
export const emailKey = (email: string): string => email.trim().toLowerCase();
