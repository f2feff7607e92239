import { describe, expect, it } from "vitest";
import { checkFinalAnswer, judgeFinalAnswer } from "./exact-answer";

const check = (steps: string[], answer: string) => checkFinalAnswer(steps, answer, { variables: "common" }).correct;

describe("a number the final line computes with is not its answer", () => {
  it("'3 batches so 9 x 3 = 27 cookies' does not state 3", () => {
    expect(checkFinalAnswer(["81 / 9 = 9 cookies", "There are 3 batches so 9 x 3 = 27 cookies in a batch"], "3", { variables: "common" }).correct).toBe(false);
    expect(checkFinalAnswer(["So she has 18 dollars, 3 more than Bob."], "18", { variables: "common" }).correct).toBe(true);
  });
});

describe("final answer in the unit the question asks for", () => {
  it("0.14 cents is not 14 cents when the question asks how many cents", () => {
    expect(checkFinalAnswer(["0.28/2 = 0.14", "0.14 cents"], "14", { variables: "common" }, "How many cents is the extra charge per letter?").correct).toBe(false);
    // dollars for "how many cents" is the wrong unit too (three blind writers mark it so)
    expect(checkFinalAnswer(["0.28/2 = 0.14"], "14", { variables: "common" }, "How many cents is the extra charge per letter?")).toMatchObject({ correct: false, wrongUnit: true });
    // without a question for cents, dollars and cents are the same amount: unsure
    expect(checkFinalAnswer(["0.28/2 = 0.14"], "14", { variables: "common" }, "What is the extra charge per letter?").correct).toBeNull();
  });
  it("a decimal written with a percent sign is not the percent", () => {
    const t = "A town's population grew from 1700 to 2125. By what percent did it grow?";
    expect(judgeFinalAnswer({ problem: t, steps: ["grew by 0.25%"], answer: "25%" }).correct).toBe(false);
    expect(judgeFinalAnswer({ problem: t, steps: ["0.25"], answer: "25%" }).correct).toBe(true);
  });
  it("reads '40% of the gingerbread men have red hats.' as stating 40%, not a product with nothing to multiply (llm-j dev)", () => {
    const t = "Anna is making gingerbread cookies. She gives 6 of them red hats, 9 of them blue boots, and 3 of them both red hats and blue boots. What percentage of the gingerbread men have red hats?";
    expect(judgeFinalAnswer({ problem: t, steps: ["6/15 = 0.4", "40% of the gingerbread men have red hats."], answer: "50" })).toMatchObject({ correct: false, stepIndex: 1 });
    expect(judgeFinalAnswer({ problem: t, steps: ["6/12 = 0.5", "50% of the gingerbread men have red hats."], answer: "50" }).correct).not.toBe(false);
  });
});

describe("final answer comparison", () => {
  it.each([
    [["So she makes $18.00."], "18"],
    [["x = 7"], "7"],
    [["7"], "x = 7"],
    [["0.75"], "3/4"],
    [["3/4"], "0.75"],
    [["0.25"], "25%"],
    [["25"], "25%"],
    [["x = 1, x = -2"], "x = -2 or x = 1"],
    [["x = -7, 2"], "x = -7 or x = 2"],
    [["x = 3 or -4"], "x = -4 or x = 3"],
    [["26m"], "26"],
    [["It is 12 cm long."], "12 cm"],
    [["5/2"], "2 1/2"],
    [["x = 4", "Check: 2(4) + 3 = 11 ✓"], "4"],
    [["x + 2 = 0, so x = -2", "x + 4 = 0, so x = -4"], "x = -2 or x = -4"],
    [["10/3 ≈ 3.33"], "10/3"],
  ])("%j matches %s", (steps, answer) => {
    expect(check(steps, answer)).toBe(true);
  });
  it("detects wrong and incomplete answers", () => {
    expect(check(["The answer is 17."], "18")).toBe(false);
    expect(check(["x = 3"], "x = -2 or x = 1")).toBe(false);
    expect(check(["(x + 2)(x - 1) = 0", "x + 2 = 0", "x = -2"], "x = -2 or x = 1")).toBe(false);
  });
  it("is unknown when nothing is stated or no answer is given", () => {
    expect(check(["First find the total."], "18")).toBeNull();
    expect(checkFinalAnswer(["x = 3"], undefined, { variables: "any" }).correct).toBeNull();
  });
});

