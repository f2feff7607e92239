// Runs the checking engine over a ProcessBench-format dataset and scores first-error predictions.
import { performance } from "node:perf_hooks";
import type { CheckInput, CheckResult } from "../check/types";
import { referenceSteps, type EvalItem } from "./dataset";
import { computeMetrics, percentile, type EvalMetrics } from "./metrics";

export type CheckFn = (input: CheckInput) => Promise<CheckResult>;

export interface ItemOutcome {
  id: string;
  label: number;
  predicted: number;
  errorType?: string;
  predictedType?: string;
  ms: number;
  result: CheckResult;
}

export interface EvalSummary extends EvalMetrics {
  msPerItemP50: number;
  msPerItemP95: number;
}

export interface RunOptions {
  /** true: answer and reference; "answer-only": the answer without reference steps; false: neither. */
  useReference: boolean | "answer-only";
  onItem?: (o: ItemOutcome, item: EvalItem) => void;
}

export function toCheckInput(item: EvalItem, useReference: boolean | "answer-only"): CheckInput {
  const input: CheckInput = { problem: item.problem, steps: item.steps };
  if (item.skills) input.skills = item.skills;
  if (useReference) {
    if (item.answer !== undefined) input.answer = item.answer;
    const ref = useReference === true ? referenceSteps(item) : undefined;
    if (ref) input.reference = ref;
  }
  return input;
}

export async function runEval(items: EvalItem[], check: CheckFn, opts: RunOptions): Promise<{ summary: EvalSummary; outcomes: ItemOutcome[] }> {
  const outcomes: ItemOutcome[] = [];
  for (const item of items) {
    const t0 = performance.now();
    let result: CheckResult;
    try {
      result = await check(toCheckInput(item, opts.useReference));
    } catch (err) {
      // One pathological item must not sink a whole evaluation: it counts as "no error found".
      const reason = err instanceof Error ? err.message : String(err);
      console.error(`eval: item ${item.id} failed (${reason}); predicted -1`);
      result = { steps: [], firstErrorIndex: -1, answerCorrect: null, checkers: [], model: { used: false, available: false, reason } };
    }
    const ms = performance.now() - t0;
    const predictedType = result.steps.find((s) => s.index === result.firstErrorIndex)?.errorType;
    const o: ItemOutcome = { id: item.id, label: item.label, predicted: result.firstErrorIndex, ms, result };
    if (item.errorType) o.errorType = item.errorType;
    if (predictedType) o.predictedType = predictedType;
    outcomes.push(o);
    opts.onItem?.(o, item);
  }
  const metrics = computeMetrics(outcomes);
  const times = outcomes.map((o) => o.ms);
  return {
    summary: { ...metrics, msPerItemP50: percentile(times, 50), msPerItemP95: percentile(times, 95) },
    outcomes,
  };
}
