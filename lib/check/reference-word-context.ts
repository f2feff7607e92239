// The per-request context of the word-problem check (reference-word.ts): everything read from the
// problem, the reference and the student's lines once, before any step is judged, then frozen.
// Every later stage reads it and none changes it.
import type { ErrorType } from "./types";
import { NumberSet, extractStepQuantities, mentionedNumbers, sameNumber, referenceClaims, type ArithClaim, type StepQuantities } from "./quantities";
import { normalizeText } from "../math/normalize";
import { declaredLetters } from "../math/claims";
import { UNIT_FACTORS, unitFactorsFor } from "../math/units";
import { relationalGivens } from "./reference-restated";
import { innerComputations, unstatedComputations, type Inner } from "./reference-inner";
import { askedUnknown, unknownExpressionValues } from "./reference-unknown";
import type { Provenance, Prov } from "./reference-word-provenance";
import { finalStatedValue, roundedResults, type FinalValue } from "./reference-word-final";
import {
  CONSTANTS,
  addPercentParts,
  distributedProducts,
  referenceOperations,
  referenceProvenance,
  referenceSums,
  referenceWritten,
  repeatedFactor,
  takenFromSummand,
} from "./reference-word-tables";

/** How far an estimate ("about 70", "≈ 70") may be from the reference quantity it estimates (69). */
const ESTIMATE_WITHIN = 0.1;
export interface WordCheckOptions {
  problem: string;
  steps: string[];
  reference: string[];
  answerValue: number;
  /**
   * No reference solution: every intermediate result is "new" and intermediate results often
   * coincide with given numbers, so nothing localises reliably (measured with --answer-only:
   * early flags hurt); only the final answer is judged.
   */
  referenceFree?: boolean;
  /**
   * The request's one final-answer verdict (CheckInput.finalAnswer, judged once in engine.ts).
   * This checker never judges the answer itself: when the verdict is unknown it has no
   * final-answer evidence, and without it nothing to localise against.
   */
  answerVerdict?: boolean | null;
}

/** A quantity a step brings in that the reference does not explain, and what is known of it. */
export interface NewQuantity {
  value: number;
  kind: ErrorType;
  /** Explainable without an error (a unit conversion, a sum of reference results). */
  trivial: boolean;
  /**
   * Hard to explain as a valid alternative path: a false claim, an operand nobody gave, a
   * given number recomputed, or the reference's own operands combined differently.
   */
  strong?: boolean;
  /** Wrong however it is used later (the reference's operands recombined): never vindicated. */
  proven?: boolean;
  /** An operand close to, but not equal to, a given number (46 for 48). */
  misread?: boolean;
  /** The result of a true computation (not a number stated in prose). */
  claim?: boolean;
  /** For a claim's result: how it was computed (operands, operation, the given numbers behind them). */
  computation?: { leaves: number[]; op?: string; prov: Prov; omitted: boolean };
  /** The rule that found it (lib/check/rules/registry.ts). */
  rule: string;
  /** For a quantity a blame rule moved here: the detect rule that found the error it moved. */
  detectedBy?: string;
}

/** One student line, read: its quantities and the new quantities it brings in. */
export interface StepInfo {
  q: StepQuantities;
  news: NewQuantity[];
  /** Operands nobody gave in claims accepted for their result alone: they vindicate nothing. */
  unexplained: NumberSet;
}

/** A reference computation written in a line (a group: any part of a sum or product in a line with an unknown). */
export interface WrittenComputation {
  op: string;
  leaves: number[];
  group: boolean;
}

