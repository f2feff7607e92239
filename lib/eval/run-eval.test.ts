import { describe, expect, it } from "vitest";
import type { CheckInput, CheckResult } from "../check/types";
import { parseDataset } from "./dataset";
import { runEval, toCheckInput } from "./run-eval";

const items = parseDataset([
  { id: "a", problem: "Compute 2 + 3.", steps: ["2 + 3 = 6"], label: 0, answer: "5", reference: "2 + 3 = 5" },
  { id: "b", problem: "Compute 2 + 2.", steps: ["2 + 2 = 4"], label: -1, answer: "4" },
]);

describe("toCheckInput", () => {
  it("passes answer and reference steps, or drops both for reference-free checking", () => {
    expect(toCheckInput(items[0], true)).toMatchObject({ answer: "5", reference: ["2 + 3 = 5"] });
    expect(toCheckInput(items[0], "answer-only")).toMatchObject({ answer: "5" });
    expect(toCheckInput(items[0], "answer-only").reference).toBeUndefined();
    const bare = toCheckInput(items[0], false);
    expect(bare.answer).toBeUndefined();
    expect(bare.reference).toBeUndefined();
  });
});

describe("runEval", () => {
  it("scores the engine's first error index per item", async () => {
    // A deterministic stand-in for the engine: flags step 0 when the item has a reference.
    const check = async (input: CheckInput): Promise<CheckResult> => ({
      steps: [],
      firstErrorIndex: input.reference ? 0 : -1,
      answerCorrect: null,
      checkers: ["reference"],
      model: { used: false, available: false },
    });
    const { summary, outcomes } = await runEval(items, check, { useReference: true });
    expect(outcomes.map((o) => o.predicted)).toEqual([0, -1]);
    expect(summary.f1).toBe(1);
    const free = await runEval(items, check, { useReference: false });
    expect(free.summary.errorAcc).toBe(0);
    expect(free.summary.correctAcc).toBe(1);
  });
});

describe("runEval on a failing check", () => {
  it("counts an item whose check throws as 'no error found' and goes on", async () => {
    const check = async (input: CheckInput): Promise<CheckResult> => {
      if (input.problem.includes("2 + 3")) throw new Error("boom");
      return { steps: [], firstErrorIndex: -1, answerCorrect: null, checkers: ["exact"], model: { used: false, available: false } };
    };
    const { outcomes, summary } = await runEval(items, check, { useReference: true });
    expect(outcomes.map((o) => o.predicted)).toEqual([-1, -1]);
    expect(summary.n).toBe(2);
  });
});
