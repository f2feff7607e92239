// Decides whether a teacher's reference solution is good enough to become a problem:
// every step must pass the checking engine and the last step must reach the stated answer.
import type { CheckResult } from "../check/types";

export type ReferenceVerdict =
  | { ok: true }
  | { ok: false; stepIndex: number; errorType: string | null; message: string };

export function judgeReference(result: CheckResult, stepCount: number): ReferenceVerdict {
  const flagged = result.steps.find((s) => s.verdict === "incorrect") ?? result.steps.find((s) => s.index === result.firstErrorIndex);
  if (flagged) {
    return {
      ok: false,
      stepIndex: flagged.index,
      errorType: flagged.errorType ?? null,
      message: flagged.message ?? `Step ${flagged.index + 1} does not follow from the steps before it.`,
    };
  }
  if (result.answerCorrect !== true) {
    return {
      ok: false,
      stepIndex: Math.max(0, stepCount - 1),
      errorType: "final-answer",
      message:
        result.answerCorrect === false
          ? "The last step does not reach the final answer you gave."
          : "The last step should state the final answer (for example “x = 4”).",
    };
  }
  return { ok: true };
}
