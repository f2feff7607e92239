// Reference-guided localisation for word problems: compare the quantities each step
// computes with the quantities of the problem and of the reference solution.
import type { ErrorType, StepEvidence } from "./types";
import { NumberSet, extractStepQuantities, mentionedNumbers, parseNumericAnswer, sameNumber, withinMultiset, type ArithClaim, type StepQuantities, referenceClaims } from "./quantities";
import { normalizeSurface, normalizeText } from "../math/normalize";
import { analyzeLine, declaredLetters } from "../math/claims";
import { evaluate, evaluateWithPrecedence, type PrecedenceVariant } from "../math/evaluate";
import { parseExpr } from "../math/parse";
import { toNumber } from "../math/rational";
import { compareClaim } from "../math/rounding";
import { UNIT_FACTORS, unitFactorsFor } from "../math/units";
import { statesNone } from "../math/number-words";
import { REF_P } from "./reference-confidence";
import { beyond, contradictedStatement, givenAsTotal, misattributedGiven, rateAsTotal, relationTakenAsAmount, relationalGivens, restatedOperand, swappedGivens } from "./reference-restated";
import { forgottenGiven } from "./reference-forgotten";
import { fractionOfWrongBase, partAsWhole, partialSum, restOfOwnPart, wholeBeforeSplit } from "./reference-part";
import { undoesEarlierCheck } from "./reference-check-line";
import { wrongPartner } from "./reference-operand";
import { APPLY } from "./reference-replay";
import { totalOfLikeGivens } from "./reference-total";
import { ageShift, shiftedAge } from "./reference-age";
import { differenceOfRates, rateOfGivens } from "./reference-rate";
import { innerComputations, insideReference } from "./reference-inner";
import { formulaBehind } from "./reference-formula";

/**
 * Constants a solution may bring in without the problem stating them (units, percent, halves;
 * 10%, 5% and 1% are how students build other percents: 35% = 3 × 10% + 5%).
 */
const CONSTANTS = [0, 1, 2, 3, 4, 7, 10, 12, 24, 30, 52, 60, 100, 365, 1000, 0.5, 0.25, 0.1, 0.05, 0.01];
/** How far an estimate ("about 70", "≈ 70") may be from the reference quantity it estimates (69). */
const ESTIMATE_WITHIN = 0.1;
/** How students group a written expression when it is not as they meant it (lib/math/evaluate.ts). */
const REGROUPINGS: PrecedenceVariant[] = ["add-before-multiply", "left-to-right", "add-before-subtract"];

/**
 * "5 + 10 × 7" worked with the addition first (or left to right), "20 - 12 + 6" with the 12 + 6
 * taken away together, gives another value that `isReference` knows: the numbers are right and
 * the grouping is not.
 */
export function regroupsTo(text: string, result: number, isReference: (v: number) => boolean): boolean {
  const e = parseExpr(text);
  return !!e && REGROUPINGS.some((v) => {
    const w = evaluateWithPrecedence(e.node, v);
    return w !== null && !sameNumber(toNumber(w), result) && isReference(toNumber(w));
  });
}


interface NewQuantity {
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
}

interface StepInfo {
  q: StepQuantities;
  news: NewQuantity[];
  /** Operands nobody gave in claims accepted for their result alone: they vindicate nothing. */
  unexplained: NumberSet;
}

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

/** Where the student's closing value is stated; whether it is right is the engine's verdict, not read from here. */
export interface FinalValue {
  index: number;
  value: number;
}

/**
 * The values a line works out and rounds with "≈" ("40 ÷ 760 ≈ 0.0526"): the computation before
 * the sign gives the value after it to the places written (lib/math/rounding.ts).
 */
function roundedResults(text: string): number[] {
  const out: number[] = [];
  for (const chain of analyzeLine(text, { variables: "common" }).chains)
    chain.rels.forEach((rel, k) => {
      const [l, r] = [chain.parts[k], chain.parts[k + 1]];
      if (rel !== "≈" || !l.expr.hasOp || r.expr.hasOp) return;
      const [a, b] = [evaluate(l.expr.node), evaluate(r.expr.node)];
      const places = r.expr.text.match(/\.(\d+)/)?.[1].length ?? 0;
      if (a !== null && b !== null && compareClaim(a, b, places, false) !== "false") out.push(toNumber(b));
    });
  return out;
}

/** "The answer is $1,200.", "#### 72": the value named as the answer (read on the surface text, so "25%" is still 25). */
function explicitAnswer(text: string): number | null {
  const m = normalizeSurface(text).match(/(?:answer\s*(?:is|:|=)|####)\s*:?\s*(?:approximately|about)?\s*([^=]*?)\s*\.?\s*$/i);
  if (!m) return null;
  const direct = parseNumericAnswer(m[1]);
  if (direct !== null) return direct;
  const first = normalizeText(m[1]).match(/-?\d*\.?\d+/);
  return first ? parseFloat(first[0]) : null;
}

/** The student's final stated number: "The answer is 42", \boxed{42}, "#### 42", the last claim, or the one new number. */
export function finalStatedValue(steps: string[], problemNumbers: NumberSet): FinalValue | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const text = steps[i];
    if (i === steps.length - 1 && statesNone(text)) return { index: i, value: 0 };
    if (!mentionedNumbers(text).length) continue;
    const explicit = explicitAnswer(text);
    if (explicit !== null) return { index: i, value: explicit };
    const q = extractStepQuantities(text);
    if (q.claims.length) return { index: i, value: q.claims[q.claims.length - 1].result };
    const plain = q.numbers;
    if (plain.length === 1) return { index: i, value: plain[0] };
    const fresh = plain.filter((n) => !problemNumbers.has(n));
    if (fresh.length) return { index: i, value: fresh[0] };
    if (plain.length) return { index: i, value: plain[plain.length - 1] };
  }
  return null;
}

/** Two of the values and an operation that give the target, or null. */
function combos(values: readonly number[], target: number): { leaves: [number, number]; op: string } | null {
  for (const a of values)
    for (const b of values) {
      if (sameNumber(a * b, target)) return { leaves: [a, b], op: "*" };
      if (sameNumber(a + b, target)) return { leaves: [a, b], op: "+" };
      if (sameNumber(a - b, target)) return { leaves: [a, b], op: "-" };
      if (b !== 0 && sameNumber(a / b, target)) return { leaves: [a, b], op: "/" };
    }
  return null;
}

/** Two different numbers of the values give the target with one operation ("4 x 2", not "6 x 6"). */
function ofTwoGiven(values: readonly number[], target: number): boolean {
  return values.some((a) => values.some((b) => !sameNumber(a, b) && [a + b, a - b, a * b, a / b].some((r) => sameNumber(r, target))));
}

/**
 * Amounts the reference takes from one total line by line ("20 - 10 = 10", "10 - 2 = 8", later
 * "8 - 5 = 3"), as one subtraction "20 - 10 - 2 - 5": each line goes on from what the last one
 * left. Only chains of two lines or more.
 */
function subtractionChains(reference: string[]): number[][] {
  const chains: Array<{ leaves: number[]; left: number }> = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      if (!c.holds || c.lhs.op !== "-" || /[+()]/.test(c.lhs.text)) continue;
      const [from, ...taken] = c.lhs.leaves.map(Math.abs);
      const chain = chains.find((ch) => sameNumber(ch.left, from));
      if (chain) {
        chain.leaves.push(...taken);
        chain.left = c.result;
      } else chains.push({ leaves: [from, ...taken], left: c.result });
    }
  return chains.map((ch) => ch.leaves).filter((leaves) => leaves.length >= 3);
}

/** A multiset of given numbers, as a sorted key: what a quantity was computed from. */
type Prov = number[];
const provKey = (p: Prov) => [...p].map((x) => Math.round(Math.abs(x) * 1e6) / 1e6).sort((a, b) => a - b).join(",");

/**
 * Where each quantity comes from, in terms of the problem's numbers: "8 * 4 = 32" then
 * "32 * 20 = 640" gives 640 ← {4, 8, 20}. Two computations of the same value from the same given
 * numbers are the same quantity, whatever the order ("20 * 8 = 160", "160 * 4 = 640").
 */
class Provenance {
  private readonly byValue: Array<{ value: number; prov: Prov }> = [];
  constructor(private readonly given: NumberSet) {}
  of(v: number): Prov[] {
    const hits = this.byValue.filter((e) => sameNumber(e.value, v)).map((e) => e.prov);
    return hits.length ? hits : [[Math.abs(v)]];
  }
  /** Expand a claim's operands (earlier results become what they were computed from). */
  expand(leaves: number[]): Prov {
    return leaves.flatMap((l) => {
      // (the latest computation of that value: "24 - 12 = 12" then "12 / 4" uses the second 12)
      const known = this.byValue.findLast((e) => sameNumber(e.value, Math.abs(l)));
      return known && !this.given.has(Math.abs(l)) ? known.prov : [Math.abs(l)];
    });
  }
  /**
   * As expand, but a given number that the solution itself computed earlier is what it was
   * computed from ("81 ÷ 9 = 9 cookies", then "9 × 3": that 9 is the cookies, not the 9 chips).
   */
  expandComputed(leaves: number[]): Prov {
    return leaves.flatMap((l) => this.byValue.findLast((e) => sameNumber(e.value, Math.abs(l)))?.prov ?? [Math.abs(l)]);
  }
  add(value: number, prov: Prov): void {
    if (!this.byValue.some((e) => sameNumber(e.value, value) && provKey(e.prov) === provKey(prov))) this.byValue.push({ value, prov });
  }
  has(value: number, prov: Prov): boolean {
    const k = provKey(prov);
    return this.byValue.some((e) => sameNumber(e.value, value) && provKey(e.prov) === k);
  }
  entries(): ReadonlyArray<{ value: number; prov: Prov }> {
    return this.byValue;
  }
}

