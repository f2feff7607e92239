// One computation with the wrong partner: the solution combines one of the numbers a reference
// computation combines, by the same operation, with another number ("36 ÷ 3 = 12" candies in a
// packet where the reference divides the 36 by the 2 packets; "$100 − $20 = $80" for the pans
// where the reference takes the three pots' $60). When the solution's wrong answer is exactly what
// the reference's route gives with that result in place of the reference's, the quantity went
// wrong there, even when the result happens to be a quantity the reference has (12 candies a week).
import { NumberSet, mentionedNumbers, sameNumber, type ArithClaim, type StepQuantities, trueClaims } from "./quantities";
import { ageShift } from "./reference-age";
import { rateOfGivens } from "./reference-rate";
import { replay } from "./reference-replay";
import { PER_ITEM, contentWords, sharedWords } from "./reference-restated";
import { questionClause } from "../math/question";
import { unitFactorsFor } from "../math/units";

export interface WrongPartner {
  index: number;
  value: number;
  /** The same two numbers as the reference's, another operation: "1 + 3" for 1 × 3. */
  operation: boolean;
}

/** Content words a sentence must share with a reference line to talk about what it computes. */
const MIN_SHARED_WORDS = 3;

const sameLeaves = (a: number[], b: number[]) => a.length === b.length && a.every((x, k) => sameNumber(x, b[k]));

interface TwoOperands {
  op: string;
  leaves: [number, number];
}

/**
 * A computation as two operands, in each way it may be written: "20/100 x $1440" is 0.2 × 1440;
 * "800 / 4" is also 800 × 0.25, so "0.25 × 2000" is that computation with another partner.
 */
export function twoOperandForms(e: ArithClaim["lhs"]): TwoOperands[] {
  const abs = e.leaves.map(Math.abs);
  if (!e.op) return [];
  if (abs.length === 2) {
    const base: TwoOperands = { op: e.op, leaves: [abs[0], abs[1]] };
    return e.op === "/" && abs[1] !== 0 ? [base, { op: "*", leaves: [abs[0], 1 / abs[1]] }] : [base];
  }
  const percent = e.op === "*" && abs.length === 3 ? /(?<![\d.])(\d+(?:\.\d+)?)\s*\/\s*100(?![\d.])/.exec(e.text) : null;
  if (!percent) return [];
  const p = Number(percent[1]);
  const rest = [...abs];
  for (const v of [p, 100]) {
    const k = rest.findIndex((x) => sameNumber(x, v));
    if (k < 0) return [];
    rest.splice(k, 1);
  }
  return [{ op: "*", leaves: [p / 100, rest[0]] }];
}
const sorted = (c: ArithClaim) => c.lhs.leaves.map(Math.abs).sort((x, y) => x - y);
/** The operand of `a` that `b` does not combine: the partner it has in place of b's. */
const unshared = (a: ArithClaim, b: ArithClaim) => a.lhs.leaves.map(Math.abs).find((l) => !b.lhs.leaves.some((x) => sameNumber(Math.abs(x), l)));

/** What the search for a wrong partner reads, once per request. */
interface PartnerContext {
  readonly problem: string;
  readonly steps: string[];
  readonly stepQs: StepQuantities[];
  readonly given: NumberSet;
  /** The reference's true claims, each with its line. */
  readonly refWithLine: ReadonlyArray<{ claim: ArithClaim; line: string }>;
  readonly ref: ArithClaim[];
  /** Each reference claim as two operands, in each way it may be written. */
  readonly refForms: readonly TwoOperands[][];
  /** The unit factors the question's own words call for. */
  readonly unitFactors: readonly number[];
}

/** The earliest step (up to the answer) whose computation is the reference's with one partner or the operation changed, or null. */
export function wrongPartner(
  problem: string,
  steps: string[],
  stepQs: StepQuantities[],
  reference: string[],
  answerIndex: number,
  finalValue: number,
): WrongPartner | null {
  const refWithLine = reference.flatMap((line) => trueClaims(line).map((claim) => ({ claim, line })));
  const ref = refWithLine.map((r) => r.claim);
  if (!ref.length) return null;
  const ctx: PartnerContext = Object.freeze({
    problem,
    steps,
    stepQs,
    given: new NumberSet(mentionedNumbers(problem)),
    refWithLine,
    ref,
    refForms: ref.map((r) => twoOperandForms(r.lhs)),
    unitFactors: unitFactorsFor(questionClause(problem)),
  });
  for (let i = 0; i <= answerIndex && i < steps.length; i++)
    for (const c of stepQs[i].claims) {
      const found = partnerOf(ctx, i, c, finalValue);
      if (found) return found;
    }
  return null;
}

