// Reference-guided localisation for word problems: compare the quantities each step
// computes with the quantities of the problem and of the reference solution.
import type { ErrorType, StepEvidence } from "./types";
import {
  NumberSet,
  extractStepQuantities,
  mentionedNumbers,
  normalizeMathText,
  parseNumericAnswer,
  resultMatches,
  sameNumber,
  type StepQuantities,
} from "./quantities";

/** Constants a solution may bring in without the problem stating them (units, percent, halves). */
const CONSTANTS = [0, 1, 2, 3, 4, 7, 10, 12, 24, 30, 52, 60, 100, 365, 1000, 0.5, 0.25];
const UNIT_FACTORS = [7, 12, 24, 52, 60, 365, 1000, 3600];

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
}

interface StepInfo {
  q: StepQuantities;
  news: NewQuantity[];
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
}

export interface FinalValue {
  index: number;
  value: number;
  /** Other readings of an ambiguous closing sentence ("Comparing 2, 5 and 6 shows that 6 is the greatest"). */
  alternatives: number[];
}

function explicitAnswer(norm: string): number | null {
  const m = norm.match(/(?:answer\s*(?:is|:|=)|####)\s*:?\s*(?:approximately|about)?\s*([^=]*?)\s*\.?\s*$/i);
  if (!m) return null;
  const direct = parseNumericAnswer(m[1]);
  if (direct !== null) return direct;
  const first = m[1].match(/-?\d*\.?\d+/);
  return first ? parseFloat(first[0]) : null;
}

/** The student's final stated number: "The answer is 42", \boxed{42}, "#### 42", the last claim, or the one new number. */
export function finalStatedValue(steps: string[], problemNumbers: NumberSet): FinalValue | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const text = steps[i];
    const nums = mentionedNumbers(normalizeMathText(text));
    if (!nums.length) continue;
    const norm = normalizeMathText(text);
    const explicit = explicitAnswer(norm);
    if (explicit !== null) return { index: i, value: explicit, alternatives: [] };
    const q = extractStepQuantities(text);
    // "6/3 = .5 hour which is 30 minutes": numbers after the last claim may restate its result.
    if (q.claims.length) return { index: i, value: q.claims[q.claims.length - 1].result, alternatives: q.stated };
    const plain = q.numbers;
    if (plain.length === 1) return { index: i, value: plain[0], alternatives: [] };
    const fresh = plain.filter((n) => !problemNumbers.has(n));
    if (fresh.length) return { index: i, value: fresh[0], alternatives: plain };
    if (plain.length) return { index: i, value: plain[plain.length - 1], alternatives: plain };
  }
  return null;
}

/** True when the closing value (or, for an ambiguous closing sentence, any reading of it) matches. */
export function finalMatches(final: FinalValue, expected: number): boolean {
  return answersMatch(final.value, expected) || final.alternatives.some((a) => answersMatch(a, expected));
}

export function answersMatch(student: number, expected: number): boolean {
  if (resultMatches(expected, student) || sameNumber(student, expected)) return true;
  // Money and rounded answers: 10.5 vs 10.50, 33.33 vs 100/3.
  return Math.abs(student - expected) < 0.005 + 1e-9 || Math.abs(student - expected) <= 1e-6 * Math.abs(expected);
}

function combos(values: readonly number[], target: number): boolean {
  for (const a of values)
    for (const b of values) {
      if (sameNumber(a + b, target) || sameNumber(a - b, target) || sameNumber(a * b, target)) return true;
      if (b !== 0 && sameNumber(a / b, target)) return true;
    }
  return false;
}

