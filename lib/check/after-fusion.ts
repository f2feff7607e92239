// What the engine decides after fusion, from the whole solution: unreadable steps, and steps
// after the first error that only carry its wrong value forward.
import { isUnreadable } from "../math/readable";
import { normalizeText } from "../math/normalize";
import { problemContext } from "./exact-context";
import type { StepEvidence, StepFeedback } from "./types";

export const UNREADABLE_MESSAGE = "I couldn't read this as math — write it with numbers, letters and + − × ÷ =.";

/** Unreadable steps become "unsure — I couldn't read this as math", whatever a checker said. */
export function markUnreadable(steps: StepFeedback[], texts: readonly string[]): StepFeedback[] {
  return steps.map((s) => (isUnreadable(texts[s.index] ?? "") ? { index: s.index, verdict: "unsure", score: 0.5, message: UNREADABLE_MESSAGE, unreadable: true, ruleIds: ["engine.unreadable"] } : s));
}

/**
 * Exact evidence that a later step is wrong in its own right, not just downstream of the first
 * error: a false computation or a line that does not follow from the one before. A wrong final
 * answer, a reference complaint or a PRM doubt after the first error are downstream of it.
 */
function independentError(ev: readonly StepEvidence[]): boolean {
  return ev.some((e) => e.source === "exact" && e.verdict === "incorrect" && e.errorType !== undefined && e.errorType !== "final-answer" && !e.downstream);
}

/** "= 110", "= 1/3": a line that goes on from the value the line before it ended with. */
const CONTINUATION = /^\s*(?:=|≈)/;

const numbersIn = (text: string) => new Set((normalizeText(text).match(/\d+(?:\.\d+)?/g) ?? []).map(Number));

/**
 * Steps after the first error: an independent error stays "incorrect"; a step that builds on the
 * wrong work ("x = 10" after "5x = 50"; "164 × 2" after "160 + 4 = 164") becomes "carried". In
 * algebra every later line derives from the wrong one; in a word problem a later step carries
 * the error when it uses a number that first appeared at or after the first error, and a step
 * that doesn't (a separate, correct computation) keeps its own verdict.
 */
export function markCarried(steps: StepFeedback[], first: number, evidence: readonly StepEvidence[], input: { problem: string; steps: readonly string[] }): StepFeedback[] {
  if (first < 0) return steps;
  const kind = problemContext(input.problem).kind;
  const derivation = kind === "equation" || kind === "expression";
  const before = numbersIn(input.problem);
  for (const t of input.steps.slice(0, first)) for (const n of numbersIn(t)) before.add(n);
  const wrong = new Set<number>();
  for (const n of numbersIn(input.steps[first] ?? "")) if (!before.has(n)) wrong.add(n);
  let previous: StepFeedback | null = null;
  return steps.map((s) => {
    if (s.index <= first) return (previous = s);
    const text = input.steps[s.index] ?? "";
    const own = numbersIn(text);
    // ("14 + 8 × 5 = 22 × 5", then "= 110": a line that continues a wrong one works on its value)
    const continues = CONTINUATION.test(text) && !!previous && (previous.index === first || previous.verdict === "carried");
    const builds = derivation || continues || [...own].some((n) => wrong.has(n));
    for (const n of own) if (!before.has(n)) wrong.add(n); // what this step derives is downstream too
    if (s.unreadable || s.verdict === "unsure") return (previous = s);
    if (s.verdict === "incorrect" && independentError(evidence.filter((e) => e.index === s.index))) return (previous = s);
    if (s.verdict === "incorrect" || builds) {
      const out: StepFeedback = { index: s.index, verdict: "carried", score: s.score, carriedFrom: first, message: carriedMessage(s.index, first), ruleIds: ["blame.carried-forward"] };
      return (previous = out);
    }
    return (previous = s);
  });
}

export function carriedMessage(index: number, first: number): string {
  return `Step ${index + 1} follows from step ${first + 1}: fix step ${first + 1} first, then redo this step.`;
}
