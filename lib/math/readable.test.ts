import { describe, expect, it } from "vitest";
import { isUnreadable } from "./readable";
import { log10LowerBound } from "./magnitude";
import { parseExpr } from "./parse";
import { evaluate } from "./evaluate";
import { valEquals, frac } from "./rational";

describe("isUnreadable", () => {
  it("flags markup, broken LaTeX, emoji and keyboard mash", () => {
    for (const s of ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\\frac{", "\\frac{1}", "x = {2", "😀😀😀", "🚌🚌", "qwrtz pfffft"]) expect(isUnreadable(s), s).toBe(true);
  });
  it("reads math, words, LaTeX and comparisons", () => {
    for (const s of ["x = 8", "5x - 10 = 30", "So the answer is", "Subtract 10 from both sides", "\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}", "a < b and c > d", "2 < 3", "x^{2} = 4", "#### 640", "✓", "= 40", "asdf"]) expect(isUnreadable(s), s).toBe(false);
  });
});

describe("big numbers", () => {
  const bound = (t: string) => log10LowerBound(parseExpr(t)!.node);
  it("bounds positive towers from below without holding them", () => {
    expect(bound("10^10000")).toBeGreaterThan(9999);
    expect(bound("2^(2^64)")).toBeGreaterThan(1e18);
    expect(bound("9^9^9^9")).toBe(Infinity);
  });
  it("has no bound where terms could cancel", () => {
    expect(bound("10^10000 - 10^10000")).toBeNull();
  });
  it("never turns an exact value into a lossy float", () => {
    expect(valEquals(evaluate(parseExpr("10^250 + 1 - 10^250")!.node)!, frac(1))).toBe(true);
    expect(evaluate(parseExpr("10^10000")!.node)).toBeNull();
  });
});
