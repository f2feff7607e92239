// Runs the checking engine over a ProcessBench-format dataset and scores first-error predictions.
import { performance } from "node:perf_hooks";
import type { CheckInput, CheckResult, Checker, CheckerName, StepEvidence } from "../check/types";
import { referenceSteps, type EvalItem } from "./dataset";
import { computeMetrics, percentile, type EvalMetrics } from "./metrics";

export type CheckFn = (input: CheckInput, checkers: Checker[]) => Promise<CheckResult>;

export interface ItemOutcome {
  id: string;
  label: number;
  predicted: number;
  ms: number;
  result: CheckResult;
}

export interface EvalSummary extends EvalMetrics {
  msPerItemP50: number;
  msPerItemP95: number;
}

export interface RunOptions {
  useReference: boolean;
  onItem?: (o: ItemOutcome, item: EvalItem) => void;
}

export function toCheckInput(item: EvalItem, useReference: boolean): CheckInput {
  const input: CheckInput = { problem: item.problem, steps: item.steps };
  if (item.skills) input.skills = item.skills;
  if (useReference) {
    if (item.answer !== undefined) input.answer = item.answer;
    const ref = referenceSteps(item);
    if (ref) input.reference = ref;
  }
  return input;
}

export async function runEval(items: EvalItem[], checkers: Checker[], check: CheckFn, opts: RunOptions): Promise<{ summary: EvalSummary; outcomes: ItemOutcome[] }> {
  const outcomes: ItemOutcome[] = [];
  for (const item of items) {
    const t0 = performance.now();
    const result = await check(toCheckInput(item, opts.useReference), checkers);
    const ms = performance.now() - t0;
    const o: ItemOutcome = { id: item.id, label: item.label, predicted: result.firstErrorIndex, ms, result };
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

/**
 * Minimal fusion used only while the engine module is absent: the first step any checker calls
 * incorrect. It keeps the eval usable for checker development; the engine's fusion supersedes it.
 */
export async function firstIncorrectFallback(input: CheckInput, checkers: Checker[]): Promise<CheckResult> {
  const evidence: StepEvidence[] = [];
  for (const c of checkers) evidence.push(...(await c.check(input)));
  const steps = input.steps.map((_, index) => {
    const ev = evidence.filter((e) => e.index === index);
    const bad = ev.filter((e) => e.verdict === "incorrect").sort((a, b) => a.pCorrect - b.pCorrect)[0];
    const score = ev.length ? Math.min(...ev.map((e) => e.pCorrect)) : 0.5;
    return bad
      ? { index, verdict: "incorrect" as const, score, errorType: bad.errorType, message: bad.message }
      : { index, verdict: ev.some((e) => e.verdict === "correct") ? ("correct" as const) : ("unsure" as const), score };
  });
  const first = steps.find((s) => s.verdict === "incorrect");
  return {
    steps,
    firstErrorIndex: first ? first.index : -1,
    answerCorrect: null,
    checkers: checkers.map((c) => c.name as CheckerName),
    model: { used: false, available: false, reason: "fallback fusion" },
  };
}
