import { describe, expect, it } from "vitest";
import { extractStepQuantities, mentionedNumbers, parseNumericAnswer } from "./quantities";

describe("quantities", () => {
  it("reads LaTeX, money, thousands and prose multiplication through lib/math's normaliser", () => {
    expect(extractStepQuantities("\\$1,200 \\times 3 = \\$3,600").claims[0]).toMatchObject({ result: 3600, holds: true });
    expect(extractStepQuantities("0.2 x 50 = 10").claims[0].lhs.leaves).toEqual([0.2, 50]);
    expect(extractStepQuantities("Step 2: 3 ÷ 4 = 0.75").claims[0]).toMatchObject({ holds: true, lhs: { leaves: [3, 4], op: "/" } });
  });

  it("extracts claims, dropping units between numbers and operators", () => {
    const q = extractStepQuantities("First, 3 hours * 60 minutes/hour = 180 minutes.");
    expect(q.claims).toHaveLength(1);
    expect(q.claims[0].lhs.leaves).toEqual([3, 60]);
    expect(q.claims[0].result).toBe(180);
    expect(q.claims[0].holds).toBe(true);
  });

  it("marks false claims and accepts rounding to the decimals written", () => {
    expect(extractStepQuantities("16 - 3 = 12 eggs").claims[0].holds).toBe(false);
    expect(extractStepQuantities("10 / 3 = 3.33").claims[0].holds).toBe(true);
  });

  it("treats written fractions as one quantity and percent labels as labels", () => {
    expect(extractStepQuantities("3/4 ÷ 2/5 = 15/8").claims[0].holds).toBe(true);
    expect(extractStepQuantities("30% = 3 × 6 = 18").claims.every((c) => c.holds)).toBe(true);
    expect(extractStepQuantities("20% = 0.02").claims[0].holds).toBe(false);
  });

  it("accepts a percentage result written as the number of percent", () => {
    const [c] = extractStepQuantities("Therefore, (75/100)*100=75% of the flowers are not roses.").claims;
    expect(c.holds).toBe(true);
    expect(c.result).toBe(75);
  });

  it("makes no claim when an operand is a variable or a word", () => {
    expect(extractStepQuantities("100/5 = 5A/5 or 20 = A").claims.every((c) => c.holds)).toBe(true);
    expect(extractStepQuantities("(9/2)x = 2700").claims).toHaveLength(0);
    expect(extractStepQuantities("number of pages*(2/3) = 144").claims).toHaveLength(0);
    expect(extractStepQuantities("x + x - 4 + 2x = 36").claims).toHaveLength(0);
  });

  it("does not treat a conversion without an operator as a computation", () => {
    expect(extractStepQuantities("2 hours = 120 minutes").claims).toHaveLength(0);
  });

  it("reads number words and percent forms", () => {
    expect(mentionedNumbers("half as many, 25% off, a dozen")).toEqual(expect.arrayContaining([2, 0.5, 25, 0.25, 12]));
  });

  it("parses numeric answers", () => {
    expect(parseNumericAnswer("$1,200")).toBe(1200);
    expect(parseNumericAnswer("3/4")).toBe(0.75);
    expect(parseNumericAnswer("Answer: 18")).toBe(18);
    expect(parseNumericAnswer("many")).toBeNull();
  });

  // Cases the old quantity reader (its own tokenizer and float evaluator) read; lib/math must still read them.
  it("still reads what the old tokenizer read: prose times signs before money, thousands before punctuation", () => {
    expect(extractStepQuantities("Each ride cost 2 x $2 = $4.").claims[0]).toMatchObject({ result: 4, holds: true, lhs: { leaves: [2, 2], op: "*" } });
    expect(extractStepQuantities("Her annual salary is $57,500, so we can set up the equation:").numbers).toEqual([57500]);
    expect(extractStepQuantities("24/4 = 6 hours").claims[0].lhs).toMatchObject({ leaves: [24, 4], op: "/" });
  });

  it("keeps every number of the line, also where the claim extractor drops a part", () => {
    // "25% of their day" is the product (25/100) * (prose): no statement, but 25 is mentioned
    const q = extractStepQuantities("The custodian spends 25% of their day cleaning.");
    expect(q.numbers).toEqual([25]);
    expect(mentionedNumbers("The custodian spends 25% of their day cleaning.")).toEqual([25, 0.25]);
    expect(extractStepQuantities("So he has 100 - x candies left.").numbers).toEqual([100]);
  });

  it("tells a percentage from a written fraction over 100", () => {
    expect(extractStepQuantities("40% * 60 = 24").claims[0].lhs.leaves).toEqual([0.4, 60]);
    expect(extractStepQuantities("40/100 * 60 = 24").claims[0].lhs.leaves).toEqual([40, 100, 60]);
  });

  it("checks the numeric sides of a chain that starts with a variable, but states nothing there", () => {
    const q = extractStepQuantities("Solving for x, we get x = 200 - 150 = 50.");
    expect(q.claims.map((c) => [c.lhs.leaves, c.result, c.holds])).toEqual([[[200, 150], 50, true]]);
    expect(extractStepQuantities("Solving for x, we get: x = 6.").stated).toEqual([]);
  });

  it("reads 'x' between a count and a number as a times sign in word problems (a change: the old reader took it for a variable)", () => {
    const [c] = extractStepQuantities("Jerry will spend 8 games x 2 hours per game = 16 hours watching.").claims;
    expect(c).toMatchObject({ result: 16, holds: true, lhs: { leaves: [8, 2], op: "*" } });
  });

  it("evaluates exactly: no float error decides a claim", () => {
    expect(extractStepQuantities("0.1 + 0.2 = 0.3").claims[0].holds).toBe(true);
    expect(extractStepQuantities("10^20 + 1 - 10^20 = 1").claims[0].holds).toBe(true);
    expect(extractStepQuantities("10^20 + 1 - 10^20 = 0").claims[0].holds).toBe(false);
  });
});

describe("labelled quantities", () => {
  it("reads '1 pan = 40/4 = 10' as a label and one true computation, not 1 = 10", () => {
    const q = extractStepQuantities("1 pan = 40/4 = 10");
    expect(q.claims).toHaveLength(1);
    expect(q.claims[0]).toMatchObject({ result: 10, holds: true });
  });
});

describe("percent labels", () => {
  it("reads '35% = 36 + 12' as 35% of some amount being 48, and '5% = 6' as 5% of some amount being 6", () => {
    expect(extractStepQuantities("35% = 36 + 12").percentLabels).toEqual([{ rate: 0.35, value: 48, leaves: [36, 12], op: "+" }]);
    expect(extractStepQuantities("5% = 6").percentLabels).toEqual([{ rate: 0.05, value: 6, leaves: [6], op: undefined }]);
  });
  it("reads a conversion as a claim, not a label ('30% = 0.3')", () => {
    expect(extractStepQuantities("30% = 0.3").percentLabels).toBeUndefined();
  });
});
