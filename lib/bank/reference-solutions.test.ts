// THE bank invariant: every reference solution passes the project's own step check.
// No problem is skipped here; a failure means a wrong reference (fix the generator, or drop a
// flawed GSM8K item) or an engine bug (listed in lib/bank/ENGINE-FAILURES.md for the engine owner).
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
