import { describe, expect, test } from "vitest";
import { addDays, dayOf, isDateString, mondayOf, startOfDay } from "./time";

describe("Auckland calendar days", () => {
  test("a day starts at Auckland midnight, across both daylight-saving changes of 2026", () => {
    expect(startOfDay("2026-07-01").toISOString()).toBe("2026-06-30T12:00:00.000Z"); // NZST, +12
    expect(startOfDay("2026-12-25").toISOString()).toBe("2026-12-24T11:00:00.000Z"); // NZDT, +13
    // Clocks go forward at 2 am on Sunday 27 September and back at 3 am on Sunday 5 April.
    expect(startOfDay("2026-09-27").toISOString()).toBe("2026-09-26T12:00:00.000Z");
    expect(startOfDay("2026-09-28").toISOString()).toBe("2026-09-27T11:00:00.000Z");
    expect(startOfDay("2026-04-05").toISOString()).toBe("2026-04-04T11:00:00.000Z");
    expect(startOfDay("2026-04-06").toISOString()).toBe("2026-04-05T12:00:00.000Z");
  });

  test("the day an instant falls on, Mondays, and day arithmetic", () => {
    expect(dayOf(new Date("2026-11-22T10:59:59Z"))).toBe("2026-11-22");
    expect(dayOf(new Date("2026-11-22T11:00:00Z"))).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  test("only real YYYY-MM-DD dates are dates", () => {
    expect(isDateString("2026-11-23")).toBe(true);
    for (const bad of ["2026-13-01", "2026-02-30x", "23/11/2026", "", "2026-1-1", "'; DROP TABLE quotes;--"])
      expect(isDateString(bad), bad).toBe(false);
  });
});
