import { describe, expect, test } from "vitest";
import { linkProblem, nzPhone, ownerText } from "./owner-text";

describe("ownerText: what the owner sees is what is stored", () => {
  test("NUL, the other C0 controls, DEL and the C1 controls are removed", () => {
    expect(ownerText("No\0 call-out\u0001 fee\u001b.\u007f")).toBe("No call-out fee.");
    expect(ownerText("Hot\u0080 water\u009f\u0090")).toBe("Hot water");
  });

  test("bidirectional overrides, embeddings and isolates are removed", () => {
    expect(ownerText("\u202eevif\u202c stars \u202a\u202b\u202d\u2066\u2067\u2068x\u2069")).toBe("evif stars x");
  });

  test("zero-width characters are removed, and a joiner that joins no emoji", () => {
    expect(ownerText("\ufeffLeak\u200b Re\u200cpair\u2060 Pro\u200d")).toBe("Leak Repair Pro");
    expect(ownerText("a\u200db 👍\u200d!")).toBe("ab 👍!");
  });

  test("a joiner between emoji stays: one plumber, one family, one rainbow flag", () => {
    for (const emoji of ["👩‍🔧", "👩🏽‍🔧", "👨‍👩‍👧", "🏳️‍🌈"]) expect(ownerText(`Thanks ${emoji}!`)).toBe(`Thanks ${emoji}!`);
  });

  test("line breaks: kept as LF where the field takes several lines, one space where it takes one", () => {
    expect(ownerText("First line.\r\nSecond.\rThird.\nFourth.\u2028Fifth.\vSixth.", "lines")).toBe(
      "First line.\nSecond.\nThird.\nFourth.\nFifth.\nSixth.",
    );
    expect(ownerText("Para one.\n\nPara two.", "lines")).toBe("Para one.\n\nPara two.");
    expect(ownerText("Leak \r\n\r\n Repair\nAuckland")).toBe("Leak Repair Auckland");
    expect(ownerText("a\u0085b")).toBe("a b");
  });

  test("a tab is a space; letters, macrons and emoji are untouched; a lone surrogate becomes U+FFFD", () => {
    expect(ownerText("Mon-Fri\t7AM-6PM")).toBe("Mon-Fri 7AM-6PM");
    expect(ownerText("Tāmaki Makaurau, ½ price — “great” 😀", "lines")).toBe("Tāmaki Makaurau, ½ price — “great” 😀");
    expect(ownerText("bad \ud800 half")).toBe("bad \ufffd half");
  });
});

describe("linkProblem: https only, short, no name or password", () => {
  test("a plain https link passes", () => {
    expect(linkProblem("https://www.facebook.com/kauri-plumbing")).toBeUndefined();
    expect(linkProblem(`https://g.page/r/${"x".repeat(2000 - "https://g.page/r/".length)}`)).toBeUndefined();
  });

  test("http, other schemes and what is not a link are refused", () => {
    const message = "A web address starting https://, for example https://www.facebook.com/yourpage.";
    for (const link of [
      "http://www.facebook.com/kauri",
      "javascript:alert(1)",
      "data:text/html,hi",
      "https:www.facebook.com",
      "https:///path",
      "www.facebook.com/kauri",
      'https://www.facebook.com/"onmouseover=',
      "https://www.facebook.com/a b",
    ])
      expect(linkProblem(link), link).toBe(message);
  });

  test("a link of 2,001 characters is refused", () => {
    const link = `https://g.page/r/${"x".repeat(2001 - "https://g.page/r/".length)}`;
    expect(link).toHaveLength(2001);
    expect(linkProblem(link)).toBe("At most 2,000 characters.");
  });

  test("a user name or password in the link is refused", () => {
    const message = "Take out the name and password (the part before @): every visitor could read them.";
    expect(linkProblem("https://user:pass@www.facebook.com/kauri")).toBe(message);
    expect(linkProblem("https://user@www.facebook.com/kauri")).toBe(message);
    expect(linkProblem("https://:pass@www.facebook.com/kauri")).toBe(message);
  });
});

describe("nzPhone: a New Zealand number, stored one way", () => {
  const phone = (typed: string) => nzPhone(typed, "09 123 4567");

  test("the same number however it is written is stored in one national form", () => {
    for (const typed of ["09 555 0142", "+64 9 555 0142", "095550142", "(09) 555-0142", " 0064 9 555 0142 "])
      expect(phone(typed), typed).toEqual({ phone: "09 555 0142" });
    expect(phone("021 555 0199")).toEqual({ phone: "021 555 0199" });
  });

  test("0800 and 0508 numbers", () => {
    for (const typed of ["0800 123 456", "0800123456", "+64 800 123 456"])
      expect(nzPhone(typed, "0800 123 456"), typed).toEqual({ phone: "0800 123 456" });
    expect(nzPhone("0508-555-014", "0800 123 456")).toEqual({ phone: "0508 555 014" });
  });

  test("the sample number, in no real range, keeps its grouping: the seed's pages stay as they are", () => {
    expect(phone("09 123 4567")).toEqual({ phone: "09 123 4567" });
    expect(phone("09  123\t4567")).toEqual({ phone: "09 123 4567" });
  });

  test("what is no New Zealand number is refused in plain words", () => {
    const problem = {
      problem: "That doesn't look like a New Zealand phone number: type it as, for example, 09 123 4567.",
    };
    for (const typed of [
      "((((((((((((((((((((",
      "",
      "123",
      "call us",
      "0800 PLUMBER",
      "09 555 0142 ext 5",
      "+61 2 9999 9999",
      "09 555 0142 09 555 0142",
      "9".repeat(41),
    ])
      expect(phone(typed), typed).toEqual(problem);
  });
});
