/**
 * The Overview's answers of the dashboard API (server/dashboard/overview.ts, vitals.ts): each answer's shape, once; the
 * server's types and the dashboard's checks both come from it (shared/api/leads.ts says how).
 */
import * as z from "zod/mini";
import { PAGE_TEMPLATES, type VitalName } from "../vitals-report.ts";
import { heldSpamAnswer } from "./leads.ts";

const serviceResult = z.object({
  key: z.string(),
  label: z.string(),
  leads: z.number(),
  won: z.number(),
  lost: z.number(),
  open: z.number(),
});
export type ServiceResult = z.infer<typeof serviceResult>;

/** How many leads each source or landing page brought in the last 7 and the last 30 days (spam left out). */
const originCounts = z.object({
  /** Every source of the last 30 days, most leads first. */
  sources: z.array(z.object({ source: z.string(), label: z.string(), last7: z.number(), last30: z.number() })),
  /** The pages that brought most leads in the last 30 days ("" is a visit whose first page is unknown). */
  landingPages: z.array(z.object({ page: z.string(), last7: z.number(), last30: z.number() })),
});
export type OriginCounts = z.infer<typeof originCounts>;

/** How well the page's promise is kept over a window of days (server/dashboard/promise-kept.ts). */
const promiseKept = z.object({
  days: z.number(),
  /** Leads judged: answered, or not answered and already past their answer-by time. */
  judged: z.number(),
  /** Of those, answered by their answer-by time. */
  within: z.number(),
  /** Leads answered at all. */
  answered: z.number(),
  /** The median time from arrival to the first answer, over the answered leads; null when none was answered. */
  medianMs: z.nullable(z.number()),
});
export type PromiseKept = z.infer<typeof promiseKept>;

/** GET overview: the figures of the Overview page. */
export const overview = z.object({
  /** Monday-to-Sunday weeks in Auckland, oldest first; the last is the week under way. */
  weeks: z.array(z.object({ start: z.string(), leads: z.number() })),
  /** Leads of the last year by service, most asked-for first. */
  services: z.array(serviceResult),
  since: z.string(),
  origins: originCounts,
  /** The promise kept, over the last 7 and 30 days. */
  promise: z.array(promiseKept),
  /** Quotes held as spam in the last `days` days, still waiting on the Spam tab (server/quotes/held-spam.ts). */
  heldSpam: heldSpamAnswer,
});
export type Overview = z.infer<typeof overview>;

/** One value of each metric. */
const perVital = <T extends z.core.SomeType>(value: T) =>
  z.object({ LCP: value, INP: value, CLS: value, FCP: value, TTFB: value } satisfies Record<VitalName, T>);

const templateSpeed = z.object({
  template: z.enum(PAGE_TEMPLATES),
  /** Pages that reported (their LCP or FCP, whichever more): how much each p75 can be trusted. */
  pages: z.number(),
  /** The 75th percentile of each metric, as its histogram bucket's upper edge; null with no report of it. */
  p75: perVital(z.nullable(z.number())),
});
export type TemplateSpeed = z.infer<typeof templateSpeed>;

/** Real visitors' speed (server/dashboard/field-speed.ts): per window and template with reports. */
const fieldSpeed = z.object({
  /** Google's "good" threshold per metric (ms, CLS unitless). */
  good: perVital(z.number()),
  windows: z.array(z.object({ days: z.number(), since: z.string(), templates: z.array(templateSpeed) })),
});
export type FieldSpeed = z.infer<typeof fieldSpeed>;

/** A metric's visits in a window, all pages together, and how many of them were within Google's "good". */
const visitShare = z.object({ good: z.number(), all: z.number() });
export type VisitShare = z.infer<typeof visitShare>;

/**
 * GET vitals: the speed with what the dashboard says in words first (issue 46): per window, in `windows`' order,
 * each metric's share of good visits. Beside the figures, not in them, so the figures' shape stays as it was.
 */
export const fieldSpeedInWords = z.extend(fieldSpeed, { shares: z.array(perVital(visitShare)) });
export type FieldSpeedInWords = z.infer<typeof fieldSpeedInWords>;
