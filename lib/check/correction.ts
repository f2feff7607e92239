// A teacher's correction of the checker's verdict, as one pure rule: given the verdicts a
// teacher sees and what they say about one step, the verdicts every view should show from now on.
import type { ErrorType, Verdict } from "./types";

export type CorrectionKind = "fine" | "first-error";

export interface CorrectionInput {
  /** "fine": this step has no error; "first-error": the first error is at this step. */
  kind: CorrectionKind;
  stepIndex: number;
  /** Required for "first-error": the type of the error at that step. */
  errorType?: ErrorType | null;
}

/** A stored correction as views show it ("Corrected by your teacher"). */
export interface CorrectionInfo {
  kind: CorrectionKind;
  stepIndex: number;
  /** The corrected first error, -1 when the teacher found none. */
  firstErrorIndex: number;
  errorType: string | null;
  teacherName: string | null;
  /** The teacher's note to the student ("" when none). */
  note: string;
  updatedAt: Date;
  /** The rule whose verdict the correction overrode (lib/check/rules/registry.ts), null when none. */
  ruleId: string | null;
}

export interface VerdictStep {
  index: number;
  verdict: Verdict | (string & {});
  errorType: string | null;
  message: string | null;
  /** For a "carried" step: the first error it follows from. */
  carriedFrom?: number | null;
  /** The named rules behind the checker's verdict (kept through a correction). */
  ruleIds?: string[];
}

export interface VerdictState {
  steps: VerdictStep[];
  /** 0-based index of the first faulty step, -1 when none. */
  firstErrorIndex: number;
  answerCorrect: boolean | null;
}

/**
 * The effective first error after a correction:
 * - "first-error" at step i: every step before i is fine (the teacher read them), step i is the
 *   first error with the teacher's type, later steps keep their verdicts;
 * - "fine" at step i: steps up to i are fine; the first error is the next step still flagged
 *   incorrect after i, or none. A solution left with no faulty step has a right answer (the
 *   checker's "final answer" flag was the teacher's to overrule).
 * Carried steps follow the first error: they follow from the teacher's first error now, and a
 * step that only followed from a step the teacher calls fine is correct (it follows correctly).
 * Messages of changed steps are dropped: the checker's hint no longer describes them.
 */
export function applyCorrection(state: VerdictState, c: CorrectionInput): VerdictState {
  const fine = (s: VerdictStep): VerdictStep =>
    s.verdict === "correct" ? s : { ...s, verdict: "correct", errorType: null, message: null, carriedFrom: null };
  if (c.kind === "first-error") {
    const steps = state.steps.map((s) =>
      s.index < c.stepIndex
        ? fine(s)
        : s.index === c.stepIndex
          ? { ...s, verdict: "incorrect", errorType: c.errorType ?? null, message: s.errorType === (c.errorType ?? null) ? s.message : null, carriedFrom: null }
          : s.verdict === "carried"
            ? { ...s, carriedFrom: c.stepIndex }
            : s,
    );
    return { steps, firstErrorIndex: c.stepIndex, answerCorrect: state.answerCorrect };
  }
  const steps = state.steps.map((s) =>
    s.index <= c.stepIndex || (s.verdict === "carried" && (s.carriedFrom ?? -1) <= c.stepIndex) ? fine(s) : s,
  );
  const next = steps.filter((s) => s.verdict === "incorrect").sort((a, b) => a.index - b.index)[0];
  const firstErrorIndex = next ? next.index : -1;
  return {
    steps,
    firstErrorIndex,
    answerCorrect: firstErrorIndex < 0 && state.answerCorrect === false ? true : state.answerCorrect,
  };
}

/** The label of an exported eval item: the corrected first error, -1 for a correct solution. */
export function correctionLabel(state: VerdictState): { label: number; errorType: string | null } {
  const first = state.steps.find((s) => s.index === state.firstErrorIndex);
  return { label: state.firstErrorIndex, errorType: state.firstErrorIndex >= 0 ? (first?.errorType ?? null) : null };
}
