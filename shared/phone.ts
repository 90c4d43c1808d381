/** The only way a phone number becomes a link: NZ local numbers (leading 0) become +64 international form. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("0800") || digits.startsWith("0508")) return `tel:+64${digits.slice(1)}`;
  if (digits.startsWith("0")) return `tel:+64${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** International form for structured data, e.g. "+64-9-123-4567" style without spaces: "+6491234567". */
export function e164(phone: string): string {
  return telHref(phone).slice(4);
}
