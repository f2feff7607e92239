// Shared contract of the checking engine. Every checker (exact, reference, prm)
// produces evidence about individual steps; the fusion step turns all evidence
// into one verdict per step and the first faulty step.

/**
 * "carried": a step after the first error that follows correctly from the wrong value (error
 * carried forward) — neither right nor a new error; its StepFeedback names the first error in
 * carriedFrom. Checkers never emit it; the engine assigns it after fusion.
 */
export type Verdict = "correct" | "incorrect" | "unsure" | "carried";
export const VERDICTS: readonly Verdict[] = ["correct", "incorrect", "unsure", "carried"];

export const ERROR_TYPES = [
  "arithmetic", // a computation claim is false (16 - 3 = 12)
  "sign", // a sign was lost or flipped
  "distribution", // a(b + c) expanded wrongly
  "one-side-only", // an operation applied to only one side of an equation
  "fraction", // fraction rule misapplied (adding numerators and denominators...)
  "order-of-operations", // evaluated in the wrong order
  "wrong-operation", // right arithmetic, wrong operation for the situation
  "wrong-quantity", // used a quantity that is not the one the problem gives/needs
  "not-equivalent", // step does not follow from the previous one (generic algebra)
  "final-answer", // final answer does not match
  "reasoning", // the model flags the step, no exact evidence
  "unverifiable", // could not be verified
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export type CheckerName = "exact" | "reference" | "prm";
export const CHECKER_NAMES: readonly CheckerName[] = ["exact", "reference", "prm"];

export interface CheckInput {
  problem: string;
  steps: string[];
  /** Final answer from the bank or the eval item, e.g. "18" or "x = 2 or x = 3". */
  answer?: string;
  /** Reference solution steps, one per entry. */
  reference?: string[];
  /** Skill slugs of the problem, when known (helps messages). */
  skills?: string[];
  /**
   * The request's one final-answer verdict (exact-answer.ts judgeFinalAnswer), set by the engine
   * so that checkers and fusion share it; a checker run on its own computes it when absent.
   */
  finalAnswer?: FinalAnswerVerdict;
}

/** Whether the stated final answer matches, and which step states it. */
export interface FinalAnswerVerdict {
  correct: boolean | null;
  /** Index of the step that states the answer, -1 when none does. */
  stepIndex: number;
  /** The answer is for a variable the problem does not have. */
  wrongVariable?: boolean;
  /** The right number in another unit than the question asks for ("160 hours" for "how many minutes"). */
  wrongUnit?: boolean;
}

/** One checker's opinion about one step. Checkers only emit what they have evidence for. */
export interface StepEvidence {
  index: number;
  source: CheckerName;
  verdict: Verdict;
  /**
   * Probability that the step is correct, from this checker's point of view.
   * Exact checks use 0 or 1 (or close); the PRM its calibrated P(correct).
   */
  pCorrect: number;
  errorType?: ErrorType;
  /** Student-facing, names the step and what to look at, never gives the answer away. */
  message?: string;
  /** The step's value differs from the right one after an earlier error: it may only carry that error forward. */
  downstream?: boolean;
  /**
   * The complaint is not about the arithmetic the line writes, so a verified claim does not settle
   * it: "5 + 3 × 5 × 4" is worked out right, but the problem adds before it multiplies; "c = 40 + 7
   * = 47" is worked out right, but the line before said c + 7 = 40.
   */
  beyondArithmetic?: boolean;
  /**
   * Where the rule fired, for measuring its precision per context (reference-flag-context.ts):
   * a context the calibration gates makes a lone complaint "unsure" (rules/gate.ts).
   */
  context?: string;
  /**
   * The named rules behind this opinion (lib/check/rules/registry.ts), the deciding one first:
   * what found it, then any blame-stage rule that moved or renamed it.
   */
  ruleIds?: string[];
}

export interface Checker {
  readonly name: CheckerName;
  check(input: CheckInput): Promise<StepEvidence[]>;
}

export interface StepFeedback {
  index: number;
  verdict: Verdict;
  /** Fused probability that the step is correct, 0..1. */
  score: number;
  errorType?: ErrorType;
  message?: string;
  /** verdict "carried": 0-based index of the first error this step builds on. */
  carriedFrom?: number;
  /** The step could not be read as math or words (markup, broken LaTeX, emoji); verdict "unsure". */
  unreadable?: true;
  /** The named rules behind the verdict (lib/check/rules/registry.ts), the deciding one first. */
  ruleIds?: string[];
  /** verdict "unsure": a rule below the precision bar found it alone (lib/check/rules/gate.ts). */
  gated?: true;
}

/**
 * What the engine could check. "arithmetic-only": a word problem with neither an answer nor a
 * reference solution: every computation is checked, but not whether it was the right one to make.
 */
export type CheckScope = "full" | "arithmetic-only";

/** A word on the whole solution, shown above the steps when the steps alone don't say it. */
export interface CheckNote {
  /**
   * "arithmetic-only": the arithmetic checks out, the reasoning could not be checked.
   * "answer-unplaced": the answer does not match, and no step can be shown to hold the mistake.
   */
  kind: "arithmetic-only" | "answer-unplaced";
  title: string;
  text: string;
  /** 0-based steps whose arithmetic was verified. */
  verifiedSteps?: number[];
}

export interface CheckResult {
  steps: StepFeedback[];
  /** 0-based index of the first incorrect step, -1 when none. */
  firstErrorIndex: number;
  /** True when the final step states an answer that matches the expected answer. */
  answerCorrect: boolean | null;
  checkers: CheckerName[];
  model: { used: boolean; available: boolean; name?: string; reason?: string };
  /** What could be checked; absent means "full". */
  scope?: CheckScope;
  note?: CheckNote;
  /** Checkers that threw; the check still completed with the others. */
  failedCheckers?: Array<{ name: CheckerName; error: string }>;
}