/** The wrong partner step `i`'s claim `c` shows (or the line it points back to), or null. */
function partnerOf(ctx: PartnerContext, i: number, c: ArithClaim, finalValue: number): WrongPartner | null {
  const { ref, refForms } = ctx;
  const mine = twoOperandForms(c.lhs);
  // (nor a rate the step names by its givens' units, "2100 pages ÷ 5 books = 420 pages/book":
  // true, whatever the reference divides by; where it is misused is the error)
  if (!c.holds || !mine.length || ownComputation(ctx, c) || otherRoute(ctx, c) || rateOfGivens(ctx.problem, ctx.steps[i], c.lhs.op, c.lhs.leaves, c.result) || ageShift(ctx.problem, ctx.steps[i], c.lhs.op, c.lhs.leaves)) return null;
  for (const [k, r] of ref.entries()) {
    if (!refForms[k].length || sameNumber(r.result, c.result) || otherUnit(ctx, r.result, c.result) || !onRoute(ctx, k)) continue;
    // (the reference's answer computed from two givens another way, "24 ÷ 4 = 6" hours in all
    // where 3 more hours are asked, answers another question: the answer line's error)
    if (k === ref.length - 1 && c.lhs.leaves.every((l) => ctx.given.has(Math.abs(l)))) continue;
    const operation = r.lhs.leaves.length === 2 && c.lhs.leaves.length === 2 && r.lhs.op !== c.lhs.op && sameLeaves(sorted(r), sorted(c));
    // (one operand in common, the same operation, in any of the ways each may be written)
    const partnerSwapped = mine.some((f) => refForms[k].some((g) => f.op === g.op && f.leaves.some((l) => g.leaves.some((x) => sameNumber(l, x)))));
    if (!operation && !partnerSwapped) continue;
    // (the solution has not stated the reference's result by then: it was not found another
    // way; "2 x $20 = $40" later for the pans hits the reference's $40 for the 4 pans by chance)
    if (statedBy(ctx, i, r.result)) continue;
    const replayed = replay(ref, k, r.result, c.result);
    if (replayed !== null && sameNumber(replayed, finalValue))
      return countLeftOut(ctx, i, c, r) ?? (operation ? null : restatedPartner(ctx, i, c, r, ctx.refWithLine[k].line)) ?? { index: i, value: c.result, operation };
  }
  return null;
}

/**
 * (the same quantity in another unit than the question asks for, "720 ÷ 3" minutes for the
 * reference's 12 ÷ 3 hours, or "0.28 ÷ 2" dollars for its 28 ÷ 2 cents, is the answer's unit
 * gone wrong; "3 × 2 = 6" oz for 3 dozen donuts is a quantity gone wrong)
 */
const otherUnit = (ctx: PartnerContext, a: number, b: number) => ctx.unitFactors.some((f) => sameNumber(a * f, b) || sameNumber(b * f, a));

/** The reference's own computations, in any order of operands: a solution that repeats one is on its route. */
const ownComputation = (ctx: PartnerContext, c: ArithClaim) => ctx.ref.some((r) => r.lhs.leaves.length === 2 && r.lhs.op === c.lhs.op && sameLeaves(sorted(r), sorted(c)));

/** (a reference result nothing later uses is a side value: replacing it says nothing of the answer) */
const onRoute = (ctx: PartnerContext, k: number) => k === ctx.ref.length - 1 || ctx.ref.slice(k + 1).some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), ctx.ref[k].result)));

/**
 * (a reference quantity reached from one of the same numbers is another route to it, "300 × 1.3
 * = 390" for the reference's 90 + 300; "36 ÷ 3 = 12" is not the reference's 10 + 2 candies)
 */
const otherRoute = (ctx: PartnerContext, c: ArithClaim) =>
  ctx.ref.some((r) => sameNumber(r.result, c.result) && r.lhs.leaves.some((o) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), Math.abs(o)))));

