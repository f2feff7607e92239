// Every confidence the reference checker reports, in one place (as EXACT_P does for the exact
// checker): P(step correct) from the reference's point of view. The fusion compares them with
// FUSION_CONFIG.referenceStandsBelow (0.1) and the PRM thresholds, so their order matters more
// than their values: a proof-like complaint (a false claim, the reference's own operands
// recombined) sits below 0.1 and stands against exact arithmetic that only verified a claim;
// softer complaints (an unexplained quantity) sit above it. Set by hand when the checker was
// written and checked on the dev sets with `npm run eval` (mr-gsm8k dev, models/dev/*.json and
// models/dev/realistic/*.json); `npm run tune:fusion` does not fit them. Re-checked, unchanged,
// when the quantity reader moved onto lib/math (issue #10): no dev figure dropped.
export const REF_P = {
  // --- word problems (reference-word.ts) ---
  /** A false computation on the way to a wrong answer. */
  falseClaim: 0.05,
  /** A final answer that does not match (the step stating it). */
  finalAnswer: 0.1,
  /** First unexplained quantity, with strong evidence (the reference's operands recombined, a misread number). */
  strongQuantity: 0.12,
  /**
   * One part taken for a fraction of several ("150 / 5 = 30" for 2/5 of 150, never doubled): a
   * proof-like complaint, below 0.1, since exact arithmetic only verifies that 150 / 5 is 30.
   */
  fractionPart: 0.08,
  /** First unexplained quantity that no valid path explains. */
  quantity: 0.2,
  /** Without a reference solution: a misread given number. */
  referenceFreeQuantity: 0.25,
  /** Only a trivially explainable quantity was new: weak. */
  weakQuantity: 0.3,
  /** Answer right, but a step computes something the reference path does not use ("check it"). */
  oddQuantityUnsure: 0.55,
  /** Steps before a flagged one, whose quantities the reference explains. */
  beforeFlagged: 0.75,
  /** Steps of a wrong solution when nothing before the answer could be localised. */
  beforeWrongAnswer: 0.7,
  /** Steps of a solution whose answer matches. */
  stepOfRightAnswer: 0.8,
  /** The final step of a solution whose answer matches. */
  finalOfRightAnswer: 0.92,
  /** Without reference steps, a matching final answer. */
  referenceFreeRightAnswer: 0.9,
  // --- algebra and computations (reference-algebra.ts) ---
  /** A line that does not evaluate to what it claims. */
  algebraArithmetic: 0.05,
  /** A line not equivalent to the one before (a changed solution set or value). */
  algebraNotEquivalent: 0.08,
  /** A piece worked out before it may be (order of operations). */
  algebraOrder: 0.1,
  /** Final solutions or result that do not match. */
  algebraFinalAnswer: 0.1,
  /** An equation in the problem's named unknown that does not hold at the answer (at or after the first error). */
  unknownEquation: 0.1,
  /** An expression in the named unknown whose value at the answer nothing explains (a wrong set-up, softer). */
  unknownExpression: 0.2,
  /** The reference's two numbers combined with another operation in an equation problem ("0.4 × 56" for 56 ÷ 0.4); as sure as a strong quantity. */
  miscombinedOperands: 0.12,
  /** An equation line equivalent to the problem's. */
  algebraEquationStep: 0.85,
  /** An expression line equal to the previous one. */
  algebraExpressionStep: 0.8,
} as const;
