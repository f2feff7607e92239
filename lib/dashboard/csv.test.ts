import { describe, expect, it } from "vitest";
import { UTF8_BOM, csvCell, parseCsv, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("2x + 3 = 11")).toBe("2x + 3 = 11");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
  });
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
  });
  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-3x = 9")).toBe("'-3x = 9");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });
  it("keeps negative numbers numeric", () => {
    expect(csvCell(-3)).toBe("-3");
  });
  it("writes dates as ISO", () => {
    expect(csvCell(new Date(Date.UTC(2026, 0, 2)))).toBe("2026-01-02T00:00:00.000Z");
  });
});

describe("toCsv", () => {
  it("starts with a UTF-8 byte-order mark, so spreadsheets show −, × and — and the guard still holds", () => {
    const text = toCsv(["step"], [["6 × 2 − 1 = 11 — done"], ["=1+1"]]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect([...Buffer.from(text, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.indexOf(UTF8_BOM, 1)).toBe(-1);
    expect(text.slice(1)).toBe("step\r\n6 × 2 − 1 = 11 — done\r\n'=1+1\r\n");
    expect(parseCsv(text)[0]).toEqual(["step"]);
  });
  it("round-trips through a CSV reader", () => {
    const rows = [
      ["ada", "x, y", 'He said "no"', "multi\nline", 0],
      ["ben", "", "=1+1", "ok", -2],
    ];
    const text = toCsv(["a", "b", "c", "d", "e"], rows);
    expect(text.endsWith("\r\n")).toBe(true);
    const parsed = parseCsv(text);
    expect(parsed).toEqual([
      ["a", "b", "c", "d", "e"],
      ["ada", "x, y", 'He said "no"', "multi\nline", "0"],
      ["ben", "", "'=1+1", "ok", "-2"],
    ]);
  });
});
