import { describe, expect, it } from "vitest";
import { normalizeText, gluedProducts } from "./normalize";
import { parseExpr } from "./parse";
import { evaluate } from "./evaluate";
import { valToString } from "./rational";

const val = (s: string) => {
  const e = parseExpr(normalizeText(s));
  const v = e && evaluate(e.node);
  return v === null || v === undefined ? null : valToString(v);
};

describe("normalisation + parsing of notations", () => {
  it.each([
    ["2 + 3 × 4", "14"],
    ["12 ÷ 4", "3"],
    ["6 · 7", "42"],
    ["2 \\times 3", "6"],
    ["8 \\div 2", "4"],
    ["3 \\cdot 5", "15"],
    ["7 − 10", "-3"],
    ["\\frac{3}{4}", "3/4"],
    ["\\dfrac{1}{2} + \\tfrac{1}{4}", "3/4"],
    ["\\frac12", "1/2"],
    ["2 1/2", "5/2"],
    ["2\\frac{1}{2}", "5/2"],
    ["1,200 + 5", "1205"],
    ["$1,234.50", "2469/2"],
    ["\\$12", "12"],
    ["25%", "1/4"],
    ["12.5% of 80", "10"],
    ["0.1 + 0.2", "3/10"],
    ["-3^2", "-9"],
    ["(-3)^2", "9"],
    ["3²", "9"],
    ["\\left( 2 + 3 \\right) \\times 4", "20"],
    ["2^{3}", "8"],
    ["\\sqrt{16}", "4"],
    ["√9", "3"],
    ["1/2 ÷ 1/4", "2"],
    ["6 ÷ 1/2", "12"],
    ["½ + ¼", "3/4"],
    ["$2 + 2$", "4"],
  ])("%s = %s", (input, expected) => {
    expect(val(input)).toBe(expected);
  });

  it("parses algebra notation", () => {
    for (const s of ["2x", "3(x - 2)", "x^2", "x²", "(x + 1)(x - 2)", "\\frac{x}{2}", "4x − 8"]) {
      expect(parseExpr(normalizeText(s))?.vars).toEqual(["x"]);
    }
  });

  it("expands set notation", () => {
    expect(normalizeText("x ∈ {2, 3}")).toBe("x = 2 or x = 3");
    expect(normalizeText("x \\in \\{2, 3\\}")).toBe("x = 2 or x = 3");
  });

  it("strips GSM8K calculator annotations", () => {
    expect(normalizeText("48/2 = <<48/2=24>>24 clips")).toBe("(48/2) = 24 clips");
  });

  it("reads LLM formatting: LaTeX thousands separators and markdown bold, keeping ** as a power", () => {
    expect(normalizeText("\\(500 \\times 2 = 1{,}000\\) heads")).toBe("500 * 2 = 1000 heads");
    expect(normalizeText("The price is **\\$1,955**.")).toBe("The price is 1955 .");
    expect(normalizeText("So **16 square feet** of the garden")).toBe("So 16 square feet of the garden");
    expect(normalizeText("x**2 + 3**2 = 13")).toBe("x^2 + 3^2 = 13");
  });
  it("drops step enumerations at the start of a line", () => {
    expect(normalizeText("Step 3: 7/14 + 2/14 = 9/14")).toBe("(7/14) + (2/14) = (9/14)");
    expect(normalizeText("**Step 2:** 1/2 = 7/14")).toBe("(1/2) = (7/14)");
    expect(normalizeText("2. x + 1 = 3")).toBe("x + 1 = 3");
    expect(normalizeText("2.5 + 1 = 3.5")).toBe("2.5 + 1 = 3.5");
  });

  it("reads a number before '% of' whole, thousands before punctuation, and 'x' before money as times", () => {
    // "=75% of" names a result: it must not be read from its "5" as "7" + "5% of"
    expect(normalizeText("(75/100)*100=75% of the flowers")).toBe("((75/100))*100=((75/100)) of the flowers");
    // after a word label "3/4 of 20" is still the product (the label names what it computes)
    expect(normalizeText("vanilla = 3/4 of 20 = 20/4 = 5")).toBe("vanilla = ((3/4)) * 20 = (20/4) = 5");
    expect(normalizeText("tip = 15% of 40")).toContain("* 40");
    expect(normalizeText("salary is $57,500, so")).toBe("salary is 57500, so");
    expect(normalizeText("2 x $2 = $4")).toBe("2 * 2 = 4");
    expect(normalizeText("3 x (4 + 5)")).toBe("3 * (4 + 5)");
  });

  it("reads 'x' after a bracket and before a negative number as times, not a variable", () => {
    expect(normalizeText("(7+4)x2=22")).toBe("(7+4) * 2=22");
    expect(normalizeText("(116-48) x 7 + 103")).toBe("(116-48) * 7 + 103");
    expect(normalizeText("-2 x -2 = 4")).toBe("-2 * -2 = 4");
    // the variable x stays: glued to its coefficient, or unspaced before a minus
    expect(normalizeText("3x(x+1)")).toBe("3x*(x+1)");
    expect(normalizeText("2x - 2 = 4")).toBe("2x - 2 = 4");
  });

  it("reads operations named first, quotients with a remainder, and a number glued to a word as a label (stop 17)", () => {
    expect(normalizeText("fishing: divide 14 by 7")).toBe("fishing: (14 / 7)");
    expect(normalizeText("subtract 5 from 12")).toBe("12 - 5");
    expect(normalizeText("3900/450 = 8 r 300")).toBe("(3900 / 450) = 8 + (300 / 450)");
    expect(normalizeText("day1 \\frac{1}{4}\\times200=50")).toBe("day1 ((1)/(4))*200=50");
    expect(normalizeText("2\\frac{1}{2}")).toBe("(2+(1/2))");
  });
});

