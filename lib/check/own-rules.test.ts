// The exact rules for equations (issue 30, section 4 and the Cognitive Tutor acceptance): each rule's
// own examples, alone and through the whole engine, and the cases students meet on /own.
import { describe, expect, it } from "vitest";
import { checkSolution } from "./engine";
import { exactEvidence } from "./exact-checker";
import { IDENTITY_RULE, INVALID_MOVE_RULE, VARIABLE_LOST_RULE } from "./rules/exact-rules";
import { FUSION_CONFIG, fuseStep } from "./fuse";
import type { RuleExample, RuleSpec } from "./rules/types";

// (lib/check/rules/rules.test.ts runs every registered rule's examples through the engine; here
// the exact checker alone must name the rule and its error type)
const RULES: RuleSpec[] = [IDENTITY_RULE, VARIABLE_LOST_RULE, INVALID_MOVE_RULE];

const exactAt = (ex: RuleExample) => exactEvidence(ex.input).find((e) => e.index === ex.step);
const engine = (problem: string, steps: string[]) => checkSolution({ problem, steps });

describe.each(RULES)("rule $id on the exact checker alone", (rule) => {
  it.each(rule.fires.map((f, k) => [k, f] as const))("fires on example %i", (_k, ex) => {
    expect(exactAt(ex)).toMatchObject({ verdict: "incorrect", errorType: rule.errorTypes[0], ruleIds: expect.arrayContaining([rule.id]) });
  });
  it.each(rule.silent.map((s, k) => [k, s] as const))("stays silent on example %i", (_k, ex) => {
    expect(exactEvidence(ex.input).flatMap((e) => e.ruleIds ?? [])).not.toContain(rule.id);
  });
});

describe("equation problems checked as own problems", () => {
  it("solves a negated letter: -x = 5 then x = -5 is correct", async () => {
    const r = await engine("Solve for x: -x = 5", ["-x = 5", "x = -5"]);
    expect(r.steps.map((s) => s.verdict)).toEqual(["correct", "correct"]);
  });
  it("an assignment that still computes is the equation to solve, and a line copying it is never blamed", async () => {
    const r = await engine("Solve for m: m = 45/-9", ["m = 45/-9", "m = 5"]);
    expect(r.steps[0].verdict).toBe("correct");
    expect(r.firstErrorIndex).toBe(1);
    const ok = await engine("Solve for m: m = 45/-9", ["m = 45/-9", "m = -5"]);
    expect(ok.firstErrorIndex).toBe(-1);
  });
  it("a sign put on the denominator too is wrong, not unsure", async () => {
    const r = await engine("Solve for x: x = -3/7", ["x = -3/7", "x = -3/-7"]);
    expect(r.steps[1].verdict).toBe("incorrect");
  });
  it("a fraction reduced to another value is wrong, not unsure", async () => {
    const r = await engine("Solve for x: x = 4/6", ["x = 4/6", "x = 1/3"]);
    expect(r.steps[1].verdict).toBe("incorrect");
  });
  it("divides twice in a chain of divisions with a negative divisor", async () => {
    const r = await engine("Solve for x: 5 = x/-2", ["5 = x/-2", "5/5 = x/-2/5", "x = -10"]);
    expect(r.firstErrorIndex).toBe(-1);
  });
  it("a contradiction reached by a step is flagged", async () => {
    const r = await engine("Solve for a: a/1 = 9/2", ["a/1 = 9/2", "1 = 9/2"]);
    expect(r.firstErrorIndex).toBe(1);
  });
  it("a check that substitutes the root is no lost unknown", async () => {
    const r = await engine("Solve for x: 2x - 3 = 7", ["2x = 10", "x = 5", "2(5) - 3 = 7"]);
    expect(r.firstErrorIndex).toBe(-1);
  });
  it("the PRM may not blame a step that exact checks read in an equation problem (FusionConfig.prmDefersToExactInEquations)", () => {
    expect(FUSION_CONFIG.prmDefersToExactInEquations).toBe(true);
    const evidence = [
      { index: 0, source: "exact" as const, verdict: "correct" as const, pCorrect: 0.8 },
      { index: 0, source: "prm" as const, verdict: "incorrect" as const, pCorrect: 0.05 },
    ];
    expect(fuseStep(0, evidence, { equationProblem: true }).verdict).toBe("correct");
    expect(fuseStep(0, evidence, { equationProblem: false }).verdict).toBe("incorrect");
  });
});

describe("consistent marking after the first error", () => {
  it("a continuation line after a wrong step follows from it", async () => {
    const r = await engine("Calculate 9 + 6 × 3", ["9 + 6 × 3 = 15 × 3", "= 45"]);
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[1]).toMatchObject({ verdict: "carried", carriedFrom: 0 });
  });
  it("a continuation line after a wrong fraction sum follows from it", async () => {
    const r = await engine("Add 3/8 + 1/8", ["3/8 + 1/8 = 4/16", "= 1/4"]);
    expect(r.firstErrorIndex).toBe(0);
    expect(r.steps[1]).toMatchObject({ verdict: "carried", carriedFrom: 0 });
  });
});

describe("a comparison the line's own condition, case or definitions decide is unsure, not not-equivalent", () => {
  const unsureAt0 = (problem: string, steps: string[]) => {
    const ev = exactEvidence({ problem, steps }).find((e) => e.index === 0);
    expect(ev).toMatchObject({ verdict: "unsure", ruleIds: ["exact.conditioned-comparison"] });
  };
  it("a system written on one line with function notation", () => unsureAt0("Find a and b for f(x) = ax^2 + bx through (1, 3) and (2, 10)", ["f(1) = a + b = 3", "f(2) = 4a + 2b = 10"]));
  it("an identity in letters defined on the line", () => unsureAt0("Simplify (x + 4)^2 - 16", ["with a = x and b = 4: (a + b)^2 - 16 = a^2 + 2ab + b^2 - 16 = a^2 + 2ab", "= x^2 + 8x"]));
  it("a piecewise case under its own condition", () => {
    // (under its own bounds the comparison is judged there, exact.false-under-condition: true for x < 0)
    expect(exactEvidence({ problem: "Simplify sqrt(x^2) + x", steps: ["for x < 0: sqrt(x^2) + x = -x + x", "= 0"] })[0]).toMatchObject({ index: 0, verdict: "correct" });
    unsureAt0("Simplify sqrt(x^2) + x", ["for x < 0 and y > 0: sqrt(x^2) + y = -x + y", "= y - x"]);
    // (without the condition the comparison is simply wrong)
    expect(exactEvidence({ problem: "Simplify sqrt(x^2) + x", steps: ["sqrt(x^2) + x = -x + x", "= 0"] })[0]).toMatchObject({ index: 0, verdict: "incorrect" });
  });
  it("a substitution stated in words", () => unsureAt0("Solve the system x + y = 10 and y = 3x", ["substituting y = 3x: x + y = x + 3x + 1", "4x = 10"]));
  it("a false calculation in numbers stays wrong", () => {
    const ev = exactEvidence({ problem: "Let f(x) = 3x + 2. Find f(4).", steps: ["f(4) = 3 × 4 + 2 = 15"] }).find((e) => e.index === 0);
    expect(ev?.verdict).toBe("incorrect");
  });
});