const statedBy = (ctx: PartnerContext, i: number, v: number) =>
  ctx.stepQs.slice(0, i + 1).some((q) => q.claims.some((c) => sameNumber(c.result, v)) || q.stated.some((n) => sameNumber(Math.abs(n), v)));

/**
 * "the 5 major characters are paid 3 × 15000 = $45,000 together", then "60000 + 45000": the
 * partner that went wrong is the reference's partner (225,000) without a count (5) the reference
 * multiplies it by; the line that worked it out with that count written beside it, unused, is
 * where the count was left out.
 */
function countLeftOut(ctx: PartnerContext, i: number, c: ArithClaim, r: ArithClaim): WrongPartner | null {
  const { stepQs } = ctx;
  const mine = unshared(c, r);
  const theirs = unshared(r, c);
  if (mine === undefined || theirs === undefined) return null;
  const product = ctx.ref.find((p) => p.lhs.op === "*" && p.lhs.leaves.length === 2 && sameNumber(p.result, theirs) && p.lhs.leaves.some((l) => sameNumber(Math.abs(l), mine)));
  const count = product?.lhs.leaves.map(Math.abs).find((l) => !sameNumber(l, mine));
  if (count === undefined || !ctx.given.has(count)) return null;
  const j = stepQs.findIndex((q, k) => k < i && q.claims.some((x) => x.holds && sameNumber(x.result, mine)));
  if (j < 0) return null;
  // (not a line that keeps it per item: "each of the 5 gets 3 × 15000 = 45,000" is right)
  if (PER_ITEM.test(ctx.steps[j])) return null;
  const unused = stepQs[j].numbers.some((n) => sameNumber(Math.abs(n), count)) && !stepQs[j].claims.some((x) => x.lhs.leaves.some((l) => sameNumber(Math.abs(l), count)));
  return unused ? { index: j, value: mine, operation: false } : null;
}

/**
 * "Johanna then gives her turtles to Owen, so Owen receives all 16 of her turtles.", then "42 +
 * 16": a sentence that gives the wrong partner the role the reference line computes (it talks
 * about what that line talks about) is where the quantity went wrong, not the sum that uses it.
 * Only after the line that worked the partner out.
 */
function restatedPartner(ctx: PartnerContext, i: number, c: ArithClaim, r: ArithClaim, line: string): WrongPartner | null {
  const { steps, stepQs, refWithLine } = ctx;
  const mine = unshared(c, r);
  // (a value the solution worked out, not a given restated in its own role: "she reads 5 pages
  // in the morning", then "15 x 5")
  if (mine === undefined || ctx.given.has(mine)) return null;
  const about = contentWords(line);
  // (or about what the line that works out the reference's partner talks about: "So over the next
  // two weeks they buy 30 kg." where the reference's "For the next two weeks ... 30*2 = 60";
  // not a per-item sentence, "Each week they buy 30 kg.", which is true)
  const theirs = unshared(r, c);
  const partnerLines = theirs === undefined ? [] : refWithLine.filter((x) => sameNumber(x.claim.result, theirs)).map((x) => contentWords(x.line));
  const mineLines = refWithLine.filter((x) => sameNumber(x.claim.result, mine)).map((x) => contentWords(x.line));
  for (let j = i - 1; j >= 0; j--) {
    const q = stepQs[j];
    const words = contentWords(steps[j]);
    const talksOfPartner = !PER_ITEM.test(steps[j]) && partnerLines.some((w) => sharedWords(words, w) >= MIN_SHARED_WORDS);
    // "A third of the plants were strangled by weeds: 18 ÷ 3 = 6" where the reference's weeds
    // line is 12 / 3 = 4 and its 18 / 3 = 6 is what the rabbits ate: the line that works the
    // partner out says it finds the reference's partner (and nothing the reference finds as its
    // own value), so the quantity went wrong there (llm-c dev)
    if (q.claims.some((x) => sameNumber(x.result, mine))) {
      const asOwn = mineLines.some((w) => sharedWords(words, w) >= MIN_SHARED_WORDS);
      return talksOfPartner && !asOwn && q.claims.every((x) => x.holds) ? { index: j, value: mine, operation: false } : null;
    }
    if (q.claims.length || !q.numbers.some((n) => sameNumber(Math.abs(n), mine))) continue;
    return sharedWords(words, about) >= MIN_SHARED_WORDS || talksOfPartner ? { index: j, value: mine, operation: false } : null;
  }
  return null;
}
