import { describe, expect, test } from "vitest";
import { actHolidays, easterSunday, isWorkingDay, privacyDueDate } from "./privacy-days";

// Expected dates are counted by hand on a calendar, not with the code under test.

describe("the Privacy Act's working days", () => {
  test("Easter Sunday, against published dates (one on Anzac Day)", () => {
    expect([2021, 2024, 2025, 2026, 2027, 2038].map(easterSunday)).toEqual([
      "2021-04-04",
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2038-04-25",
    ]);
  });

  test("2026's public holidays outside the summer break, as the government publishes them", () => {
    // Anzac Day is a Saturday in 2026, so Monday 27 April is off too.
    expect(actHolidays(2026)).toEqual([
      "2026-02-06",
      "2026-04-03",
      "2026-04-06",
      "2026-04-25",
      "2026-04-27",
      "2026-06-01",
      "2026-07-10",
      "2026-10-26",
    ]);
  });

  test("Waitangi Day on a Sunday makes the Monday off; on a weekday it is the day alone", () => {
    expect(actHolidays(2028).filter((d) => d.startsWith("2028-02"))).toEqual(["2028-02-06", "2028-02-07"]);
    expect(actHolidays(2025).filter((d) => d.startsWith("2025-02"))).toEqual(["2025-02-06"]);
  });

  test("Auckland Anniversary Day is a working day under the Act; 15 January is not, 16 January is", () => {
    expect(isWorkingDay("2027-02-01")).toBe(true); // Auckland Anniversary Day 2027
    expect(isWorkingDay("2026-01-15")).toBe(false); // a Thursday in the summer break
    expect(isWorkingDay("2026-01-16")).toBe(true);
    expect(isWorkingDay("2026-12-24")).toBe(true);
    expect(isWorkingDay("2026-12-25")).toBe(false);
  });

  test("before 2022 there was no Matariki holiday (2021: Waitangi Day and Anzac Day both on a weekend)", () => {
    expect(actHolidays(2021)).toEqual([
      "2021-02-06",
      "2021-02-08",
      "2021-04-02",
      "2021-04-05",
      "2021-04-25",
      "2021-04-26",
      "2021-06-07",
      "2021-10-25",
    ]);
  });

  test("past the Act's schedule of Matariki dates it says what to add instead of guessing", () => {
    expect(actHolidays(2052)).toContain("2052-06-21");
    expect(() => actHolidays(2053)).toThrow(/Matariki's date in 2053 is not known here/);
  });
});

describe("a request's due date: 20 working days after the day it was received", () => {
  test("across Christmas and January: the break does not count, nor Waitangi Day's Monday", () => {
    // Fri 18 Dec 2026: 21-24 Dec are days 1-4; 25 Dec-15 Jan do not count; Mon 18 Jan is day 5 … Fri 5 Feb is
    // day 19; Waitangi Day is Saturday 6 Feb 2027, so Monday 8 Feb is off and Tuesday 9 Feb is day 20.
    expect(privacyDueDate("2026-12-18")).toBe("2027-02-09");
    // Received in the break: the count starts on the first working day after it, Mon 18 Jan 2027.
    expect(privacyDueDate("2026-12-29")).toBe("2027-02-15");
    expect(privacyDueDate("2027-01-15")).toBe("2027-02-15");
  });

  test("across Easter: Good Friday and Easter Monday do not count, nor Anzac Day's Monday", () => {
    // Mon 22 Mar 2027: 23-25 Mar are days 1-3; Good Friday 26 Mar and Easter Monday 29 Mar are off; day 20 is 21 Apr.
    expect(privacyDueDate("2027-03-22")).toBe("2027-04-21");
    // Thu 1 Apr 2027: Anzac Day is Sunday 25 Apr, so Monday 26 Apr is off: day 20 is Fri 30 Apr.
    expect(privacyDueDate("2027-04-01")).toBe("2027-04-30");
  });

  test("across Matariki and the King's Birthday", () => {
    // Received on the King's Birthday (Mon 1 Jun 2026): the day of receipt never counts; day 20 is Mon 29 Jun.
    expect(privacyDueDate("2026-06-01")).toBe("2026-06-29");
    // Mon 22 Jun 2026: Matariki is Fri 10 Jul, so day 20 is Tue 21 Jul.
    expect(privacyDueDate("2026-06-22")).toBe("2026-07-21");
  });

  test("a request received on a Saturday counts from the Monday", () => {
    // Sat 7 Nov 2026: Mon 9 Nov is day 1; Fri 4 Dec is day 20 (no holiday between).
    expect(privacyDueDate("2026-11-07")).toBe("2026-12-04");
    expect(privacyDueDate("2026-11-06")).toBe("2026-12-04");
  });
});
