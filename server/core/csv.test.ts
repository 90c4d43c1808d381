import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  test("a cell a spreadsheet would run as a formula starts with an apostrophe instead", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell("+64 21 555 0199")).toBe("'+64 21 555 0199");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("Aroha = customer")).toBe("Aroha = customer");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
  });

  test("RFC 4180 quoting, CRLF line ends", () => {
    expect(csvLine(['Aroha "A" Smith', "a,b", "line\nbreak", "plain"])).toBe(
      '"Aroha ""A"" Smith","a,b","line\nbreak",plain\r\n',
    );
  });

  test("property: no cell starts with a formula character, and quoting round-trips", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(unquoted).not.toMatch(/^[=+\-@\t\r]/);
        expect(unquoted === text || unquoted === `'${text}`).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
