import { describe, expect, test } from "vitest";
import { addOfficeMinutes, answerBy } from "./answer-by.ts";

/** An Auckland wall-clock time written with its offset, as the dashboard would read it. */
const nz = (local: string) => Date.parse(local);
const iso = (local: string) => new Date(nz(local)).toISOString();

describe("when a lead is due an answer", () => {
  test("a home-form request: 30 minutes counted within office hours, in Auckland time", () => {
    // Friday 23:00 → Saturday, opening at 08:00, plus 30 minutes (the example). NZDT is +13:00.
    expect(new Date(addOfficeMinutes(nz("2026-11-27T23:00:00+13:00"), 30)).toISOString()).toBe(
      iso("2026-11-28T08:30:00+13:00"),
    );
    // Inside office hours: plain 30 minutes.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T10:15:00+13:00"), 30)).toISOString()).toBe(
      iso("2026-11-25T10:45:00+13:00"),
    );
    // 17:50 on a weekday: 10 minutes today, 20 tomorrow from 07:00.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T17:50:00+13:00"), 30)).toISOString()).toBe(
      iso("2026-11-26T07:20:00+13:00"),
    );
    // Sunday 16:45 → 15 minutes on Sunday, 15 on Monday from 07:00.
    expect(new Date(addOfficeMinutes(nz("2026-11-29T16:45:00+13:00"), 30)).toISOString()).toBe(
      iso("2026-11-30T07:15:00+13:00"),
    );
    // Early morning before opening.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T05:00:00+13:00"), 30)).toISOString()).toBe(
      iso("2026-11-25T07:30:00+13:00"),
    );
  });

  test("daylight saving: the clocks' changes are Auckland's, whatever the server's zone", () => {
    // Saturday 4 April 2026, 23:00 NZDT; daylight saving ends at 03:00 on Sunday 5 April (back to 02:00, +12:00).
    expect(new Date(addOfficeMinutes(nz("2026-04-04T23:00:00+13:00"), 30)).toISOString()).toBe(
      iso("2026-04-05T08:30:00+12:00"),
    );
    // Saturday 26 September 2026, 22:00 NZST; daylight saving starts at 02:00 on Sunday 27 September (+13:00).
    expect(new Date(addOfficeMinutes(nz("2026-09-26T22:00:00+12:00"), 30)).toISOString()).toBe(
      iso("2026-09-27T08:30:00+13:00"),
    );
  });

  test("by form: an emergency in 15 minutes at any hour, the /quote page in 24 hours, the home form in office time", () => {
    const lead = { received_at: iso("2026-11-27T23:00:00+13:00"), urgency: "", service: "leak-detection" };
    expect(answerBy({ ...lead, form: "home" })).toBe(iso("2026-11-28T08:30:00+13:00"));
    expect(answerBy({ ...lead, form: "quote" })).toBe(iso("2026-11-28T23:00:00+13:00"));
    expect(answerBy({ ...lead, form: "home", urgency: "emergency" })).toBe(iso("2026-11-27T23:15:00+13:00"));
    expect(answerBy({ ...lead, form: "home", service: "emergency" })).toBe(iso("2026-11-27T23:15:00+13:00"));
  });
});
