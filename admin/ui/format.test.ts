import { describe, expect, test } from "vitest";
import { dayLabel, dueClock, formatDateTime, overdueBy, percent, timeAgo } from "./format";

describe("dashboard formats", () => {
  const now = Date.parse("2026-11-23T00:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  test("how long a lead has waited, in the owner's words", () => {
    expect(timeAgo(ago(20_000), now)).toBe("just now");
    expect(timeAgo(ago(12 * 60_000), now)).toBe("12 min ago");
    expect(timeAgo(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe("3 h ago");
    expect(timeAgo(ago(26 * 3_600_000), now)).toBe("1 day ago");
    expect(timeAgo(ago(13 * 86_400_000), now)).toBe("13 days ago");
    expect(timeAgo(ago(40 * 86_400_000), now)).toBe("on 14 Oct");
    // A clock a little ahead of the phone's is not "in the future".
    expect(timeAgo(new Date(now + 5000).toISOString(), now)).toBe("just now");
  });

  test("Auckland time whatever the phone's zone; plain days; percentages", () => {
    expect(formatDateTime("2026-11-23T00:05:00Z")).toMatch(/Mon,? 23 Nov 2026,? (at )?1:05\s?pm/);
    expect(dayLabel("2026-11-02")).toBe("2 Nov");
    expect(dayLabel("2025-11-23", true)).toBe("23 Nov 2025");
    expect(percent(1, 3)).toBe("33%");
    expect(percent(0, 0)).toBe("–");
  });

  test("when a lead is due, and by how much it is late, in Auckland time", () => {
    // 00:00 UTC is 13:00 in Auckland (NZDT) on Monday 23 November.
    expect(dueClock("2026-11-23T00:45:00Z", now)).toBe("13:45");
    expect(dueClock("2026-11-27T19:30:00Z", now)).toBe("Sat 08:30");
    expect(overdueBy(30_000)).toBe("1 min");
    expect(overdueBy(12 * 60_000)).toBe("12 min");
    expect(overdueBy(125 * 60_000)).toBe("2 h 5 min");
    expect(overdueBy(3 * 3_600_000)).toBe("3 h");
    expect(overdueBy(3 * 86_400_000 + 5_000)).toBe("3 days");
  });
});
