import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { stem } from "./stem";
import { REL_TOL, SAMPLE_TOL, roundsToPlaces, sameNumber, sameToTheCent } from "./tolerance";
import { TOTAL_WORDS } from "./total-words";
import { CASE_ORDINAL_LEAD } from "./case-ordinals";
import { TIME_UNITS } from "./time-units";
import { CARDINAL_WORDS, NUMBER_WORDS } from "./number-words";
import { conversionFactor, unitOf } from "../units";
import { valEquals } from "../rational";

describe("the one stemmer", () => {
  it("folds plurals onto their singular", () => {
    expect(["hours", "hour", "Hours"].map(stem)).toEqual(["hour", "hour", "hour"]);
    expect(["boxes", "inches", "dishes", "apples", "apple"].map(stem)).toEqual(["box", "inch", "dish", "apple", "apple"]);
  });
  it("leaves short words and -ss words alone", () => {
    expect(["bus", "gas", "glass", "class"].map(stem)).toEqual(["bus", "gas", "glass", "class"]);
  });
});

describe("the one tolerance policy", () => {
  it("is relative, with 1 as the smallest scale", () => {
    expect(sameNumber(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameNumber(1e12, 1e12 + 1)).toBe(true);
    expect(sameNumber(1, 1 + 2 * REL_TOL)).toBe(false);
    expect(sameNumber(1, 1 + 1e-7)).toBe(false);
    expect(sameNumber(1, 1 + 1e-7, SAMPLE_TOL)).toBe(true);
  });
  it("matches an amount to the cent and a value rounded to the places written", () => {
    expect(sameToTheCent(3.33, 10 / 3)).toBe(true);
    expect(sameToTheCent(0.05, 0.0526)).toBe(false);
    expect(sameToTheCent(3, 3.004)).toBe(false);
    expect(roundsToPlaces(10 / 3, 3.33, 2)).toBe(true);
    expect(roundsToPlaces(10 / 3, 3.3, 2)).toBe(false);
  });
  it("is the rationals' policy once a float is involved", () => {
    expect(valEquals(0.1 + 0.2, 0.3)).toBe(true);
    expect(valEquals(1, 1 + 1e-7)).toBe(false);
  });
});

describe("the vocabulary tables", () => {
  it("names the case a line opens with", () => {
    const lead = new RegExp(CASE_ORDINAL_LEAD, "i");
    for (const line of ["The first gives x = 3", "From the last, x = -2", "the fourth case"]) expect(lead.test(line)).toBe(true);
    expect(lead.test("At first glance x = 3")).toBe(false);
  });
  it("names totals", () => {
    for (const line of ["a total of 6 hours", "10 altogether", "in all 12", "combined 5", "together they have 9"]) expect(TOTAL_WORDS.test(line)).toBe(true);
    expect(TOTAL_WORDS.test("each box has 6")).toBe(false);
  });
  it("reads units of time and converts them exactly where their length is fixed", () => {
    expect(TIME_UNITS.map((t) => t.unit)).toEqual(["second", "minute", "hour", "day", "week", "month", "year"]);
    expect(unitOf("hrs")).toEqual({ kind: "time", unit: "hour" });
    expect(conversionFactor("hour", "minute")?.valueOf()).toBe(60);
    expect(conversionFactor("year", "day")).toBeNull();
  });
  it("keeps the cardinals first among the number words", () => {
    expect(Object.keys(NUMBER_WORDS).slice(0, Object.keys(CARDINAL_WORDS).length)).toEqual(Object.keys(CARDINAL_WORDS));
    expect(NUMBER_WORDS.dozen).toBe(12);
  });
});

/** Source files under a folder, tests and this folder left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "vocabulary" ? [] : sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("no second copy of a vocabulary", () => {
  const root = join(__dirname, "..", "..", "..");
  const files = ["check", "math", "bank", "hints"].flatMap((dir) => sources(join(root, "lib", dir)));
  const copies = (pattern: RegExp) => files.filter((f) => pattern.test(readFileSync(f, "utf8"))).map((f) => relative(root, f));

  it("has no other stemmer, total-word list or number-word table", () => {
    expect(copies(/\bconst\s+stem\w*\s*=|function\s+stem\w*\s*\(|endsWith\("s"\)\s*&&\s*!\w+\.endsWith\("ss"\)|replace\(\/(?:e\?)?s\$\/|\(\?:es\|s\)\$/)).toEqual([]);
    expect(copies(/\bconst\s+TOTAL_WORDS\b/)).toEqual([]);
    // the ordinals that name a case of a split (case-ordinals.ts)
    expect(copies(/first\|second\|third/)).toEqual([]);
    expect(copies(/\bconst\s+\w*\s*(?::[^=]*)?=\s*\{\s*zero:\s*0,\s*one:\s*1/)).toEqual([]);
  });
  it("has no other float tolerance than the policy's", () => {
    expect(copies(/1e-9\s*\*\s*Math\.max|[<>]=?\s*1e-9\b|[-+]\s*1e-9\b|REL_TOL\s*=/)).toEqual([]);
  });
});
