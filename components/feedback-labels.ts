// Human wording for the engine's verdicts and error types, shared by every feedback view.
import type { ErrorType, Verdict } from "@/lib/check/types";

export const ERROR_LABELS: Record<ErrorType, string> = {
  arithmetic: "Arithmetic slip",
  sign: "Sign error",
  distribution: "Distribution error",
  "one-side-only": "Only one side changed",
  fraction: "Fraction rule",
  "order-of-operations": "Order of operations",
  "wrong-operation": "Wrong operation",
  "wrong-quantity": "Wrong quantity",
  "not-equivalent": "Step doesn't follow",
  "final-answer": "Final answer",
  reasoning: "Check the reasoning",
  unverifiable: "Couldn't verify",
};

export function errorLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  return (ERROR_LABELS as Record<string, string>)[type] ?? type;
}

export const VERDICT_TEXT: Record<Verdict, { icon: string; label: string }> = {
  correct: { icon: "✓", label: "Correct" },
  incorrect: { icon: "✗", label: "Incorrect" },
  unsure: { icon: "?", label: "Unsure" },
  // neither a tick nor a cross: the step is right given an earlier mistake
  carried: { icon: "↳", label: "Follows from an earlier step" },
};

/** The badge wording of a verdict; a carried step names the step it follows from (1-based). */
export function verdictLabel(verdict: Verdict, carriedFrom?: number | null): string {
  if (verdict === "carried" && carriedFrom !== undefined && carriedFrom !== null) return `Follows from step ${carriedFrom + 1}`;
  return VERDICT_TEXT[verdict].label;
}

export type Outcome = "correct" | "incorrect" | "unsure";

export function outcomeHeadline(outcome: Outcome, firstErrorIndex: number): { title: string; text: string } {
  if (outcome === "incorrect" && firstErrorIndex >= 0) {
    return {
      title: `Step ${firstErrorIndex + 1} needs another look`,
      text: "Everything before it checks out. Fix that step, then check again.",
    };
  }
  if (outcome === "correct") return { title: "All steps check out", text: "Nicely done: every step follows from the one before." };
  return {
    title: "We couldn't verify every step",
    text: "Nothing is clearly wrong, but some steps could not be confirmed. Try writing them out in more detail.",
  };
}