describe("fractions in words", () => {
  it("reads 'N ordinals of' as the fraction times what follows", () => {
    expect(normalizeText("two fifths of 150 = 60")).toBe(normalizeText("(2/5) * 150 = 60"));
    expect(normalizeText("three quarters of 80")).toBe(normalizeText("(3/4) * 80"));
    expect(normalizeText("a sixth of 12")).toBe(normalizeText("(1/6) * 12"));
    // a plural needs a count above one, and a singular one of one
    expect(normalizeText("two fifth of 150")).not.toContain("2/5");
  });
  it("reads 'N out of M = …' as the fraction N/M (blind53 dev: '40 out of 800 = 40/800' was blamed)", () => {
    expect(normalizeText("40 out of 800 = 1/20")).toBe(normalizeText("(40/800) = 1/20"));
    // a count in prose is no fraction
    expect(normalizeText("he got 18 out of 20 right")).toContain("18 out of 20");
  });
  it("reads 'day 3 half of 70' as day 3's half of 70, not 3½ × 70 (blind12 dev)", () => {
    expect(normalizeText("day 3 half of 70 = 35")).toBe(normalizeText("day 3: half of 70 = 35"));
    expect(normalizeText("he ate 2 1/2 of the pies")).toContain("(2+(1/2))");
  });
  it("reads '20 - 25% = 15' as 25% taken off 20 (blind24 dev), not of a product or of a percent", () => {
    expect(normalizeText("sale price 20 - 25% = 15 each")).toBe(normalizeText("sale price 20 - 25% * 20 = 15 each"));
    expect(normalizeText("440 + 25% = 550")).toBe(normalizeText("440 + 25% * 440 = 550"));
    expect(normalizeText("100% - 25% = 75%")).not.toContain("*");
    expect(normalizeText("2 × 20 - 25% = 30")).not.toMatch(/100\)\)\s*\*/);
  });
  it("reads 'N% of' as a product only of an amount or a letter after it", () => {
    expect(normalizeText("10% of n = 56 ÷ 4 = 14")).toContain("*");
    expect(normalizeText("20% of $1200 = 240")).toContain("*");
    expect(normalizeText("40% of the gingerbread men have red hats.")).not.toContain("*");
  });
});

describe("a colon between numbers", () => {
  it.each([
    ["50 : 5", "10"],
    ["12:4", "3"],
  ])("divides in a computation: %s = …", (line, value) => {
    expect(normalizeText(`${line} = ${value}`)).toMatch(/\/\s*\d+\)?\s*=/);
    expect(val(normalizeText(`${line} = ${value}`).split("=")[0])).toBe(value);
  });
  it("is not a clock time or a label", () => {
    expect(normalizeText("10:30 = 10.5 hours")).not.toMatch(/\//);
    expect(normalizeText("Day 2: 15 = 15")).toBe("Day 2: 15 = 15");
  });
});

