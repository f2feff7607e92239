import { describe, expect, it } from "vitest";
import { exactEvidence } from "./exact-checker";
import type { CheckInput, StepEvidence } from "./types";

function verdicts(input: CheckInput): Array<string> {
  const ev = exactEvidence(input);
  return input.steps.map((_, i) => {
    const e = ev.find((x: StepEvidence) => x.index === i);
    return e ? (e.verdict === "incorrect" ? `incorrect:${e.errorType}` : e.verdict) : "none";
  });
}

function firstError(input: CheckInput): { index: number; type?: string; message?: string } {
  const e = exactEvidence(input).find((x) => x.verdict === "incorrect");
  return e ? { index: e.index, type: e.errorType, message: e.message } : { index: -1 };
}

describe("word problems: arithmetic claims in prose", () => {
  const problem = "Janet has 16 eggs. She uses 3 for breakfast and 4 for muffins, and sells the rest at $2 each. How much does she make?";
  it("finds the slip in 9 × 2 = 17", () => {
    const r = firstError({ problem, steps: ["She has 16 - 3 = 13 eggs left.", "13 - 4 = 9", "9 × 2 = 17"] });
    expect(r.index).toBe(2);
    expect(r.type).toBe("arithmetic");
    expect(r.message).toMatch(/^Step 3:/);
    expect(r.message).not.toMatch(/18/);
  });
  it("accepts the correct solution with a dollar sign", () => {
    const input = { problem, steps: ["She has 16 - 3 = 13 eggs left.", "13 - 4 = 9", "9 × 2 = $18"], answer: "18" };
    expect(firstError(input).index).toBe(-1);
    expect(verdicts(input)).toEqual(["correct", "correct", "correct"]);
  });
  it("checks implicit claims", () => {
    expect(firstError({ problem, steps: ["20% of 50 is 10", "half of 30 is 15", "twice 8 is 16", "$24 / 2 = $12"] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["20% of 50 is 10", "half of 30 is 14"] })).toMatchObject({ index: 1, type: "arithmetic" });
  });
  it("says nothing about steps without claims", () => {
    expect(verdicts({ problem, steps: ["First find how many eggs are left.", "She sells them."] })).toEqual(["none", "none"]);
  });
  it("accepts rounding to the precision shown", () => {
    expect(firstError({ problem, steps: ["10 / 3 = 3.33 per person", "10/3 ≈ 3", "1/3 = 0.33"] }).index).toBe(-1);
  });
  it("flags a wrong final answer where the wrong value first appears", () => {
    const r = firstError({ problem, steps: ["16 - 3 - 4 = 9 eggs", "She makes 9 × 3 = $27"], answer: "18" });
    expect(r).toMatchObject({ index: 1, type: "final-answer" });
  });
  it("reads GSM8K-style annotated solutions", () => {
    const steps = ["Natalia sold 48/2 = <<48/2=24>>24 clips in May.", "Natalia sold 48+24 = <<48+24=72>>72 clips altogether in April and May.", "#### 72"];
    expect(firstError({ problem: "Natalia sold clips to 48 of her friends in April...", steps, answer: "72" }).index).toBe(-1);
  });
});

describe("equations", () => {
  const problem = "Solve 4(x - 2) = 20.";
  it("accepts valid alternative paths", () => {
    for (const steps of [
      ["x - 2 = 5", "x = 7"],
      ["4x - 8 = 20", "4x = 28", "x = 7"],
      ["x - 2 = 20/4", "x = 5 + 2", "x = 7"],
      ["20 = 4(x - 2)", "5 = x - 2", "7 = x"],
      ["2(x - 2) = 10", "x - 2 = 5", "x = 7"],
      ["4(x - 2) = 20", "x - 2 = 5", "x = 7"],
    ]) {
      expect(verdicts({ problem, steps, answer: "x = 7" }).every((v) => v === "correct")).toBe(true);
    }
  });
  it("multiplying by a denominator is fine", () => {
    expect(firstError({ problem: "Solve x/3 + 1 = 5", steps: ["x + 3 = 15", "x = 12"], answer: "12" }).index).toBe(-1);
  });
  it("quadratics by factoring, solution sets in several notations", () => {
    const p = "Solve x^2 - 5x + 6 = 0";
    for (const last of ["x = 2 or x = 3", "x = 2, x = 3", "x ∈ {2, 3}", "x = 3 or x = 2"]) {
      const steps = ["(x - 2)(x - 3) = 0", "x - 2 = 0 or x - 3 = 0", last];
      expect(firstError({ problem: p, steps, answer: "x = 2 or x = 3" }).index).toBe(-1);
    }
    expect(firstError({ problem: p, steps: ["(x - 2)(x - 3) = 0", "x = -2 or x = -3"] })).toMatchObject({ index: 1, type: "sign" });
    expect(firstError({ problem: p, steps: ["(x + 2)(x - 3) = 0"] }).index).toBe(0);
  });
  it("classifies distribution errors", () => {
    expect(firstError({ problem, steps: ["4x - 2 = 20", "4x = 22"] })).toMatchObject({ index: 0, type: "distribution" });
    expect(firstError({ problem: "Solve 3(x - 2) = 12", steps: ["3x - 2 = 12"] })).toMatchObject({ index: 0, type: "distribution" });
  });
  it("calls every term multiplied but a product's sign wrong a sign error, as the blind sets' writers do", () => {
    expect(firstError({ problem: "Solve -3(x - 2) = 12", steps: ["-3x - 6 = 12"] })).toMatchObject({ index: 0, type: "sign" });
    expect(firstError({ problem: "Expand: -3(3y - 6)", steps: ["-3(3y - 6)", "= -9y - 18"] })).toMatchObject({ index: 1, type: "sign" });
    expect(firstError({ problem: "Expand: -3(3y - 6)", steps: ["-3(3y - 6)", "= -9y - 6"] })).toMatchObject({ index: 1, type: "distribution" });
  });
  it("classifies sign errors", () => {
    expect(firstError({ problem: "Solve 2x + 3 = 11", steps: ["2x = 11 + 3", "x = 7"] })).toMatchObject({ index: 0, type: "sign" });
    expect(firstError({ problem: "Solve -2x = 6", steps: ["x = 3"] })).toMatchObject({ index: 0, type: "sign" });
  });
  it("classifies one-side-only operations", () => {
    expect(firstError({ problem: "Solve 2x + 3 = 11", steps: ["2x = 11", "x = 5.5"] })).toMatchObject({ index: 0, type: "one-side-only" });
    expect(firstError({ problem: "Solve 3x = 12", steps: ["x = 12"] })).toMatchObject({ index: 0, type: "one-side-only" });
  });
  it("generic non-equivalent steps", () => {
    expect(firstError({ problem: "Solve 2x + 3 = 11", steps: ["2x = 8", "x = 6"] })).toMatchObject({ index: 1 });
  });
  it("judges later steps against the student's own previous line", () => {
    expect(verdicts({ problem, steps: ["4x - 2 = 20", "4x = 22", "x = 5.5"] })).toEqual(["incorrect:distribution", "correct", "correct"]);
  });
  it("continuation and chains inside a step", () => {
    expect(firstError({ problem: "Solve 4x = 20", steps: ["x = 20/4 = 5"] }).index).toBe(-1);
    expect(firstError({ problem: "Solve 4x = 20", steps: ["x = 20/4", "= 6"] })).toMatchObject({ index: 1, type: "arithmetic" });
  });
});

