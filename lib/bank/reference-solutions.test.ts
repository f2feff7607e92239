// THE bank invariant: every reference solution passes the project's own step check.
// No problem is skipped here; a failure means a wrong reference (fix the generator, or drop a
// flawed GSM8K item) or an engine bug.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSolution } from "../check/engine";
import type { BankProblem } from "./types";

const bank = JSON.parse(fs.readFileSync(path.join(process.cwd(), "db/seed/problems.json"), "utf8")) as BankProblem[];

function describeFailure(p: BankProblem, result: Awaited<ReturnType<typeof checkSolution>>): string {
  const flagged = result.steps.filter((s) => s.verdict === "incorrect");
  const lines = flagged.map((s) => `  step ${s.index + 1} "${p.referenceSteps[s.index]}": ${s.errorType ?? "?"} — ${s.message ?? ""}`);
  return [`${p.id} firstErrorIndex=${result.firstErrorIndex} answerCorrect=${result.answerCorrect}`, ...lines].join("\n");
}

describe("every reference solution passes the step check", () => {
  for (const p of bank) {
    it(`${p.id} (as in the brief: problem, steps, answer)`, async () => {
      const result = await checkSolution({ problem: p.statement, steps: p.referenceSteps, answer: p.answer }, { checkers: ["exact", "reference"] });
      const msg = describeFailure(p, result);
      expect(result.firstErrorIndex, msg).toBe(-1);
      expect(result.steps.filter((s) => s.verdict === "incorrect"), msg).toEqual([]);
      expect(result.answerCorrect, msg).not.toBe(false);
    });

    it(`${p.id} (as the app sends a bank problem: with reference and skills)`, async () => {
      const result = await checkSolution(
        { problem: p.statement, steps: p.referenceSteps, answer: p.answer, reference: p.referenceSteps, skills: p.skills },
        { checkers: ["exact", "reference"] },
      );
      const msg = describeFailure(p, result);
      expect(result.firstErrorIndex, msg).toBe(-1);
      expect(result.steps.filter((s) => s.verdict === "incorrect"), msg).toEqual([]);
      expect(result.answerCorrect, msg).not.toBe(false);
    });
  }
});

/** The same step with one slip: the first number after its last "=" (else its last number) plus one. */
function withSlip(step: string): string | null {
  const re = /\d+/g;
  re.lastIndex = Math.max(0, step.lastIndexOf("="));
  let m = re.exec(step);
  if (!m) {
    re.lastIndex = 0;
    for (let next = re.exec(step); next; next = re.exec(step)) m = next;
  }
  if (!m) return null;
  return step.slice(0, m.index) + String(Number(m[0]) + 1) + step.slice(m.index + m[0].length);
}

// A green run above only means something if the engine can check these references at all:
// a reference made of uncheckable prose would also "pass". So a one-number slip in the
// middle step must be caught at exactly that step.
describe("a slip in a reference step is caught at that step", () => {
  for (const p of bank) {
    const k = Math.floor((p.referenceSteps.length - 1) / 2);
    const slipped = withSlip(p.referenceSteps[k]);
    if (slipped === null) continue;
    it(`${p.id}: step ${k + 1} "${slipped}"`, async () => {
      const steps = p.referenceSteps.map((s, i) => (i === k ? slipped : s));
      const result = await checkSolution(
        { problem: p.statement, steps, answer: p.answer, reference: p.referenceSteps, skills: p.skills },
        { checkers: ["exact", "reference"] },
      );
      expect(result.firstErrorIndex, describeFailure({ ...p, referenceSteps: steps }, result)).toBe(k);
    });
  }
});
