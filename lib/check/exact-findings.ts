// A finding is one verified fact about a step (a true/false claim, an equivalent/non-equivalent
// rewrite). The exact checker collects findings per step and turns them into evidence.
import type { ErrorType, Verdict } from "./types";
import type { MessageContext } from "./messages";

export interface Finding {
  verdict: Verdict;
  pCorrect: number;
  errorType?: ErrorType;
  context?: MessageContext;
  /** The line is one case of the previous (factored) equation: keep judging against that one. */
  caseOf?: boolean;
  /** Only says the value differs from the right one, after an earlier error: it may carry that error. */
  downstream?: boolean;
  /** The rule that found it (lib/check/rules/registry.ts); every "incorrect" finding names one. */
  ruleId?: string;
  /** A comparison that uses none of the functions the line applies: function notation leaves it standing. */
  unconditional?: boolean;
  /** Judged at values inside the line's own condition ("for x < 2: ..."): the condition is taken into account. */
  underCondition?: boolean;
}

/**
 * Confidence of each kind of exact finding. A false arithmetic claim is near-certain; a
 * changed solution set is strong but our line reading can be wrong; a true claim in prose
 * only says the arithmetic is right, not that the right quantities were used.
 */
export const EXACT_P = {
  falseClaim: 0.02,
  misconceptionClaim: 0.03,
  classifiedAlgebra: 0.06,
  notEquivalent: 0.1,
  notEquivalentExpression: 0.15,
  finalAnswer: 0.2,
  finalAnswerAfterVerifiedStep: 0.35,
  trueClaimInProse: 0.9,
  trueClaim: 0.97,
  equivalentEquation: 0.98,
  rounded: 0.85,
  partialEquivalence: 0.8,
  unsure: 0.5,
} as const;
