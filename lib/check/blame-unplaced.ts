// Rule blame.wrong-answer-unplaced: the answer does not match the expected one, but the only
// reason to blame a step is that mismatch (no reference solution, no false computation, and the
// blamed step's own arithmetic is right). Then no step is picked: "4 books cost 4 + 12 = 16",
// "2 pens cost 2 + 3 = 5", "16 + 5 = 21" with the answer 54 does not hold its mistake in the last
// line, which the answer alone would blame. The result says the answer does not match and which
// steps' arithmetic was verified.
import { normalizeText } from "../math/normalize";
import { sameNumber } from "../math/vocabulary/tolerance";
import { exactEvidence } from "./exact-checker";
import { problemContext } from "./exact-context";
import type { CheckInput, CheckNote, StepEvidence, StepFeedback } from "./types";
import { UNPLACED_RULE } from "./rules/stage-rules";

/** Error types the answer alone can suggest (the reference checker without reference steps). */
const FROM_ANSWER = new Set(["wrong-operation", "wrong-quantity", "final-answer", "reasoning"]);

function onlyFromAnswer(ev: readonly StepEvidence[]): boolean {
  return ev.every((e) => e.verdict !== "incorrect" || e.source === "prm" || (e.source === "exact" ? e.errorType === "final-answer" : !!e.errorType && FROM_ANSWER.has(e.errorType)));
}

const numbersOf = (text: string) => (normalizeText(text).match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/**
 * The blamed step can be stood behind when the expected answer is one operation away from it:
 * its own numbers (operands or result) combined by another operation, or with a number the
 * problem or an earlier step wrote ("99 - 5 = 94" for 104; "30 + 36 = 66" for 54 = 18 + 36;
 * "10 × 150% = 15" for 25 = 10 + 15). "16 + 5 = 21" for 4 books at $12 and 2 pens at $3 (54) is
 * no such step: the mistake is earlier, where no check can see it.
 */
function answerWithinReach(input: CheckInput, at: number): boolean {
  const target = Number(String(input.answer ?? "").replace(/[^\d.-]/g, ""));
  if (!String(input.answer ?? "").trim() || !Number.isFinite(target)) return true;
  const own = numbersOf(input.steps[at] ?? "");
  const known = [...numbersOf(input.problem), ...input.steps.slice(0, at + 1).flatMap(numbersOf)];
  const close = (v: number) => sameNumber(v, target);
  return own.some((a) => known.some((b) => [a + b, a - b, b - a, a * b, b !== 0 ? a / b : NaN, a !== 0 ? b / a : NaN].some(close)));
}

/** Steps whose arithmetic exact checks verified, judged without the answer. */
export function verifiedSteps(input: CheckInput): number[] {
  const plain = exactEvidence({ problem: input.problem, steps: input.steps, finalAnswer: { correct: null, stepIndex: -1 } });
  return plain.filter((e) => e.verdict === "correct").map((e) => e.index);
}

const listed = (steps: number[]) => {
  const n = steps.map((i) => String(i + 1));
  return n.length <= 1 ? n.join("") : `${n.slice(0, -1).join(", ")} and ${n[n.length - 1]}`;
};

export function unplacedNote(verified: number[]): CheckNote {
  const checked = verified.length
    ? `I checked the arithmetic of step${verified.length > 1 ? "s" : ""} ${listed(verified)} and it is right, so the mistake is in what is worked out: re-read the problem and check which numbers each step should combine, and how.`
    : "I couldn't find the step where it goes wrong: re-read the problem and check which numbers each step should combine, and how.";
  return { kind: "answer-unplaced", title: "Your answer doesn't match the expected answer", text: checked, verifiedSteps: verified };
}

/**
 * Applies the rule to the fused steps: returns them with the blamed step made "unsure", and the
 * note, or null when the rule does not apply.
 */
export function unplaceWrongAnswer(steps: StepFeedback[], first: number, evidence: readonly StepEvidence[], input: CheckInput): { steps: StepFeedback[]; note: CheckNote } | null {
  if (first < 0 || input.finalAnswer?.correct !== false || input.reference?.length) return null;
  if (problemContext(input.problem).kind !== "word") return null;
  const blamed = steps[first];
  // (the final-answer complaint alone names where the wrong value is stated; a named reasoning
  // error is what the answer cannot tell)
  if (blamed.errorType === "final-answer") return null;
  const at = evidence.filter((e) => e.index === first);
  if (!onlyFromAnswer(at) || !at.some((e) => e.source === "exact" && e.errorType === "final-answer")) return null;
  const verified = verifiedSteps(input);
  if (!verified.includes(first) || answerWithinReach(input, first)) return null;
  const note = unplacedNote(verified);
  const out = steps.map((s) => (s.index === first ? { index: s.index, verdict: "unsure" as const, score: s.score, message: `Step ${first + 1}: the arithmetic is right, but the answer doesn't match the expected one.`, ruleIds: [UNPLACED_RULE.id] } : s));
  return { steps: out, note };
}