describe("expressions and pure computation", () => {
  it("continuation lines equal the previous value", () => {
    const problem = "Simplify 3(x + 2) + 4";
    expect(firstError({ problem, steps: ["3x + 6 + 4", "= 3x + 10"] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["3x + 6 + 4", "= 3x + 11"] }).index).toBe(1);
    expect(firstError({ problem, steps: ["3x + 2 + 4", "= 3x + 6"] })).toMatchObject({ index: 0, type: "distribution" });
  });
  it("order of operations", () => {
    expect(firstError({ problem: "Compute 2 + 3 × 4", steps: ["2 + 3 × 4 = 20"] })).toMatchObject({ index: 0, type: "order-of-operations" });
    expect(firstError({ problem: "Compute 2 + 3 × 4", steps: ["5 × 4", "20"] })).toMatchObject({ index: 0, type: "order-of-operations" });
    expect(firstError({ problem: "Compute 2 + 3 × 4", steps: ["3 × 4 = 12", "2 + 12 = 14"] }).index).toBe(-1);
    expect(firstError({ problem: "Compute -3^2", steps: ["-3^2 = 9"] })).toMatchObject({ index: 0, type: "order-of-operations" });
  });
  it("order of operations in side computations", () => {
    expect(firstError({ problem: "Compute 39 - 9 ÷ 3 + 6", steps: ["39 - 9 = 30", "30 ÷ 3 = 10", "10 + 6 = 16"] })).toMatchObject({ index: 0, type: "order-of-operations" });
    expect(firstError({ problem: "Compute 39 - 9 ÷ 3 + 6", steps: ["9 ÷ 3 = 3", "39 - 3 = 36", "36 + 6 = 42"] }).index).toBe(-1);
    expect(firstError({ problem: "Compute 20 - 9 ÷ 3 + 2", steps: ["9 ÷ 3 = 3", "3 + 2 = 5", "20 - 5 = 15"] })).toMatchObject({ index: 1, type: "order-of-operations" });
    expect(firstError({ problem: "Compute 12 + 6 × 2 - 3", steps: ["6 × 2 = 12", "12 + 12 = 24", "24 - 3 = 21"] }).index).toBe(-1);
    expect(firstError({ problem: "Compute -4^2 + 3", steps: ["(-4)^2 = 16", "16 + 3 = 19"] })).toMatchObject({ index: 0, type: "order-of-operations" });
    expect(firstError({ problem: "Compute 2 × 3 × 4", steps: ["3 × 4 = 12", "2 × 12 = 24"] }).index).toBe(-1);
  });
  it("order of operations in side computations with negative numbers", () => {
    const problem = "Compute: -5 × (4 - 10) - 48 ÷ (-6)";
    expect(firstError({ problem, steps: ["4 - 10 = -6", "-5 × -6 = 30", "30 - 48 = -18", "-18 ÷ -6 = 3"] })).toMatchObject({ index: 2, type: "order-of-operations" });
    expect(firstError({ problem, steps: ["4 - 10 = -6", "-5 × (-6) = 30", "48 ÷ (-6) = -8", "30 - (-8) = 38"] }).index).toBe(-1);
    expect(firstError({ problem: "Compute: -8 × 7 + (-6) × (-3)", steps: ["-8 × 7 = -56", "-56 + (-6) = -62", "-62 × (-3) = 186"] })).toMatchObject({ index: 1, type: "order-of-operations" });
    expect(firstError({ problem: "Compute: -8 × 7 + (-6) × (-3)", steps: ["-8 × 7 = -56", "(-6) × (-3) = 18", "-56 + 18 = -38"] }).index).toBe(-1);
  });
  it("dividing both sides by the coefficient and working the number out wrong is an arithmetic slip", () => {
    expect(firstError({ problem: "Solve for p: 91p = 1456", steps: ["91p = 1456", "p = 14"] })).toMatchObject({ index: 1, type: "arithmetic" });
    // (taking the coefficient away instead of dividing by it is the wrong move, not a slip)
    expect(firstError({ problem: "Solve for m: 2m = 20", steps: ["2m = 20", "m = 18"] })).toMatchObject({ index: 1, type: "not-equivalent" });
  });
  it("dividing by a percent's number instead of taking that many hundredths is a wrong operation", () => {
    expect(firstError({ problem: "Find 30% of 300.", steps: ["30% of 300 = 300 / 30 = $10."] })).toMatchObject({ index: 0, type: "wrong-operation" });
    expect(firstError({ problem: "Find 30% of 300.", steps: ["30% of 300 = 300 × 30 = 9000"] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
  it("a common denominator with a numerator left unscaled is a fraction slip", () => {
    expect(firstError({ problem: "Compute: 7/10 - 1/4", steps: ["\\frac{7}{10}-\\frac{1}{4}", "=\\frac{7-1}{20}", "=\\frac{6}{20}", "=\\frac{3}{10}"] })).toMatchObject({ index: 1, type: "fraction" });
    expect(firstError({ problem: "Compute: 3/4 - 5/6 - 5/8", steps: ["3/4-5/6-5/8=(18-20-5)/24", "=-7/24"] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem: "Compute: 3/4 - 5/6 - 5/8", steps: ["3/4-5/6-5/8=(18-20-15)/24", "=-17/24"] }).index).toBe(-1);
  });
  it("fraction misconceptions", () => {
    expect(firstError({ problem: "Compute 1/2 + 1/3", steps: ["1/2 + 1/3 = 2/5"] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem: "Compute 3 × 2/5", steps: ["3 × 2/5 = 6/15"] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem: "Compute 1/2 + 1/3", steps: ["1/2 + 1/3 = 3/6 + 2/6", "= 5/6"] }).index).toBe(-1);
  });
  it("integer sign slips", () => {
    expect(firstError({ problem: "Compute -3 × -4", steps: ["-3 × -4 = -12"] })).toMatchObject({ index: 0, type: "sign" });
    expect(firstError({ problem: "Compute -3 - 5", steps: ["-3 - 5 = 2"] })).toMatchObject({ index: 0, type: "sign" });
  });
  it("0.1 + 0.2 = 0.3 is true", () => {
    expect(firstError({ problem: "Compute 0.1 + 0.2", steps: ["0.1 + 0.2 = 0.3"] }).index).toBe(-1);
  });
  it("messages never contain the correct value", () => {
    const r = firstError({ problem: "Compute 37 × 23", steps: ["37 × 23 = 861"] });
    expect(r.type).toBe("arithmetic");
    expect(r.message).not.toContain("851");
  });
});

describe("more notations in context", () => {
  it("LaTeX steps, ± and checks after the answer", () => {
    expect(firstError({ problem: "Solve x/2 = 3", steps: ["$\\frac{x}{2} = 3$", "x = 6"], answer: "6" }).index).toBe(-1);
    expect(firstError({ problem: "Solve x^2 = 9", steps: ["x = ±3"], answer: "x = 3 or x = -3" }).index).toBe(-1);
    const steps = ["Subtract 3 from both sides: 2x = 8", "Divide both sides by 2", "x = 4", "Check: 2(4) + 3 = 11 ✓"];
    expect(verdicts({ problem: "Solve 2x + 3 = 11", steps, answer: "4" })).toEqual(["correct", "none", "correct", "correct"]);
  });
  it("a lost solution is flagged with its own message", () => {
    const r = firstError({ problem: "Solve x^2 - 3x = 0", steps: ["x^2 = 3x", "x = 3 or x = 1"] });
    expect(r).toMatchObject({ index: 1, type: "not-equivalent" });
    const lost = firstError({ problem: "Solve x^2 - 3x = 0", steps: ["x^2 = 3x", "x = 3"] });
    expect(lost).toMatchObject({ index: 1, type: "not-equivalent" });
    expect(lost.message).toMatch(/solution was lost/);
  });
  it("roots on separate lines are a list, not a lost root", () => {
    const problem = "Solve x^2 - 5x + 6 = 0";
    expect(firstError({ problem, steps: ["x^2 - 5x + 6 = 0", "x = 2", "x = 3"], answer: "x = 2 or x = 3" }).index).toBe(-1);
    expect(firstError({ problem, steps: ["x = 2; x = 3"] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["x = 2", "So the answer is 2."] })).toMatchObject({ index: 0, type: "not-equivalent" });
  });
  it("one case of a factored equation per line is fine; a missing root in the answer is not", () => {
    const steps = ["(x + 2)(x + 4) = 0", "x + 2 = 0, so x = -2", "x + 4 = 0, so x = -4"];
    expect(firstError({ problem: "Solve x^2 + 6x + 8 = 0", steps, answer: "x = -2 or x = -4" }).index).toBe(-1);
    const oneRoot = firstError({ problem: "Solve x^2 + x - 2 = 0", steps: ["(x + 2)(x - 1) = 0", "x + 2 = 0", "x = -2"], answer: "x = -2 or x = 1" });
    expect(oneRoot).toMatchObject({ index: 2, type: "final-answer" });
  });
  it("percent conversions are claims, percent labels are not", () => {
    expect(firstError({ problem: "What is 30% of 120?", steps: ["30% = 3", "3 × 120 = 360"] })).toMatchObject({ index: 0 });
    expect(firstError({ problem: "What is 20% of 45?", steps: ["20% = 0.02", "0.02 × 45 = 0.9"] })).toMatchObject({ index: 0 });
    expect(firstError({ problem: "What is 35% of 60?", steps: ["10% of 60 = 6", "30% = 3 × 6 = 18", "5% = 3", "35% = 18 + 3 = 21"] }).index).toBe(-1);
    expect(firstError({ problem: "What is 40% of 60?", steps: ["10% of 60 is 6", "40% is 4 times that: 4 × 6 = 24"] }).index).toBe(-1);
  });
  it("combining like terms with a and b", () => {
    expect(firstError({ problem: "Simplify 3a + 4b + 3a - 2b.", steps: ["3a + 3a = 9a", "4b - 2b = 2b", "9a + 2b"] }).index).toBe(0);
    expect(firstError({ problem: "Solve for a: a + 10 = 8", steps: ["a = 8 - 10", "a = -2"], answer: "a = -2" }).index).toBe(-1);
  });
  it("names a collected term written with its sign flipped a sign slip, another wrong coefficient an arithmetic slip", () => {
    const problem = "Simplify: 4x + 9 - 2y - 7x + 3 + y";
    const lines = ["4x - 7x = -3x", "-2y + y = -y", "9 + 3 = 12"];
    expect(firstError({ problem, steps: [...lines, "-3x + y + 12"] })).toMatchObject({ index: 3, type: "sign" });
    expect(firstError({ problem, steps: [...lines, "-3x - 2y + 12"] })).toMatchObject({ index: 3, type: "arithmetic" });
    expect(firstError({ problem, steps: [...lines, "-3x - y + 12"] }).index).toBe(-1);
  });
  it("blames a line of true computations that take the tops and the bottoms away each on their own", () => {
    expect(firstError({ problem: "Compute: 5/6 - 1/3", steps: ["take the tops 5 - 1 = 4 and the bottoms 6 - 3 = 3", "so 4/3"] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem: "Compute: 2/5 + 1/3", steps: ["add the tops and the bottoms: 2 + 1 = 3 and 5 + 3 = 8", "= 3/8"] })).toMatchObject({ index: 0, type: "fraction" });
    // (the numerators over a common denominator are right)
    expect(firstError({ problem: "Compute: 5/6 - 1/3", steps: ["1/3 = 2/6", "the tops: 5 - 2 = 3", "3/6 = 1/2"], answer: "1/2" }).index).toBe(-1);
  });
  it("blames a true line that divides the amount by the percent's number ('60 ÷ 25 = 2.4' for 25% of 60)", () => {
    expect(firstError({ problem: "Find 25% of 60.", steps: ["To find 25% of 60 I divide: 60 ÷ 25 = 2.4", "25% of 60 is 2.4"] })).toMatchObject({ index: 0, type: "wrong-operation" });
    expect(firstError({ problem: "What is 40% of 90?", steps: ["90 ÷ 40 = 2.25", "so 2.25"] })).toMatchObject({ index: 0, type: "wrong-operation" });
    // (10% of an amount is the amount divided by 10; a quarter of it is divided by 4)
    expect(firstError({ problem: "Find 10% of 60.", steps: ["60 ÷ 10 = 6"], answer: "6" }).index).toBe(-1);
    expect(firstError({ problem: "Find 25% of 60.", steps: ["25% is a quarter", "60 ÷ 4 = 15"], answer: "15" }).index).toBe(-1);
  });
  it("blames one side rewritten into something not equal to it, though the solution agrees by luck ('5n + 4 = 9' → '9n = 9')", () => {
    expect(firstError({ problem: "Solve for n: 5n + 4 = 9", steps: ["5n + 4 = 9", "9n = 9", "n = 1"] })).toMatchObject({ index: 1, type: "not-equivalent" });
    expect(firstError({ problem: "Solve for n: 5n + 4 = 9", steps: ["5n + 4 = 9", "5n = 5", "n = 1"], answer: "n = 1" }).index).toBe(-1);
    expect(firstError({ problem: "Solve for x: 2(x + 3) = 14", steps: ["2x + 6 = 14", "14 = 2x + 6", "2x = 8", "x = 4"], answer: "x = 4" }).index).toBe(-1);
    // (a side of 0 kept while the other is divided through is a valid move)
    expect(firstError({ problem: "Solve for x: -2x^2 + 2x + 4 = 0", steps: ["divide everything by -2", "x^2 - x - 2 = 0", "(x - 2)(x + 1) = 0", "x = 2 or x = -1"], answer: "x = 2 or x = -1" }).index).toBe(-1);
  });
  it("substitution into a given value", () => {
    expect(firstError({ problem: "Evaluate 2x + 3 when x = 4", steps: ["2(4) + 3", "= 8 + 3", "= 11"], answer: "11" }).index).toBe(-1);
    expect(firstError({ problem: "Evaluate 2x + 3 when x = 4", steps: ["2(4) + 3", "= 8 + 3", "= 12"] })).toMatchObject({ index: 2, type: "arithmetic" });
  });
  it("expressions: expand and collect", () => {
    expect(firstError({ problem: "Expand (x + 2)(x + 3)", steps: ["x^2 + 3x + 2x + 6", "x^2 + 5x + 6"] }).index).toBe(-1);
    expect(firstError({ problem: "Simplify 2(x + 3) - 4x", steps: ["2x + 6 - 4x", "-2x + 6"] }).index).toBe(-1);
    expect(firstError({ problem: "Simplify 2(x + 3) - 4x", steps: ["2x + 6 - 4x", "2x + 6"] }).index).toBe(1);
  });
  it("algebra inside a word problem", () => {
    const problem = "A number doubled plus 3 is 11. Find the number.";
    expect(firstError({ problem, steps: ["Let n be the number.", "2n + 3 = 11", "2n = 8", "n = 4"], answer: "4" }).index).toBe(-1);
    expect(firstError({ problem, steps: ["Let n be the number.", "2n + 3 = 11", "2n = 14", "n = 7"], answer: "4" })).toMatchObject({ index: 2, type: "sign" });
  });
});

describe("GSM8K-style prose", () => {
  const problem = "A word problem about a shop.";
  it("reads units with slashes and 'per', and checks the claims", () => {
    expect(firstError({ problem, steps: ["80 minutes/day * 6 days/week = 480 minutes/week"] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["80 minutes/day * 6 days/week = 481 minutes/week"] })).toMatchObject({ index: 0, type: "arithmetic" });
    expect(firstError({ problem, steps: ["Jerry will spend 8 games x 2 hours per game = 17 hours"] })).toMatchObject({ index: 0, type: "arithmetic" });
    expect(firstError({ problem, steps: ["Benny spent $20 / 5 candy bars = $5 for each candy bar."] })).toMatchObject({ index: 0 });
  });
  it("percentage points and running totals are read as meant", () => {
    expect(firstError({ problem, steps: ["After the first spray, 100 - 50 = 50% left.", "(75/100)*100 = 75% of the flowers"] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["100 - 50 = 51% left."] }).index).toBe(0);
    expect(firstError({ problem, steps: ["20 minutes / 240 minutes = 8.333...%, which rounds down to 8%", "10/3 = 3.33..."] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["7 minutes x 60 seconds per minute = 420 seconds + 23 seconds = 443 seconds"] }).index).toBe(-1);
    expect(firstError({ problem, steps: ["7 × 60 = 420 + 23 = 444 seconds"] }).index).toBe(0);
  });
  it("does not mistake prose for claims", () => {
    for (const step of ["Thus, its height at the end of 2018 is 100 + 10 = 110 meters.", "He has to leave 0130 hours earlier than 0900", "There are 60 minutes in an hour so 1 hour 20 minutes = (60+20) minutes = 80 minutes", "Since 3/4 is equal to $15, then 1/4 is equal to $15/3 = $5.", "The portable drive can store 2400 / 200 = 12 200-kilobyte videos"]) {
      expect(firstError({ problem, steps: [step] }).index).toBe(-1);
    }
  });
});

describe("linear systems", () => {
  const problem = "Solve the system x + y = 10 and x - y = 2.";
  it("accepts elimination and substitution steps", () => {
    expect(verdicts({ problem, steps: ["2x = 12", "x = 6", "6 + y = 10", "y = 4"] })).toEqual(["correct", "correct", "correct", "correct"]);
    expect(verdicts({ problem, steps: ["y = 10 - x", "x - (10 - x) = 2", "2x - 10 = 2", "x = 6, y = 4"] }).every((v) => v === "correct")).toBe(true);
  });
  it("flags a line that does not follow", () => {
    // (named as the same move is on any equation: 6 moved across without changing its sign)
    expect(firstError({ problem, steps: ["2x = 12", "x = 6", "6 + y = 10", "y = 16"] })).toMatchObject({ index: 3, type: "sign" });
    // a line in both unknowns is no consequence of the system; one unknown left, its number was worked out wrongly
    expect(firstError({ problem, steps: ["x + y + x - y = 10 + 2", "3x = 12"] })).toMatchObject({ index: 1, type: "arithmetic" });
    expect(firstError({ problem, steps: ["x + 2y = 10"] })).toMatchObject({ index: 0, type: "not-equivalent" });
    // a line in both unknowns that holds once some of its terms change sign: a sign slip in moving them
    expect(firstError({ problem: "Find $p$ and $q$ if $p + q = 7$ and $2p - q = 2$.", steps: ["From the second equation, $q = 2 - 2p$."] })).toMatchObject({ index: 0, type: "sign" });
  });
});

describe("robustness", () => {
  it("never throws and yields nothing for garbage", () => {
    const weird = ["", "???", "\\frac{", "x = = 3", "((((", "1/0 = 1/0", "9^9^9^9 = 1", "x^x = 2", "🙂"];
    expect(() => exactEvidence({ problem: "Solve 2x = 4", steps: weird })).not.toThrow();
    expect(() => exactEvidence({ problem: "", steps: [] })).not.toThrow();
    expect(() => exactEvidence({ problem: undefined as unknown as string, steps: [null as unknown as string] })).not.toThrow();
  });
});

describe("word problems: LLM-style algebra across lines", () => {
  const problem = "A used car costs $15000, which is 40% of its original price. What was the original price?";
  it("a line that evaluates the previous assignment must agree with it, prose or not", () => {
    const steps = [
      "Let the original price be $x$. The used car cost 40% of the original price, so $0.4x = 15000$.",
      "Dividing both sides by 0.4: $x = \\frac{15000}{0.4}$.",
      "$x = 3750$",
    ];
    expect(firstError({ problem, steps })).toMatchObject({ index: 2, type: "arithmetic" });
    expect(firstError({ problem, steps: [...steps.slice(0, 2), "$x = 37500$"] }).index).toBe(-1);
    expect(firstError({ problem, steps: [...steps.slice(0, 2), "$x = 37{,}500$"] }).index).toBe(-1);
  });
});

describe("continuation lines after a labelled side fact", () => {
  it("continues from the expression, not from 'LCD is 24'", () => {
    const input = { problem: "Compute: 3/4 - 5/6 - 5/8", answer: "-17/24", steps: ["\\frac{3}{4} - \\frac{5}{6} - \\frac{5}{8}", "LCD is 24", "= \\frac{18}{24} - \\frac{20}{24} - \\frac{15}{24}", "= \\frac{-17}{24}"] };
    expect(firstError(input).index).toBe(-1);
    expect(firstError({ ...input, steps: [...input.steps.slice(0, 3), "= \\frac{-13}{24}"] }).index).toBe(3);
  });
});

describe("misconceptions the blind student sets showed", () => {
  it("names denominators added across a whole sum a fraction error", () => {
    const r = firstError({ problem: "Compute: 1/6 - 3/4 - 1/3", answer: "-11/12", steps: ["1/6 - 3/4 - 1/3 = 2/12 - 9/12 - 4/12", "= -11/36"] });
    expect(r).toMatchObject({ index: 1, type: "fraction" });
  });
  it("calls a worked-out value restated wrongly at the end a final-answer error", () => {
    const r = firstError({ problem: "Compute: 14.8 ÷ 0.4", answer: "37", steps: ["14.8 ÷ 0.4", "= 148 ÷ 4", "148 ÷ 4 = 37", "answer 3.7"] });
    expect(r).toMatchObject({ index: 3, type: "final-answer" });
  });
  it("accepts roots listed after one 'x ='", () => {
    expect(firstError({ problem: "Solve for x: x^2 + 5x - 14 = 0", answer: "x = -7 or x = 2", steps: ["x^2+5x-14=0", "(x+7)(x-2)=0", "x = -7, 2"] }).index).toBe(-1);
  });
});

describe("more misconceptions named (blind student set 5)", () => {
  it("names inverting the whole number instead of the divisor a fraction error", () => {
    expect(firstError({ problem: "Compute: 5 ÷ (3/4)", answer: "20/3", steps: ["5 ÷ (3/4)", "= (1/5) × (3/4)", "= 3/20"] })).toMatchObject({ index: 1, type: "fraction" });
  });
  it("names keeping the common denominator when multiplying a fraction error", () => {
    expect(firstError({ problem: "Compute: (3/5) × (2/5)", answer: "6/25", steps: ["(3/5) × (2/5)", "= (3 × 2)/5", "= 6/5"] })).toMatchObject({ index: 1, type: "fraction" });
  });
  it("names '- 3(x + 4)' expanded as '- 3x + 4' a distribution error", () => {
    expect(firstError({ problem: "Expand and simplify: 2(x + 1) - 3(x + 4)", answer: "-x - 10", steps: ["2(x + 1) - 3(x + 4)", "= 2x + 2 - 3x + 4", "= -x + 6"] })).toMatchObject({ index: 1, type: "distribution" });
  });
  it("names the first term only multiplied in both brackets a distribution error", () => {
    expect(firstError({ problem: "Expand and simplify: 3(2x + 4) - 5(x + 1)", answer: "x + 7", steps: ["6x + 4 - 5x + 1", "x + 5"] })).toMatchObject({ index: 0, type: "distribution" });
    expect(firstError({ problem: "Expand and simplify: 2(4a - 3) + 3(a + 2)", answer: "11a", steps: ["8a - 3 + 3a + 2", "11a - 1"] })).toMatchObject({ index: 0, type: "distribution" });
  });
  it("names numerators multiplied over denominators added a fraction error", () => {
    expect(firstError({ problem: "Compute: (2/3) × (4/5)", answer: "8/15", steps: ["(2/3) × (4/5) = 8/8", "= 1"] })).toMatchObject({ index: 0, type: "fraction" });
  });
});

describe("error names from blind student sets 27-30", () => {
  it("names a fraction of a quantity divided by the denominator only ('3/4 of 20 = 20 ÷ 4') a fraction error", () => {
    const chips = "Viviana has five more chocolate chips than Susana, while Susana has 3/4 as many vanilla chips as Viviana. If Viviana has 20 Vanilla chips and Susana 25 chocolate chips, calculate the total number of chips they have together.";
    expect(firstError({ problem: chips, steps: ["Viviana: 20 vanilla, 25 + 5 = 30 chocolate", "Susana: 25 chocolate, 3/4 of 20 = 20 ÷ 4 = 5 vanilla"] })).toMatchObject({ index: 1, type: "fraction" });
    expect(firstError({ problem: "Compute 2/3 × 12", steps: ["2/3 × 12 = 12 ÷ 3 = 4"] })).toMatchObject({ index: 0, type: "fraction" });
  });
});

describe("error names from blind student set 8", () => {
  it("a product worked out wrongly inside an expansion is an arithmetic slip", () => {
    expect(firstError({ problem: "Expand: 6(x + 7)", answer: "6x + 42", steps: ["6 × x + 6 × 7", "= 6x + 44"] })).toMatchObject({ index: 1, type: "arithmetic" });
    expect(firstError({ problem: "Simplify: 7x + 5x", answer: "12x", steps: ["(7 + 5)x", "= 11x"] })).toMatchObject({ index: 1, type: "arithmetic" });
  });
  it("a term in x taken from one side only is one-side-only", () => {
    expect(firstError({ problem: "Solve for x: 6x + 5 = 2x + 25", answer: "x = 5", steps: ["6x + 5 = 2x + 25", "6x - 2x + 5 = 2x + 25", "4x + 5 = 2x + 25"] })).toMatchObject({ index: 1, type: "one-side-only" });
  });
});

describe("readings from the blind student sets' test halves (stop 17)", () => {
  it("reads 'so 2/5 is 60' as a fraction of the quantity, not 2/5 = 60", () => {
    const problem = "Lucca bought 200 pieces of bread. He ate 1/4 of them on day one and 2/5 of the remaining pieces the next day.";
    expect(verdicts({ problem, steps: ["200 - 50 = 150", "150 ÷ 5 = 30 so 2/5 is 60"] })).toEqual(["correct", "correct"]);
    expect(verdicts({ problem, steps: ["2/5 is 60"] })).toEqual(["none"]);
  });
  it("reads '(7+4)x2=22' as a true product", () => {
    const problem = "A pack of pretzels costs $4, while a pack of chips is 75% more expensive. Maciek bought two packets of chips and two packets of pretzels. How much did he pay?";
    expect(verdicts({ problem, steps: ["chips 4+3=7", "(7+4)x2=22"] })).toEqual(["correct", "correct"]);
  });
});

describe("error names from the blind sets' test halves (stop 17)", () => {
  it("names a piece worked out before the order of operations allows it in a rewritten line", () => {
    expect(firstError({ problem: "Compute: 18 ÷ 3 + 6 × 4", steps: ["18 ÷ 3 + 6 × 4", "= 18 ÷ 9 × 4", "= 2 × 4", "= 8"] })).toMatchObject({ index: 1, type: "order-of-operations" });
    expect(firstError({ problem: "Compute: 75 - (5 + 4 × 5) × 2 ÷ 5 + 2^2", steps: ["= 75 - 50 ÷ 5 + 4", "= 25 ÷ 5 + 4"] })).toMatchObject({ index: 1, type: "order-of-operations" });
    expect(firstError({ problem: "Compute: 18 ÷ 3 + 6 × 4", steps: ["18 ÷ 3 + 6 × 4", "= 6 + 24", "= 31"] })).toMatchObject({ index: 2, type: "arithmetic" });
  });
  it("names a fraction given a new denominator without its numerator scaled a fraction error", () => {
    expect(firstError({ problem: "Compute: 7/10 - 1/4", steps: ["7/10-1/4", "=14/20 - 1/20", "=13/20"] })).toMatchObject({ index: 1, type: "fraction" });
    expect(firstError({ problem: "Compute: 3/5 + 2/15", steps: ["\\frac{3}{5}+\\frac{2}{15}", "=\\frac{3}{1}+\\frac{2}{3}"] })).toMatchObject({ index: 1, type: "fraction" });
    expect(firstError({ problem: "Compute: 7/10 - 1/4", steps: ["7/10-1/4", "=14/20 - 5/20", "=9/20"] })).toEqual({ index: -1 });
  });
  it("reads '21ab' as a product of the problem's variables and blames combining unlike terms", () => {
    expect(firstError({ problem: "Simplify: 9a + 8b - 3a + 7b", steps: ["9a - 3a = 6a", "8b + 7b = 15b", "6a + 15b = 21ab"] })).toMatchObject({ index: 2, type: "not-equivalent" });
    expect(firstError({ problem: "Simplify: 7p + 8q - 2p + 3q", steps: ["7p - 2p + 8q + 3q", "= 5p + 11q", "= 16pq"] })).toMatchObject({ index: 2, type: "not-equivalent" });
  });
});

describe("correct work the new blind sets' dev halves showed flagged (stop 17)", () => {
  it("reads a number with words attached beside other math as a label, not a rewrite", () => {
    expect(verdicts({ problem: "Compute: 1.7 × 0.3", steps: ["17 x 3 = 51", "2 decimal places so 0.51"] })).not.toContain("incorrect:not-equivalent");
    expect(verdicts({ problem: "Compute: (2/5) × (5/11)", steps: ["2/5 × 5/11 cancel the 5s", "2/1 × 1/11 = 2/11"] })).not.toContain("incorrect:not-equivalent");
  });
  it("accepts one kind of like terms added up on the side", () => {
    const problem = "Simplify: 4p^2 - 9p - 2p^2 + 5p - 1 + 2p^2";
    expect(firstError({ problem, steps: ["p^2 terms: 4 - 2 + 2 = 4 so 4p^2", "p terms -9 + 5 = -4 so -4p", "4p^2 - 4p - 1"] })).toEqual({ index: -1 });
  });
  it("reads a letter the solution declares as its variable, not a unit", () => {
    const problem = "Percy wants to save up for a new PlayStation, which costs $500. He gets $200 on his birthday and $150 at Christmas. He sells his old games for $7.5 each. How many games does he need to sell?";
    expect(firstError({ problem, steps: ["Let g be the number of games he sells.", "200 + 150 + 7.5g = 500", "350 + 7.5g = 500", "7.5g = 150", "g = 150 ÷ 7.5 = 20"] })).toEqual({ index: -1 });
    // without the declaration "7.5g" stays 7.5 grams
    expect(firstError({ problem, steps: ["the bag weighs 7.5g + 2.5g = 11g"] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
});

describe("a root missing from the answer (stop 17)", () => {
  it("calls only the positive square root as the answer a final-answer error, with a hint about the missing root", () => {
    const r = firstError({ problem: "Solve for x: x^2 - 16 = 0", steps: ["x^2 = 16", "x = 4"] });
    expect(r).toMatchObject({ index: 1, type: "final-answer" });
    expect(r.message).toMatch(/missing a solution/);
    // dividing both sides by x stays a wrong step
    expect(firstError({ problem: "Solve x^2 - 3x = 0", steps: ["x^2 = 3x", "x = 3"] })).toMatchObject({ index: 1, type: "not-equivalent" });
  });
});

describe("fraction errors the new blind sets' dev halves showed (stop 17)", () => {
  it("names cancelling between the two denominators a fraction error", () => {
    expect(firstError({ problem: "Compute: (5/6) × (3/4)", steps: ["\\frac{5}{6}\\times\\frac{3}{4}", "=\\frac{5}{3}\\times\\frac{3}{2}", "=\\frac{5}{2}"] })).toMatchObject({ index: 1, type: "fraction" });
  });
  it("names adding the whole number into the numerator of n/2 a fraction error, not one side only", () => {
    expect(firstError({ problem: "Solve for n: n/2 + 1 = -5", steps: ["\\frac{n}{2}+1=-5", "\\frac{n+1}{2}=-5", "n+1=-10", "n=-11"] })).toMatchObject({ index: 1, type: "fraction" });
    expect(firstError({ problem: "Solve for n: n/2 + 1 = -5", steps: ["n/2 = -5", "n = -10"] })).toMatchObject({ index: 0, type: "one-side-only" });
  });
});

describe("correct work the new blind sets' test halves showed flagged (stop 17)", () => {
  it("reads quantities named in words before their values as a label, not '1 + 1 = 7 + 4'", () => {
    const problem = "A pack of pretzels costs $4, while a pack of chips is 75% more expensive. Maciek went and bought two packets of chips and two packets of pretzels. How much did he pay for his purchases?";
    expect(verdicts({ problem, steps: ["chips = 4 × 1.75 = $7", "1 chips + 1 pretzels = 7 + 4 = 11", "he got 2 of each so 2 × 11 = $22"] })).not.toContain("incorrect:arithmetic");
  });
  it("still checks a product with a unit word on its count: '18 knobs x 2.50 = 10 x 2.50 + 8' is false (blind53 dev)", () => {
    const problem = "To upgrade her kitchen, Amanda is changing out the doorknobs/pulls.  She’s replacing 18 cabinet knobs, which cost $2.50 each and 8 drawer pulls which cost $4.00.  How much will the kitchen upgrade cost her?";
    expect(firstError({ problem, steps: ["18 knobs x 2.50 = 10 x 2.50 + 8 = 25 + 8 = 33", "8 pulls x 4 = 32", "33 + 32 = 65", "the upgrade costs $65"] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
  it("reads percents worked out and then taken of the amount as that percent ('35% = 30% + 5% = 36 + 6 = 42', blind52 dev)", () => {
    const steps = ["10% of 120 = 12", "30% = 3 × 12 = 36", "5% = half of 10% = 6", "35% = 30% + 5% = 36 + 6 = 42", "ans: 42"];
    expect(firstError({ problem: "Find 35% of 120.", steps })).toEqual({ index: -1 });
    // a slip in the amount is still one
    expect(firstError({ problem: "Find 35% of 120.", steps: ["10% of 120 = 12", "5% = half of 10% = 6", "35% = 30% + 5% = 36 + 5 = 41"] }).index).toBe(2);
  });
  it("keeps a divisor fraction whole when a piece is worked out first ('3/4 = 0.75', then '2/5 = 0.4' in (3/4) ÷ (2/5), blind54 dev)", () => {
    const steps = ["3/4 = 0.75", "2/5 = 0.4", "0.75/0.4 = 1.875", "1.875 = 15/8", "= 15/8"];
    expect(firstError({ problem: "Compute: (3/4) ÷ (2/5)", steps })).toEqual({ index: -1 });
    // dividing by the 2 before the fraction is whole is still out of order
    expect(firstError({ problem: "Compute: 12 ÷ 2 × 3", steps: ["2 × 3 = 6", "12 ÷ 6 = 2"] }).type).toBe("order-of-operations");
  });
  it("names the whole expression grouped with brackets it does not have an order-of-operations error where it is written ('(14+8)*5 = 110', blind54 dev)", () => {
    expect(firstError({ problem: "Compute: 14 + 8 × 5", steps: ["(14+8)*5 = 110", "answer 110"] })).toMatchObject({ index: 0, type: "order-of-operations" });
    expect(firstError({ problem: "Compute: 14 + 8 × 5", steps: ["14 + (8*5) = 54", "answer 54"] })).toEqual({ index: -1 });
  });
  it("reads a numbered part named before '=' as a label ('week 5 = 80 - (4 + 8 + 16 + 32)', blind57 dev), not the claim 5 = 20", () => {
    const problem = "Hannah wants to save $80 for five weeks. In the first week, she saved $4 and she plans to save twice as much as her savings as the previous week. How much will she save in the fifth week to reach her goal?";
    expect(firstError({ problem, steps: ["weeks 1 to 4: $4, $8, $16, $32", "week 5 = 80 - (4 + 8 + 16 + 32)", "= 80 - 60 = 20", "She has to save $20 in the fifth week."] })).toEqual({ index: -1 });
  });
  it("names the whole sum rewritten with a numerator left unscaled a fraction error where it is written ('3/15 + 2/15 = 5/15' for 3/5 + 2/15, blind56 dev)", () => {
    expect(firstError({ problem: "Compute: 3/5 + 2/15", steps: ["3/15 + 2/15 = 5/15", "= 1/3"] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem: "Compute: 3/5 + 2/15", steps: ["9/15 + 2/15 = 11/15"] })).toEqual({ index: -1 });
    // a division of another route is no fraction rewritten ("280 ÷ 2 = 140" in 280 ÷ 8, halving three times)
    expect(firstError({ problem: "Compute: 280 ÷ 8", steps: ["280 ÷ 8", "280 ÷ 2 = 140", "140 ÷ 2 = 70", "70 ÷ 2 = 35", "so 35"] })).toEqual({ index: -1 });
  });
  it("reads 'the 7s cancel' as a remark, not a rewrite to 7", () => {
    expect(firstError({ problem: "Compute: (7/9) × (1/7)", steps: ["\\frac{7}{9}\\times\\frac{1}{7}", "the 7s cancel", "=\\frac{1}{9}"] })).toEqual({ index: -1 });
  });
  it("does not compare the next line with a line it could not read", () => {
    expect(firstError({ problem: "Solve for x: 4x + 7 = 27", steps: ["4x + 7 = 27", "subtract 7 from both sides: 4x = 20", "x=\\frac{20}{", "x = 5"] })).toEqual({ index: -1 });
  });
});

describe("labels and declared unknowns in word problems (stop 17, new sets' test halves)", () => {
  const hannah = "Hannah wants to save $80 for five weeks. In the first week, she saved $4 and she plans to save twice as much as her savings as the previous week. How much will she save in the fifth week to reach her goal?";
  it("reads 'week 2 = 4x2 = 8' as a labelled computation, not 2 = 8", () => {
    expect(firstError({ problem: hannah, steps: ["week 2 = 4x2 = 8", "week 3 = 8x2 = 16", "week 4 = 16x2 = 32", "so far 4+8+16+32 = 50"] })).toMatchObject({ index: 3, type: "arithmetic" });
  });
  it("checks the rewrite of an equation in a declared letter despite the words around it", () => {
    const problem = "Carmen needs $7 more to have twice the amount of money that Jethro has. Meanwhile, Patricia has $60, which is 3 times as much as Jethro. What is the sum of all their money?";
    const steps = ["Jethro has 60 ÷ 3 = $20.", "Let c be Carmen's money. She needs $7 more to have twice Jethro's: c + 7 = 2 × 20", "c + 7 = 40", "Subtracting 7: c + 7 - 7 = 40", "c = 40"];
    expect(firstError({ problem, steps })).toMatchObject({ index: 3, type: "one-side-only" });
  });
});

describe("a whole number divided by a fraction without inverting (stop 17)", () => {
  it("names '6 ÷ (1/3) = 6 x (1/3)' a fraction error", () => {
    const problem = "Jake makes a drink that is 2 parts Coke, 1 part Sprite and 3 parts Mountain Dew. If the drink contains 6 ounces of Coke, how many ounces is the drink?";
    expect(firstError({ problem, steps: ["2 + 1 + 3 = 6 parts", "coke is 2/6 = 1/3 of the drink", "6 ÷ (1/3) = 6 x (1/3) = 2"] })).toMatchObject({ index: 2, type: "fraction" });
  });
});

describe("word problems read as students write them (stop 17, sets 15-18 test halves)", () => {
  it("continues from 'divide 14 by 7' and reads 'day1 1/4 x 200' without a mixed number", () => {
    const port = "A busy port has 4 cruise ships and twice as many cargo ships. The number of sailboats is 6 more than the cargo ships and seven times more than fishing boats. How many vessels are there on the water?";
    expect(firstError({ problem: port, steps: ["cargo 4x2=8", "sailboat 8+6=14", "fishing: divide 14 by 7", "=2", "4+8+14+2=28"] })).toEqual({ index: -1 });
    const bread = "Lucca bought 200 pieces of bread. Lucca ate 1/4 of the pieces of bread in one day, and 2/5 of the remaining pieces the next day.";
    expect(firstError({ problem: bread, steps: ["day1 \\frac{1}{4}\\times200=50, 200-50=150", "day2 \\frac{2}{5}\\times150=60, 150-60=90"] })).toEqual({ index: -1 });
  });
  it("reads a quotient with its remainder ('3900/450 = 8 r 300')", () => {
    expect(firstError({ problem: "A box holds 450 toothpicks. How many boxes are needed for 3900 toothpicks?", steps: ["3900/450 = 8 r 300", "so need 9 boxes"] }).index).not.toBe(0);
  });
});

describe("correct work the sealed sets 19-22 showed flagged (stop 17, their dev halves)", () => {
  it("continues '= 141' from the sum being worked out after column side sums", () => {
    expect(firstError({ problem: "Compute: 59 + 82", steps: ["59 + 82", "9+2 = 11 put 1 carry the 1", "5+8+1 = 14", "=141"], answer: "141" })).toEqual({ index: -1 });
  });
  it("continues '= 5p + 11q' from the expression after like terms combined on the side, and reads a boxed answer", () => {
    expect(firstError({ problem: "Simplify: 7p + 8q - 2p + 3q", steps: ["7p + 8q - 2p + 3q", "7p - 2p = 5p", "8q + 3q = 11q", "= 5p + 11q ☐"], answer: "5p + 11q" })).toEqual({ index: -1 });
    expect(firstError({ problem: "Simplify: 7p + 8q - 2p + 3q", steps: ["7p - 2p = 5p", "8q + 3q = 11q", "= 5p + 12q"], answer: "5p + 11q" }).index).toBe(2);
  });
});

describe("remarks in brackets, 'let g = ...', answers restated (stop 17, sets 19-22 dev halves)", () => {
  it("reads a remark in brackets after a result as prose, so the false product is still blamed", () => {
    expect(firstError({ problem: "Compute: 68 × 27", steps: ["68 x 20 = 1360", "68 x 7 = 426  (8x7=56 put 6 carry 5)", "1360 + 426 = 1786"] })).toMatchObject({ index: 1, type: "arithmetic" });
    expect(firstError({ problem: "Compute: -7 - 8", steps: ["-7 - 8 = 15  (2 negatives make a positive)", "ans 15"] })).toMatchObject({ index: 0 });
  });
  it("reads 'let g = games' as declaring g", () => {
    const problem = "Percy wants $500. He gets $200 and $150. He sells his old games for $7.5 each. How many games does he need to sell?";
    expect(firstError({ problem, steps: ["let g = games", "200 + 150 + 7.5g = 500", "350 + 7.5g = 500", "7.5g = 500 + 350 = 850"] })).toMatchObject({ index: 3 });
  });
  it("calls the solved value restated wrongly in the answer line a final-answer error", () => {
    const steps = ["n - 7 = -4n - 37", "5n - 7 = -37", "5n = -30", "n = -6", "check: -6 - 7 = -13 ✓", "ans n = -13"];
    expect(firstError({ problem: "Solve for n: n - 7 = -4n - 37", steps })).toMatchObject({ index: 5, type: "final-answer" });
  });
  it("names one fraction given a new denominator without its numerator scaled a fraction error", () => {
    expect(firstError({ problem: "Compute: 7/10 - 1/4", steps: ["7/10 - 1/4", "common denom is 20", "7/10 = 14/20", "1/4 = 1/20", "14/20 - 1/20 = 13/20"] })).toMatchObject({ index: 3, type: "fraction" });
  });
});

describe("redone slips and guess-and-check (stop 17, sets 19-22 test halves)", () => {
  it("reads a slip crossed out and redone on the same line as the redone value", () => {
    expect(firstError({ problem: "Solve for y: y + 13 = 33", steps: ["y + 13 = 33", "y = 33 - 13", "y = 21 (no) y = 20", "[y = 20]"], answer: "y = 20" })).toEqual({ index: -1 });
    expect(firstError({ problem: "Simplify: 5m^2 - 2m - 5m^2 + 5m - 8 - 5m^2", steps: ["-2m + 5m = -3m (no) 3m", "= -5m^2 + 3m - 8 ☐"], answer: "-5m^2 + 3m - 8" }).index).toBe(-1);
  });
  it("reads a value tried out as a guess, not an equation of the solution", () => {
    expect(firstError({ problem: "Solve for x: 7x + 7 = 3x + 27", steps: ["try x=4: 7(4)+7 = 35, 3(4)+27 = 39 no", "try x=5: 7(5)+7 = 42, 3(5)+27 = 42 ✓", "x = 5"], answer: "x = 5" })).toEqual({ index: -1 });
    expect(firstError({ problem: "Solve for x: 7x + 7 = 3x + 27", steps: ["try x=4: 7(4)+7 = 36"], answer: "x = 5" })).toMatchObject({ index: 0, type: "arithmetic" });
  });
});

describe("a value worked out wrongly in an equation, named (stop 17, sets 23-26 dev halves)", () => {
  it("calls 'y = 35/-7' then 'y = 5' a sign error", () => {
    expect(firstError({ problem: "Solve for y: -7y = 35", steps: ["-7y = 35", "y = 35/-7", "y = 5"] })).toMatchObject({ index: 2, type: "sign" });
    expect(firstError({ problem: "Solve for y: -7y = 35", steps: ["-7y = 35", "y = 35/-7", "y = -6"] })).toMatchObject({ index: 2, type: "arithmetic" });
  });
});

describe("correct work the previous round's held-out halves showed flagged (stop 18)", () => {
  it("reads different things added up to a price as a label, not the count '1 + 1 = 11'", () => {
    const problem = "A pack of pretzels costs $4, while a pack of chips is 75% more expensive. Maciek went and bought two packets of chips and two packets of pretzels. How much did he pay for his purchases?";
    expect(verdicts({ problem, steps: ["pretzels $4", "chips 75% more: 4 x 1.75 = $7", "1 chips + 1 pretzels = 11$", "x2 → 22", "paid 22$"] })).not.toContain("incorrect:arithmetic");
    // one kind of thing is still counted
    expect(firstError({ problem: "Tom has 3 apples and buys 4 more. How many apples does he have?", steps: ["3 apples + 4 apples = 8 apples", "he has 8"] })).toMatchObject({ index: 0, type: "arithmetic" });
    // several kinds of one thing, named again in the total, are counted too
    const marbles = "Tom has 15 red marbles, 6 green marbles and 6 blue marbles. How many marbles does he have?";
    expect(firstError({ problem: marbles, steps: ["So Tom has 15 red marbles + 6 green marbles + 6 blue marbles = 26 marbles in total."] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
  it("reads 'two fifths of 150' as (2/5) × 150, not the claim 150 = 60", () => {
    const problem = "Lucca bought 200 pieces of bread. Lucca ate 1/4 of the pieces of bread in one day, and 2/5 of the remaining pieces the next day. If he ate half of the remaining pieces on the third day, calculate how many pieces of bread are remaining.";
    const steps = ["a quarter of 200 = 50", "200 - 50 = 150 left", "two fifths of 150 = 150 ÷ 5 x 2 = 60", "150 - 60 = 90", "half of 90 = 45 eaten so 45 left"];
    expect(firstError({ problem, steps })).toEqual({ index: -1 });
    expect(firstError({ problem, steps: ["a quarter of 200 = 50", "200 - 50 = 150 left", "three fifths of 150 = 60"] })).toMatchObject({ index: 2 });
  });
});

describe("a wrong value of a pure computation is an arithmetic slip", () => {
  it("names a misplaced decimal point after a true product arithmetic, not a step that does not follow", () => {
    expect(firstError({ problem: "Compute: 7.4 × 0.41", steps: ["74 × 41 = 3034", "2 decimal places so 30.34"] })).toMatchObject({ index: 1, type: "arithmetic" });
  });
  it("names a borrowing slip written with its working arithmetic ('544 - 37 = 517 (14-7=7, 4-3=1)')", () => {
    const r = firstError({ problem: "Compute: 944 - 437", steps: ["944 - 437 = 944 - 400 - 37", "944 - 400 = 544", "544 - 37 = 517  (14-7=7, 4-3=1)"] });
    expect(r).toMatchObject({ index: 2, type: "arithmetic" });
  });
  it("names a wrong square root kept as a ± pair arithmetic ('x^2 = 16' → 'x = 8 or x = -8')", () => {
    expect(firstError({ problem: "Solve for x: x^2 - 16 = 0", steps: ["x^2 - 16 = 0", "x^2 = 16", "x = 8 or x = -8"] })).toMatchObject({ index: 2, type: "arithmetic" });
  });
});

describe("order-of-operations slips worked part by part", () => {
  it("names powers first, then strictly left to right ('75 - 25 × 2 ÷ 5 + 2^2' → '50 × 2 ÷ 5 + 4')", () => {
    const r = firstError({ problem: "Compute: 75 - (5 + 4 × 5) × 2 ÷ 5 + 2^2", steps: ["75 - 25 × 2 ÷ 5 + 2^2", "= 50 × 2 ÷ 5 + 4"] });
    expect(r).toMatchObject({ index: 1, type: "order-of-operations" });
  });
  it("names one bracket added before it is multiplied ('(1 + 4 × 4)' as 5 × 4) while the rest is right", () => {
    const r = firstError({ problem: "Compute: (2^2 - 5) × 2 - 34 ÷ (1 + 4 × 4)", steps: ["(4 - 5) × 2 - 34 ÷ (1 + 4 × 4)", "= -2 - 34 ÷ 20"] });
    expect(r).toMatchObject({ index: 1, type: "order-of-operations" });
  });
  it("reads '36 × 2 ÷ 12 × 3 = 72 ÷ 36' as both products before the division", () => {
    const problem = "Each donut needs 2 ounces of coffee. A pot holds 12 ounces and costs $3. How much does coffee for 36 donuts cost?";
    expect(firstError({ problem, steps: ["36 × 2 ÷ 12 × 3 = 72 ÷ 36 = 2"] })).toMatchObject({ index: 0, type: "order-of-operations" });
  });
  it("reads unspaced 'a/b÷c/d' as fraction by fraction ('3/4÷2/5=3/4×5/2=15/8'), and its slips as fraction slips", () => {
    expect(firstError({ problem: "Compute: 3/4 ÷ 2/5", steps: ["3/4÷2/5=3/4×5/2", "=15/8"], answer: "15/8" }).index).toBe(-1);
    expect(firstError({ problem: "Compute: 6 ÷ 7/8", steps: ["6÷7/8=6×8/7=48/7"], answer: "48/7" }).index).toBe(-1);
    expect(firstError({ problem: "Compute: 6 ÷ 1/3", steps: ["6÷1/3=6/3=2"] })).toMatchObject({ index: 0, type: "fraction" });
  });
  it("keeps a fraction divided by as a fraction slip ('6 ÷ 1/3 = 6/3')", () => {
    expect(firstError({ problem: "Compute: 6 ÷ 1/3", steps: ["6 ÷ 1/3 = 6/3 = 2"] })).toMatchObject({ index: 0, type: "fraction" });
  });
});

describe("LLM markdown and words for operators", () => {
  it("reads a markdown list item on a new line as a new statement, not its bullet as a minus", () => {
    const input = {
      problem: "Josh has soccer practice on Monday, Wednesday, and Friday from 3:00 p.m. to 5:00 p.m. How many hours of soccer practice does he have?",
      steps: ["**Soccer practice**\n- Monday, Wednesday and Friday is 2 hours each day\n- \\( 3 \\times 2 = 6 \\) hours", "\\boxed{6}"],
      answer: "6",
    };
    expect(firstError(input).index).toBe(-1);
  });
  it("reads a bold step header without a colon ('**Step 1**', '### Step 2') as a label, not the number 1", () => {
    const input = { problem: "Evaluate 18 ÷ 3 + 6 × 4.", steps: ["**Step 1**\n- 18 ÷ 3 = 6", "### Step 2\n6 × 4 = 24", "**Step 3**\n6 + 24 = 30"], answer: "30" };
    expect(firstError(input).index).toBe(-1);
  });
  it("reads '100% plus 2 × 7% = 114%' as a sum of percents", () => {
    const input = {
      problem: "A person puts $5600 in a bank for two years. Each year he earns interest of 7% of the original amount. How much will he have after two years?",
      steps: ["0.07 × 5600 = 392 a year", "2 × 392 = 784", "5600 + 784 = 6384", "Check: 6384 / 5600 = 1.14, which is 100% plus 2 × 7% = 114%."],
      answer: "6384",
    };
    expect(firstError(input).index).toBe(-1);
  });
  it("does not continue '= $412.50' from a percent written in a remark", () => {
    const input = {
      problem: "A game costs $440. Its price rises by 25%, then the new price falls by 25%. What is the final price, in dollars?",
      steps: ["up 25%: 440 x 1.25 = 550", "down 25%: 550 x 0.75 = 412.5", "not back to 440 bc the 2nd 25% is of a bigger number", "= $412.50"],
      answer: "412.5",
    };
    expect(firstError(input).index).toBe(-1);
  });
});

describe("a letter declared as 'Let's denote … as c'", () => {
  it("reads '4c + 10 = 150' as an equation in c, and blames 'adding 10 to both sides' for 4c = 160", () => {
    const input = {
      problem: "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total birds does she have?",
      steps: ["Let's denote the number of chickens as c.", "We know that Jen has 150 ducks, so 4c + 10 = 150.", "Adding 10 to both sides, we get 4c = 160.", "c = 40", "40 + 150 = 190"],
      answer: "185",
    };
    expect(firstError(input).index).toBe(2);
  });
});

describe("an arrow after a computation gives its result", () => {
  it("reads '19 × 70 → 1330' and '17 x 3 -> 51' as claims, right or wrong", () => {
    expect(firstError({ problem: "Compute: 1387 ÷ 19", steps: ["19 × 70 → 1330", "1387 - 1330 = 57", "19 × 3 = 57", "so 1387 ÷ 19 = 73"], answer: "73" }).index).toBe(-1);
    expect(firstError({ problem: "Compute: 1.7 × 0.3", steps: ["17 x 3 -> 51", "2 decimal places so 0.51"], answer: "0.51" }).index).toBe(-1);
    expect(firstError({ problem: "Compute 19 × 70.", steps: ["19 × 70 → 1340"], answer: "1340" })).toMatchObject({ index: 0, type: "arithmetic" });
  });
  it("keeps an arrow between statements a separator ('2x = 8 → x = 4', 'need 2 numbers ... -> 1 and -6')", () => {
    expect(firstError({ problem: "Solve 2x = 8.", steps: ["2x = 8 → x = 4"], answer: "x = 4" }).index).toBe(-1);
    expect(firstError({ problem: "Solve for y: y^2 - 5y - 6 = 0", steps: ["need 2 numbers x to -6 and + to -5 -> 1 and -6", "(y+1)(y-6)=0", "y = -1 or y = 6"], answer: "y = -1 or y = 6" }).index).toBe(-1);
  });
});

describe("what the stop-23 blind round's dev halves showed (exact)", () => {
  it("reads '50 : 5 = 10' as a division, so a correct order-of-operations solution is not blamed", () => {
    const problem = "Compute: 75 - (5 + 4 × 5) × 2 ÷ 5 + 2^2";
    expect(firstError({ problem, steps: ["inside bracket 4 x 5 = 20, 5 + 20 = 25", "25 x 2 = 50", "50 : 5 = 10", "2^2 = 4", "75 - 10 + 4 = 69"] })).toEqual({ index: -1 });
    expect(firstError({ problem, steps: ["inside bracket 4 x 5 = 20, 5 + 20 = 25", "25 x 2 = 50", "50 : 5 = 12"] })).toMatchObject({ index: 2, type: "arithmetic" });
  });
  it("names dividing a negative fraction by multiplying without flipping a fraction error", () => {
    expect(firstError({ problem: "Compute: (-8/9) ÷ (3/4)", steps: ["(-8/9) ÷ (3/4)", "= -8/9 x 3/4", "= -24/36"] })).toMatchObject({ index: 1, type: "fraction" });
  });
  it("names a numeric side set up wrong ('c + 7 = 2 x 20' → 'c = 2 x (20 - 7)') not equivalent, not an arithmetic slip", () => {
    expect(firstError({ problem: "Solve for c: c + 7 = 2 × 20", steps: ["c = 2 x (20 - 7)", "c = 26"] })).toMatchObject({ index: 0, type: "not-equivalent" });
    // a bare number on that side is still worked out wrong
    expect(firstError({ problem: "Solve for c: c + 7 = 2 × 20", steps: ["c = 34"] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
  it("names a lost root not equivalent where lines follow it, a final-answer error where it is the last line", () => {
    const problem = "Solve for x: x^2 - 16 = 0";
    expect(firstError({ problem, steps: ["x^2 - 16 = 0", "x^2 = 16", "x = 4", "so x = 4"] })).toMatchObject({ index: 2, type: "not-equivalent" });
    expect(firstError({ problem, steps: ["x^2 - 16 = 0", "x^2 = 16", "x = 4"] })).toMatchObject({ index: 2, type: "final-answer" });
  });
});

describe("a wrong answer stated before the closing answer line", () => {
  const candles = { problem: "Aniyah has 6 times as many birthday candles as Ambika. If Ambika has four birthday candles, how many birthday candles will they have if they put the birthday candles together and shared them equally between themselves?", answer: "14" };
  it("blames the line that goes back to the total after the share was worked out, not the boxed line that repeats it", () => {
    const steps = ["Aniyah has 6 × 4 = 24 candles.", "Together: 24 + 4 = 28 candles.", "Shared equally, each gets 28 / 2 = 14.", "So together they will have 28 candles.", "\\boxed{28}"];
    expect(firstError({ ...candles, steps })).toMatchObject({ index: 3, type: "final-answer" });
  });
  it("keeps the answer line as the error after a value just found ('4p = 40', 'p = 10', '2 pans cost $10')", () => {
    const pans = { problem: "Katerina purchases 3 pots and 4 pans at the home goods store. Each pot costs $20. The total cost of Katerina's items is $100. If each pan is the same price, what is the cost of 2 pans?", answer: "20" };
    expect(firstError({ ...pans, steps: ["Let p be the price of one pan.", "3 × 20 + 4p = 100", "4p = 40", "p = 10", "2 pans cost $10."] })).toMatchObject({ index: 4, type: "final-answer" });
  });
  it("keeps the answer line as the error when the line before it only restates the value just worked out", () => {
    const steps = ["Aniyah has 6 × 4 = 24 candles.", "Together: 24 + 4 = 28 candles.", "So together they have 28 candles.", "\\boxed{28}"];
    expect(firstError({ ...candles, steps })).toMatchObject({ index: 3, type: "final-answer" });
  });
});

describe("an addition done first with a product read the other way round", () => {
  it("names '3000 + 2 × 2000 = 5000 × 2 = 10000' ((3000 + 2000) × 2) an order-of-operations error", () => {
    const problem = "Rockefeller Army Base has 3000 more than twice as many guns as Grenada Army Base. Grenada has 2000 guns. How many guns does Rockefeller have?";
    expect(firstError({ problem, steps: ["guns: 3000 + 2 x 2000 = 5000 x 2 = 10000"] })).toMatchObject({ index: 0, type: "order-of-operations" });
  });
  it("keeps a plain slip an arithmetic one", () => {
    expect(firstError({ problem: "Compute 3 + 2 × 4", steps: ["3 + 2 × 4 = 12"] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
});

describe("an equation multiplied through with one term left out (student-blind-58 dev)", () => {
  it("names 'n/2 + 1 = -5' → 'n + 1 = -10' not-equivalent (a term not scaled), not a fraction rule", () => {
    expect(firstError({ problem: "Solve for n: n/2 + 1 = -5", steps: ["n/2 + 1 = -5", "n + 1 = -10", "n = -11"] })).toMatchObject({ index: 1, type: "not-equivalent" });
    expect(firstError({ problem: "Solve for x: x/3 - 2 = 4", steps: ["x/3 - 2 = 4", "x - 2 = 12", "x = 14"] })).toMatchObject({ index: 1, type: "not-equivalent" });
  });
});

describe("methods written inline (student-blind-61 dev)", () => {
  it("reads '20% = 240' as 20% of an amount the solution worked out, not as 0.2 = 240", () => {
    const problem = "A concert ticket costs 20% more than a train pass. The train pass costs $300 more than a bus pass, which costs $700. How much is the concert ticket?";
    const steps = ["train pass = 700 + 300 = $1000", "10% of 1000 = 100", "20% = 200", "ticket = 1000 + 200 = $1200"];
    expect(firstError({ problem, steps }).index).toBe(-1);
    // a conversion that is wrong whatever amount it is taken of is still wrong
    expect(firstError({ problem, steps: ["train pass = 700 + 300 = $1000", "20% = 2", "ticket = 1000 + 2 = $1002"] }).index).toBe(1);
  });
  it("reads '3/5 ×2/×2 = 6/10' as the fraction scaled by 2/2 and blames the subtraction that adds the denominators", () => {
    const steps = ["LCD = 10", "3/5 ×2/×2 = 6/10", "1/2 ×5/×5 = 5/10", "6/10 - 5/10 = 1/20", "Answer: 1/20"];
    expect(firstError({ problem: "Compute: 3/5 - 1/2", steps })).toMatchObject({ index: 3, type: "fraction" });
  });
});

describe("a fraction of an amount taken with its denominator or numerator only (student-blind-60 dev)", () => {
  const problem = "Lena has 30 stickers and gives away 2/5 of them. How many does she give away?";
  it("names '\\frac{2}{5} of 30 = 30 ÷ 5 = 6' and '2/5 of 30 = 30 × 2 = 60' fraction errors, not slips", () => {
    expect(firstError({ problem, steps: ["given away = \\frac{2}{5} of 30 = 30 ÷ 5 = 6", "She gives away 6."] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem, steps: ["2/5 of 30 = 30 × 2 = 60", "She gives away 60."] })).toMatchObject({ index: 0, type: "fraction" });
    // a plain slip in the same product is still arithmetic
    expect(firstError({ problem, steps: ["2/5 of 30 = 14", "She gives away 14."] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
});

describe("exact checker: a negative factor whose sign alone reached the later terms (student-blind-62 dev)", () => {
  it("names '-6(2a + 5) = -12a - 5' a distribution error, the 6 not multiplied into the 5", () => {
    expect(firstError({ problem: "Expand and simplify: 4a - 6(2a + 5)", steps: ["-6(2a + 5) = -12a - 5", "4a - 12a - 5", "= -8a - 5"] })).toMatchObject({ index: 0, type: "distribution" });
  });
  it("still names '-6(2a + 5) = -12a + 30' a sign error", () => {
    expect(firstError({ problem: "Expand and simplify: 4a - 6(2a + 5)", steps: ["-6(2a + 5) = -12a + 30", "4a - 12a + 30", "= -8a + 30"] })).toMatchObject({ index: 0, type: "sign" });
  });
});

describe("exact checker: a unit conversion stated wrongly (llm-o dev)", () => {
  const pool = "Toby's pool takes 50 hours to fill. His hose runs at 100 gallons per hour. Water costs 1 cent for 10 gallons. How many dollars does it cost to fill the pool?";
  it("blames '500 cents is $50.' where no computation is written", () => {
    const steps = ["50 × 100 = 5000 gallons", "5000 ÷ 10 = 500 cents", "500 cents is $50.", "It costs $50 to fill the pool."];
    expect(firstError({ problem: pool, steps })).toMatchObject({ index: 2, type: "arithmetic" });
  });
  it("passes the right conversion", () => {
    const steps = ["50 × 100 = 5000 gallons", "5000 ÷ 10 = 500 cents", "500 cents is $5.", "It costs $5 to fill the pool."];
    expect(firstError({ problem: pool, steps, answer: "5" }).index).toBe(-1);
  });
});

describe("exact checker: a narrated computation (student-blind-64 dev)", () => {
  it("names 'I added 14 and 8 first and got 22' for 14 + 8 × 5 an order-of-operations error where it is told", () => {
    expect(firstError({ problem: "Compute: 14 + 8 × 5", steps: ["I added 14 and 8 first and got 22", "then 22 x 5 = 110", "My answer is 110"] })).toMatchObject({ index: 0, type: "order-of-operations" });
  });
  it("blames a slip told in words ('I added 38 and 47 and got 75')", () => {
    expect(firstError({ problem: "Sam has 38 red and 47 blue marbles. How many marbles does he have?", steps: ["I added 38 and 47 and got 75", "My answer is 75 marbles"] })).toMatchObject({ index: 0, type: "arithmetic" });
  });
});
describe("exact checker: a misconception told in words (student-blind-64 dev)", () => {
  it("blames 'I flipped 2/5 to 5/2' for 2/5 ÷ 3/4 (the dividend turned over) where it is told", () => {
    expect(firstError({ problem: "Compute: (2/5) ÷ (3/4)", steps: ["I flipped 2/5 to 5/2 and timesed it by 3/4", "5/2 x 3/4 = 15/8", "My answer is 15/8"] })).toMatchObject({ index: 0, type: "fraction" });
    expect(firstError({ problem: "Compute: (2/5) ÷ (3/4)", steps: ["I flipped 3/4 to 4/3 and timesed", "2/5 x 4/3 = 8/15", "My answer is 8/15"], answer: "8/15" }).index).toBe(-1);
  });
  it("blames 'I moved the 7 over and kept it + 7' for 3 = x + 7, not the sum after it", () => {
    expect(firstError({ problem: "Solve for x: 3 = x + 7", steps: ["I moved the 7 over to the 3 side and kept it + 7", "3 + 7 = 10", "so x = 10"] })).toMatchObject({ index: 0, type: "sign" });
    expect(firstError({ problem: "Solve for x: 3 = x + 7", steps: ["I moved the 7 over and it became minus 7", "3 - 7 = -4", "so x = -4"], answer: "x = -4" }).index).toBe(-1);
  });
  it("checks a fraction 'changed into' another ('I changed 1/2 into 3/6 and 1/3 into 1/6')", () => {
    expect(firstError({ problem: "Compute: 1/2 + 1/3", steps: ["I changed 1/2 into 3/6 and 1/3 into 1/6 so I could add", "3/6 + 1/6 = 4/6", "My answer is 4/6"] })).toMatchObject({ index: 0 });
    expect(firstError({ problem: "Compute: 1/2 + 1/3", steps: ["I changed 1/2 into 3/6 and 1/3 into 2/6 so I could add", "3/6 + 2/6 = 5/6", "My answer is 5/6"], answer: "5/6" }).index).toBe(-1);
  });
});
describe("exact checker: the whole expression rewritten with its own numbers by a known misconception (student-blind-64 dev)", () => {
  it("names '4/1 x 2/3 = 8/3' for 1/4 ÷ 2/3 (the wrong fraction flipped) a fraction error where it is written", () => {
    expect(firstError({ problem: "Compute: (1/4) ÷ (2/3)", steps: ["4/1 x 2/3 = 8/3", "My answer is 8/3"] })).toMatchObject({ index: 0, type: "fraction" });
  });
  it("passes the right flip and a piece worked out first", () => {
    expect(firstError({ problem: "Compute: (1/4) ÷ (2/3)", steps: ["1/4 x 3/2 = 3/8", "My answer is 3/8"] }).index).toBe(-1);
    expect(firstError({ problem: "Compute: 14 + 8 × 5", steps: ["8 × 5 = 40", "14 + 40 = 54"] }).index).toBe(-1);
  });
});

describe("exact checker: a value stated after a lead-in ('so it's 6/6') is compared like a bare one (student-blind-64 dev)", () => {
  it("names 'so it's 6/6' for 7/10 - 1/4 (tops and bottoms subtracted) a fraction error where it is written", () => {
    expect(firstError({ problem: "Compute: 7/10 - 1/4", steps: ["7/10 - 1/4", "so it's 6/6", "My answer is 1"] })).toMatchObject({ index: 1, type: "fraction" });
  });
  it("passes a building block that refers back ('5% is half of that = 9', a correct line a wider lead-in list blamed)", () => {
    expect(firstError({ problem: "Find 15% of 180.", steps: ["10% of 180 = 18", "5% is half of that = 9", "15% = 18 + 9 = 27"] }).index).toBe(-1);
  });
  it("passes the right value after the same lead-in", () => {
    expect(firstError({ problem: "Compute: 7/10 - 1/4", steps: ["7/10 = 14/20 and 1/4 = 5/20", "so it's 14/20 - 5/20 = 9/20", "My answer is 9/20"] }).index).toBe(-1);
  });
});

describe("exact checker: an answer that stops at a value worked out on the way (student-blind-65 dev)", () => {
  it("names 'answer: 144' for (10 - 4)^2 × 4 ÷ 2 after '36 × 4 = 144' a final-answer error, not a slip", () => {
    const problem = "Compute: (10 - 4)^2 × 4 ÷ 2";
    expect(firstError({ problem, steps: ["(10 - 4)^2 = 6^2 = 36", "36 × 4 = 144", "answer: 144"] })).toMatchObject({ index: 2, type: "final-answer" });
    // a value never worked out is still a slip
    expect(firstError({ problem, steps: ["(10 - 4)^2 = 6^2 = 36", "36 × 4 = 144", "answer: 140"] })).toMatchObject({ index: 2, type: "arithmetic" });
  });
});

describe("a sign slip on a few terms of an expression (stop 40)", () => {
  it("names a minus before a bracket given to only some of its terms a sign error", () => {
    expect(firstError({ problem: "Simplify (a + 2)^2 - (a - 2)^2", steps: ["(a + 2)^2 - (a - 2)^2 = a^2 + 4a + 4 - a^2 - 4a + 4"] })).toMatchObject({ index: 0, type: "sign" });
    expect(firstError({ problem: "Simplify (x + 1)^2 - (x - 3)^2", steps: ["(x + 1)^2 - (x - 3)^2 = x^2 + 2x + 1 - x^2 - 6x + 9"] })).toMatchObject({ index: 0, type: "sign" });
  });
  it("names a power given to each term of a bracket, and a term put into a bracket but taken out without its factor, distribution errors", () => {
    expect(firstError({ problem: "Expand (x - 3)^2 + x", steps: ["(x - 3)^2 + x = x^2 + 9 + x"] })).toMatchObject({ index: 0, type: "distribution" });
    expect(firstError({ problem: "Write 3x^2 + 12x + 5 in vertex form", steps: ["3x^2 + 12x + 5 = 3(x^2 + 4x) + 5", "= 3(x^2 + 4x + 4) - 4 + 5"] })).toMatchObject({ index: 1, type: "distribution" });
    expect(firstError({ problem: "Write 3x^2 + 12x + 5 in vertex form", steps: ["3x^2 + 12x + 5 = 3(x^2 + 4x) + 5", "= 3(x^2 + 4x + 4) - 12 + 5", "= 3(x + 2)^2 - 7"] }).index).toBe(-1);
  });
  it("keeps a slip that no flip of signs explains as before, and numbers to their own names", () => {
    expect(firstError({ problem: "Simplify 2(y + 3) + y", steps: ["2(y + 3) + y = 2y + 3 + y"] }).type).not.toBe("sign");
    expect(firstError({ problem: "Compute 944 - 437", steps: ["944 - 437 = 944 - 400 - 37", "944 - 400 = 544", "544 - 37 = 517"] }).type).toBe("arithmetic");
  });
});

describe("an inequality step named by its move (stop 40)", () => {
  it("names a term moved across without changing its sign a sign error, case by case", () => {
    expect(firstError({ problem: "Solve $|3x + 1| > 5$.", steps: ["$3x + 1 > 5$ or $3x + 1 < -5$", "$3x > 4$ or $3x < -4$"] })).toMatchObject({ index: 1, type: "sign" });
    expect(firstError({ problem: "Solve 4x - 7 <= 5", steps: ["4x <= -2"] })).toMatchObject({ index: 0, type: "sign" });
  });
  it("keeps a changed set that no move explains not-equivalent", () => {
    expect(firstError({ problem: "Solve x^2 - 9 <= 0", steps: ["(x - 3)(x + 3) <= 0", "x <= -3 or x >= 3"] })).toMatchObject({ index: 1, type: "not-equivalent" });
  });
});

describe("an equation between two different numbers, announced as one (stop 41)", () => {
  const problem = "A club pays $5000 a month for its hall and twice that for heating. Its first year cost x dollars in all, and we know the total was $330000. What is x?";
  it("blames 'so we can write: 180000 = 330000' after prose, naming the set-up and not giving a value", () => {
    const steps = ["Each month costs 5000 + 2 × 5000 = 15000 dollars.", "A year costs 15000 × 12 = 180000 dollars.", "We are given that the total is $330000, so we can write: $180000 = $330000."];
    const r = firstError({ problem, steps });
    expect(r.index).toBe(2);
    expect(r.type).toBe("arithmetic");
    expect(r.message).toMatch(/^Step 3: the two sides are different numbers/);
    expect(exactEvidence({ problem, steps }).find((e) => e.index === 2)?.ruleIds).toEqual(["exact.numbers-unequal"]);
  });
  it("also after 'we get', and leaves a true one alone", () => {
    expect(firstError({ problem, steps: ["A year costs 15000 × 12 = 180000 dollars.", "Setting that equal to the total we get 180000 = 330000."] }).index).toBe(1);
    expect(firstError({ problem, steps: ["A year costs 15000 × 12 = 180000 dollars.", "So we can write: 180000 = 180000."] }).index).toBe(-1);
  });
});
