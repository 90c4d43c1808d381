import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import { wordOf } from "../../shared/api/words";
import { placeOf, readAnswer, UnreadableAnswer, type AnswerSchema } from "./guards";

// The answers' schemas are shared/api/'s (zod/mini). These are the facts the dashboard's pages rely on when they read
// an answer with one: what each kind of field takes, and where a failure is said to be.

/** Where `schema` said `value` broke ("answer.weeks[1].leads"), or "" when it read it. */
function brokeAt<T>(schema: AnswerSchema<T>, value: unknown): string {
  try {
    readAnswer(schema, value, "answer");
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(UnreadableAnswer);
    return (error as UnreadableAnswer).at;
  }
}

const read = <T>(schema: AnswerSchema<T>, value: unknown) => readAnswer(schema, value, "a");

describe("the plain values", () => {
  test("text, number and yes-or-no each take their own kind only", () => {
    expect(read(z.string(), "")).toBe("");
    expect(read(z.number(), 0)).toBe(0);
    expect(read(z.boolean(), false)).toBe(false);
    expect([brokeAt(z.string(), 1), brokeAt(z.string(), null), brokeAt(z.string(), undefined)]).toEqual([
      "answer",
      "answer",
      "answer",
    ]);
    expect([brokeAt(z.number(), "1"), brokeAt(z.number(), null)]).toEqual(["answer", "answer"]);
    expect([brokeAt(z.boolean(), 0), brokeAt(z.boolean(), "true")]).toEqual(["answer", "answer"]);
  });

  test("a number that JSON cannot carry (NaN, Infinity) is not a number to read", () => {
    expect(brokeAt(z.number(), Number.NaN)).toBe("answer");
    expect(brokeAt(z.number(), Number.POSITIVE_INFINITY)).toBe("answer");
  });

  test("the error's message names the place, for the page's error to show", () => {
    const error = new UnreadableAnswer("overview.weeks");
    expect(error.message).toBe("The server sent something this page can't read (overview.weeks).");
    expect(error.name).toBe("UnreadableAnswer");
    expect(error).toBeInstanceOf(Error);
  });

  test("a place is its fields after dots and its items' indexes in brackets", () => {
    expect(placeOf("overview", ["weeks", 3, "leads"])).toBe("overview.weeks[3].leads");
    expect(placeOf("leads/7", [])).toBe("leads/7");
    expect(placeOf("a", [1, 2])).toBe("a[1][2]");
  });
});

describe("the allowed words", () => {
  const status = wordOf<"new" | "won">({ new: "New", won: "Won" });

  test("a labels table's words are its keys only, not what an object inherits", () => {
    expect(read(status, "won")).toBe("won");
    expect(brokeAt(status, "lost")).toBe("answer");
    expect(brokeAt(status, "toString")).toBe("answer");
    expect(brokeAt(status, "constructor")).toBe("answer");
    expect(brokeAt(status, 1)).toBe("answer");
  });

  test("an enum takes the values of a list", () => {
    const template = z.enum(["home", "service"]);
    expect(read(template, "service")).toBe("service");
    expect(brokeAt(template, "area")).toBe("answer");
  });

  test("a literal takes those values, by kind too: 1 is not '1'", () => {
    const version = z.literal([1, 2]);
    expect(read(version, 2)).toBe(2);
    expect(brokeAt(version, "1")).toBe("answer");
    expect(brokeAt(version, 3)).toBe("answer");
  });
});

describe("missing and empty", () => {
  test("nullable takes null, then the check; undefined is not null", () => {
    const maybe = z.nullable(z.number());
    expect(read(maybe, null)).toBeNull();
    expect(read(maybe, 3)).toBe(3);
    expect(brokeAt(maybe, undefined)).toBe("answer");
    expect(brokeAt(maybe, "3")).toBe("answer");
  });

  test("optional takes a field left out, then the check; null is not left out", () => {
    const maybe = z.optional(z.string());
    expect(read(maybe, undefined)).toBeUndefined();
    expect(read(maybe, "x")).toBe("x");
    expect(brokeAt(maybe, null)).toBe("answer");
  });
});

