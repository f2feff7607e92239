// Final answers of more than one number (issue 30, the second blind high-school batch): an equation
// in several letters is compared as an equation, and a many-part answer is right only when every
// part is given. Each case was misjudged before (no verdict, or "right" on one matching number).
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { equationAnswer, sameEquation, statesEveryPart } from "./exact-answer-parts";

const check = (problem: string, steps: string[], answer: string) => checkSolution({ problem, steps, answer }, { checkers: ["exact", "reference"] });

describe("an equation in several letters as the answer", () => {
  it("reads it as an equation, not as the value of one letter", () => {
    expect(equationAnswer("y = 3x - 1")?.vars).toEqual(["x", "y"]);
    expect(equationAnswer("x = 3")).toBeNull();
    expect(equationAnswer("f(x + 3) = 8f(x)")).toBeNull();
    const [a, b] = [equationAnswer("y = 3x - 1")!, equationAnswer("3x - y = 1")!];
    expect(sameEquation(a, b)).toBe(true);
    expect(sameEquation(a, equationAnswer("y = 3x + 1")!)).toBe(false);
  });

  it("judges the line's final equation against it", async () => {
    const problem = "Find the equation of the line through $(1, 2)$ and $(3, 8)$.";
    const ok = await check(problem, ["$m = \\frac{8 - 2}{3 - 1} = 3$", "$y - 2 = 3(x - 1)$", "$y = 3x - 1$"], "y = 3x - 1");
    expect(ok.answerCorrect).toBe(true);
    expect(ok.firstErrorIndex).toBe(-1);
    const wrong = await check(problem, ["$m = \\frac{8 - 2}{3 - 1} = 3$", "$y - 2 = 3(x + 1)$", "$y = 3x + 5$"], "y = 3x - 1");
    expect(wrong.answerCorrect).toBe(false);
    expect(wrong.firstErrorIndex).toBeGreaterThanOrEqual(1);
  });
});

describe("an answer of several parts", () => {
  it("is right only when the answer's lines give every number of it", async () => {
    expect(statesEveryPart("center (2, -3), radius 4", ["The center is (2, 3) and the radius is 5."])).toBe(false);
    expect(statesEveryPart("center (2, -3), radius 4", ["The center is (2, -3) and the radius is 4."])).toBe(true);
    const problem = "Find the center and radius of the circle $(x - 2)^2 + (y + 3)^2 = 16$.";
    const wrong = await check(problem, ["The center is $(2, 3)$ and the radius is $\\sqrt{16} = 4$."], "center (2, -3), radius 4");
    expect(wrong.answerCorrect).not.toBe(true);
    const ok = await check(problem, ["The center is $(2, -3)$ and the radius is $\\sqrt{16} = 4$."], "center (2, -3), radius 4");
    expect(ok.answerCorrect).toBe(true);
  });
});
