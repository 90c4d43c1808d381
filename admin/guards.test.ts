import { describe, expect, test } from "vitest";
import {
  among,
  bool,
  exactly,
  list,
  nullable,
  num,
  oneOf,
  optional,
  record,
  shape,
  text,
  UnreadableAnswer,
  type Check,
} from "./guards";

/** Where `check` said `value` broke ("answer.weeks[1].leads"), or "" when it read it. */
function brokeAt<T>(check: Check<T>, value: unknown): string {
  try {
    check(value, "answer");
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(UnreadableAnswer);
    return (error as UnreadableAnswer).at;
  }
}

describe("the plain values", () => {
  test("text, num and bool each take their own kind only", () => {
    expect(text("", "a")).toBe("");
    expect(num(0, "a")).toBe(0);
    expect(bool(false, "a")).toBe(false);
    expect([brokeAt(text, 1), brokeAt(text, null), brokeAt(text, undefined)]).toEqual(["answer", "answer", "answer"]);
    expect([brokeAt(num, "1"), brokeAt(num, null)]).toEqual(["answer", "answer"]);
    expect([brokeAt(bool, 0), brokeAt(bool, "true")]).toEqual(["answer", "answer"]);
  });

  test("a number that JSON cannot carry (NaN, Infinity) is not a number to read", () => {
    expect(brokeAt(num, Number.NaN)).toBe("answer");
    expect(brokeAt(num, Number.POSITIVE_INFINITY)).toBe("answer");
  });

  test("the error's message names the place, for the page's error to show", () => {
    const error = new UnreadableAnswer("overview.weeks");
    expect(error.message).toBe("The server sent something this page can't read (overview.weeks).");
    expect(error.name).toBe("UnreadableAnswer");
    expect(error).toBeInstanceOf(Error);
  });
});

describe("the allowed words", () => {
  const status = oneOf<"new" | "won">({ new: "New", won: "Won" });

  test("oneOf takes its table's keys only, not what an object inherits", () => {
    expect(status("won", "a")).toBe("won");
    expect(brokeAt(status, "lost")).toBe("answer");
    expect(brokeAt(status, "toString")).toBe("answer");
    expect(brokeAt(status, "constructor")).toBe("answer");
    expect(brokeAt(status, 1)).toBe("answer");
  });

  test("among takes the values of a list", () => {
    const template = among(["home", "service"] as const);
    expect(template("service", "a")).toBe("service");
    expect(brokeAt(template, "area")).toBe("answer");
  });

  test("exactly takes those values, by kind too: 1 is not '1'", () => {
    const version = exactly(1, 2);
    expect(version(2, "a")).toBe(2);
    expect(brokeAt(version, "1")).toBe("answer");
    expect(brokeAt(version, 3)).toBe("answer");
  });
});

describe("missing and empty", () => {
  test("nullable takes null, then the check; undefined is not null", () => {
    const maybe = nullable(num);
    expect(maybe(null, "a")).toBeNull();
    expect(maybe(3, "a")).toBe(3);
    expect(brokeAt(maybe, undefined)).toBe("answer");
    expect(brokeAt(maybe, "3")).toBe("answer");
  });

  test("optional takes a field left out, then the check; null is not left out", () => {
    const maybe = optional(text);
    expect(maybe(undefined, "a")).toBeUndefined();
    expect(maybe("x", "a")).toBe("x");
    expect(brokeAt(maybe, null)).toBe("answer");
  });
});

describe("lists and maps", () => {
  test("a list checks every item, and names the first one broken by its index", () => {
    expect(list(num)([1, 2], "a")).toEqual([1, 2]);
    expect(list(num)([], "a")).toEqual([]);
    expect(brokeAt(list(num), [1, "2", null])).toBe("answer[1]");
    expect(brokeAt(list(num), { 0: 1, length: 1 })).toBe("answer");
  });

  test("a nested list names each level's index", () => {
    expect(brokeAt(list(list(text)), [["a"], ["b", "c", 4]])).toBe("answer[1][2]");
  });

  test("a record checks every value, keeps its keys as they came, and is not a list", () => {
    expect(record(text)({ utm_source: "google", b: "" }, "a")).toEqual({ utm_source: "google", b: "" });
    expect(record(text)({}, "a")).toEqual({});
    expect(brokeAt(record(text), { utm_source: "google", utm_medium: 3 })).toBe("answer.utm_medium");
    expect(brokeAt(record(text), ["google"])).toBe("answer");
    expect(brokeAt(record(text), null)).toBe("answer");
  });
});

describe("shape", () => {
  interface Week {
    start: string;
    leads: number;
    note?: string;
  }
  const week = shape<Week>({ start: text, leads: num, note: optional(text) });

  test("reads every field it names; a field the server added beside them is dropped", () => {
    const read = week({ start: "2026-11-23", leads: 2, spare: "kept?" }, "a");
    expect(read).toEqual({ start: "2026-11-23", leads: 2 });
    expect(Object.keys(read)).toEqual(["start", "leads"]);
  });

  test("an optional field left out stays out; given, it is kept", () => {
    expect("note" in week({ start: "x", leads: 1 }, "a")).toBe(false);
    expect(week({ start: "x", leads: 1, note: "n" }, "a")).toEqual({ start: "x", leads: 1, note: "n" });
  });

  test("a missing required field is named by its place", () => {
    expect(brokeAt(week, { start: "x" })).toBe("answer.leads");
    expect(brokeAt(week, { start: "x", leads: 1, note: 5 })).toBe("answer.note");
  });

  test("anything but a plain object is refused at its own place", () => {
    expect(brokeAt(week, null)).toBe("answer");
    expect(brokeAt(week, [])).toBe("answer");
    expect(brokeAt(week, "week")).toBe("answer");
  });

  test("deep inside lists and objects, the whole path is named", () => {
    const overview = shape<{ windows: { templates: { p75: Record<string, number | null> }[] }[] }>({
      windows: list(shape({ templates: list(shape({ p75: record(nullable(num)) })) })),
    });
    const answer = { windows: [{ templates: [] }, { templates: [{ p75: { LCP: 1 } }, { p75: { LCP: "slow" } }] }] };
    expect(brokeAt(overview, answer)).toBe("answer.windows[1].templates[1].p75.LCP");
  });
});
