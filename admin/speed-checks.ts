import type { FieldSpeedInWords, VisitShare } from "../server/admin/vitals";
import { fieldSpeedAnswer } from "./answers";
import { list, num, shape, type Check } from "./guards";

// GET vitals' words (server/admin/vitals.ts), checked as admin/answers.ts checks the figures: kept apart from that
// file, which is being rewritten for the leads, and built on its check of the figures.

const visitShare = shape<VisitShare>({ good: num, all: num });
const shares = shape<FieldSpeedInWords["shares"][number]>({
  LCP: visitShare,
  INP: visitShare,
  CLS: visitShare,
  FCP: visitShare,
  TTFB: visitShare,
});

/** GET vitals: the figures per window and template, and each window's share of good visits per metric. */
export const fieldSpeedInWordsAnswer: Check<FieldSpeedInWords> = (value, at) => ({
  ...fieldSpeedAnswer(value, at),
  shares: list(shares)((value as { shares?: unknown }).shares, `${at}.shares`),
});
