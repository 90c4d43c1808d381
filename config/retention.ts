import { z } from "zod";

/**
 * LEADS_RETENTION_DAYS, read by two programs from one rule: the build writes it into the privacy page ("deleted
 * after N days") and the inbox server purges leads older than that, daily. Unset means leads are kept until
 * deleted by hand, and the privacy page says so.
 */
export const retentionDaysSchema = z.coerce
  .number("a whole number of days")
  .int("a whole number of days")
  .min(1, "at least 1")
  .max(36_500, "at most 36500")
  .optional();

/** For the build: the value, or undefined when unset; a bad value fails the build and names the variable. */
export function readRetentionDays(source: Record<string, string | undefined>): number | undefined {
  const value = source.LEADS_RETENTION_DAYS;
  const result = retentionDaysSchema.safeParse(value === "" ? undefined : value);
  if (!result.success)
    throw new Error(
      `Invalid site configuration:\n  LEADS_RETENTION_DAYS: ${result.error.issues.map((i) => i.message).join(", ")}`,
    );
  return result.data;
}
