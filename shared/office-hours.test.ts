import { describe, expect, test } from "vitest";
import { clockText, hoursLines, hoursWords, rowsFromDays, type OfficeHours } from "./office-hours";

/** The repository's hours (app/content/claims.ts's seedHours). */
const seedHours: OfficeHours = {
  office: [
    { days: [1, 2, 3, 4, 5], opens: "07:00", closes: "18:00" },
    { days: [6, 0], opens: "08:00", closes: "17:00" },
  ],
  emergency247: true,
};

describe("the opening hours in words, from the hours as data", () => {
  test("the seed's hours write the spec's lines", () => {
    expect(hoursWords(seedHours)).toEqual({
      office: ["Mon-Fri 7AM-6PM", "Sat-Sun 8AM-5PM"],
      emergency: "Emergency service 24/7",
    });
    expect(hoursWords({ ...seedHours, emergency247: false })).toEqual({
      office: ["Mon-Fri 7AM-6PM", "Sat-Sun 8AM-5PM"],
    });
  });

  test("times as the spec writes them", () => {
    expect(["00:00", "07:00", "07:30", "11:59", "12:00", "17:30", "23:45"].map(clockText)).toEqual([
      "12AM",
      "7AM",
      "7:30AM",
      "11:59AM",
      "12PM",
      "5:30PM",
      "11:45PM",
    ]);
  });

  test("consecutive days with the same hours are one range; others are listed; closed days say so", () => {
    const hours = {
      office: [
        { days: [1, 3, 4, 5], opens: "06:00", closes: "17:00" },
        { days: [6], opens: "07:30", closes: "12:00" },
      ],
    };
    expect(hoursLines(hours)).toEqual(["Mon, Wed-Fri 6AM-5PM", "Tue, Sun Closed", "Sat 7:30AM-12PM"]);
    expect(hoursLines({ office: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: "08:00", closes: "16:00" }] })).toEqual([
      "Mon-Sun 8AM-4PM",
    ]);
  });

  test("each day's hours make rows, Monday first, days with the same hours together", () => {
    const day = (opens: string, closes: string) => ({ opens, closes });
    expect(
      rowsFromDays([
        day("08:00", "17:00"),
        day("07:00", "18:00"),
        day("07:00", "18:00"),
        day("07:00", "18:00"),
        day("07:00", "18:00"),
        day("07:00", "18:00"),
        day("08:00", "17:00"),
      ]),
    ).toEqual(seedHours.office);
    expect(rowsFromDays([null, day("06:00", "17:00"), null, null, null, null, null])).toEqual([
      { days: [1], opens: "06:00", closes: "17:00" },
    ]);
  });
});
