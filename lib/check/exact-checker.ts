// The exact checker: verifies arithmetic claims, equation and expression steps and the final
// answer with exact arithmetic, and reports only what it can prove. A step with nothing
// checkable gets no evidence from this checker.
import type { CheckInput, Checker, StepEvidence } from "./types";
import { judgeFinalAnswer, statedAnswer } from "./exact-answer";
import { analyzeLine, type ExtractOptions } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { valEquals, type Val } from "../math/rational";
import { problemContext } from "./exact-context";
import { EXACT_P, type Finding } from "./exact-findings";
import { walkSteps, type StepFindings } from "./exact-steps";
import { stepMessage } from "./messages";
import { logger } from "../log";
import { CONDITIONED_RULE } from "./rules/exact-rules";

const unique = (ids: string[]) => [...new Set(ids)];

function toEvidence(index: number, findings: Finding[]): StepEvidence | null {
  const wrong = findings.filter((f) => f.verdict === "incorrect");
  if (wrong.length) {
    // the most specific explanation wins: a named misconception over a generic one
    const generic = new Set(["not-equivalent", "final-answer", "arithmetic"]);
    // (and a false computation over a step that merely does not follow: "544 - 37 = 517")
    const best = wrong.find((f) => f.errorType && !generic.has(f.errorType)) ?? wrong.find((f) => f.errorType === "arithmetic") ?? wrong[0];
    const errorType = best.errorType ?? "not-equivalent";
    return {
      index,
      source: "exact",
      verdict: "incorrect",
      pCorrect: Math.min(...wrong.map((f) => f.pCorrect)),
      errorType,
      ruleIds: unique([best, ...wrong].flatMap((f) => (f.ruleId ? [f.ruleId] : []))),
      message: stepMessage(errorType, index, best.context),
      ...(wrong.every((f) => f.downstream) ? { downstream: true } : {}),
    };
  }
  // a claim too big to check exactly keeps the whole step "unsure": no other checker may pass it
  if (findings.some((f) => f.verdict === "unsure" && f.errorType === "unverifiable")) {
    return { index, source: "exact", verdict: "unsure", pCorrect: EXACT_P.unsure, errorType: "unverifiable", message: stepMessage("unverifiable", index), ruleIds: ["exact.unverifiable"] };
  }
  // (a comparison the line's own condition or definitions decide proves nothing either way: exact-conditioned.ts)
  const conditioned = findings.find((f) => f.verdict === "unsure" && f.ruleId === CONDITIONED_RULE.id);
  if (conditioned) return { index, source: "exact", verdict: "unsure", pCorrect: EXACT_P.unsure, ruleIds: [CONDITIONED_RULE.id] };
  const right = findings.filter((f) => f.verdict === "correct");
  if (right.length) return { index, source: "exact", verdict: "correct", pCorrect: Math.min(...right.map((f) => f.pCorrect)), ruleIds: ["exact.verified"] };
  if (findings.length) return { index, source: "exact", verdict: "unsure", pCorrect: EXACT_P.unsure };
  return null;
}

/** A line that only states `value`, computing nothing: "So together they will have 28 candles.", "#### 28". */
function onlyStates(line: string, value: Val, extract: ExtractOptions): boolean {
  const stated = statedAnswer(line, extract);
  const computes = analyzeLine(line, extract).chains.some((c) => c.parts.some((p) => p.expr.hasOp));
  return !computes && !!stated && stated.values.length === 1 && valEquals(stated.values[0], value);
}

/**
 * "24 + 4 = 28", "each gets 28 / 2 = 14", "So together they will have 28.", "\boxed{28}": the
 * wrong answer is first stated where a line goes back to it after another value was worked out;
 * the lines after it only repeat it. (Right after the computation of that value, "The total is
 * 28." may be a true partial result, and the answer line stays the error.)
 */
function firstAnswerStatement(steps: string[], at: number, extract: ExtractOptions): number {
  const value = statedAnswer(steps[at], extract)?.values[0];
  if (value === undefined) return at;
  let j = at;
  while (j > 1 && onlyStates(steps[j - 1], value, extract)) j--;
  if (j === at) return at;
  const before = analyzeLine(steps[j - 1], extract).chains.filter((c) => c.parts.length >= 2 && c.parts[0].expr.hasOp);
  const result = before.length ? evaluate(before[before.length - 1].parts.at(-1)!.expr.node) : null;
  // (going back: the value was worked out before that other one; "4p = 40", "p = 10", "2 pans
  // cost $10" states a value just found, and the answer line is where it is misused)
  const earlier = steps.slice(0, j - 1).some((line) => statedAnswer(line, extract)?.values.some((v) => valEquals(v, value)));
  return result !== null && !valEquals(result, value) && earlier ? j : at;
}

function traceWrongAnswer(perStep: StepFindings[], input: CheckInput, extract: ExtractOptions): void {
  const ans = input.finalAnswer ?? judgeFinalAnswer(input);
  if (ans.correct !== false || ans.stepIndex < 0) return;
  // The step that states the wrong answer is the faulty one: an earlier true computation of the
  // same value may be a useful partial result (the solution stopped early), and where a false
  // claim produced the value, that claim is already flagged.
  const at = firstAnswerStatement(input.steps, ans.stepIndex, extract);
  // an earlier proven error already explains the wrong answer
  if (perStep.slice(0, at + 1).some((s) => s.findings.some((f) => f.verdict === "incorrect"))) return;
  const verified = perStep[at].findings.some((f) => f.verdict === "correct" && f.pCorrect >= EXACT_P.trueClaim);
  perStep[at].findings.push({
    verdict: "incorrect",
    pCorrect: verified ? EXACT_P.finalAnswerAfterVerifiedStep : EXACT_P.finalAnswer,
    errorType: "final-answer",
    ruleId: "exact.final-answer",
    ...(ans.wrongVariable ? { context: { misconception: "wrong-variable" } } : ans.wrongUnit ? { context: { misconception: "wrong-unit" } } : {}),
  });
}

export function exactEvidence(input: CheckInput): StepEvidence[] {
  const steps = Array.isArray(input.steps) ? input.steps.map((s) => String(s ?? "")) : [];
  const ctx = problemContext(String(input.problem ?? ""));
  const perStep = walkSteps(steps, ctx);
  try {
    traceWrongAnswer(perStep, { ...input, steps }, ctx.extract);
  } catch (err) {
    // the answer trace is a bonus; the step findings stand on their own
    logger.warn("exact: answer trace failed", { error: err instanceof Error ? err.message : String(err) });
  }
  return perStep.map((s, i) => toEvidence(i, s.findings)).filter((e): e is StepEvidence => e !== null);
}

export function createExactChecker(): Checker {
  return {
    name: "exact",
    async check(input: CheckInput): Promise<StepEvidence[]> {
      try {
        return exactEvidence(input);
      } catch (err) {
        logger.warn("exact: checker failed", { error: err instanceof Error ? err.message : String(err) });
        return [];
      }
    },
  };
}