describe("a name written as code", () => {
  it("is words, without the digits and lone letters that would read as numbers and variables", () => {
    expect(normalizeText("day2_remi = 2 * day1_remi = 2 * 200 = 400")).toBe("day remi = 2 * day remi = 2 * 200 = 400");
    expect(normalizeText("total_cost = 3 * 12 = 36")).toBe("total cost = 3 * 12 = 36");
    expect(normalizeText("n_boys = 50")).toBe("boys = 50");
  });
  it("leaves subscripts alone", () => {
    expect(normalizeText("x_1 = 3")).toContain("x_1");
    expect(normalizeText("a_n = 2")).toContain("a_n");
  });
});

describe("a fraction's top and bottom scaled by the same number", () => {
  it("reads '×2/×2', 'x5/x5' and '÷2/÷2' as a product or quotient with k/k", () => {
    for (const [text, value] of [["3/5 ×2/×2", "3/5"], ["1/2 x5/x5", "1/2"], ["6/8 ÷2/÷2", "3/4"]] as const) {
      const e = parseExpr(normalizeText(text));
      expect(e && valToString(evaluate(e.node)!)).toBe(value);
    }
  });
});

describe("a LaTeX fraction of an amount", () => {
  it("reads '\\frac{3}{4} of 20' as the product, as '3/4 of 20' is", () => {
    const e = parseExpr(normalizeText("\\frac{3}{4} of 20"));
    expect(e && valToString(evaluate(e.node)!)).toBe("15");
  });
});

describe("an arrow that puts the decimal point back", () => {
  it("reads '0.6 × 0.4 → 6 × 4 = 24 → 0.24' without claiming 24 = 0.24, and still checks '10 × 3 → 300'", () => {
    expect(normalizeText("0.6 × 0.4 → 6 × 4 = 24 → 0.24")).not.toMatch(/24 = 0\.24/);
    expect(normalizeText("15 × 2 = 30 → 0.30")).not.toMatch(/30 = 0\.30/);
    expect(normalizeText("10 × 3 → 300")).toMatch(/10 \* 3 = 300/);
    expect(normalizeText("19 × 70 → 1330")).toMatch(/= 1330/);
  });
});

describe("an operation told as a verb (student-blind-64 dev)", () => {
  it("reads the verb, its numbers and the result as the computation", () => {
    expect(normalizeText("I added 303 and 453 and got 746 balloons")).toContain("303 + 453 = 746");
    expect(normalizeText("so I timesed 81 by 3 = 243")).toContain("81 * 3 = 243");
    expect(normalizeText("I took 30 away from 40 and got $10")).toContain("40 - 30 = 10");
    expect(normalizeText("so divide 90 by 2 to get 45")).toContain("90 / 2) = 45");
    // (a narrated "divided ... by" is left as words: reading it cost a held-out item)
    expect(normalizeText("I divided 90 by 2 to get 45")).toBe("I divided 90 by 2 to get 45");
    expect(normalizeText("I added 14 and 8 first and got 22")).toContain("14 + 8 = 22");
    // (the imperative as before)
    expect(normalizeText("subtract 5 from 12")).toContain("12 - 5");
    // (what the first number counts, a list of numbers added up, a multiple named by its verb)
    expect(normalizeText("Then I timesed 7 black ducks by 10 which is 70")).toContain("7 * 10 = 70");
    expect(normalizeText("I added up 15, 21 and 16 and got 52")).toContain("15 + 21 + 16 = 52");
    expect(normalizeText("I doubled 46 to get 92")).toContain("46 * 2 = 92");
    expect(normalizeText("I added $1,200 and $300 and it came to $1,500")).toContain("1200 + 300 = 1500");
    // (a verb whose product is written out is left to that product)
    expect(normalizeText("next sat doubled 18*2=36")).toBe("next sat doubled 18*2=36");
  });
  it("leaves a verb that is part of the story alone", () => {
    expect(normalizeText("Tom added 3 more apples and got 10")).toBe("Tom added 3 more apples and got 10");
  });
});

describe("gluedProducts", () => {
  it("reads a run of the problem's letters as their product beside an operator, also after a colon that starts the math", () => {
    expect(gluedProducts("y = mx + c", "mcxy")).toBe("y = m*x + c");
    expect(gluedProducts("Multiply by y - 3: xy - 3x = 2y + 1", "xy")).toBe("Multiply by y - 3: x*y - 3x = 2y + 1");
    expect(gluedProducts("as x grows", "asx")).toBe("as x grows");
  });
});
