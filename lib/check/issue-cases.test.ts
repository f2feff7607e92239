// The eight cases of issue 10 through the whole engine (exact, reference and the shipped PRM),
// on the bank problems a student met them on.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import type { CheckInput } from "./types";

interface BankRow {
  id: string;
  statement: string;
  answer: string;
  referenceSteps: string[];
}
const bank: BankRow[] = JSON.parse(readFileSync(join(__dirname, "../../db/seed/problems.json"), "utf8"));

function onBank(id: string, steps: string[]): CheckInput {
  const p = bank.find((b) => b.id === id);
  if (!p) throw new Error(`no bank problem ${id}`);
  return { problem: p.statement, steps, answer: p.answer, reference: p.referenceSteps };
}

const verdicts = (r: Awaited<ReturnType<typeof checkSolution>>) => r.steps.map((s) => s.verdict);

describe("issue 10: feedback a student can trust", () => {
  it("1. never blames a correct step on a valid path for a later step's error", async () => {
    const r = await checkSolution(onBank("gsm8k-train-01177", ["He earns 20 * 8 = 160 dollars a day.", "In a week he makes 160 + 4 = 164 dollars."]));
    expect(r.steps[0].verdict).toBe("correct");
    expect(r.firstErrorIndex).toBe(1);
    expect(r.steps[1].errorType).toBe("wrong-operation");
  });

  it("2. finds a wrong operation on the given numbers", async () => {
    const r = await checkSolution(onBank("gsm8k-train-01177", ["20 + 8 = 28", "28 * 4 = 112"]));
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("wrong-operation");
    expect(r.steps[1]).toMatchObject({ verdict: "carried", carriedFrom: 0 });
  });

  it("3. calls a wrong sum inside an equation an arithmetic slip, not one side only", async () => {
    const r = await checkSolution(onBank("lin2-004", ["5x - 10 + 10 = 30 + 10", "5x = 50", "x = 10"]));
    expect(r.firstErrorIndex).toBe(1);
    expect(r.steps[1].errorType).toBe("arithmetic");
    expect(r.steps[1].message).not.toMatch(/one side/);
  });

  it("3b. still names one-side-only when one side was left unchanged", async () => {
    const r = await checkSolution(onBank("lin2-004", ["5x = 30", "x = 6"]));
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[0].errorType).toBe("one-side-only");
  });

  it("4. unreadable steps are unsure and the solution is not correct", async () => {
    const r = await checkSolution(onBank("lin2-004", ["<script>alert(1)</script>", "\\frac{", "😀😀😀", "x = 8"]));
    for (const i of [0, 1, 2]) expect(r.steps[i]).toMatchObject({ verdict: "unsure", unreadable: true, message: expect.stringMatching(/couldn't read this as math/) });
    expect(r.steps[3].unreadable).toBeUndefined();
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("5. an answer for the wrong variable is a final-answer error", async () => {
    const r = await checkSolution(onBank("lin2-006", ["6y - 16 = -46", "6y = -30", "x = 3"]));
    expect(r.answerCorrect).toBe(false);
    expect(r.firstErrorIndex).toBe(2);
    expect(r.steps[2].errorType).toBe("final-answer");
    expect(r.steps.slice(0, 2).map((s) => s.verdict)).toEqual(["correct", "correct"]);
  });

  it("6. a correct explanation with the answer as a fraction passes", async () => {
    const r = await checkSolution(onBank("frac-add-001", ["1/7 + 3/7 = 4/7", "The sum is 4/7 because 1 + 3 = 4"]));
    expect(r.answerCorrect).toBe(true);
    expect(r.firstErrorIndex).toBe(-1);
  });

  it("7. steps that follow from the first error are carried; a later independent error stays incorrect", async () => {
    const r = await checkSolution(onBank("lin2-004", ["5x - 10 + 10 = 30 + 10", "5x = 50", "x = 10"]));
    expect(verdicts(r)).toEqual(["correct", "incorrect", "carried"]);
    expect(r.steps[2].carriedFrom).toBe(1);
    expect(r.steps[2].message).toMatch(/follows from step 2/);
    const again = await checkSolution(onBank("lin2-004", ["5x = 50", "x = 12"]));
    expect(verdicts(again)).toEqual(["incorrect", "incorrect"]);
    const words = await checkSolution(onBank("gsm8k-train-01177", ["20 + 8 = 28", "28 * 4 = 112", "So he makes $112 a week."]));
    expect(verdicts(words)).toEqual(["incorrect", "carried", "carried"]);
    // a later step that does not use the wrong value keeps its own verdict; a false claim is its own error
    const apart = await checkSolution(onBank("gsm8k-train-01177", ["20 + 8 = 28", "8 * 4 = 32", "28 * 4 = 112"]));
    expect(verdicts(apart)).toEqual(["incorrect", "correct", "carried"]);
    const slip = await checkSolution(onBank("gsm8k-train-01177", ["20 + 8 = 28", "28 * 4 = 122"]));
    expect(verdicts(slip)).toEqual(["incorrect", "incorrect"]);
    expect(slip.steps[1].errorType).toBe("arithmetic");
  });

  it("7. in a computation, the value built from a slipped side computation is carried, not a new error", async () => {
    const r = await checkSolution(onBank("dec-002", ["8 + 13 = 21", ".4 + .33 = .37", "21.37"]));
    expect(verdicts(r)).toEqual(["correct", "incorrect", "carried"]);
    // a later false computation of its own stays incorrect
    const slip = await checkSolution(onBank("dec-002", ["8 + 13 = 21", ".4 + .33 = .37", "21 + .37 = 21.47"]));
    expect(verdicts(slip)).toEqual(["correct", "incorrect", "incorrect"]);
  });

  it("8. huge numbers are judged exactly or left unsure, never passed", async () => {
    for (const step of ["9^9^9^9 = 1", "10^10000 = 10", "2^(2^64) = 4"]) {
      const r = await checkSolution({ problem: "Compute.", steps: [step] });
      expect(r.steps[0].verdict, step).toBe("incorrect");
      expect(r.steps[0].errorType, step).toBe("arithmetic");
    }
    const exact = await checkSolution({ problem: "Compute.", steps: ["10^250 + 1 - 10^250 = 1", "2^100 = 1267650600228229401496703205376"] });
    expect(verdicts(exact)).toEqual(["correct", "correct"]);
    const unknown = await checkSolution({ problem: "Compute.", steps: ["10^10000 - 10^10000 = 0"] });
    expect(unknown.steps[0].verdict).toBe("unsure");
  });
});
