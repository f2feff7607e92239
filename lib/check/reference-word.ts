// Reference-guided localisation for word problems: compare the quantities each step computes
// with the quantities of the problem and of the reference solution.
//
// One frozen per-request context (reference-word-context.ts) is read by three stages, each
// passing its result to the next: the scan lists each line's new quantities
// (reference-word-scan.ts, one claim at a time in reference-word-claim.ts), vindication finds
// which of them later lines turn back into reference results (reference-word-vindicate.ts), and
// for a wrong answer the blame rules place the error (reference-word-blame.ts); the evidence is
// written by reference-word-verdict.ts.
import type { StepEvidence } from "./types";
import { buildWordContext, type WordCheckOptions } from "./reference-word-context";
import { scanSteps } from "./reference-word-scan";
import { suspicionOf, vindicate } from "./reference-word-vindicate";
import { placeBlame } from "./reference-word-blame";
import { rightAnswerEvidence, wrongAnswerEvidence } from "./reference-word-verdict";

export { finalStatedValue, type FinalValue } from "./reference-word-final";
export { regroupsTo } from "./reference-word-paths";
export type { WordCheckOptions } from "./reference-word-context";
export { repeatedFactor } from "./reference-word-tables";

export function checkWordProblem(opts: WordCheckOptions): StepEvidence[] {
  const ctx = buildWordContext(opts);
  const final = ctx.finalValue;
  // (without the request's answer verdict, or with the answer not on the last line, there is
  // nothing to localise against)
  const answerRight = opts.answerVerdict ?? null;
  if (!final || final.index !== ctx.steps.length - 1 || answerRight === null) return [];
  const infos = scanSteps(ctx);
  const vindication = vindicate(ctx, infos);
  const suspicious = suspicionOf(ctx, vindication);
  if (answerRight) return rightAnswerEvidence(ctx, infos, vindication, suspicious, final);
  return wrongAnswerEvidence(ctx, placeBlame(ctx, infos, suspicious, final), suspicious, final);
}
