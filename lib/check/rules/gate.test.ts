// Confidence gating in the fusion: a gated rule alone makes a step "unsure" (amber), a second,
// independent rule keeps it "incorrect", and the eval's early flags count only "incorrect" steps.
import { describe, expect, it } from "vitest";
import { fuse } from "../fuse";
import type { StepEvidence } from "../types";
import { computeMetrics } from "../../eval/metrics";
import { PRECISION_BAR, gateLoneRule, inContext } from "./gate";

const ref = (index: number, ruleIds: string[]): StepEvidence => ({
  index,
  source: "reference",
  verdict: "incorrect",
  // (strong enough not to yield to a later proof on its own: fuse.ts softReferenceYieldsToLaterProofAbove)
  pCorrect: 0.12,
  errorType: "wrong-quantity",
  message: `Step ${index + 1}: check that each number you use here is one the problem gives.`,
  ruleIds,
});
const exactWrong = (index: number): StepEvidence => ({ index, source: "exact", verdict: "incorrect", pCorrect: 0.02, errorType: "arithmetic", ruleIds: ["exact.false-claim"] });

describe("gating a rule below the precision bar", () => {
  it("is a named bar", () => expect(PRECISION_BAR).toBe(0.95));

  it("turns a step only a gated rule blames into 'have a look' and moves the first error on", () => {
    const ev = [ref(0, ["ref.unexplained-computation"]), exactWrong(2)];
    const gated = new Set(["ref.unexplained-computation"]);
    const out = fuse(3, ev, { answerCorrect: false, referenced: true, gated });
    expect(out.steps[0]).toMatchObject({ verdict: "unsure", gated: true, ruleIds: ["ref.unexplained-computation"] });
    expect(out.steps[0].message).toMatch(/^Have a look at this step\./);
    expect(out.firstErrorIndex).toBe(2);
    // ungated, the same evidence blames step 1 first
    expect(fuse(3, ev, { answerCorrect: false, referenced: true, gated: new Set() }).firstErrorIndex).toBe(0);
  });

  it("keeps 'incorrect' when a second, independent rule agrees (exact arithmetic included)", () => {
    const gated = new Set(["ref.false-computation"]);
    const out = fuse(1, [ref(0, ["ref.false-computation"]), exactWrong(0)], { answerCorrect: false, referenced: true, gated });
    expect(out.steps[0].verdict).toBe("incorrect");
    expect(out.steps[0].ruleIds).toEqual(expect.arrayContaining(["ref.false-computation", "exact.false-claim"]));
  });

  it("does not count a blame rule that moved the finding as a second opinion", () => {
    const step = { index: 0, verdict: "incorrect" as const, score: 0.2, ruleIds: ["blame.set-up-line", "ref.unexplained-computation"] };
    expect(gateLoneRule(step, new Set(["blame.set-up-line"])).verdict).toBe("unsure");
    expect(gateLoneRule(step, new Set(["ref.unexplained-computation"])).verdict).toBe("incorrect"); // not the deciding rule
  });

  it("leaves the eval's early flags to 'incorrect' steps: an amber step before the error is no early flag", () => {
    const out = fuse(3, [ref(0, ["ref.unexplained-computation"]), exactWrong(2)], { answerCorrect: false, referenced: true, gated: new Set(["ref.unexplained-computation"]) });
    expect(computeMetrics([{ label: 2, predicted: out.firstErrorIndex }]).earlyFlags).toBe(0);
    expect(computeMetrics([{ label: 2, predicted: 0 }]).earlyFlags).toBe(1);
  });

  it("gates a rule in one context only: the same rule in another context still blames", () => {
    const inCtx = (index: number, context: string): StepEvidence => ({ ...ref(index, ["ref.unexplained-computation"]), context });
    const gated = new Set([inContext("ref.unexplained-computation", "givens/used-later/first-line")]);
    const gatedOut = fuse(3, [inCtx(0, "givens/used-later/first-line"), exactWrong(2)], { answerCorrect: false, referenced: true, gated });
    expect(gatedOut.steps[0]).toMatchObject({ verdict: "unsure", gated: true });
    expect(gatedOut.firstErrorIndex).toBe(2);
    const other = fuse(3, [inCtx(0, "worked/used-later/later-line"), exactWrong(2)], { answerCorrect: false, referenced: true, gated });
    expect(other.firstErrorIndex).toBe(0);
    // no context on the evidence: only the whole rule's gate applies
    expect(fuse(3, [ref(0, ["ref.unexplained-computation"]), exactWrong(2)], { answerCorrect: false, referenced: true, gated }).firstErrorIndex).toBe(0);
  });
});