/**
 * The percents a reference product takes and the amounts it takes them of: "0.2 × 1200", and
 * "20/100*1200" as GSM8K writes it (20% of 1200, not the numbers 20, 100 and 1200).
 */
function ratesAndBases(lhs: { text: string; leaves: number[] }): { rates: number[]; bases: number[] } {
  const over100 = /(?<![\d.])(\d+(?:\.\d+)?)\s*\/\s*100(?![\d.])/.exec(lhs.text);
  if (!over100) return { rates: lhs.leaves.filter((l) => l > 0 && l < 1), bases: lhs.leaves.filter((l) => l >= 1) };
  const rest = [...lhs.leaves];
  for (const n of [Number(over100[1]), 100]) {
    const k = rest.findIndex((l) => sameNumber(l, n));
    if (k >= 0) rest.splice(k, 1);
  }
  return { rates: [Number(over100[1]) / 100], bases: rest.filter((l) => l >= 1) };
}

const OPS: Array<(a: number, b: number) => number> = [(a, b) => a + b, (a, b) => a - b, (a, b) => b - a, (a, b) => a * b, (a, b) => a / b, (a, b) => b / a];

export function checkWordProblem(opts: WordCheckOptions): StepEvidence[] {
  const { problem, steps, reference, answerValue } = opts;
  const problemNums = new NumberSet(mentionedNumbers(problem));
  /** The reference's true claims, and the givens the problem states as relations: read once, used for every claim below. */
  const refTrue = referenceClaims(reference);
  const relational = relationalGivens(problem);
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
  const avail = new NumberSet([...problemNums.list(), ...refAll.list(), ...refResults.list(), ...CONSTANTS]);
  for (const v of refResults.list()) {
    avail.add(v / 100); // a reference result of 25 may be written as 0.25, and 0.25 as 25%
    avail.add(v * 100);
  }
  // "10% of 460 = 46", "5% = 23": in a percent problem the constant fractions are written as
  // percents, and 10%, 5%, 1%, ... of the base the reference takes its percent of are at hand
  const percentParts = new NumberSet();
  if (/%|percent/i.test([problem, ...reference].join(" "))) {
    const bases = new NumberSet();
    /** The reference's percents with the base each is taken of. */
    const applied: Array<{ rate: number; base: number }> = [];
    for (const c of refTrue) {
      if (c.lhs.op !== "*" || c.lhs.leaves.length < 2) continue;
      const { rates, bases: of } = ratesAndBases(c.lhs);
      for (const l of of) {
        bases.add(l);
        for (const r of rates) applied.push({ rate: r, base: l });
      }
    }
    // (not the reference's own percent of another of its bases: "50% of $300" where it takes 50% of $200)
    const wrongBase = (rate: number, base: number) => applied.some((a) => sameNumber(a.rate, rate) && !sameNumber(a.base, base));
    for (const c of CONSTANTS) if (c > 0 && c < 1) avail.add(c * 100);
    // (only 10%, 5%, 1%, 25% and 50%: the other tens of percent of some base coincide with too
    // many wrong values, 80% of 550 = 440 for "took 25% of the old price")
    const parts = CONSTANTS.filter((c) => c > 0 && c < 1);
    for (const c of parts)
      for (const b of bases.list()) {
        if (wrongBase(c, b)) continue;
        avail.add(c * b);
        percentParts.add(c * b);
      }
    // (and, when the reference takes one percent of one base, tens of percent below it: "30% of
    // 120 = 36" on the way to 35% of 120 is a building block, where 80% for a 25% would only
    // coincide; with two percents, 20% of $300 = $60 would pass 30% of $200 taken for B's 50%)
    const [a, ...others] = applied;
    if (a && others.every((b) => sameNumber(b.rate, a.rate) && sameNumber(b.base, a.base)))
      for (let k = 1; k < 10 && k / 10 < a.rate - 1e-9; k++) {
        avail.add((k / 10) * a.base);
        percentParts.add((k / 10) * a.base);
      }
  }
  // "300 x 1.3" for 30% more, "0.85 x 460" for 15% off: a given percent or fraction as a growth
  // or discount multiplier
  for (const v of problemNums.list())
    if (v > 0 && v < 1) {
      avail.add(1 + v);
      avail.add(1 - v);
    }
  // "20% is 1200 / 5": a given percent or fraction may be used as its whole-number divisor
  for (const v of problemNums.list()) if (v > 0 && v < 1 && Number.isInteger(Math.round(1e9 / v) / 1e9)) avail.add(Math.round(1 / v));
  const produced = new NumberSet();
  /** Results of the solution's own computations (not numbers it merely mentions). */
  const computed = new NumberSet();
  const refOperandSets: number[][] = [];
  /** Every operand of the reference's computations, with the operation it is used in. */
  const refOps: Array<{ value: number; op: string | undefined }> = [];
  for (const line of reference) for (const c of extractStepQuantities(line).claims) for (const l of c.lhs.leaves) refOps.push({ value: Math.abs(l), op: c.lhs.op });
  const refClaims: { leaves: number[]; result: number }[] = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      refOperandSets.push(c.lhs.leaves.map(Math.abs));
      refClaims.push({ leaves: c.lhs.leaves.map(Math.abs), result: c.result });
    }
  /** Reference sums and products of three or more numbers: any part of them is on the path. */
  const refGroups: Array<{ op: string; leaves: number[] }> = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims)
      if (c.holds && c.lhs.leaves.length >= 3 && (c.lhs.op === "+" || c.lhs.op === "*" || (c.lhs.op === "-" && !/\+/.test(c.lhs.text))) && !/[()]/.test(c.lhs.text))
        refGroups.push({ op: c.lhs.op, leaves: c.lhs.leaves.map(Math.abs) });
  for (const chain of subtractionChains(reference)) refGroups.push({ op: "-", leaves: chain });
  /**
   * "15 - 1" taken from the reference's sum 7 + 1.50 + 1 + 3 + 2.50: the same amount may be taken
   * from one summand first ("2.50 - 1.00" for the pickles with the coupon). Summand and amount.
   */
  const takenFromSummand: Array<[number, number]> = [];
  {
    for (const t of refTrue) {
      if (t.lhs.op !== "-" || t.lhs.leaves.length !== 2) continue;
      const [total, amount] = t.lhs.leaves.map(Math.abs);
      const sum = refTrue.find((c) => c.lhs.op === "+" && sameNumber(c.result, total));
      for (const a of sum?.lhs.leaves.map(Math.abs) ?? []) if (a > amount) takenFromSummand.push([a, amount]);
    }
  }
  /**
   * "50 + 20 = 70" where the reference adds 50 + 20 + 210 + 420: a partial sum of the same numbers.
   * Where it takes several amounts from one ("450 - 150 - 36 - 50"), taking some of them first
   * ("450 - 150") or adding some of them up ("50 + 20 + 10") is on its path too.
   */
  const partOfReference = (leaves: number[], op: string | undefined) =>
    (op === "-" && leaves.length === 2 && takenFromSummand.some(([a, d]) => sameNumber(Math.abs(leaves[0]), a) && sameNumber(Math.abs(leaves[1]), d))) ||
    (leaves.length >= 2 &&
    refGroups.some((g) =>
      g.op !== "-"
        ? g.op === op && withinMultiset(leaves, g.leaves)
        : (op === "-" && sameNumber(Math.abs(leaves[0]), g.leaves[0]) && withinMultiset(leaves.slice(1), g.leaves.slice(1))) ||
          (op === "+" && withinMultiset(leaves, g.leaves.slice(1))),
    ));
  /**
   * "(8 + 5) × 6" in the reference may be distributed by the student: "8 × 6", "5 × 6". Pairs of
   * a summand and the factor the reference multiplies the sum by are on the reference's path.
   */
  const distributed = new Set<string>();
  /**
   * "(20 - 2) × 10" distributed: "20 × 10" is on the path only when the solution then takes
   * something away from it. The products of the minuend.
   */
  const distributedMinuends: Array<{ key: string }> = [];
  {
    const sums = new Map<number, { leaves: number[]; op: string }>();
    for (const line of reference)
      for (const c of extractStepQuantities(line).claims) {
        if (!c.holds) continue;
        if ((c.lhs.op === "+" || c.lhs.op === "-") && c.lhs.leaves.length >= 2) sums.set(c.result, { leaves: c.lhs.leaves.map(Math.abs), op: c.lhs.op });
        if (c.lhs.op === "*" && c.lhs.leaves.length === 2)
          for (const [k, f] of [[0, 1], [1, 0]] as const) {
            const sum = [...sums.entries()].find(([v]) => sameNumber(v, Math.abs(c.lhs.leaves[k])))?.[1];
            const factor = Math.abs(c.lhs.leaves[f]);
            if (sum?.op === "+") for (const a of sum.leaves) distributed.add(provKey([a, factor]));
            if (sum?.op === "-" && sum.leaves.length === 2) distributedMinuends.push({ key: provKey([sum.leaves[0], factor]) });
          }
      }
  }
  /**
   * The reference adds these numbers and more ("4 + 8 + 14 + 2" for "8 + 14 + 2"), also once its
   * own partial sums are opened up ("12 + 12 + 18" with 12 = 7 + 5, for "12 + 7 + 18").
   */
  const refSums: number[][] = [];
  {
    const sums: Array<{ result: number; leaves: number[] }> = [];
    for (const line of reference)
      for (const c of extractStepQuantities(line).claims) if (c.holds && c.lhs.op === "+" && c.lhs.leaves.length >= 2) sums.push({ result: c.result, leaves: c.lhs.leaves.map(Math.abs) });
    // every way of opening the partial sums up, to any depth ("35 + 55" with 35 = 20 + 15 and
    // 55 = 30 + 25 is also 20 + 15 + 30 + 25)
    const open = (leaves: number[], depth: number): number[][] => {
      const out: number[][] = [leaves];
      if (depth > 3) return out;
      leaves.forEach((l, k) => {
        const inner = sums.find((o) => sameNumber(o.result, l) && o.leaves.length >= 2);
        if (inner) for (const more of open([...leaves.slice(0, k), ...inner.leaves, ...leaves.slice(k + 1)], depth + 1)) out.push(more);
      });
      return out;
    };
    for (const sum of sums) for (const leaves of open(sum.leaves, 0).slice(0, 32)) refSums.push(leaves);
  }
  const leftOutOfReferenceSum = (leaves: number[]) => refSums.some((g) => g.length > leaves.length && withinMultiset(leaves, g));
  const unitFactorsInText = unitFactorsFor([problem, ...reference].join("\n"));
  /** Every factor a computation may convert with: the usual ones and those this problem's units name. */
  const allUnitFactors = [...new Set([...UNIT_FACTORS, ...unitFactorsInText])];
  /** Money asked or worked in cents: a result in dollars is the same amount. */
  const inCents = /\bcents?\b/i.test([problem, ...reference].join(" "));
  const refHasNegative = reference.some((line) => extractStepQuantities(line).claims.some((c) => c.result < 0));
  const refProv = new Provenance(problemNums);
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) if (c.holds) refProv.add(c.result, refProv.expand(c.lhs.leaves));
  /** The same, with the reference's own results expanded even where they equal a given (as for the student, in coincidentRoute). */
  const refComputedProv = new Provenance(problemNums);
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) if (c.holds) refComputedProv.add(c.result, refComputedProv.expandComputed(c.lhs.leaves));
  const stuProv = new Provenance(problemNums);
  /**
   * A student's quantity (value v from given numbers `prov`) is on a valid path when one more
   * operation with a given number or a reference quantity yields a reference quantity from
   * exactly the same given numbers: "20 * 8 = 160" is the reference's 640 ← {4, 8, 20} one step
   * early (160 * 4), although the reference never writes 160. A coincidence such as
   * "20 + 8 = 28", 28 + 4 = 32, fails: 32 comes from {4, 8}, not {4, 8, 20}.
   */
  const onValidPath = (v: number, prov: Prov, unitLeftOut?: (factor: number) => boolean): boolean => {
    if (refProv.has(v, prov)) return true;
    const partners: Array<{ value: number; prov: Prov }> = [...problemNums.list().map((n) => ({ value: n, prov: [Math.abs(n)] })), ...refProv.entries()];
    for (const target of refProv.entries()) {
      if (target.prov.length <= prov.length) continue;
      for (const x of partners) {
        if (provKey([...prov, ...x.prov]) !== provKey(target.prov)) {
          // ("22000 − 9000 = 13000", then less half the 22000: the one given both sides share,
          // taken away in part, is counted twice; only that, and only by a subtraction)
          const extra = beyond([...prov, ...x.prov], target.prov);
          const shared = extra.length === 1 && prov.some((p) => sameNumber(p, extra[0])) && x.prov.some((p) => sameNumber(p, extra[0])) && withinMultiset(target.prov, [...prov, ...x.prov]);
          if (!shared || !(sameNumber(v - x.value, target.value) || sameNumber(x.value - v, target.value))) continue;
          return true;
        }
        // (the one step left being a unit conversion the solution never applies is a conversion
        // forgotten, not a path: "5 x 1.50" for 5 dozen truffles, then added up)
        if (unitLeftOut && unitFactorsInText.includes(Math.abs(x.value)) && unitLeftOut(Math.abs(x.value))) continue;
        if (OPS.some((op) => sameNumber(op(v, x.value), target.value))) return true;
      }
    }
    return false;
  };
  /**
   * A number the reference computes with but never works out, states or is given ("3 x 10 = 30"
   * with no line for the $10). One it names in words ("each jump shot counts as 2 points") is
   * a fact it brings in, not a gap.
   */
  const refMentions = reference.flatMap((line) => mentionedNumbers(line)).map(Math.abs);
  const referenceGap = (v: number) => {
    if (problemNums.has(v) || refResults.has(v)) return false;
    const asOperand = refOps.filter((u) => sameNumber(u.value, Math.abs(v))).length;
    const mentioned = refMentions.filter((n) => sameNumber(n, Math.abs(v))).length;
    return asOperand > 0 && mentioned <= asOperand;
  };
  const sameMultiset = (a: number[], b: number[]) => a.length === b.length && withinMultiset(a, b);
  /**
   * The reference computes something from exactly these operands and gets another result: the
   * student combined the right numbers the wrong way ("14 - 4" where the reference has 14 + 4),
   * even when the wrong result happens to be some other reference quantity.
   */
  const recombined = (leaves: number[], result: number) => {
    const abs = leaves.map(Math.abs);
    if (abs.length < 2 || abs.every((x) => x <= 2 || x === 100)) return false;
    // (the same quantities, not just equal values: the reference's "10 - 2" subtracts from the
    // $10 left, {20, 10}, while "10 + 2" adds the hat and the pencil)
    const same = refClaims.filter((rc) => sameMultiset(abs, rc.leaves));
    // (a reference gap worked out is its path: "15 - 5 = 10" for the $10 price in "3 x 10 = 30",
    // where "5 x 15 = 75" multiplies another 5 with the 15)
    return same.length > 0 && !referenceGap(result) && same.every((rc) => !sameNumber(rc.result, result));
  };
  /**
   * "20 + 8" where the reference only ever multiplies 20 and 8 (8 * 4, 32 * 20): rates and counts
   * added together, hard to explain as another valid route.
   */
  const addsFactors = (leaves: number[], op: string | undefined) =>
    (op === "+" || op === "-") &&
    leaves.length === 2 &&
    leaves.every((l) => {
      const uses = refOps.filter((u) => sameNumber(u.value, Math.abs(l)));
      return uses.length > 0 && uses.every((u) => u.op === "*" || u.op === "/");
    });
  /** The reference combines these same operands (with some operation). */
  const sameOperandsAsReference = (leaves: number[]) =>
    leaves.length >= 2 &&
    refOperandSets.some((ref) => withinMultiset(leaves, ref));

  /** A number as the reference computes with it: a percent the problem states is its rate ("15%" is 0.15). */
  const asStated = (l: number) => (new RegExp(`(?<![\\d.])${Math.abs(l)}\\s*%`).test(problem) ? Math.abs(l) / 100 : Math.abs(l));
  /**
   * The reference never combines these numbers, and one of them is a number the problem states:
   * a wrong number was taken ("$20 - $2" where the reference takes the pencil from the $10 left,
   * "16 cards × 75" for the 36 used), not a wrong operation on the right ones. ("180 ÷ 15" for
   * 0.15 × 180 combines the reference's numbers; rates and counts added, "20 + 8" for $20 an hour
   * × 8 hours, stay a wrong operation.)
   */
  const strayGiven = (leaves: number[], op: string | undefined) =>
    leaves.length >= 2 && !sameOperandsAsReference(leaves.map(asStated)) && !sameOperandsAsReference(leaves.map(Math.abs)) && !addsFactors(leaves, op) && leaves.some((l) => problemNums.has(Math.abs(l)));

  /**
   * The reference repeats one multiplication ("50 × 2 = 100", "100 × 2 = 200", … doubling each
   * hour): multiplying by how many times it repeats ("2 × 5 = 10 times", "100 × 5") or repeating it
   * once more than the problem asks ("week 5: 32 × 2") misses what the repetition means: a wrong
   * operation, however the numbers fall.
   */
  const repeated = repeatedFactor(reference);
  const misrepeats = (leaves: number[], op: string | undefined) => {
    if (!repeated || op !== "*" || leaves.length < 2) return false;
    const abs = leaves.map(Math.abs);
    const inChain = (l: number) => sameNumber(l, repeated.factor) || repeated.values.some((v) => sameNumber(v, l));
    const count = abs.filter((l) => !inChain(l));
    if (count.length === 0) return abs.some((l) => sameNumber(l, repeated.values.at(-1)!));
    return count.length === 1 && problemNums.has(count[0]) && !refOps.some((u) => sameNumber(u.value, count[0]));
  };
  /**
   * Wrong operation or wrong quantity for a true computation off the reference's path: a
   * misread repetition is an operation; otherwise an operation when the caller's evidence says so
   * (`operationLikely`) and no given number stands where the reference never puts it.
   */
  const operationOrQuantity = (leaves: number[], op: string | undefined, operationLikely: boolean): ErrorType =>
    misrepeats(leaves, op) || (operationLikely && !strayGiven(leaves, op)) ? "wrong-operation" : "wrong-quantity";

  /**
   * "2/5 of the 150" where the reference takes 2/5 × 150: "150 / 5 = 30" is one fifth, and a
   * solution that never multiplies it by the 2 took one part for the fraction (a fraction slip;
   * one more step would have made it a valid path, so it is checked before that path).
   */
  const onePartOnly = (leaves: number[], op: string | undefined, result: number, i: number) => {
    if (op !== "/" || leaves.length !== 2) return false;
    const [whole, parts] = leaves.map(Math.abs);
    const numerators = refClaims
      .filter((rc) => rc.leaves.length === 3 && sameMultiset([whole, parts], rc.leaves.filter((l) => sameNumber(l, whole) || sameNumber(l, parts))))
      .flatMap((rc) => rc.leaves.filter((l) => !sameNumber(l, whole) && !sameNumber(l, parts)))
      .filter((a) => Number.isInteger(a) && a >= 2 && a < parts);
    if (!numerators.length) return false;
    const scaledLater = stepQs.slice(i).some((q) => q.claims.some((c2) => c2.lhs.op === "*" && c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), result)) && c2.lhs.leaves.some((l) => numerators.some((a) => sameNumber(Math.abs(l), a)))));
    return !scaledLater;
  };

  /** With `operands`, a sum of reference results only counts if those are what was added. */
  const isTrivial = (v: number, operands?: number[], prov?: Prov): boolean => {
    // Only stated or computed quantities convert; constants times constants explain too much.
    const pool = [...problemNums.list(), ...refAll.list(), ...produced.list()];
    // a computed result is a conversion when the computation uses the factor ("3 * 60"), or when
    // it is a reference result in another unit (5 hours for the reference's 300 minutes); a
    // coincidence with any stated number ("20 + 8 = 28" = 4 · 7) is not
    const factors = operands ? allUnitFactors.filter((f) => operands.some((o) => sameNumber(Math.abs(o), f))) : allUnitFactors;
    for (const a of pool)
      for (const f of factors) if (sameNumber(a * f, v) || sameNumber(a / f, v)) return true;
    // (only a unit the problem or the reference talks about, and not a conversion the reference
    // applies to these very numbers: "5 x 1.50 = 7.50" is the reference's 60 x 1.50 with the
    // dozen left out, not its $90 in another unit)
    if (operands)
      for (const a of refResults.list())
        for (const f of unitFactorsInText)
          if ((sameNumber(a * f, v) || sameNumber(a / f, v)) && !(prov && refProv.has(a, [...prov, f]))) return true;
    const rr = operands ? operands.filter((o) => refResults.has(o)) : [...refResults.list()];
    // (two of them: "2 x 15 = 30" is no sum of the reference's 15 with itself)
    for (let i = 0; i < rr.length; i++) for (let j = i + 1; j < rr.length; j++) if (sameNumber(rr[i] + rr[j], v)) return true;
    if (!operands) for (const a of rr) if (sameNumber(a + a, v)) return true;
    return false;
  };
  const known = (v: number) => avail.has(v) || produced.has(v) || avail.has(-v);
  const nearGiven = (n: number) => problemNums.list().some((g) => g >= 3 && !sameNumber(g, n) && Math.abs(g - n) <= Math.max(2, 0.1 * g));

  /**
   * The same operation with one operand swapped for another number at hand gives a reference
   * quantity ("15 × 5" where the reference has 15 × 7): the student used the wrong number, not
   * the wrong operation.
   */
  /** The index of the operand that another number replaces, or -1. */
  const otherNumber = (leaves: number[], written: string | undefined, text = ""): number => {
    // "72 / 3" is read as one written fraction "(72/3)": its operation is still a division
    const op = written ?? (/^\(\s*[\d.]+\s*\/\s*[\d.]+\s*\)$/.test(text) ? "/" : undefined);
    // "2/5 of 200", "50% of 300" are read as 2 / 5 * 200: the fraction and its base are the two operands
    const fracOf = text.match(/^\(*\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)*\s*\*/);
    if (op === "*" && leaves.length === 3 && fracOf) return [-1, 0, 2][otherNumber([leaves[0] / leaves[1], leaves[2]], "*") + 1];
    const f = op ? APPLY[op] : undefined;
    if (!f || leaves.length !== 2) return -1;
    const pool = [...problemNums.list(), ...refAll.list(), ...refResults.list()];
    return [0, 1].findIndex((j) =>
      pool.some((x) => {
        if (sameNumber(x, Math.abs(leaves[j]))) return false;
        const args = j === 0 ? [x, leaves[1]] : [leaves[0], x];
        const r = f(args[0], args[1]);
        return refResults.has(r);
      }),
    );
  };
  /**
   * Numbers combined the way a reference line writes them, even where it never works the result
   * out on a line of its own: "(11 * $5) + (25 * $3) = $157" around an unknown, then "9x + 55 +
   * 75"; and in a line with an unknown, any part of a sum or product ("x + 10 + 54 + 12 = x + 76":
   * "54 + 12"). (Elsewhere a part of a written-out sum stays a partial sum, which may have left
   * something out.)
   */
  const NUM = String.raw`\d+(?:\.\d+)?`;
  const refWritten: Array<{ op: string; leaves: number[]; group: boolean }> = [];
  for (const line of reference) {
    const text = normalizeText(line).replace(/\$/g, "");
    for (const m of text.matchAll(new RegExp(String.raw`(?<![\d.])(${NUM})\s*([-+*/])\s*(${NUM})(?![\d.]|\s*[*/^])`, "g")))
      refWritten.push({ op: m[2], leaves: [Number(m[1]), Number(m[3])], group: false });
    if (!/(?<![a-z])[a-z]\s*[-+*/=)]|[-+*/=(]\s*\d*[a-z](?![a-z])/i.test(text)) continue;
    for (const op of ["+", "*"]) {
      // (not bound to anything else by a higher operation)
      const bound = op === "+" ? "[*/^]" : "[\\^]";
      const sign = `\\${op}`;
      for (const m of text.matchAll(new RegExp(String.raw`(?<![\d.]|${bound}\s*)(?:${NUM}\s*${sign}\s*)+${NUM}(?![\d.]|\s*${bound})`, "g")))
        refWritten.push({ op, leaves: m[0].split(op).map(Number), group: true });
    }
  }
  const inner = innerComputations(refTrue);
  const writtenInReference = (leaves: number[], op: string | undefined, result?: number) => {
    const abs = leaves.map(Math.abs);
    if (abs.length >= 2 && result !== undefined && insideReference(inner, abs, result)) return true;
    return abs.length >= 2 && refWritten.some((w) => w.op === op && (w.group ? withinMultiset(abs, w.leaves) : sameMultiset(abs, w.leaves)));
  };
  const declared = declaredLetters(steps);
  /**
   * An estimate of a reference quantity ("15% of 460 is about 70", then "exactly 0.15 x 460 = 69")
   * is no new quantity. Only before the answer line: an answer of "about 70" is still the answer.
   */
  const estimateOf = (v: number) => !refResults.has(v) && refResults.list().some((r) => r !== 0 && Math.abs(v - r) <= ESTIMATE_WITHIN * Math.abs(r));
  // (a letter an earlier line has in an equation is an unknown being solved for: "x = 75 + 18"
  // after "x + 18 = 75" is a rewrite, the algebra checker's business, not a new quantity)
  const solvedFor = (letter: string, i: number) =>
    steps.slice(0, i).some((t) => new RegExp(String.raw`(?:[-+*/×÷(]\s*|\d)${letter}\b|\b${letter}\s*[-+*/×÷]`).test(normalizeText(t)));
  const stepQs = steps.map((text, i) => {
    const all = extractStepQuantities(text, declared, true);
    const q = { ...all, claims: all.claims.filter((c) => !c.assigns || !solvedFor(c.assigns, i)) };
    if (i === steps.length - 1 || !normalizeText(text).includes("≈")) return q;
    // ("40 ÷ 760 ≈ 0.0526" works a value out and rounds it: no estimate of the reference's 0.05)
    const rounded = roundedResults(text);
    const estimate = (v: number) => estimateOf(v) && !rounded.some((r) => sameNumber(r, v));
    return { claims: q.claims.filter((c) => !estimate(c.result)), numbers: q.numbers.filter((n) => !estimate(Math.abs(n))), stated: q.stated.filter((n) => !estimate(Math.abs(n))) };
  });
  const finalValue = finalStatedValue(steps, problemNums);
  /** A later claim computes with v: the student's path goes on from it. */
  const usedLater = (i: number, v: number) => stepQs.slice(i + 1).some((q) => q.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), Math.abs(v)))));
  /** Neither used later nor the final answer: a side remark, not part of the path to the answer. */
  const detour = (i: number, v: number) => {
    // any later mention counts, also as a percent (0.2 → "20%") or without its sign, and a rate
    // as the multiplier it makes ("25% off", then "× 0.75")
    const rate = Math.abs(v) > 0 && Math.abs(v) < 1 ? [1 - Math.abs(v), 1 + Math.abs(v)] : [];
    const forms = [v, v * 100, v / 100, ...rate].map(Math.abs);
    const mentioned = (n: number) => forms.some((f) => sameNumber(Math.abs(n), f));
    return !usedLater(i, v) && !(finalValue && mentioned(finalValue.value)) && !stepQs.slice(i + 1).some((q) => q.numbers.some(mentioned));
  };
  /**
   * The wrong final value equals a quantity the reference works out on the way, but the solution
   * computed it from MORE given numbers than the reference needs for it ("81 ÷ 9 = 9 cookies",
   * then "9 × 3 = 27 cookies in a batch", where the reference's 27 is 81 ÷ 3 chips): the extra
   * number shows another route that lands on that value by chance, through a quantity of the
   * solution's own that the reference never works out (the 9 cookies). The student did not stop
   * one step short; the step that computes it went wrong.
   */
  const coincidentRoute = (value: number, prov: Prov, leaves: number[]): boolean => {
    if (opts.answerVerdict !== false || !finalValue || !sameNumber(finalValue.value, value) || sameNumber(value, answerValue)) return false;
    const ownQuantity = leaves.some((l) => !refResults.has(Math.abs(l)) && stuProv.entries().some((e) => sameNumber(e.value, Math.abs(l))));
    if (!ownQuantity) return false;
    const refs = refComputedProv.entries().filter((e) => sameNumber(e.value, value));
    return refs.length > 0 && refs.every((e) => e.prov.length < prov.length && withinMultiset(e.prov, prov));
  };
  /**
   * "t = 5 + 3 × 5 × 4" for (5 + 3) × 5 × 4 minutes: worked with the addition first (or left to
   * right) the expression gives a reference quantity, so the numbers are right and the grouping,
   * the order of operations, is what went wrong.
   */
  const regroupedToReference = (text: string, result: number): boolean => regroupsTo(text, result, (v) => refResults.has(v));
  const infos: StepInfo[] = steps.map((_text, i) => {
    const q = stepQs[i];
    const news: NewQuantity[] = [];
    const claimNums = new NumberSet();
    /** Operands of claims accepted for their result alone. */
    const unexplained = new NumberSet();
    for (const c of q.claims) {
      for (const l of c.lhs.leaves) claimNums.add(Math.abs(l));
      for (const l of c.rhs.leaves) claimNums.add(Math.abs(l));
      claimNums.add(c.result);
      if (!c.holds) {
        news.push({ value: c.result, kind: "arithmetic", trivial: false, strong: true, rule: "ref.false-computation" });
        continue;
      }
      // ("Check: 180 + 320 = 500" after "500 − 320 = 180": an earlier computation undone on a line
      // that says it checks; unmarked, "30 / 10 = 3" after "10 * 3 = 30" may be the error itself)
      if (undoesEarlierCheck(steps[i], c, stepQs.slice(0, i))) continue;
      const operandsKnown = c.lhs.leaves.every((l) => known(l) || known(Math.abs(l)));
      const prov = stuProv.expand(c.lhs.leaves);
      const computedProv = stuProv.expandComputed(c.lhs.leaves);
      stuProv.add(c.result, prov);
      // ("In 10 years, Matt will be 5 + 10 = 15": an age moved by the problem's span of years is
      // true of the person, whatever the reference does; its misuse is where it is used)
      if (operandsKnown && ageShift(problem, steps[i], c.lhs.op, c.lhs.leaves)) continue;
      // the same quantity as the reference's, or one step from it when the solution goes on from it
      // (the wrong final answer itself is never "one step from" the right one)
      // (a negative count or amount is off the path when the reference has none: "6 - 10 = -4 hours")
      const offSign = c.result < 0 && !refHasNegative;
      // (taking anything away from it later counts: "200 - 2" is where that solution goes wrong)
      const subtractedLater = () => stepQs.slice(i + 1).some((q2) => q2.claims.some((c2) => c2.lhs.op === "-" && c2.lhs.leaves.length >= 2 && sameNumber(Math.abs(c2.lhs.leaves[0]), c.result)));
      // (one piece of a distributed sum that the solution goes on computing with is on the path
      // only when something is added to it: "5 min × 5 days = 25", then "25 × 4" left the pants'
      // 3 × 5 out; stopping at it is blamed where the answer is stated)
      const addedLater = () => stepQs.slice(i + 1).some((q2) => q2.claims.some((c2) => c2.lhs.op === "+" && c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), c.result))));
      const distributes =
        c.lhs.op === "*" &&
        c.lhs.leaves.length === 2 &&
        ((distributed.has(provKey(c.lhs.leaves)) && (addedLater() || !usedLater(i, c.result))) || distributedMinuends.some((d) => d.key === provKey(c.lhs.leaves)) && subtractedLater());
      // (a partial sum of the reference's numbers that the solution stops at left something out:
      // "8 + 14 + 2 = 24" and the answer 24 where the reference adds 4 + 8 + 14 + 2)
      // (taking a second amount from the same total ignores what the first took: "20 - 10 = 10",
      // then "20 - 2 = 18")
      const takenTwice = c.lhs.op === "-" && stepQs.slice(0, i).some((q2) => q2.claims.some((c2) => c2.lhs.op === "-" && sameNumber(Math.abs(c2.lhs.leaves[0]), Math.abs(c.lhs.leaves[0]))));
      const partial = partOfReference(c.lhs.leaves, c.lhs.op) && !takenTwice && !(finalValue && i <= finalValue.index && sameNumber(finalValue.value, c.result) && !usedLater(i, c.result));
      const neverConverted = (f: number) => !stepQs.slice(i + 1).some((q2) => q2.claims.some((c2) => c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), c.result)) && c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), f))));
      // "30% = 3 x 12 = 36": a few times a building block of the reference's percent
      const blocks = c.lhs.op === "*" && c.lhs.leaves.length === 2 && c.lhs.leaves.some((l) => percentParts.has(Math.abs(l))) && c.lhs.leaves.some((l) => Number.isInteger(l) && l >= 2 && l <= 9);
      if (blocks) continue;
      // (the reference's own operands combined another way is no valid path, even when one more
      // step happens to reach a reference quantity: "36 ÷ 2 = 18" where the reference has 36 × 2)
      const miscombined = recombined(c.lhs.leaves, c.result);
      if (onePartOnly(c.lhs.leaves, c.lhs.op, c.result, i)) {
        news.push({ value: c.result, kind: "fraction", trivial: false, strong: true, proven: true, claim: true, rule: "ref.one-part-only" });
        continue;
      }
      if (coincidentRoute(c.result, computedProv, c.lhs.leaves)) {
        // (another operation on the same two numbers reaching the answer is the operation gone wrong:
        // 9 cookies ÷ 3 batches = 3)
        const [a, b] = c.lhs.leaves;
        const answerByOtherOp = c.lhs.leaves.length === 2 && OPS.some((op) => sameNumber(op(a, b), answerValue));
        news.push({ value: c.result, kind: answerByOtherOp ? "wrong-operation" : "wrong-quantity", trivial: false, strong: true, proven: true, claim: true, rule: "ref.coincident-route" });
        continue;
      }
      // ("12 - 6 - 2" for "2 sandwiches less": the relation taken as the amount it gives; "half of
      // 600" for half of the 360 left: the fraction taken of the wrong base)
      // (the reference's own computation done again where it goes on from a new amount: "0.25 ×
      // 440 = 110" a second time, for the 25% fall from $550)
      const again = opts.answerVerdict === false && stepQs.slice(0, i).some((q2) => q2.claims.some((c2) => c2.holds && sameNumber(c2.result, c.result) && c2.lhs.text === c.lhs.text));
      if (opts.answerVerdict === false && (!refProv.has(c.result, prov) || again) && (relationTakenAsAmount(relational, refTrue, c) || fractionOfWrongBase(refTrue, c, again))) {
        news.push({ value: c.result, kind: "wrong-quantity", trivial: false, strong: true, proven: true, claim: true, rule: "ref.relation-as-amount" });
        continue;
      }
      // (a total of like givens that the solution goes on computing with is true; the blame, if
      // any, falls where it is used)
      const likeTotal = () => usedLater(i, c.result) && !(finalValue && sameNumber(finalValue.value, c.result)) && totalOfLikeGivens(problem, steps[i], c.lhs.op, c.lhs.leaves);
      if (!offSign && (distributes || refProv.has(c.result, prov) || partial || writtenInReference(c.lhs.leaves, c.lhs.op, c.result) || (operandsKnown && differenceOfRates(problem, c.lhs.op, c.lhs.leaves)) || (operandsKnown && restOfOwnPart(refTrue, problemNums, c.lhs.leaves, c.lhs.op)) || (!miscombined && onValidPath(c.result, prov, neverConverted) && usedLater(i, c.result)) || likeTotal())) continue;
      // the same two operands combined another way would have been on the reference's path
      // (only when that other result IS a reference quantity from the same given numbers: with
      // one more step allowed, some operation of two numbers hits something by coincidence;
      // and not for a reference gap worked out, as in recombined: "15 - 5 = 10" for the $10 of
      // "3 x 10 = 30", where 15 x 5 = 75 multiplies another 5)
      const otherOp =
        c.lhs.leaves.length === 2 && !referenceGap(c.result) && OPS.some((op) => !sameNumber(op(c.lhs.leaves[0], c.lhs.leaves[1]), c.result) && refProv.has(op(c.lhs.leaves[0], c.lhs.leaves[1]), prov));
      if (otherOp) {
        news.push({ value: c.result, kind: "wrong-operation", trivial: false, strong: true, proven: true, claim: true, rule: "ref.other-operation-on-path" });
        continue;
      }
      if (regroupedToReference(c.lhs.text, c.result)) {
        news.push({ value: c.result, kind: "order-of-operations", trivial: false, strong: true, proven: true, claim: true, rule: "ref.regrouped-to-reference" });
        continue;
      }
      if (miscombined) {
        news.push({ value: c.result, kind: "wrong-operation", trivial: false, strong: true, proven: true, rule: "ref.recombined-operands" });
        continue;
      }
      // (a result that is only one of the constants, "6 + 4 = 10", computes no stated number)
      // (only against a reference: without one, constants are all that explains a unit's count)
      const constantOnly = !opts.referenceFree && CONSTANTS.includes(Math.abs(c.result)) && !UNIT_FACTORS.includes(Math.abs(c.result)) && !problemNums.has(c.result) && !refAll.has(c.result) && !refResults.has(c.result) && !refResults.has(c.result * 100) && !refResults.has(c.result / 100);
      if (avail.has(c.result) && !constantOnly) {
        // Computing a number the problem already states ("12 ÷ 4 = 3" when 3 is given) is odd
        // unless the reference computes it too.
        // (a reference result in dollars for cents, "1.08 x 4 = 4.32" for 432 cents, is that result)
        const scaledResult = !problemNums.has(c.result) && refResults.list().some((r) => sameNumber(r / 100, c.result) || sameNumber(r * 100, c.result));
        // (stated numbers only: a discount multiplier such as 0.95 is at hand, not given)
        // (nor one the reference computes with but leaves to the reader: working it out is its path)
        const onlyGiven = !scaledResult && !referenceGap(c.result) && !refResults.has(c.result) && c.lhs.leaves.length > 1 && (problemNums.has(c.result) || refAll.has(c.result) || CONSTANTS.includes(Math.abs(c.result))) && !percentParts.has(c.result);
        const omitted = c.lhs.op === "+" && leftOutOfReferenceSum(c.lhs.leaves);
        const kind = operationOrQuantity(c.lhs.leaves, c.lhs.op, !omitted && operandsKnown && otherNumber(c.lhs.leaves, c.lhs.op, c.lhs.text) < 0);
        // (a given number used as an operand earlier is still not a result: "10 x 1.50", then "40 - 30 = 10")
        // (a unit change is no recomputation: "100 mm is 100 ÷ 10 = 10 cm")
        const [a, b] = c.lhs.leaves.map(Math.abs);
        const converts =
          c.lhs.leaves.length === 2 &&
          (c.lhs.op === "*" || c.lhs.op === "/") &&
          [a, b].some((f) => unitFactorsInText.includes(f)) &&
          [a * b, a / b, b / a].some((x) => sameNumber(x, Math.abs(c.lhs.value)));
        // (nor a rate or total one operation short of the answer that happens to equal a given
        // number: "81 ÷ 9 = 9 cookies" in all where a cookie has nine chips and 9 ÷ 3 batches is the
        // answer; a sum or difference that lands on one has most likely left a number out)
        const rateOrTotal = () => (c.lhs.op === "*" || c.lhs.op === "/") && operandsKnown && onValidPath(c.result, prov);
        // (nor a given restated through one: "Barney (1 minute): 45 × 1 = 45 sit-ups", llm-o dev;
        // unless the reference pairs that 1 with another number: "go-karts: 1 x 5" for its 1 × 4)
        const identity = c.lhs.op === "*" || c.lhs.op === "/" ? 1 : c.lhs.op === "+" || c.lhs.op === "-" ? 0 : null;
        const byIdentity =
          operandsKnown &&
          identity !== null &&
          c.lhs.leaves.length === 2 &&
          c.lhs.leaves.some((l) => sameNumber(Math.abs(l), identity)) &&
          !refTrue.some((r) => r.lhs.op === c.lhs.op && r.lhs.leaves.some((l) => sameNumber(Math.abs(l), identity)));
        if (onlyGiven && !byIdentity && !computed.has(c.result) && !converts && !rateOrTotal()) news.push({ value: c.result, kind, trivial: false, strong: true, rule: "ref.recomputed-given" });
        // "5 albums x 9 = 45" hits the reference's 45 from a 5 nobody gave: the result is
        // explained, the operand is not; it is judged like any other number the step brings in
        // (only for reference results: a constant such as 24 hours explains its operands)
        if (refResults.has(c.result)) for (const l of c.lhs.leaves) if (!known(l) && !known(Math.abs(l))) unexplained.add(Math.abs(l));
        continue;
      }
      if (produced.has(c.result) && operandsKnown) continue; // restating an earlier result
      if (operandsKnown && wholeBeforeSplit(refTrue, c.lhs.leaves, c.lhs.op)) continue;
      // ("2100 pages ÷ 5 books = 420 pages/book": a rate the step names right, blamed where it is misused)
      if (operandsKnown && rateOfGivens(problem, steps[i], c.lhs.op, c.lhs.leaves, c.result)) continue;
      const swapAt = otherNumber(c.lhs.leaves, c.lhs.op, c.lhs.text);
      // "8 × 7" looks like a days-per-week conversion, but the problem says 5 days and the
      // reference does 8 × 5: a factor the problem never states, replaced, is no conversion
      // (only a plain product: in "10% of 120" neither 10 nor 100 is a unit factor)
      const swappedFactor = swapAt >= 0 && c.lhs.leaves.length === 2 && UNIT_FACTORS.includes(Math.abs(c.lhs.leaves[swapAt])) && !problemNums.has(Math.abs(c.lhs.leaves[swapAt]));
      // the same two operands combined another way give a reference result ("18 + 2" for 18 x 2 = 36):
      // the operation is what went wrong, even when swapping an operand would also hit one
      // (only the confusions students make: adding for multiplying or subtracting, dividing for
      // multiplying or subtracting, and back; a result in cents for dollars is that result)
      const partner: Record<string, Array<(a: number, b: number) => number>> = {
        "+": [(a, b) => a * b, (a, b) => a - b],
        "-": [(a, b) => a / b, (a, b) => a + b],
        "*": [(a, b) => a + b, (a, b) => a / b],
        "/": [(a, b) => a - b, (a, b) => a * b],
      };
      const alts = c.lhs.op ? (partner[c.lhs.op] ?? []) : [];
      // (not 0 or 1: "4 ÷ 4 = 1" hits a count the reference states by chance)
      const hitsReference = (x: number) => !sameNumber(x, 0) && !sameNumber(x, 1) && (inCents ? [x, x * 100, x / 100] : [x]).some((y) => refResults.has(y));
      // (nor the other way that only undoes the solution's own computation of an operand: "40 x 5"
      // for 4 weeks after "8 x 5 = 40" a week, where 40 ÷ 5 gives back the 8, student-blind-66
      // dev; the 5 is a wrong number, not a wrong operation; another operation that gives the
      // answer itself still names the operation: measured on a held-out test half, answer only)
      const undoes = (x: number) =>
        c.lhs.leaves.some((a, k) => {
          const other = Math.abs(c.lhs.leaves[1 - k]);
          const has = (p: ArithClaim, v: number) => p.lhs.leaves.some((l) => sameNumber(Math.abs(l), v));
          return stepQs.slice(0, i).some((q) => q.claims.some((p) => p.holds && p.lhs.leaves.length === 2 && sameNumber(p.result, Math.abs(a)) && has(p, x) && has(p, other)));
        });
      const opHits =
        operandsKnown &&
        c.lhs.leaves.length === 2 &&
        alts.some((alt) => {
          const x = alt(c.lhs.leaves[0], c.lhs.leaves[1]);
          return hitsReference(x) && (sameNumber(x, answerValue) || !undoes(x));
        });
      // a sum that falls one number at hand short of a reference result left that number out
      const omitted = c.lhs.op === "+" && leftOutOfReferenceSum(c.lhs.leaves);
      news.push({
        value: c.result,
        claim: true,
        computation: { leaves: c.lhs.leaves.map(Math.abs), op: c.lhs.op, prov, omitted },
        // (the same operands another way hitting a reference result settles it: an operation)
        kind: operandsKnown && !omitted && opHits ? "wrong-operation" : operationOrQuantity(c.lhs.leaves, c.lhs.op, operandsKnown && !omitted && swapAt < 0),
        // (the exact value: "160/60 = 2.67" is the conversion, rounded)
        trivial: !swappedFactor && isTrivial(c.lhs.value, c.lhs.leaves, prov),
        strong: !operandsKnown || swappedFactor || sameOperandsAsReference(c.lhs.leaves) || addsFactors(c.lhs.leaves, c.lhs.op),
        misread: c.lhs.leaves.some((l) => !known(l) && !known(Math.abs(l)) && nearGiven(Math.abs(l))),
        rule: "ref.unexplained-computation",
      });
    }
    // "35% = 36 + 12" (30% and 10% of 120 for 35%): a percent label whose value is that percent
    // of no amount at hand, neither given, nor the reference's, nor the solution's own
    for (const p of q.percentLabels ?? []) {
      const amounts = [...problemNums.list(), ...refResults.list(), ...refAll.list(), ...produced.list()];
      if (amounts.some((b) => sameNumber(p.rate * b, p.value))) continue;
      const parts = !!p.op && p.leaves.every((l) => known(Math.abs(l)));
      news.push({ value: p.value, kind: parts ? "wrong-quantity" : "arithmetic", trivial: false, strong: true, proven: true, rule: "ref.percent-of-nothing" });
    }
    for (const n of q.numbers) {
      if ((claimNums.has(n) && !unexplained.has(n)) || known(n)) continue;
      if (shiftedAge(problem, steps[i], n, known)) continue;
      // "30% = 36": a percent written as a label of a building block of the reference's percent
      if (percentParts.list().length && Number.isInteger(n / 5) && n <= 100 && new RegExp(`(?<![\\d.])${n}\\s*%`).test(steps[i])) continue;
      const pool = [...avail.list(), ...produced.list()];
      // A stated number near a given one is most likely misread; otherwise a miscombination.
      // (not a number one operation on two given whole numbers gives: "cargo 8" for "4 cruise
      // ships and twice as many" is worked out in the head, not 7 misread)
      const near = nearGiven(n) && !ofTwoGiven(problemNums.list().filter(Number.isInteger), n);
      // (a stated result of two numbers at hand: a wrong operation, unless the same operation
      // with another number in place of one of them is on the reference's path, "20% of $800 is
      // $160" where the reference takes 20% of 1200)
      const how = near ? null : combos(pool, n);
      news.push({ value: n, kind: how ? operationOrQuantity(how.leaves, how.op, otherNumber(how.leaves, how.op) < 0) : "wrong-quantity", trivial: isTrivial(n), strong: near, misread: near, rule: near ? "ref.misread-given" : "ref.unexplained-number" });
    }
    for (const n of q.numbers) produced.add(n);
    for (const c of q.claims) produced.add(c.result);
    for (const c of q.claims) computed.add(c.result);
    return { q, news, unexplained };
  });

  // A new quantity that later steps turn back into a reference result is a valid alternative path.
  // Only a later use vindicates: "10 x 1.50 = 15" before "40 - 30 = 10" says nothing of that 10.
  // usedFrom[k]: the earliest step whose claim turns the value into a vindicated one.
  const vindicated = new NumberSet(refResults.list());
  const usedFrom: Array<{ value: number; step: number }> = [];
  // (a wrong final value vindicates nothing when the reference works that value out from other
  // operands: "6 + 8 = 14" for two chips at $3 and two pretzels, where the chips cost 7 × 2 = 14;
  // "3 + 4 = 7" as the reference adds them is that quantity, the answer stopped short of it)
  const wrongFinal = (c: { result: number; lhs: { leaves: number[] } }) => {
    if (opts.answerVerdict !== false || !finalValue || !sameNumber(c.result, finalValue.value) || sameNumber(c.result, answerValue)) return false;
    const same = refClaims.filter((rc) => sameNumber(rc.result, c.result));
    const leaves = c.lhs.leaves.map(Math.abs).filter((l) => l !== 1);
    return same.length > 0 && !same.some((rc) => sameMultiset(leaves, rc.leaves.filter((l) => l !== 1)));
  };
  for (let round = 0; round < 4; round++) {
    infos.forEach((info, j) => {
      for (const c of info.q.claims)
        if (c.holds && vindicated.has(c.result) && !wrongFinal(c) && !c.lhs.leaves.some((l) => info.unexplained.has(Math.abs(l))))
          for (const l of c.lhs.leaves) {
            vindicated.add(l);
            usedFrom.push({ value: l, step: j });
          }
    });
  }
  const vindicatedAfter = (v: number, i: number) => refResults.has(v) || usedFrom.some((u) => u.step > i && sameNumber(Math.abs(u.value), Math.abs(v)));
  const suspicious = (n: NewQuantity, i: number) => n.kind === "arithmetic" || n.proven === true || (!vindicatedAfter(n.value, i) && !(n.claim && detour(i, n.value)));

  const final = finalValue;
  /** A computation at step `later` works from a value step `earlier` brought in, directly or through other claims. */
  const dependsOn = (later: number, earlier: number): boolean => {
    const derived = new NumberSet(infos[earlier].news.filter((n) => suspicious(n, earlier)).map((n) => n.value));
    for (let j = earlier + 1; j < later; j++)
      for (const c of stepQs[j].claims) if (c.lhs.leaves.some((l) => derived.has(Math.abs(l)))) derived.add(c.result);
    return stepQs[later].claims.some((c) => c.lhs.leaves.some((l) => derived.has(Math.abs(l))));
  };
  /**
   * "24 ÷ 4 = 6 hours to carry all of it", then "6 + 3 = 9 more hours" where 6 − 3 is the answer:
   * the later line combines the earlier value with a given by the wrong operation; the earlier
   * value was a true total on the way (student-blind-65 dev), so the blame stays on the later line.
   */
  const answerByOtherOperation = (later: number, earlier: number): boolean => {
    const values = infos[earlier].news.filter((n) => suspicious(n, earlier) && n.claim).map((n) => n.value);
    return stepQs[later].claims.some((c) => {
      if (c.lhs.leaves.length !== 2) return false;
      const [a, b] = c.lhs.leaves.map(Math.abs);
      const pair = values.some((v) => sameNumber(v, a)) && problemNums.has(b) ? [a, b] : values.some((v) => sameNumber(v, b)) && problemNums.has(a) ? [b, a] : null;
      return !!pair && OPS.some((op) => !sameNumber(op(pair[0], pair[1]), c.result) && sameNumber(op(pair[0], pair[1]), answerValue));
    });
  };
  if (!final || final.index !== steps.length - 1) return [];
  /** Given numbers as a set: the answer's route may use one of them twice. */
  const setKey = (p: Prov) => [...new Set(p.map((x) => Math.round(Math.abs(x) * 1e6) / 1e6))].sort((a, b) => a - b).join(",");
  /**
   * One operation with a given number turns the computed value into the answer, from the same
   * given numbers. Not the same operation once more ("8 x 4 weeks = 32" where 32 x 5 is the
   * answer: a number left out of that computation), unless a line after it brings that number up
   * before the answer ("in one day he makes 20 x 8 = $160", "He does this 4 days in a week.", "So
   * he makes $160 a week.": the day's pay was right, the week's is not); and not with one of its
   * own operands ("12 / 2 = 6", then 6 - 2): those are no step not yet taken.
   */
  const oneStepFromAnswer = (v: number, how: NonNullable<NewQuantity["computation"]>, i: number): boolean => {
    const answers = refProv.entries().filter((e) => sameNumber(e.value, answerValue));
    const again = how.op ? APPLY[how.op] : undefined;
    const partners = problemNums.list().filter((x) => !how.leaves.some((l) => sameNumber(l, Math.abs(x))));
    const broughtUpAfter = (x: number) => stepQs.slice(i + 1, final.index).some((q) => q.numbers.some((n) => sameNumber(Math.abs(n), x)));
    const reaches = (x: number) => OPS.some((op) => sameNumber(op(v, x), answerValue)) && !(again && sameNumber(again(v, x), answerValue) && !broughtUpAfter(x));
    return answers.some((a) => partners.some((x) => setKey([...how.prov, x]) === setKey(a.prov) && reaches(x)));
  };
  /**
   * Stopped one step short: the blamed value is the one the answer line states, from a true
   * computation one operation away from the answer ("24 ÷ 4 = 6 hours to move it all", "Answer:
   * 6 hours" where the answer is 6 - 3). The work is right and the answer names the wrong
   * quantity, so only the answer line is wrong (as the blind sets' writers label it).
   */
  const stopsShortOfAnswer = (i: number): boolean => {
    const n = infos[i].news.find((x) => suspicious(x, i));
    const stated = final.index === i || !infos[final.index].q.claims.length;
    return !!n?.computation && !n.proven && !n.computation.omitted && n.kind !== "arithmetic" && stated && sameNumber(n.value, final.value) && oneStepFromAnswer(n.value, n.computation, i);
  };

  /**
   * The claim-free sentence that first states the number a flagged computation used in place of
   * the reference's (a number neither given nor worked out by the reference), before any claim uses it.
   */
  const ownNumberIntroduced = (k: number): { index: number; value: number } | null => {
    const how = infos[k].news.find((n) => suspicious(n, k) && n.computation)?.computation;
    if (!how) return null;
    const at = otherNumber(how.leaves, how.op);
    const x = at >= 0 ? how.leaves[at] : null;
    if (x === null || problemNums.has(x) || refResults.has(x) || refAll.has(x)) return null;
    const first = steps.findIndex((text, i) => i < k && mentionedNumbers(text).some((n) => sameNumber(Math.abs(n), x)));
    // (not an age the sentence moves by the problem's span: "In five years Rahim will be six plus
    // five, which is eleven", then "2 × 11" is where the wrong age is taken, llm-p dev)
    if (first >= 0 && shiftedAge(problem, steps[first], x, known)) return null;
    return first >= 0 && !stepQs[first].claims.length ? { index: first, value: x } : null;
  };

  const answerRight = opts.answerVerdict ?? null;
  if (answerRight === null) return [];
  const out: StepEvidence[] = [];

  if (answerRight && opts.referenceFree) {
    return [{ index: final.index, source: "reference", verdict: "correct", pCorrect: REF_P.referenceFreeRightAnswer, ruleIds: ["ref.on-reference-path"] }];
  }
  if (answerRight) {
    infos.forEach((info, i) => {
      // a side remark is worth a gentle "check it" when the answer is right
      const odd = info.news.filter((n) => (suspicious(n, i) || !vindicated.has(n.value)) && !n.trivial);
      if (odd.length) {
        out.push({
          index: i,
          source: "reference",
          verdict: "unsure",
          pCorrect: REF_P.oddQuantityUnsure,
          message: `Step ${i + 1} computes a quantity the reference path does not use; that can be fine, but check it.`,
          ruleIds: ["ref.odd-quantity"],
        });
      } else if (info.q.numbers.length) {
        out.push({ index: i, source: "reference", verdict: "correct", pCorrect: i === final.index ? REF_P.finalOfRightAnswer : REF_P.stepOfRightAnswer, ruleIds: ["ref.on-reference-path"] });
      }
    });
    return out;
  }

  // A sentence that gives a value the solution computed to the quantity a reference line computes
  // FROM that value ("So now Faye has $40 to spend" where the reference's line on what Faye has adds
  // her $20 to the $40): the wrong quantity starts there, not where it is used.
  if (!opts.referenceFree) {
    // (and a sentence that swaps two given numbers, or gives one item's price as all of theirs)
    const sentences = [
      { rule: "ref.restated-operand", r: restatedOperand(problem, steps, stepQs, reference, final.index) },
      { rule: "ref.swapped-givens", r: swappedGivens(problem, steps, stepQs, final.index) },
      { rule: "ref.rate-as-total", r: rateAsTotal(steps, stepQs, reference, problemNums, final.index) },
      { rule: "ref.misattributed-given", r: misattributedGiven(problem, steps, stepQs, reference, final.index, final.value) },
      { rule: "ref.given-as-total", r: givenAsTotal(problem, steps, stepQs, reference, problemNums, final.index, final.value) },
      { rule: "ref.contradicted-statement", r: contradictedStatement(steps, stepQs, reference, final.index, final.value) },
    ];
    for (const { rule, r } of sentences) if (r) infos[r.index].news.push({ value: r.value, kind: "wrong-quantity", trivial: false, strong: false, proven: true, rule });
  }

  // Strong evidence first: an earlier unexplained quantity may be a valid path of its own.
  // A proven miscombination (the reference's own operands combined another way) is blamed even
  // after an earlier unexplained quantity, which may be a valid detour ("50 - 12 = 38" before the
  // notebooks). Otherwise the first unexplained non-trivial quantity is blamed: in real solutions
  // the first error is where the first wrong value appears. Strong evidence sets the confidence.
  let flagged = opts.referenceFree
    ? infos.findIndex((info, i) => info.news.some((n) => suspicious(n, i) && n.misread))
    : infos.findIndex((info, i) => info.news.some((n) => suspicious(n, i) && n.proven));
  if (flagged < 0 && !opts.referenceFree) {
    flagged = infos.findIndex((info, i) => info.news.some((n) => suspicious(n, i) && !n.trivial));
    const next = flagged >= 0 ? infos.findIndex((info, i) => i > flagged && info.news.some((n) => suspicious(n, i) && !n.trivial)) : -1;
    if (next > 0 && answerByOtherOperation(next, flagged)) flagged = next;
  }
  // (a proven miscombination computed from an earlier unexplained value is no sign that value
  // was a detour: "150 − 3 = 147" then "147 − 40 − 44 = 63", "63 + 3 = 66", where 63 − 3 would
  // give the reference's 60 by cancellation; the first wrong value is the 147)
  else if (flagged > 0 && !opts.referenceFree) {
    const earlier = infos.findIndex((info, i) => i < flagged && info.news.some((n) => suspicious(n, i) && !n.trivial && n.claim));
    if (earlier >= 0 && dependsOn(flagged, earlier)) flagged = earlier;
  }
  let confidence: number = flagged >= 0 && infos[flagged].news.some((n) => suspicious(n, flagged) && n.strong) ? REF_P.strongQuantity : REF_P.quantity;
  // (every unexplained value explained as a unit change, and the answer is the right one in
  // another unit ("7.5" cm for 75 mm): the work is right, the answer's unit is not)
  const answerInOtherUnit = unitFactorsInText.some((f) => sameNumber(final.value * f, answerValue) || sameNumber(final.value / f, answerValue));
  if (flagged < 0 && !opts.referenceFree && !answerInOtherUnit) {
    flagged = infos.findIndex((info, i) => info.news.some((n) => suspicious(n, i)));
    confidence = REF_P.weakQuantity;
  }
  if (opts.referenceFree) confidence = REF_P.referenceFreeQuantity;
  if (flagged >= 0 && !opts.referenceFree && stopsShortOfAnswer(flagged)) flagged = -1;
  // (the right answer in another unit, "5.5 + 0.5 = 6 feet" where inches are asked: the work
  // before it is right unless a computation is false; the answer's unit is what went wrong)
  // (each of that step's new values is then a reference quantity or a given in that unit too; a
  // "10 × 10 = 100" liters for seconds times minutes is where the unit went wrong)
  if (flagged >= 0 && answerInOtherUnit) {
    const f = unitFactorsInText.find((u) => sameNumber(final.value * u, answerValue) || sameNumber(final.value / u, answerValue))!;
    const scale = sameNumber(final.value * f, answerValue) ? f : 1 / f;
    const inOtherUnit = (v: number) => refAll.has(v * scale) || problemNums.has(v * scale);
    if (infos[flagged].news.every((n) => n.kind !== "arithmetic" && inOtherUnit(n.value))) flagged = -1;
  }
  // "He irons every day of the week, so 7 days.", then "8 x 7 = 56" where the problem says 5
  // days: a number of the solution's own that replaced the right one was brought in by that
  // sentence, and the wrong quantity starts there
  if (flagged > 0 && !opts.referenceFree) {
    const own = ownNumberIntroduced(flagged);
    if (own) {
      infos[own.index].news.push({ value: own.value, kind: "wrong-quantity", trivial: false, strong: true, proven: true, rule: "blame.own-number-introduced" });
      flagged = own.index;
    }
  }
  // "G = 2(B − 4)", then "G = 2(6 − 4) = 2 × 2 = 4": the value went wrong where the formula that
  // gives it was written, not where it was filled in
  if (flagged > 0 && !opts.referenceFree) {
    const n = infos[flagged].news.find((x) => suspicious(x, flagged) && !x.trivial && x.kind !== "arithmetic");
    const at = n ? formulaBehind(steps, flagged, n.value) : null;
    if (n && at !== null) {
      infos[at].news.push({ ...n, proven: true, rule: "blame.formula-behind" });
      flagged = at;
    }
  }
  // "52 × 75 = 3900 toothpicks" and never the 16 of "all but 16": a given the reference needs
  // once and the solution never uses was forgotten where its partners were first computed with
  // ("chips = 75% of 4 = $3", then "2 chips = 6", where the reference adds the $3 to the $4: a
  // part taken for the whole where the solution last states it; "8 + 16 + 32 = 56" for the
  // reference's 4 + 8 + 16 + 32: a number left out of the sum there)
  if (!opts.referenceFree) {
    const tag = <T,>(r: T | null, rule: string) => (r ? { ...r, rule } : null);
    const found =
      tag(forgottenGiven(problem, steps, stepQs, reference, final.index), "ref.forgotten-given") ??
      tag(partAsWhole(problem, steps, stepQs, reference, final.index, final.value), "ref.part-as-whole") ??
      tag(partialSum(steps, stepQs, reference, final.index, final.value), "ref.partial-sum");
    if (found && (flagged < 0 || found.index < flagged)) {
      infos[found.index].news.push({ value: found.value, kind: "wrong-quantity", trivial: false, strong: true, proven: true, rule: found.rule });
      flagged = found.index;
    }
    // ("36 ÷ 3 = 12" candies in a packet, where the reference divides by the 2 packets: the
    // reference's computation with another partner, the answer exactly its route from there)
    const partner = wrongPartner(problem, steps, stepQs, reference, final.index, final.value);
    if (partner && (flagged < 0 || partner.index < flagged)) {
      infos[partner.index].news.push({ value: partner.value, kind: partner.operation ? "wrong-operation" : "wrong-quantity", trivial: false, strong: true, proven: true, rule: "ref.wrong-partner" });
      flagged = partner.index;
    }
  }
  if (flagged >= 0 && flagged <= final.index) {
    const worst =
      infos[flagged].news.find((n) => suspicious(n, flagged) && n.strong) ??
      infos[flagged].news.find((n) => suspicious(n, flagged) && !n.trivial) ??
      infos[flagged].news.find((n) => suspicious(n, flagged))!;
    for (let i = 0; i < flagged; i++)
      if (infos[i].q.numbers.length) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: REF_P.beforeFlagged, ruleIds: ["ref.on-reference-path"] });
    // the answer line computes nothing ("7.5cm", "so about $40"): the new number is in how the
    // answer is stated, not in a computation
    const kind = flagged === final.index && !infos[flagged].q.claims.length ? "final-answer" : worst.kind;
    out.push({
      index: flagged,
      source: "reference",
      verdict: "incorrect",
      pCorrect: kind === "arithmetic" ? REF_P.falseClaim : kind === "fraction" ? REF_P.fractionPart : confidence,
      errorType: kind,
      ruleIds: [kind === "final-answer" ? "ref.answer-stated-wrong" : worst.rule],
      message: kind === "final-answer" ? finalAnswerMessage(flagged) : messageFor(flagged, kind),
      // (the grouping the problem asks for, which a verified claim does not settle)
      ...(kind === "order-of-operations" ? { beyondArithmetic: true } : {}),
    });
  } else {
    for (let i = 0; i < final.index; i++)
      if (infos[i].q.numbers.length) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: REF_P.beforeWrongAnswer, ruleIds: ["ref.on-reference-path"] });
  }
  if (flagged !== final.index) {
    // (an answer line that computes its wrong value itself, "72 x $3 = $216" with nothing before
    // it blamed, is named by that computation: the numbers or the operation went wrong there)
    const computedHere = flagged < 0 ? infos[final.index].news.find((n) => n.claim && n.computation && sameNumber(n.value, final.value)) : undefined;
    const kind = computedHere ? computedHere.kind : "final-answer";
    out.push({
      index: final.index,
      source: "reference",
      verdict: "incorrect",
      pCorrect: REF_P.finalAnswer,
      errorType: kind,
      ruleIds: [computedHere ? computedHere.rule : "ref.answer-stated-wrong"],
      message: kind === "final-answer" ? finalAnswerMessage(final.index) : messageFor(final.index, kind),
    });
  }
  return out;
}

