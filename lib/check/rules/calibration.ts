// Written by `npm run calibrate` (scripts/calibrate.ts): each rule's precision as the first flag of
// a solution, measured on the dev halves only. Do not edit by hand; re-run the script.
export interface RuleCalibration {
  /** Solutions where the rule's first "incorrect" verdict is on the first faulty step. */
  right: number;
  /** ... before it (a correct step blamed), or on a correct solution. */
  early: number;
  /** ... after it. */
  late: number;
  /** right / (right + early); null when the rule never made a first flag. */
  precision: number | null;
  /** Measured on the dev halves: gating this rule keeps every bound (scripts/calibrate.ts). */
  gate: boolean;
}

export const CALIBRATION: { sets: string[]; rules: Record<string, RuleCalibration> } = {
  sets: ["llm-dev (reference)","llm-a (reference)","llm-b (reference)","llm-c (reference)","llm-d (reference)","llm-e (reference)","llm-f (reference)","llm-g (reference)","llm-h (reference)","llm-i (reference)","llm-j (reference)","llm-k (reference)","llm-l (reference)","llm-m (reference)","llm-n (reference)","llm-o (reference)","llm-p (reference)","llm-q (reference)","student-blind-10 (reference)","student-blind-11 (reference)","student-blind-12 (reference)","student-blind-13 (reference)","student-blind-14 (reference)","student-blind-15 (reference)","student-blind-16 (reference)","student-blind-17 (reference)","student-blind-18 (reference)","student-blind-19 (reference)","student-blind-2 (reference)","student-blind-20 (reference)","student-blind-21 (reference)","student-blind-22 (reference)","student-blind-23 (reference)","student-blind-24 (reference)","student-blind-25 (reference)","student-blind-26 (reference)","student-blind-27 (reference)","student-blind-28 (reference)","student-blind-29 (reference)","student-blind-3 (reference)","student-blind-30 (reference)","student-blind-31 (reference)","student-blind-32 (reference)","student-blind-33 (reference)","student-blind-34 (reference)","student-blind-35 (reference)","student-blind-36 (reference)","student-blind-37 (reference)","student-blind-38 (reference)","student-blind-39 (reference)","student-blind-4 (reference)","student-blind-40 (reference)","student-blind-41 (reference)","student-blind-42 (reference)","student-blind-43 (reference)","student-blind-44 (reference)","student-blind-45 (reference)","student-blind-46 (reference)","student-blind-47 (reference)","student-blind-48 (reference)","student-blind-49 (reference)","student-blind-5 (reference)","student-blind-50 (reference)","student-blind-51 (reference)","student-blind-52 (reference)","student-blind-53 (reference)","student-blind-54 (reference)","student-blind-55 (reference)","student-blind-56 (reference)","student-blind-57 (reference)","student-blind-58 (reference)","student-blind-59 (reference)","student-blind-6 (reference)","student-blind-60 (reference)","student-blind-61 (reference)","student-blind-62 (reference)","student-blind-63 (reference)","student-blind-64 (reference)","student-blind-65 (reference)","student-blind-66 (reference)","student-blind-67 (reference)","student-blind-7 (reference)","student-blind-8 (reference)","student-blind-9 (reference)","student-blind (reference)","student-words (reference)","student-dev (reference)","student-typed (reference)","mathdial (reference)","mr-gsm8k (reference)","cogtutor (none)"],
  rules: {
    "exact.verified": {right: 4582, early: 144, late: 0, precision: 0.97, gate: false},
    "ref.on-reference-path": {right: 2205, early: 210, late: 0, precision: 0.913, gate: false},
    "ref.algebra-step-holds": {right: 898, early: 1, late: 0, precision: 0.999, gate: false},
    "exact.false-claim": {right: 430, early: 3, late: 21, precision: 0.993, gate: false},
    "exact.claim-out-of-order": {right: 64, early: 0, late: 0, precision: 1, gate: false},
    "exact.claim-fraction-slip": {right: 114, early: 0, late: 2, precision: 1, gate: false},
    "exact.claim-misconception": {right: 69, early: 0, late: 1, precision: 1, gate: false},
    "exact.false-claim-bound": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "exact.false-conversion": {right: 3, early: 0, late: 0, precision: 1, gate: false},
    "exact.added-across-fractions": {right: 2, early: 0, late: 0, precision: 1, gate: false},
    "exact.divided-by-percent": {right: 3, early: 0, late: 0, precision: 1, gate: false},
    "exact.narrated-misconception": {right: 3, early: 0, late: 0, precision: 1, gate: false},
    "exact.system-line-fails": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "exact.identity-fails": {right: 88, early: 0, late: 1, precision: 1, gate: false},
    "exact.substitution-fails": {right: 3, early: 0, late: 0, precision: 1, gate: false},
    "exact.one-side-miswritten": {right: 1, early: 1, late: 0, precision: 0.5, gate: false},
    "exact.solution-set-changed": {right: 720, early: 0, late: 23, precision: 1, gate: false},
    "exact.invalid-move": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "exact.identity-or-contradiction": {right: 5, early: 0, late: 0, precision: 1, gate: false},
    "exact.variable-lost": {right: 47, early: 0, late: 0, precision: 1, gate: false},
    "exact.worked-out-of-order": {right: 28, early: 0, late: 0, precision: 1, gate: false},
    "exact.fraction-rewrite-slip": {right: 1, early: 0, late: 0, precision: 1, gate: false},
    "exact.expression-misconception": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "exact.expression-value-changed": {right: 34, early: 0, late: 43, precision: 1, gate: false},
    "exact.final-answer": {right: 325, early: 0, late: 946, precision: 1, gate: false},
    "exact.unverifiable": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "engine.unreadable": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "ref.false-computation": {right: 360, early: 2, late: 6, precision: 0.994, gate: false},
    "ref.one-part-only": {right: 3, early: 0, late: 0, precision: 1, gate: false},
    "ref.coincident-route": {right: 4, early: 0, late: 2, precision: 1, gate: false},
    "ref.relation-as-amount": {right: 38, early: 0, late: 0, precision: 1, gate: false},
    "ref.other-operation-on-path": {right: 208, early: 2, late: 10, precision: 0.99, gate: false},
    "ref.regrouped-to-reference": {right: 6, early: 1, late: 0, precision: 0.857, gate: false},
    "ref.recombined-operands": {right: 25, early: 0, late: 2, precision: 1, gate: false},
    "ref.recomputed-given": {right: 45, early: 8, late: 15, precision: 0.849, gate: false},
    "ref.unexplained-computation": {right: 293, early: 22, late: 67, precision: 0.93, gate: false},
    "ref.percent-of-nothing": {right: 4, early: 0, late: 0, precision: 1, gate: false},
    "ref.misread-given": {right: 7, early: 1, late: 3, precision: 0.875, gate: false},
    "ref.unexplained-number": {right: 52, early: 2, late: 19, precision: 0.963, gate: false},
    "ref.restated-operand": {right: 25, early: 2, late: 0, precision: 0.926, gate: false},
    "ref.swapped-givens": {right: 2, early: 0, late: 0, precision: 1, gate: false},
    "ref.rate-as-total": {right: 1, early: 0, late: 0, precision: 1, gate: false},
    "ref.misattributed-given": {right: 4, early: 0, late: 0, precision: 1, gate: false},
    "ref.given-as-total": {right: 5, early: 0, late: 0, precision: 1, gate: false},
    "ref.contradicted-statement": {right: 3, early: 0, late: 1, precision: 1, gate: false},
    "ref.forgotten-given": {right: 4, early: 1, late: 0, precision: 0.8, gate: false},
    "ref.part-as-whole": {right: 13, early: 1, late: 2, precision: 0.929, gate: false},
    "ref.partial-sum": {right: 4, early: 1, late: 1, precision: 0.8, gate: false},
    "ref.wrong-partner": {right: 46, early: 2, late: 13, precision: 0.958, gate: false},
    "ref.answer-stated-wrong": {right: 249, early: 0, late: 1352, precision: 1, gate: false},
    "ref.odd-quantity": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "ref.unknown-equation-fails": {right: 27, early: 1, late: 12, precision: 0.964, gate: false},
    "ref.unknown-expression-unexplained": {right: 8, early: 3, late: 0, precision: 0.727, gate: false},
    "ref.miscombined-operands": {right: 13, early: 0, late: 0, precision: 1, gate: false},
    "ref.moved-term-sign": {right: 7, early: 0, late: 1, precision: 1, gate: false},
    "ref.algebra-false-calculation": {right: 1, early: 0, late: 0, precision: 1, gate: false},
    "ref.algebra-loses-roots": {right: 194, early: 0, late: 3, precision: 1, gate: false},
    "ref.algebra-final-roots": {right: 14, early: 0, late: 4, precision: 1, gate: false},
    "ref.algebra-sides-differ": {right: 214, early: 0, late: 0, precision: 1, gate: false},
    "ref.algebra-order": {right: 31, early: 0, late: 0, precision: 1, gate: false},
    "ref.algebra-value-changed": {right: 168, early: 0, late: 7, precision: 1, gate: false},
    "ref.algebra-final-value": {right: 8, early: 0, late: 3, precision: 1, gate: false},
    "prm.doubt": {right: 81, early: 8, late: 0, precision: 0.91, gate: true},
    "blame.move-decided-in-words": {right: 3, early: 0, late: 0, precision: 1, gate: false},
    "blame.set-up-line": {right: 8, early: 0, late: 1, precision: 1, gate: false},
    "blame.rewrite-slip": {right: 12, early: 0, late: 0, precision: 1, gate: false},
    "blame.own-number-introduced": {right: 5, early: 2, late: 0, precision: 0.714, gate: false},
    "blame.formula-behind": {right: 1, early: 0, late: 0, precision: 1, gate: false},
    "blame.yields-to-later-proof": {right: 0, early: 0, late: 0, precision: null, gate: false},
    "blame.carried-forward": {right: 0, early: 0, late: 0, precision: null, gate: false},
  },
};