describe("final answer: the unit the question asks for", () => {
  const hayden = "Hayden spends 5 minutes ironing his shirt and 3 minutes ironing his pants, 5 days a week. How many minutes does he iron over 4 weeks?";
  const deborah = "Deborah is paying $4.60 to mail four letters. How many cents is the additional charge per letter for international shipping?";
  const rope = "A 1165 cm long rope is cut into 154 pieces. Find the length of each of the equal pieces in millimeters.";
  const judge = (problem: string, line: string, answer: string) => judgeFinalAnswer({ problem, steps: [line], answer });
  it("calls the right number in another unit of the same kind a wrong answer", () => {
    expect(judge(hayden, "So Hayden irons 160 hours in 4 weeks.", "160")).toMatchObject({ correct: false, wrongUnit: true });
    expect(judge(deborah, "Answer: $14 per letter.", "14")).toMatchObject({ correct: false, wrongUnit: true });
    expect(judge(rope, "each piece is 75 cm", "75")).toMatchObject({ correct: false, wrongUnit: true });
  });
  it("accepts the asked unit, no unit, or a unit of another kind", () => {
    expect(judge(hayden, "So Hayden irons 160 minutes in 4 weeks.", "160").correct).toBe(true);
    expect(judge(hayden, "160", "160").correct).toBe(true);
    expect(judge(deborah, "14 cents more per letter", "14").correct).toBe(true);
    expect(judge(rope, "75mm", "75").correct).toBe(true);
    expect(judge(deborah, "It weighs 14 grams more: 14", "14").correct).toBe(true);
  });
});

describe("final answer: closing remarks and boxes (stop 17)", () => {
  it("skips a closing remark in brackets and reads a boxed answer", () => {
    const hayden = "Hayden irons 8 minutes a day, 5 days a week. How many minutes does he iron over 4 weeks?";
    expect(judgeFinalAnswer({ problem: hayden, steps: ["20 x 8 = 160 min", "(= 2 hr 40 min)"], answer: "160" }).correct).toBe(true);
    expect(judgeFinalAnswer({ problem: "Solve for x: 2x = 8", steps: ["[x = 4]"], answer: "x = 4" }).correct).toBe(true);
  });
});

describe("final answer: zero stated in words", () => {
  const pizza = { problem: "Phill cuts a pizza into 8 slices and passes out 1 slice to 3 of his friends and 2 slices to 2 of his friends. How many slices of pizza are left for Phill?", answer: "1" };
  it("reads 'no slices left' as a wrong answer of 0, not as no answer", () => {
    const r = judgeFinalAnswer({ ...pizza, steps: ["1 + 3 = 4", "2 x 2 = 4", "8 - 8 = 0", "There are no slices left for Phill."] });
    expect(r.correct).toBe(false);
    expect(r.stepIndex).toBe(3);
  });
  it("accepts 'none' when zero is the answer, and reads nothing into 'No,' or a line with a number", () => {
    expect(judgeFinalAnswer({ ...pizza, answer: "0", steps: ["8 - 8 = 0", "None are left."] }).correct).toBe(true);
    expect(judgeFinalAnswer({ ...pizza, steps: ["8 - 7 = 1", "No, wait: 1 slice is left."] }).correct).toBe(true);
  });
});

describe("answers as LLMs write them", () => {
  it("reads a boxed solution set ('**Answer:** \\boxed{x = -1 \\text{ or } x = 2}') as its roots", () => {
    expect(check(["x^2 - x - 2 = 0", "(x + 1)(x - 2) = 0", "**Answer:** \\boxed{x = -1 \\text{ or } x = 2}"], "x = -1 or x = 2")).toBe(true);
    expect(check(["\\boxed{x = -1 or x = 3}"], "x = -1 or x = 2")).toBe(false);
  });
  it("skips a numbered check line ('4. Check: 3(4) = 12') when it looks for the answer", () => {
    expect(check(["1. 3x + 5 = 17", "2. 3x = 12", "3. x = 4", "4. Check: 3(4) + 5 = 17"], "x = 4")).toBe(true);
  });
});

describe("final answer: a list of numbers (stop 40)", () => {
  it("compares every number of a listed answer, not only the last", () => {
    expect(check(["2 < n <= 6", "The integers are 2, 3, 4, 5, 6."], "3, 4, 5, 6")).toBe(false);
    expect(check(["2 < n <= 6", "The integers are 3, 4, 5 and 6."], "3, 4, 5, 6")).toBe(true);
  });
  it("does not read a list with an ellipsis as the numbers written out ('3, 4, …, 8, 9' is not 3, 4, 8, 9)", () => {
    expect(check(["3 <= n <= 9", "The integers are $3, 4, \\ldots, 8, 9$."], "3, 4, 8, 9")).not.toBe(true);
  });
  it("still finds a single answer in a line that goes on ('18, 3 more than last week')", () => {
    expect(check(["15 + 3 = 18", "She has 18, 3 more than last week."], "18")).toBe(true);
  });
});
