import type { Quote } from "./quote-schema.ts";

type SpamReason = "honeypot" | "too-fast" | "links" | "markup";

const MAX_LINKS = 2;
const linkPattern = /\bhttps?:\/\/|\bwww\.[a-z0-9-]/gi;
// Named tags only, opened as browsers open them (no space after "<"): a customer may type "<3" or "a < b > c".
const markupPattern =
  /<\/?(?:a|b|i|u|p|br|hr|em|strong|div|span|img|script|iframe|style|link|meta|font|center|h[1-6]|ul|ol|li|table|form|input|html|body)\b[^<>]*>|\[\/?(?:url|link|img)\b[^\]]*\]/i;

/**
 * The forms send `startedAt` (epoch ms of the visitor's first field interaction) only when JavaScript runs, so a
 * missing or unreadable value is no signal: a form posted without JavaScript must never look like a bot.
 */
export function parseStartedAt(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

/**
 * Why a submission looks automated; empty for a person. Only cheap, low-false-positive signals: a quarantined quote
 * is kept and can be released, but the owner is not told about it, so a real customer caught here waits.
 */
export function spamReasons(
  quote: Quote,
  context: { startedAt?: number; now: number; minFillMs: number },
): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (quote.website?.trim()) reasons.push("honeypot");
  const elapsed = context.startedAt === undefined ? undefined : context.now - context.startedAt;
  // A negative time means the visitor's clock is ahead of ours, not that a bot was quick: say nothing.
  if (elapsed !== undefined && elapsed >= 0 && elapsed < context.minFillMs) reasons.push("too-fast");
  const text = [quote.name, quote.form === "home" ? (quote.location ?? "") : "", quote.message ?? ""].join("\n");
  if ((text.match(linkPattern) ?? []).length > MAX_LINKS) reasons.push("links");
  if (markupPattern.test(text)) reasons.push("markup");
  return reasons;
}
