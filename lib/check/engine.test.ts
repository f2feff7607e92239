import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { CHECKER_REGISTRY } from "./checker-registry";

const problem = "Janet has 16 eggs, uses 3 and 4, and sells the rest at $2 each. How much does she make?";

describe("engine", () => {
  it("finds the first faulty step", async () => {
    const r = await checkSolution({ problem, steps: ["She has 16 - 3 = 13 eggs left.", "13 - 4 = 9", "9 × 2 = 17"] }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(2);
    expect(r.steps[2]).toMatchObject({ verdict: "incorrect", errorType: "arithmetic" });
    const withAnswer = await checkSolution({ problem, steps: ["9 × 2 = 17"], answer: "18" }, { checkers: ["exact"] });
    expect(withAnswer.answerCorrect).toBe(false);
    expect(r.steps[2].message).toMatch(/^Step 3:/);
    expect(r.checkers).toEqual(["exact"]);
    expect(r.model.used).toBe(false);
    expect(r.model.reason).toBeTruthy();
  });
  it("accepts a correct solution and reports the answer", async () => {
    const r = await checkSolution({ problem, steps: ["She has 16 - 3 = 13 eggs left.", "13 - 4 = 9", "9 × 2 = $18"], answer: "18" }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(-1);
    expect(r.answerCorrect).toBe(true);
  });
  it("checks equations step by step", async () => {
    const r = await checkSolution({ problem: "Solve 4(x - 2) = 20", steps: ["x - 2 = 5", "x = 7"], answer: "x = 7" }, { checkers: ["exact"] });
    expect(r.steps.map((s) => s.verdict)).toEqual(["correct", "correct"]);
    expect(r.answerCorrect).toBe(true);
    const wrong = await checkSolution({ problem: "Solve 4(x - 2) = 20", steps: ["x - 2 = 5", "x = 3"], answer: "x = 7" }, { checkers: ["exact"] });
    expect(wrong.firstErrorIndex).toBe(1);
    expect(wrong.answerCorrect).toBe(false);
  });
  it("runs exact and reference together", async () => {
    const r = await checkSolution({ problem, steps: ["16 - 3 - 4 = 9", "9 × 2 = 18"], answer: "18" }, { checkers: ["exact", "reference"] });
    expect(r.checkers.sort()).toEqual(["exact", "reference"]);
    expect(r.firstErrorIndex).toBe(-1);
  });
  it("a failing checker never fails the check", async () => {
    const saved = CHECKER_REGISTRY.reference;
    CHECKER_REGISTRY.reference = {
      create: () => ({
        name: "reference",
        check: async () => {
          throw new Error("boom");
        },
      }),
    };
    try {
      const r = await checkSolution({ problem, steps: ["9 × 2 = 17"] }, { checkers: ["exact", "reference"] });
      expect(r.firstErrorIndex).toBe(0);
      expect(r.checkers).toEqual(["exact"]);
      expect(r.failedCheckers).toEqual([{ name: "reference", error: "boom" }]);
    } finally {
      CHECKER_REGISTRY.reference = saved;
    }
  });
  it("survives malformed input", async () => {
    const r = await checkSolution({ problem: "", steps: ["", "\\frac{", "= = ="] }, { checkers: ["exact"] });
    expect(r.steps).toHaveLength(3);
    expect(r.firstErrorIndex).toBe(-1);
    expect(r.answerCorrect).toBeNull();
  });
});

describe("engine: what blind student sets 9 and 10 showed", () => {
  it("a percent built from 10% and 5% is a valid route; the slip after it is the first error", async () => {
    const r = await checkSolution(
      { problem: "Find 35% of 140.", answer: "49", reference: ["35% of 140 = 0.35 × 140", "0.35 × 140 = 49"], steps: ["10% of 140 = 14", "30% = 3 x 14 = 42", "5% = 7", "35% = 42 + 7 = 48"] },
      { checkers: ["exact", "reference"] },
    );
    expect(r.firstErrorIndex).toBe(3);
    expect(r.steps[3].errorType).toBe("arithmetic");
  });
  it("names 'add the tops and the bottoms' a fraction error where it is done, not a slip against the side sum", async () => {
    const r = await checkSolution({ problem: "Compute: 1/5 + 1/2", answer: "7/10", steps: ["1/5 + 1/2", "add the tops and the bottoms: 1+1 = 2 and 5+2 = 7", "= 2/7"] }, { checkers: ["exact"] });
    // (the line that adds across is the first faulty one, as the blind sets' writers label it: student-blind-10 and -64 dev)
    expect(r.firstErrorIndex).toBe(1);
    expect(r.steps[1].errorType).toBe("fraction");
    expect(r.steps[2].verdict).not.toBe("correct");
  });
});

describe("engine: the answer restated wrongly after solving (stop 17)", () => {
  it("names '[x = 5]' after 'x = 1' a final-answer error, not a generic wrong equation", async () => {
    const r = await checkSolution(
      { problem: "Solve for x: 9x - 10 = 4x - 5", answer: "x = 1", reference: ["9x - 10 = 4x - 5", "5x - 10 = -5", "5x = 5", "x = 1"], steps: ["9x - 10 = 4x - 5", "5x - 10 = -5", "5x = 5", "x = 1", "[x = 5]"] },
      { checkers: ["exact", "reference"] },
    );
    expect(r.firstErrorIndex).toBe(4);
    expect(r.steps[4].errorType).toBe("final-answer");
  });
});

describe("engine: a solution laid out as a dashed list (stop 23)", () => {
  const ants = {
    problem:
      "A swarm of ants discovered a pile of sugar that spilled from a dropped bag. They begin to harvest it and carry it off to their anthill. Every hour, the ants remove 4 ounces of sugar. The bag of sugar held 24 ounces before it was dropped. After three hours, how many more hours will the ants need to harvest the remaining sugar?",
    answer: "3",
    reference: ["After 3 hours, the ants have removed 4 * 3 = 12 ounces of sugar.", "There are 24 - 12 = 12 ounces of sugar left.", "Thus, the ants need 12 / 4 = 3 more hours to harvest the remaining sugar."],
  };
  it("reads '- 12 + 4 x h = 24' as a bullet, not minus 12, and names the sign slip after it", async () => {
    const r = await checkSolution({ ...ants, steps: ["Find: how many more hours (h)", "- after 3 hours: 4 x 3 = 12 oz gone", "- 12 + 4 x h = 24", "- 4 x h = 24 + 12 = 36", "- h = 36 ÷ 4 = 9", "Answer: 9 more hours"] }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(3);
    expect(r.steps[3].errorType).toBe("sign");
  });
  it("keeps a lone leading minus a minus", async () => {
    const r = await checkSolution({ problem: "Compute: -5 + 3", steps: ["- 5 + 3 = -2"], answer: "-2" }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(-1);
  });
});

describe("engine: the quadratic formula typed in a math field (stop 23)", () => {
  it("reads '\\frac{23\\pm\\sqrt{169}}{6}' with its square root and accepts both roots", async () => {
    const steps = ["3x^{2}-23x+30=0", "b^{2}-4ac=529-360=169", "x=\\frac{23\\pm\\sqrt{169}}{6}=\\frac{23\\pm13}{6}", "x=\\frac{36}{6}=6\\text{ or }x=\\frac{10}{6}=\\frac{5}{3}"];
    const r = await checkSolution({ problem: "Solve for x: 3x^2 - 23x + 30 = 0", steps, answer: "x = 5/3 or x = 6" }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(-1);
  });
});

describe("engine: a slip crossed out and redone (stop 23)", () => {
  it("does not blame a line the next line takes back ('oops, -4 x 3 = -12 not +12, so …') when the redo is right", async () => {
    const problem = "Expand and simplify: 3(3n - 4) - 4(4n + 3)";
    const steps = ["3(3n - 4) = 9n - 12", "-4(4n + 3) = -16n + 12", "oops, -4 x 3 = -12 not +12, so -4(4n + 3) = -16n - 12", "9n - 12 - 16n - 12", "9n - 16n = -7n", "-12 - 12 = -24", "= -7n - 24"];
    const r = await checkSolution({ problem, steps, answer: "-7n - 24" }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(-1);
    // taken back and redone wrong, the redo is the error
    const wrongRedo = [...steps.slice(0, 2), "oops, so -4(4n + 3) = -16n - 7", ...steps.slice(3)];
    expect((await checkSolution({ problem, steps: wrongRedo, answer: "-7n - 24" }, { checkers: ["exact"] })).firstErrorIndex).toBe(2);
  });
  it("reads a struck-out value as gone ('~~n = -8~~ n = -9')", async () => {
    const r = await checkSolution({ problem: "Solve for n: 2n - 11 = -4n - 65", steps: ["6n - 11 = -65", "6n = -54", "~~n = -8~~ n = -9"], answer: "n = -9" }, { checkers: ["exact"] });
    expect(r.firstErrorIndex).toBe(-1);
  });
});

describe("engine: notations from copied notebook work (stop 23)", () => {
  it("reads '.41' as 0.41", async () => {
    const reference = ["7.4 × 0.41 = 3.034"];
    const r = await checkSolution({ problem: "Compute: 7.4 × 0.41", steps: ["ignore the points: 74 x 41 = 3034", "7.4 has 1 dp and .41 has 2 dp so 3 dp", "7.4 x .41 = 3.034"], answer: "3.034", reference }, { checkers: ["exact", "reference"] });
    expect(r.firstErrorIndex).toBe(-1);
    const wrong = await checkSolution({ problem: "Compute: 7.4 × 0.41", steps: ["7.4 x .41 = 30.34"], answer: "3.034", reference }, { checkers: ["exact", "reference"] });
    expect(wrong.firstErrorIndex).toBe(0);
  });
  it("accepts roots written with a capital X for the problem's x, but not another letter", async () => {
    const problem = "Solve for x: 4x^2 - 16x - 20 = 0";
    const steps = ["4x^2 - 16x - 20 = 0", "x^2 - 4x - 5 = 0, divide by 4", "(X - 5)(X + 1) = 0", "X = 5 or X = -1"];
    expect((await checkSolution({ problem, steps, answer: "x = -1 or x = 5" }, { checkers: ["exact"] })).firstErrorIndex).toBe(-1);
    const other = await checkSolution({ problem: "Solve for y: 2y + 3 = 11", steps: ["2y = 8", "x = 4"], answer: "y = 4" }, { checkers: ["exact"] });
    expect(other.firstErrorIndex).toBe(1);
  });
});