describe("lists and maps", () => {
  test("a list checks every item, and names the first one broken by its index", () => {
    expect(read(z.array(z.number()), [1, 2])).toEqual([1, 2]);
    expect(read(z.array(z.number()), [])).toEqual([]);
    expect(brokeAt(z.array(z.number()), [1, "2", null])).toBe("answer[1]");
    expect(brokeAt(z.array(z.number()), { 0: 1, length: 1 })).toBe("answer");
  });

  test("a nested list names each level's index", () => {
    expect(brokeAt(z.array(z.array(z.string())), [["a"], ["b", "c", 4]])).toBe("answer[1][2]");
  });

  test("a record checks every value, keeps its keys as they came, and is not a list", () => {
    const utm = z.record(z.string(), z.string());
    expect(read(utm, { utm_source: "google", b: "" })).toEqual({ utm_source: "google", b: "" });
    expect(read(utm, {})).toEqual({});
    expect(brokeAt(utm, { utm_source: "google", utm_medium: 3 })).toBe("answer.utm_medium");
    expect(brokeAt(utm, ["google"])).toBe("answer");
    expect(brokeAt(utm, null)).toBe("answer");
  });

  test("a table's known rows are read field by field, another table's rows as they are", () => {
    const rows = z.catchall(z.object({ quotes: z.array(z.object({ id: z.number() })) }), z.array(z.unknown()));
    expect(read(rows, { quotes: [{ id: 1 }], later: [{ any: "thing" }] })).toEqual({
      quotes: [{ id: 1 }],
      later: [{ any: "thing" }],
    });
    expect(brokeAt(rows, { quotes: [{ id: "1" }], later: [] })).toBe("answer.quotes[0].id");
    expect(brokeAt(rows, { quotes: [], later: "rows" })).toBe("answer.later");
  });
});

describe("an object", () => {
  const week = z.object({ start: z.string(), leads: z.number(), note: z.optional(z.string()) });

  test("reads every field it names; a field the server added beside them is dropped", () => {
    const got = read(week, { start: "2026-11-23", leads: 2, spare: "kept?" });
    expect(got).toEqual({ start: "2026-11-23", leads: 2 });
    expect(Object.keys(got)).toEqual(["start", "leads"]);
  });

  test("an optional field left out stays out; given, it is kept", () => {
    expect("note" in read(week, { start: "x", leads: 1 })).toBe(false);
    expect(read(week, { start: "x", leads: 1, note: "n" })).toEqual({ start: "x", leads: 1, note: "n" });
  });

  test("a missing required field is named by its place", () => {
    expect(brokeAt(week, { start: "x" })).toBe("answer.leads");
    expect(brokeAt(week, { start: "x", leads: 1, note: 5 })).toBe("answer.note");
  });

  test("the first field broken, in the schema's order, is the one named", () => {
    expect(brokeAt(week, { start: 1, leads: "2" })).toBe("answer.start");
  });

  test("anything but a plain object is refused at its own place", () => {
    expect(brokeAt(week, null)).toBe("answer");
    expect(brokeAt(week, [])).toBe("answer");
    expect(brokeAt(week, "week")).toBe("answer");
  });

  test("deep inside lists and objects, the whole path is named", () => {
    const overview = z.object({
      windows: z.array(
        z.object({ templates: z.array(z.object({ p75: z.record(z.string(), z.nullable(z.number())) })) }),
      ),
    });
    const answer = { windows: [{ templates: [] }, { templates: [{ p75: { LCP: 1 } }, { p75: { LCP: "slow" } }] }] };
    expect(brokeAt(overview, answer)).toBe("answer.windows[1].templates[1].p75.LCP");
  });
});
