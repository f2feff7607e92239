import { describe, expect, it } from "vitest";
import type { CheckResult } from "../check/types";
import { judgeReference } from "./authoring";

const base: CheckResult = {
  steps: [
    { index: 0, verdict: "correct", score: 1 },
    { index: 1, verdict: "correct", score: 1 },
  ],
  firstErrorIndex: -1,
  answerCorrect: true,
  checkers: ["exact", "reference"],
  model: { used: false, available: false },
};

describe("judgeReference", () => {
  it("accepts a clean solution reaching the answer", () => {
    expect(judgeReference(base, 2)).toEqual({ ok: true });
  });
  it("refuses with the flagged step and the engine's message", () => {
    const r = judgeReference(
      { ...base, firstErrorIndex: 1, answerCorrect: false, steps: [base.steps[0]!, { index: 1, verdict: "incorrect", score: 0, errorType: "sign", message: "Check the sign in step 2." }] },
      2,
    );
    expect(r).toEqual({ ok: false, stepIndex: 1, errorType: "sign", message: "Check the sign in step 2." });
  });
  it("refuses when the last step misses the answer", () => {
    expect(judgeReference({ ...base, answerCorrect: false }, 2)).toMatchObject({ ok: false, stepIndex: 1, errorType: "final-answer" });
    expect(judgeReference({ ...base, answerCorrect: null }, 2)).toMatchObject({ ok: false, stepIndex: 1 });
  });
});
