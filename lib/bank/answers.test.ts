// Re-derives every generated answer with mathjs (floating point, independent of the bank's
// Rational code) and checks that each reference step keeps the problem's value / solutions.
import { describe, expect, it } from "vitest";
import { buildGeneratedItems } from "./build";
import { close, equivalent, num, rootsOf, rootsOfLine, sameRoots } from "./test-helpers";

const items = buildGeneratedItems();

describe("generated answers", () => {
  for (const { problem, check } of items) {
    it(`${problem.id}: ${problem.statement}`, () => {
      if (check.kind === "value") {
        const expected = num(check.expr);
        const stated = num(problem.answer.replace(/%$/, ""));
        expect(close(stated, expected), `${problem.answer} vs ${expected}`).toBe(true);
        // every numeric claim in the steps is true ("a = b = c": all sides equal)
        const hasUnknown = (step: string) => /[a-z]/i.test(step.replace(/\bof\b/g, ""));
        for (const step of problem.referenceSteps) {
          if (hasUnknown(step)) continue; // an equation in an unknown, checked below
          const sides = step.split("=").map((s) => num(s));
          for (const s of sides) expect(close(s, sides[0]), step).toBe(true);
        }
        const equations = problem.referenceSteps.filter(hasUnknown);
        for (const step of equations) {
          const v = /[a-z]/i.exec(step)![0];
          expect(sameRoots(rootsOfLine(step, v), [expected]), step).toBe(true);
        }
      } else if (check.kind === "expression") {
        expect(equivalent(problem.answer, check.expr, check.vars), problem.answer).toBe(true);
        for (const step of problem.referenceSteps) expect(equivalent(step, check.expr, check.vars), step).toBe(true);
        expect(problem.statement.endsWith(check.expr)).toBe(true);
      } else {
        const truth = rootsOf(check.lhs, check.rhs, check.variable);
        expect(truth.length).toBeGreaterThan(0);
        expect(sameRoots(rootsOfLine(problem.answer, check.variable), truth), problem.answer).toBe(true);
        for (const step of problem.referenceSteps) expect(sameRoots(rootsOfLine(step, check.variable), truth), step).toBe(true);
        // substitute each solution back into the original equation
        for (const r of truth) expect(close(num(check.lhs, { [check.variable]: r }), num(check.rhs, { [check.variable]: r }))).toBe(true);
        if (problem.statement.startsWith("Solve for")) expect(problem.statement).toContain(`${check.lhs} = ${check.rhs}`);
      }
    });
  }

  it("states fraction answers in lowest terms", () => {
    for (const { problem } of items) {
      const m = /^(-?\d+)\/(\d+)$/.exec(problem.answer);
      if (!m) continue;
      const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
      expect(gcd(Math.abs(Number(m[1])), Number(m[2])), problem.id).toBe(1);
      expect(Number(m[2]), problem.id).toBeGreaterThan(1);
    }
  });

  it("ends every reference solution with the answer", () => {
    for (const { problem } of items) {
      const last = problem.referenceSteps[problem.referenceSteps.length - 1];
      const tail = last.split("=").pop()!.trim();
      const answerTail = problem.answer.includes(" or ") ? problem.answer : problem.answer.split("=").pop()!.trim();
      expect(last === problem.answer || tail === answerTail || last.endsWith(problem.answer), `${problem.id}: ${last}`).toBe(true);
    }
  });
});
