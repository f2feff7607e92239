import { describe, expect, it } from "vitest";
import { applyCorrection, correctionLabel, type VerdictState } from "./correction";

const state = (verdicts: string[], firstErrorIndex: number, answerCorrect: boolean | null = false): VerdictState => ({
  steps: verdicts.map((verdict, index) => ({ index, verdict, errorType: verdict === "incorrect" ? "arithmetic" : null, message: verdict === "incorrect" ? "hint" : null })),
  firstErrorIndex,
  answerCorrect,
});

describe("applyCorrection", () => {
  it("'fine' on the only flagged step: no error left, the answer counts as right", () => {
    const out = applyCorrection(state(["correct", "incorrect"], 1), { kind: "fine", stepIndex: 1 });
    expect(out.steps.map((s) => s.verdict)).toEqual(["correct", "correct"]);
    expect(out.steps[1]).toMatchObject({ errorType: null, message: null });
    expect([out.firstErrorIndex, out.answerCorrect]).toEqual([-1, true]);
    expect(correctionLabel(out)).toEqual({ label: -1, errorType: null });
  });

  it("'fine' moves the first error to the next flagged step and leaves unsure steps after it", () => {
    const out = applyCorrection(state(["incorrect", "unsure", "incorrect", "unsure"], 0), { kind: "fine", stepIndex: 0 });
    expect(out.steps.map((s) => s.verdict)).toEqual(["correct", "unsure", "incorrect", "unsure"]);
    expect([out.firstErrorIndex, out.answerCorrect]).toEqual([2, false]);
  });

  it("'first-error' makes earlier steps fine and sets the teacher's type", () => {
    const out = applyCorrection(state(["unsure", "correct", "incorrect"], 2), { kind: "first-error", stepIndex: 1, errorType: "sign" });
    expect(out.steps.map((s) => [s.verdict, s.errorType])).toEqual([["correct", null], ["incorrect", "sign"], ["incorrect", "arithmetic"]]);
    expect(correctionLabel(out)).toEqual({ label: 1, errorType: "sign" });
  });

  it("keeps the checker's hint when the teacher confirms its type at that step", () => {
    const out = applyCorrection(state(["correct", "incorrect"], 1), { kind: "first-error", stepIndex: 1, errorType: "arithmetic" });
    expect(out.steps[1]!.message).toBe("hint");
  });
});

describe("applyCorrection with carried steps", () => {
  const carriedState = {
    firstErrorIndex: 1,
    answerCorrect: false,
    steps: [
      { index: 0, verdict: "correct", errorType: null, message: null },
      { index: 1, verdict: "incorrect", errorType: "arithmetic", message: "m" },
      { index: 2, verdict: "carried", errorType: null, message: null, carriedFrom: 1 },
      { index: 3, verdict: "carried", errorType: null, message: null, carriedFrom: 1 },
    ],
  };

  it("steps that only followed from a step the teacher calls fine are correct", () => {
    const out = applyCorrection(carriedState, { kind: "fine", stepIndex: 1 });
    expect(out.firstErrorIndex).toBe(-1);
    expect(out.steps.map((s) => s.verdict)).toEqual(["correct", "correct", "correct", "correct"]);
    expect(out.steps.every((s) => !s.carriedFrom)).toBe(true);
  });

  it("carried steps follow the teacher's first error", () => {
    const out = applyCorrection(carriedState, { kind: "first-error", stepIndex: 0, errorType: "wrong-operation" });
    expect(out.firstErrorIndex).toBe(0);
    expect(out.steps[2]).toMatchObject({ verdict: "carried", carriedFrom: 0 });
  });
});