/** The reference's numbers and computations, and the student's lines, read once per request. */
export interface WordContext {
  readonly opts: Readonly<WordCheckOptions>;
  readonly problem: string;
  readonly steps: string[];
  readonly reference: string[];
  readonly answerValue: number;
  readonly problemNums: NumberSet;
  /** The reference's true claims. */
  readonly refTrue: readonly ArithClaim[];
  /** The givens the problem states as relations. */
  readonly relational: NumberSet;
  /** What the reference works out or states, and the answer. */
  readonly refResults: NumberSet;
  /** Every number the reference mentions, its claims' values, and the answer. */
  readonly refAll: NumberSet;
  /** Every number a step may use without explaining it. */
  readonly avail: NumberSet;
  /** 10%, 5%, ... of the bases the reference takes its percents of. */
  readonly percentParts: NumberSet;
  readonly refOperandSets: readonly number[][];
  /** Every operand of the reference's computations, with the operation it is used in. */
  readonly refOps: ReadonlyArray<{ value: number; op: string | undefined }>;
  readonly refClaims: ReadonlyArray<{ leaves: number[]; result: number }>;
  /** Reference sums and products of three or more numbers: any part of them is on the path. */
  readonly refGroups: ReadonlyArray<{ op: string; leaves: number[] }>;
  /** A summand of a reference sum and an amount the reference takes from that sum. */
  readonly takenFromSummand: ReadonlyArray<[number, number]>;
  /** Summand-and-factor pairs of a reference product of a sum (provKey). */
  readonly distributed: ReadonlySet<string>;
  /** Minuend-and-factor pairs of a reference product of a difference (provKey). */
  readonly distributedMinuends: ReadonlyArray<{ key: string }>;
  /** The reference's sums, with its partial sums opened up. */
  readonly refSums: readonly number[][];
  readonly unitFactorsInText: readonly number[];
  /** Every factor a computation may convert with: the usual ones and those this problem's units name. */
  readonly allUnitFactors: readonly number[];
  /** Money asked or worked in cents: a result in dollars is the same amount. */
  readonly inCents: boolean;
  readonly refHasNegative: boolean;
  readonly refProv: Provenance;
  /** As refProv, with the reference's own results expanded even where they equal a given. */
  readonly refComputedProv: Provenance;
  readonly refMentions: readonly number[];
  readonly repeated: { factor: number; values: number[] } | null;
  readonly refWritten: readonly WrittenComputation[];
  readonly inner: readonly Inner[];
  /** The student's lines read as quantities (estimates of reference quantities left out). */
  readonly stepQs: StepQuantities[];
  readonly finalValue: FinalValue | null;
}

/** Reads everything once; the result is frozen. */
export function buildWordContext(opts: WordCheckOptions): WordContext {
  const { problem, steps, reference, answerValue } = opts;
  const problemNums = new NumberSet(mentionedNumbers(problem));
  const refTrue = referenceClaims(reference);
  const { refResults, refAll } = referenceNumbers(problem, reference, answerValue);
  const { avail, percentParts } = availableNumbers(problem, reference, refTrue, problemNums, refAll, refResults);
  const unitFactorsInText = unitFactorsFor([problem, ...reference].join("\n"));
  const ctx: WordContext = {
    opts,
    problem,
    steps,
    reference,
    answerValue,
    problemNums,
    refTrue,
    relational: relationalGivens(problem),
    refResults,
    refAll,
    avail,
    percentParts,
    ...referenceOperations(reference),
    takenFromSummand: takenFromSummand(refTrue),
    ...distributedProducts(reference),
    refSums: referenceSums(reference),
    unitFactorsInText,
    allUnitFactors: [...new Set([...UNIT_FACTORS, ...unitFactorsInText])],
    inCents: /\bcents?\b/i.test([problem, ...reference].join(" ")),
    refHasNegative: reference.some((line) => extractStepQuantities(line).claims.some((c) => c.result < 0)),
    ...referenceProvenance(reference, problemNums),
    refMentions: reference.flatMap((line) => mentionedNumbers(line)).map(Math.abs),
    repeated: repeatedFactor(reference),
    refWritten: referenceWritten(reference),
    inner: innerComputations(refTrue),
    stepQs: studentQuantities(steps, refResults),
    finalValue: finalStatedValue(steps, problemNums),
  };
  return Object.freeze(ctx);
}

