import { describe, expect, it } from "vitest";
import { escapeText, plainMathToLatex, toSegments } from "./plain-to-latex";

const math = (latex: string) => ({ kind: "math", latex });
const text = (value: string) => ({ kind: "text", value });

describe("plainMathToLatex", () => {
  it("turns multiplication signs into \\times and keeps the rest", () => {
    expect(plainMathToLatex("9 × 2 = 18")).toBe("9 \\times 2 = 18");
    expect(plainMathToLatex("3 * 4")).toBe("3 \\times 4");
    expect(plainMathToLatex("12 ÷ 4")).toBe("12 \\div 4");
  });

  it("makes fractions from simple operands only", () => {
    expect(plainMathToLatex("1/2 + 1/3 = 5/6")).toBe("\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}");
    expect(plainMathToLatex("(x+1)/2 = 3")).toBe("\\frac{x + 1}{2} = 3");
    expect(plainMathToLatex("3x/4")).toBe("\\frac{3x}{4}");
    expect(plainMathToLatex("2 / ")).toBe("2/");
  });

  it("handles powers, roots and comparisons", () => {
    expect(plainMathToLatex("x^2 - 5x + 6 = 0")).toBe("x^{2} - 5x + 6 = 0");
    expect(plainMathToLatex("2^(n+1)")).toBe("2^{n + 1}");
    expect(plainMathToLatex("sqrt(16) = 4")).toBe("\\sqrt{16} = 4");
    expect(plainMathToLatex("√9 = 3")).toBe("\\sqrt{9} = 3");
    expect(plainMathToLatex("x <= 5")).toBe("x \\le 5");
    expect(plainMathToLatex("x ≠ 0")).toBe("x \\ne 0");
  });

  it("escapes currency, percent and words", () => {
    expect(plainMathToLatex("9 × 2 = $18")).toBe("9 \\times 2 = \\$18");
    expect(plainMathToLatex("25% of 80")).toBe("25\\% \\text{of} 80");
    expect(plainMathToLatex("1,000 + 1")).toBe("1{,}000 + 1");
  });

  it("never lets input smuggle LaTeX commands through words", () => {
    expect(escapeText("a\\href{x}_#")).toBe("a\\textbackslash{}href\\{x\\}\\_\\#");
  });
});

describe("toSegments", () => {
  it("typesets a whole equation", () => {
    expect(toSegments("2x + 3 = 11")).toEqual([math("2x + 3 = 11")]);
    expect(toSegments("16 - 3 = 13")).toEqual([math("16 - 3 = 13")]);
  });

  it("keeps prose as text and typesets only the maths in it", () => {
    expect(toSegments("Compute: 12 × 3 + 4")).toEqual([text("Compute: "), math("12 \\times 3 + 4")]);
    expect(toSegments("x = 2 or x = 3")).toEqual([math("x = 2"), text(" or "), math("x = 3")]);
    expect(toSegments("so x = 4")).toEqual([text("so "), math("x = 4")]);
  });

  it("leaves word problems with prices and articles as prose", () => {
    const s = "A farmer's ducks lay 16 eggs a day and sells the rest at $2 each.";
    expect(toSegments(s)).toEqual([text(s)]);
    expect(toSegments("a well-known 5 apples")).toEqual([text("a well-known 5 apples")]);
  });

  it("passes LaTeX through untouched", () => {
    expect(toSegments("\\frac{1}{2} + \\frac{1}{3}")).toEqual([math("\\frac{1}{2} + \\frac{1}{3}")]);
    expect(toSegments("The answer is $x^2$ here")).toEqual([text("The answer is "), math("x^2"), text(" here")]);
  });

  it("does not treat two prices as a $...$ formula", () => {
    expect(toSegments("It costs $3 and $4 in total")).toEqual([text("It costs $3 and $4 in total")]);
  });

  it("typesets $…$ and \\(…\\) in prose and keeps the words upright", () => {
    expect(toSegments("Solve $2x + 3 = 11$ for $x$.")).toEqual([text("Solve "), math("2x + 3 = 11"), text(" for "), math("x"), text(".")]);
    expect(toSegments("Solve \\(x^2 = 9\\) now")).toEqual([text("Solve "), math("x^2 = 9"), text(" now")]);
    expect(toSegments("Is $x <= 5$?")).toEqual([text("Is "), math("x \\le 5"), text("?")]);
    expect(toSegments("Area: $$\\pi r^2$$")).toEqual([text("Area: "), math("\\pi r^2")]);
  });

  it("typesets a LaTeX command inside prose on its own", () => {
    expect(toSegments("Find \\frac{1}{2} of 10.")).toEqual([text("Find "), math("\\frac{1}{2}"), text(" of 10.")]);
    expect(toSegments("so x = \\sqrt{16} cm")).toEqual([text("so "), math("x = \\sqrt{16}"), text(" cm")]);
  });

  it("keeps prices and single dollars as prose", () => {
    expect(toSegments("He paid $5 and then $10 more.")).toEqual([text("He paid $5 and then $10 more.")]);
    expect(toSegments("Tickets cost $12.50 each.")).toEqual([text("Tickets cost $12.50 each.")]);
    expect(toSegments("$5 each, so it was $20")).toEqual([text("$5 each, so it was $20")]);
  });

  it("returns nothing for blank input", () => {
    expect(toSegments("   ")).toEqual([]);
  });
});