export function checkWordProblem(opts: WordCheckOptions): StepEvidence[] {
  const { problem, steps, reference, answerValue } = opts;
  const problemNums = new NumberSet(mentionedNumbers(problem));
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
  const produced = new NumberSet();
  const refOperandSets: number[][] = [];
  const refClaims: { leaves: number[]; result: number }[] = [];
  for (const line of reference)
    for (const c of extractStepQuantities(line).claims) {
      refOperandSets.push(c.lhs.leaves.map(Math.abs));
      refClaims.push({ leaves: c.lhs.leaves.map(Math.abs), result: c.result });
    }
  const sameMultiset = (a: number[], b: number[]) => {
    if (a.length !== b.length) return false;
    const pool = [...b];
    return a.every((x) => {
      const k = pool.findIndex((y) => sameNumber(x, y));
      if (k < 0) return false;
      pool.splice(k, 1);
      return true;
    });
  };
  /**
   * The reference computes something from exactly these operands and gets another result: the
   * student combined the right numbers the wrong way ("14 - 4" where the reference has 14 + 4),
   * even when the wrong result happens to be some other reference quantity.
   */
  const recombined = (leaves: number[], result: number) => {
    const abs = leaves.map(Math.abs);
    if (abs.length < 2 || abs.every((x) => x <= 2 || x === 100)) return false;
    const same = refClaims.filter((rc) => sameMultiset(abs, rc.leaves));
    return same.length > 0 && same.every((rc) => !sameNumber(rc.result, result));
  };
  /** The reference combines these same operands (with some operation). */
  const sameOperandsAsReference = (leaves: number[]) =>
    leaves.length >= 2 &&
    refOperandSets.some((ref) => {
      const pool = [...ref];
      return leaves.every((l) => {
        const k = pool.findIndex((x) => sameNumber(x, Math.abs(l)));
        if (k < 0) return false;
        pool.splice(k, 1);
        return true;
      });
    });

  /** With `operands`, a sum of reference results only counts if those are what was added. */
  const isTrivial = (v: number, operands?: number[]): boolean => {
    // Only stated or computed quantities convert; constants times constants explain too much.
    const pool = [...problemNums.list(), ...refAll.list(), ...produced.list()];
    for (const a of pool)
      for (const f of UNIT_FACTORS) if (sameNumber(a * f, v) || sameNumber(a / f, v)) return true;
    const rr = operands ? operands.filter((o) => refResults.has(o)) : [...refResults.list()];
    for (const a of rr) for (const b of rr) if (sameNumber(a + b, v)) return true;
    return false;
  };
  const known = (v: number) => avail.has(v) || produced.has(v) || avail.has(-v);
  const nearGiven = (n: number) => problemNums.list().some((g) => g >= 3 && !sameNumber(g, n) && Math.abs(g - n) <= Math.max(2, 0.1 * g));

  const infos: StepInfo[] = steps.map((text) => {
    const q = extractStepQuantities(text);
    const news: NewQuantity[] = [];
    const claimNums = new NumberSet();
    for (const c of q.claims) {
      for (const l of c.lhs.leaves) claimNums.add(Math.abs(l));
      for (const l of c.rhs.leaves) claimNums.add(Math.abs(l));
      claimNums.add(c.result);
      if (!c.holds) {
        news.push({ value: c.result, kind: "arithmetic", trivial: false, strong: true });
        continue;
      }
      const operandsKnown = c.lhs.leaves.every((l) => known(l) || known(Math.abs(l)));
      if (recombined(c.lhs.leaves, c.result)) {
        news.push({ value: c.result, kind: "wrong-operation", trivial: false, strong: true, proven: true });
        continue;
      }
      if (avail.has(c.result)) {
        // Computing a number the problem already states ("12 ÷ 4 = 3" when 3 is given) is odd
        // unless the reference computes it too.
        const onlyGiven = !refResults.has(c.result) && c.lhs.leaves.length > 1;
        if (onlyGiven && !produced.has(c.result)) news.push({ value: c.result, kind: operandsKnown ? "wrong-operation" : "wrong-quantity", trivial: false, strong: true });
        continue;
      }
      if (produced.has(c.result) && operandsKnown) continue; // restating an earlier result
      news.push({
        value: c.result,
        kind: operandsKnown ? "wrong-operation" : "wrong-quantity",
        trivial: isTrivial(c.result, c.lhs.leaves),
        strong: !operandsKnown || sameOperandsAsReference(c.lhs.leaves),
        misread: c.lhs.leaves.some((l) => !known(l) && !known(Math.abs(l)) && nearGiven(Math.abs(l))),
      });
    }
    for (const n of q.numbers) {
      if (claimNums.has(n) || known(n)) continue;
      const pool = [...avail.list(), ...produced.list()];
      // A stated number near a given one is most likely misread; otherwise a miscombination.
      const near = nearGiven(n);
      news.push({ value: n, kind: !near && combos(pool, n) ? "wrong-operation" : "wrong-quantity", trivial: isTrivial(n), strong: near, misread: near });
    }
    for (const n of q.numbers) produced.add(n);
    for (const c of q.claims) produced.add(c.result);
    return { q, news };
  });

  // A new quantity that later steps turn back into a reference result is a valid alternative path.
  const vindicated = new NumberSet(refResults.list());
  for (let round = 0; round < 4; round++) {
    for (const info of infos)
      for (const c of info.q.claims) if (c.holds && vindicated.has(c.result)) for (const l of c.lhs.leaves) vindicated.add(l);
  }
  const suspicious = (n: NewQuantity) => n.kind === "arithmetic" || n.proven === true || !vindicated.has(n.value);

  const final = finalStatedValue(steps, problemNums);
  if (!final || final.index !== steps.length - 1) return [];
  const answerRight = finalMatches(final, answerValue);
  // $0.25 for an answer of 25 (cents): a unit mismatch, not evidence of a wrong answer.
  if (!answerRight && (answersMatch(final.value * 100, answerValue) || answersMatch(final.value / 100, answerValue))) return [];
  const out: StepEvidence[] = [];

  if (answerRight && opts.referenceFree) {
    return [{ index: final.index, source: "reference", verdict: "correct", pCorrect: 0.9 }];
  }
  if (answerRight) {
    infos.forEach((info, i) => {
      const odd = info.news.filter((n) => suspicious(n) && !n.trivial);
      if (odd.length) {
        out.push({
          index: i,
          source: "reference",
          verdict: "unsure",
          pCorrect: 0.55,
          message: `Step ${i + 1} computes a quantity the reference path does not use; that can be fine, but check it.`,
        });
      } else if (info.q.numbers.length) {
        out.push({ index: i, source: "reference", verdict: "correct", pCorrect: i === final.index ? 0.92 : 0.8 });
      }
    });
    return out;
  }

  // Strong evidence first: an earlier unexplained quantity may be a valid path of its own.
  // A proven miscombination (the reference's own operands combined another way) is blamed even
  // after an earlier unexplained quantity, which may be a valid detour ("50 - 12 = 38" before the
  // notebooks). Otherwise the first unexplained non-trivial quantity is blamed: in real solutions
  // the first error is where the first wrong value appears. Strong evidence sets the confidence.
  let flagged = opts.referenceFree
    ? infos.findIndex((info) => info.news.some((n) => suspicious(n) && n.misread))
    : infos.findIndex((info) => info.news.some((n) => suspicious(n) && n.proven));
  if (flagged < 0 && !opts.referenceFree) flagged = infos.findIndex((info) => info.news.some((n) => suspicious(n) && !n.trivial));
  let confidence = flagged >= 0 && infos[flagged].news.some((n) => suspicious(n) && n.strong) ? 0.12 : 0.2;
  if (flagged < 0 && !opts.referenceFree) {
    flagged = infos.findIndex((info) => info.news.some((n) => suspicious(n)));
    confidence = 0.3;
  }
  if (opts.referenceFree) confidence = 0.25;
  if (flagged >= 0 && flagged <= final.index) {
    const worst =
      infos[flagged].news.find((n) => suspicious(n) && n.strong) ??
      infos[flagged].news.find((n) => suspicious(n) && !n.trivial) ??
      infos[flagged].news.find((n) => suspicious(n))!;
    for (let i = 0; i < flagged; i++)
      if (infos[i].q.numbers.length) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: 0.75 });
    out.push({
      index: flagged,
      source: "reference",
      verdict: "incorrect",
      pCorrect: worst.kind === "arithmetic" ? 0.05 : confidence,
      errorType: worst.kind,
      message: messageFor(flagged, worst.kind),
    });
  } else {
    for (let i = 0; i < final.index; i++)
      if (infos[i].q.numbers.length) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: 0.7 });
  }
  if (flagged !== final.index) {
    out.push({
      index: final.index,
      source: "reference",
      verdict: "incorrect",
      pCorrect: 0.1,
      errorType: "final-answer",
      message: `Step ${final.index + 1}: this final answer does not match. Re-read what the question asks for and check each quantity you used.`,
    });
  }
  return out;
}

function messageFor(i: number, kind: ErrorType): string {
  switch (kind) {
    case "arithmetic":
      return `Step ${i + 1}: redo this calculation carefully.`;
    case "wrong-operation":
      return `Step ${i + 1}: the numbers are right, but is this the right operation for what the problem describes?`;
    case "wrong-quantity":
      return `Step ${i + 1}: check that each number you use here is one the problem gives (or one you found earlier).`;
    default:
      return `Step ${i + 1}: check this step against the problem.`;
  }
}