function referenceNumbers(problem: string, reference: readonly string[], answerValue: number): { refResults: NumberSet; refAll: NumberSet } {
  const refResults = new NumberSet([answerValue]);
  const refAll = new NumberSet([answerValue]);
  for (const line of reference) {
    const q = extractStepQuantities(line);
    for (const c of q.claims) {
      refResults.add(c.result);
      refAll.add(c.lhs.value);
    }
    for (const n of q.stated) refResults.add(n);
    for (const n of mentionedNumbers(line)) refAll.add(n);
  }
  for (const u of unstatedComputations(reference)) refResults.add(u.value);
  // (a problem that asks for its unknown by name: what the reference's expressions in it are
  // worth at the answer, and their parts, are its quantities too)
  const unknown = askedUnknown(problem);
  if (unknown) for (const v of unknownExpressionValues(reference, unknown, answerValue, true)) refResults.add(v);
  return { refResults, refAll };
}

/** The numbers a step may use unexplained (in this order: a NumberSet keeps the first of near-equal values). */
function availableNumbers(problem: string, reference: readonly string[], refTrue: readonly ArithClaim[], problemNums: NumberSet, refAll: NumberSet, refResults: NumberSet): { avail: NumberSet; percentParts: NumberSet } {
  const avail = new NumberSet([...problemNums.list(), ...refAll.list(), ...refResults.list(), ...CONSTANTS]);
  for (const v of refResults.list()) {
    avail.add(v / 100); // a reference result of 25 may be written as 0.25, and 0.25 as 25%
    avail.add(v * 100);
  }
  const percentParts = new NumberSet();
  if (/%|percent/i.test([problem, ...reference].join(" "))) addPercentParts(refTrue, avail, percentParts);
  // "300 x 1.3" for 30% more, "0.85 x 460" for 15% off: a given percent or fraction as a growth
  // or discount multiplier
  for (const v of problemNums.list())
    if (v > 0 && v < 1) {
      avail.add(1 + v);
      avail.add(1 - v);
    }
  // "20% is 1200 / 5": a given percent or fraction may be used as its whole-number divisor
  for (const v of problemNums.list()) if (v > 0 && v < 1 && Number.isInteger(Math.round(1e9 / v) / 1e9)) avail.add(Math.round(1 / v));
  return { avail, percentParts };
}

/**
 * The student's lines as quantities. A letter an earlier line has in an equation is an unknown
 * being solved for ("x = 75 + 18" after "x + 18 = 75" is a rewrite, the algebra checker's
 * business, not a new quantity); an estimate of a reference quantity ("15% of 460 is about 70",
 * then "exactly 0.15 x 460 = 69") is no new quantity, but only before the answer line: an answer
 * of "about 70" is still the answer.
 */
function studentQuantities(steps: readonly string[], refResults: NumberSet): StepQuantities[] {
  const declared = declaredLetters([...steps]);
  const estimateOf = (v: number) => !refResults.has(v) && refResults.list().some((r) => r !== 0 && Math.abs(v - r) <= ESTIMATE_WITHIN * Math.abs(r));
  const solvedFor = (letter: string, i: number) =>
    steps.slice(0, i).some((t) => new RegExp(String.raw`(?:[-+*/×÷(]\s*|\d)${letter}\b|\b${letter}\s*[-+*/×÷]`).test(normalizeText(t)));
  return steps.map((text, i) => {
    const all = extractStepQuantities(text, declared, true);
    const q = { ...all, claims: all.claims.filter((c) => !c.assigns || !solvedFor(c.assigns, i)) };
    if (i === steps.length - 1 || !normalizeText(text).includes("≈")) return q;
    // ("40 ÷ 760 ≈ 0.0526" works a value out and rounds it: no estimate of the reference's 0.05)
    const rounded = roundedResults(text);
    const estimate = (v: number) => estimateOf(v) && !rounded.some((r) => sameNumber(r, v));
    return { claims: q.claims.filter((c) => !estimate(c.result)), numbers: q.numbers.filter((n) => !estimate(Math.abs(n))), stated: q.stated.filter((n) => !estimate(Math.abs(n))) };
  });
}
