import { describe, expect, test } from "vitest";
import { seedHours as repositoryHours } from "../../app/content/seed.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { addOfficeMinutes, answerBy } from "./answer-by.ts";

const seedHours = repositoryHours();

/** An Auckland wall-clock time written with its offset, as the dashboard would read it. */
const nz = (local: string) => Date.parse(local);
const iso = (local: string) => new Date(nz(local)).toISOString();

describe("when a lead is due an answer", () => {
  test("a home-form request: 30 minutes counted within office hours, in Auckland time", () => {
    // Friday 23:00 → Saturday, opening at 08:00, plus 30 minutes (the example). NZDT is +13:00.
    expect(new Date(addOfficeMinutes(nz("2026-11-27T23:00:00+13:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-11-28T08:30:00+13:00"),
    );
    // Inside office hours: plain 30 minutes.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T10:15:00+13:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-11-25T10:45:00+13:00"),
    );
    // 17:50 on a weekday: 10 minutes today, 20 tomorrow from 07:00.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T17:50:00+13:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-11-26T07:20:00+13:00"),
    );
    // Sunday 16:45 → 15 minutes on Sunday, 15 on Monday from 07:00.
    expect(new Date(addOfficeMinutes(nz("2026-11-29T16:45:00+13:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-11-30T07:15:00+13:00"),
    );
    // Early morning before opening.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T05:00:00+13:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-11-25T07:30:00+13:00"),
    );
  });

  test("daylight saving: the clocks' changes are Auckland's, whatever the server's zone", () => {
    // Saturday 4 April 2026, 23:00 NZDT; daylight saving ends at 03:00 on Sunday 5 April (back to 02:00, +12:00).
    expect(new Date(addOfficeMinutes(nz("2026-04-04T23:00:00+13:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-04-05T08:30:00+12:00"),
    );
    // Saturday 26 September 2026, 22:00 NZST; daylight saving starts at 02:00 on Sunday 27 September (+13:00).
    expect(new Date(addOfficeMinutes(nz("2026-09-26T22:00:00+12:00"), 30, seedHours)).toISOString()).toBe(
      iso("2026-09-27T08:30:00+13:00"),
    );
  });

  test("by form: an emergency in 15 minutes at any hour, the /quote page in 24 hours, the home form in office time", () => {
    const lead = { received_at: iso("2026-11-27T23:00:00+13:00"), urgency: "", service: "leak-detection" };
    expect(answerBy({ ...lead, form: "home" }, seedHours)).toBe(iso("2026-11-28T08:30:00+13:00"));
    expect(answerBy({ ...lead, form: "quote" }, seedHours)).toBe(iso("2026-11-28T23:00:00+13:00"));
    expect(answerBy({ ...lead, form: "home", urgency: "emergency" }, seedHours)).toBe(iso("2026-11-27T23:15:00+13:00"));
    expect(answerBy({ ...lead, form: "home", service: "emergency" }, seedHours)).toBe(iso("2026-11-27T23:15:00+13:00"));
  });

  test("the hours given are the ones counted: the owner's earlier opening and closed Sunday", () => {
    // "Mon-Fri 06:00-17:00", Saturday and Sunday closed.
    const early: OfficeHours = {
      office: [{ days: [1, 2, 3, 4, 5], opens: "06:00", closes: "17:00" }],
      emergency247: true,
    };
    const home = { form: "home" as const, urgency: "", service: "leak-detection" };
    // Tuesday 05:50: 30 minutes from the 06:00 opening (the seed's hours say 07:30).
    expect(answerBy({ ...home, received_at: iso("2026-11-24T05:50:00+13:00") }, early)).toBe(
      iso("2026-11-24T06:30:00+13:00"),
    );
    expect(answerBy({ ...home, received_at: iso("2026-11-24T05:50:00+13:00") }, seedHours)).toBe(
      iso("2026-11-24T07:30:00+13:00"),
    );
    // Sunday 10:00, Sunday closed: Monday 06:30 (the seed's hours: Sunday 10:30).
    expect(answerBy({ ...home, received_at: iso("2026-11-29T10:00:00+13:00") }, early)).toBe(
      iso("2026-11-30T06:30:00+13:00"),
    );
    expect(answerBy({ ...home, received_at: iso("2026-11-29T10:00:00+13:00") }, seedHours)).toBe(
      iso("2026-11-29T10:30:00+13:00"),
    );
    // 16:50 on a weekday: 10 minutes today, 20 from the next opening; Friday's run on to Monday.
    expect(new Date(addOfficeMinutes(nz("2026-11-25T16:50:00+13:00"), 30, early)).toISOString()).toBe(
      iso("2026-11-26T06:20:00+13:00"),
    );
    expect(new Date(addOfficeMinutes(nz("2026-11-27T16:50:00+13:00"), 30, early)).toISOString()).toBe(
      iso("2026-11-30T06:20:00+13:00"),
    );
    // Half hours, and the emergency and /quote promises untouched by the office hours.
    const halves: OfficeHours = { office: [{ days: [2], opens: "07:30", closes: "17:30" }], emergency247: false };
    expect(answerBy({ ...home, received_at: iso("2026-11-24T17:20:00+13:00") }, halves)).toBe(
      iso("2026-12-01T07:50:00+13:00"),
    );
    expect(answerBy({ ...home, form: "quote", received_at: iso("2026-11-24T17:20:00+13:00") }, halves)).toBe(
      iso("2026-11-25T17:20:00+13:00"),
    );
  });

  test("worked-out office days follow the hours: the same day counted again with other hours is counted by them", () => {
    const sunday = nz("2026-11-29T10:00:00+13:00");
    const sundayClosed: OfficeHours = {
      ...seedHours,
      office: seedHours.office.map((r) => ({ ...r, days: r.days.filter((d) => d !== 0) })),
    };
    expect(new Date(addOfficeMinutes(sunday, 30, seedHours)).toISOString()).toBe(iso("2026-11-29T10:30:00+13:00"));
    expect(new Date(addOfficeMinutes(sunday, 30, sundayClosed)).toISOString()).toBe(iso("2026-11-30T07:30:00+13:00"));
    // Equal hours in a new object (a build of the same content going live) give the same answer.
    expect(new Date(addOfficeMinutes(sunday, 30, structuredClone(seedHours))).toISOString()).toBe(
      iso("2026-11-29T10:30:00+13:00"),
    );
  });
});
