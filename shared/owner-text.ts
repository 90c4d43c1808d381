import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * What the owner types and the site or the dashboard stores: one rule for text, one for links, one for phone numbers
 * (issue 44). config/env.ts applies them through the schemas, so every save of the owner's content, every build
 * and the .env settings share them; the inbox applies the text rule to the other text it stores (a lead's notes, a
 * content save's summary). Not for the public site's browser code: the phone rule carries the numbering plan's
 * metadata.
 *
 * Invisible characters are removed, not refused: they come in unseen with a paste from Word, a web page or a phone's
 * keyboard, and a refusal would point at something the owner cannot see or find to delete. What is left is what they
 * saw. Removed: NUL and the other control characters (C0, DEL, C1), the bidirectional overrides, embeddings and
 * isolates (U+202A-U+202E, U+2066-U+2069: they can make a line read backwards) and the zero-width characters
 * (U+200B, U+200C, U+2060, U+FEFF; they hide words from search engines and make two equal titles differ). A zero-width
 * joiner (U+200D) between two emoji stays: it is what makes 👩‍🔧 one plumber, and 👨‍👩‍👧 one family, instead of
 * separate pictures; anywhere else it goes. A lone half of a surrogate pair (only a crafted request sends one) becomes
 * U+FFFD, so the text can be written as UTF-8.
 */

/** Every way a line can end: CR LF, LF, CR, VT and FF (a pasted manual line break), NEL, and U+2028 and U+2029. */
const lineBreaks = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** A line break in one-line text, with the spaces around it: one space, as the words were apart. */
const brokenLine = /[ \t]*(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])+[ \t]*/g;
/** C0 controls, DEL and C1 controls, but for tab and the line breaks (dealt with above and below). */
const controls = /(?![\t\n\v\f\r\u0085])\p{Cc}/gu;
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
const zeroWidth = /[\u200b\u200c\u2060\ufeff]/g;
/** A joiner not between two emoji (an emoji may carry a skin tone or the emoji-style selector before it). */
const strayJoiner =
  /(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/**
 * Owner text by the rule: invisible characters removed, a tab a space, line breaks as LF where the field takes
 * several lines (a textarea) and a space where it takes one. Not trimmed: the schemas trim after it.
 */
export function ownerText(typed: string, lines: "one line" | "lines" = "one line"): string {
  const visible = typed
    .toWellFormed()
    .replace(controls, "")
    .replace(bidiControls, "")
    .replace(zeroWidth, "")
    .replace(strayJoiner, "")
    .replaceAll("\t", " ");
  return lines === "lines" ? visible.replace(lineBreaks, "\n") : visible.replace(brokenLine, " ");
}

/** The longest link the owner may set: longer is no link a person pastes, and every page would carry it. */
const LINK_MAX = 2000;

/**
 * What is wrong with a link the owner sets (the owner's text rule applied first), in the editor's words; undefined
 * when it may go on the site: https only (never javascript:, data: or plain http), at most LINK_MAX characters, and no
 * user name or password in it, which every visitor could read.
 */
export function linkProblem(link: string): string | undefined {
  if (link.length > LINK_MAX) return `At most ${LINK_MAX.toLocaleString("en-NZ")} characters.`;
  const url = URL.parse(link);
  if (!url || url.protocol !== "https:" || !/^https:\/\/[^/]/i.test(link) || /[\s<>"'`]/.test(link))
    return "A web address starting https://, for example https://www.facebook.com/yourpage.";
  if (url.username || url.password)
    return "Take out the name and password (the part before @): every visitor could read them.";
  return undefined;
}

/**
 * A phone number the owner types, read as a New Zealand number ("09 555 0142", "+64 9 555 0142", "095550142"), in
 * the one form it is stored and shown in: the national form New Zealanders write ("09 555 0142", "0800 123 456",
 * "021 555 0199"). A number the numbering plan knows no grouping for (the sample 09 123 4567 is in no real range)
 * keeps the owner's own grouping. The tel: link is made from it by `telHref`. Digits, spaces, + ( ) - and .
 * only: a word ("call us") or an extension has no place in a tel: link.
 */
export function nzPhone(typed: string, example: string): { phone: string } | { problem: string } {
  const text = ownerText(typed).trim();
  const parsed = /^[\d\s+().-]{1,40}$/.test(text) ? parsePhoneNumberFromString(text, "NZ") : undefined;
  if (!parsed?.isValid() || parsed.country !== "NZ")
    return { problem: `That doesn't look like a New Zealand phone number: type it as, for example, ${example}.` };
  const national = parsed.formatNational();
  return { phone: national === parsed.nationalNumber ? text.replace(/\s+/g, " ") : national };
}