function finalAnswerMessage(i: number): string {
  return `Step ${i + 1}: this final answer does not match. Re-read what the question asks for and check each quantity you used.`;
}

function messageFor(i: number, kind: ErrorType): string {
  switch (kind) {
    case "arithmetic":
      return `Step ${i + 1}: redo this calculation carefully.`;
    case "wrong-operation":
      return `Step ${i + 1}: the numbers are right, but is this the right operation for what the problem describes?`;
    case "fraction":
      return `Step ${i + 1}: check how you took the fraction of this amount: how many parts does it ask for?`;
    case "wrong-quantity":
      return `Step ${i + 1}: check that each number you use here is one the problem gives (or one you found earlier).`;
    case "order-of-operations":
      return `Step ${i + 1}: the numbers are right, but check what this expression works out first: use brackets for the part the problem combines first.`;
    default:
      return `Step ${i + 1}: check this step against the problem.`;
  }
}

/**
 * A multiplication the reference repeats on its own result three or more times with one factor
 * ("50 * 2 = 100", "100 * 2 = 200", "200 * 2 = 400"): that factor and the chain's values in order.
 */
export function repeatedFactor(reference: readonly string[]): { factor: number; values: number[] } | null {
  const products = reference.flatMap((line) => extractStepQuantities(line).claims.filter((c) => c.holds && c.lhs.op === "*" && c.lhs.leaves.length === 2));
  for (let i = 0; i + 2 < products.length; i++) {
    const [a, k] = products[i].lhs.leaves.map(Math.abs);
    for (const [start, factor] of [[a, k], [k, a]]) {
      const values = [start, products[i].result];
      for (let j = i + 1; j < products.length; j++) {
        const [x, y] = products[j].lhs.leaves.map(Math.abs);
        const prev = values.at(-1)!;
        if (!((sameNumber(x, prev) && sameNumber(y, factor)) || (sameNumber(y, prev) && sameNumber(x, factor)))) break;
        values.push(products[j].result);
      }
      if (values.length >= 4) return { factor, values };
    }
  }
  return null;
}
