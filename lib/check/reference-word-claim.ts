// Judging one true claim of a student line against the reference (stage 1 of the word-problem
// check, called by reference-word-scan.ts): on the reference's path, a proven mistake, a given
// number recomputed, or a computation nothing explains.
import { sameNumber, withinMultiset, type ArithClaim } from "./quantities";
import { UNIT_FACTORS } from "../math/units";
import { relationTakenAsAmount } from "./reference-restated";
import { fractionOfWrongBase, restOfOwnPart, wholeBeforeSplit } from "./reference-part";
import { totalOfLikeGivens } from "./reference-total";
import { ageShift } from "./reference-age";
import { differenceOfRates, rateOfGivens } from "./reference-rate";
import { provKey, type Prov } from "./reference-word-provenance";
import type { NewQuantity, WordContext } from "./reference-word-context";
import { CONSTANTS, OPS } from "./reference-word-tables";
import { leftOutOfReferenceSum, onValidPath, partOfReference, recombined, referenceGap, regroupedToReference, usedLater, writtenInReference } from "./reference-word-paths";
import { addsFactors, nearGiven, onePartOnly, operationOrQuantity, otherNumber, sameOperandsAsReference } from "./reference-word-kinds";
import { constantOnly, isTrivial, known, type ClaimAt, type Trail } from "./reference-word-trail";

/** What one claim adds to its line: a new quantity, and operands accepted for the result alone. */
export interface ClaimVerdict {
  news: NewQuantity | null;
  unexplained: number[];
}

const NOTHING: ClaimVerdict = { news: null, unexplained: [] };
const found = (news: NewQuantity): ClaimVerdict => ({ news, unexplained: [] });

export function judgeClaim(ctx: WordContext, trail: Trail, at: ClaimAt): ClaimVerdict {
  const { c, i, operandsKnown } = at;
  // ("In 10 years, Matt will be 5 + 10 = 15": an age moved by the problem's span of years is
  // true of the person, whatever the reference does; its misuse is where it is used)
  if (operandsKnown && ageShift(ctx.problem, ctx.steps[i], c.lhs.op, c.lhs.leaves)) return NOTHING;
  // "30% = 3 x 12 = 36": a few times a building block of the reference's percent
  const blocks = c.lhs.op === "*" && c.lhs.leaves.length === 2 && c.lhs.leaves.some((l) => ctx.percentParts.has(Math.abs(l))) && c.lhs.leaves.some((l) => Number.isInteger(l) && l >= 2 && l <= 9);
  if (blocks) return NOTHING;
  // (the reference's own operands combined another way is no valid path, even when one more
  // step happens to reach a reference quantity: "36 ÷ 2 = 18" where the reference has 36 × 2)
  const miscombined = recombined(ctx, c.lhs.leaves, c.result);
  const before = provenBeforePath(ctx, trail, at);
  if (before) return found(before);
  if (onReferencePath(ctx, at, miscombined)) return NOTHING;
  const after = provenOffPath(ctx, at, miscombined);
  if (after) return found(after);
  if (ctx.avail.has(c.result) && !constantOnly(ctx, c.result)) return availableResult(ctx, trail, at);
  if (trail.produced.has(c.result) && operandsKnown) return NOTHING; // restating an earlier result
  if (operandsKnown && wholeBeforeSplit(ctx.refTrue, c.lhs.leaves, c.lhs.op)) return NOTHING;
  // ("2100 pages ÷ 5 books = 420 pages/book": a rate the step names right, blamed where it is misused)
  if (operandsKnown && rateOfGivens(ctx.problem, ctx.steps[i], c.lhs.op, c.lhs.leaves, c.result)) return NOTHING;
  return found(unexplainedComputation(ctx, trail, at));
}

/** Mistakes checked before the path, since one more step would have made them a valid path. */
function provenBeforePath(ctx: WordContext, trail: Trail, at: ClaimAt): NewQuantity | null {
  const { c, i, prov } = at;
  const fixed = { value: c.result, trivial: false, strong: true, proven: true, claim: true } as const;
  if (onePartOnly(ctx, c.lhs.leaves, c.lhs.op, c.result, i)) return { ...fixed, kind: "fraction", rule: "ref.one-part-only" };
  if (coincidentRoute(ctx, trail, c.result, at.computedProv, c.lhs.leaves)) {
    // (another operation on the same two numbers reaching the answer is the operation gone wrong:
    // 9 cookies ÷ 3 batches = 3)
    const [a, b] = c.lhs.leaves;
    const answerByOtherOp = c.lhs.leaves.length === 2 && OPS.some((op) => sameNumber(op(a, b), ctx.answerValue));
    return { ...fixed, kind: answerByOtherOp ? "wrong-operation" : "wrong-quantity", rule: "ref.coincident-route" };
  }
  // ("12 - 6 - 2" for "2 sandwiches less": the relation taken as the amount it gives; "half of
  // 600" for half of the 360 left: the fraction taken of the wrong base)
  // (the reference's own computation done again where it goes on from a new amount: "0.25 ×
  // 440 = 110" a second time, for the 25% fall from $550)
  const wrongAnswer = ctx.opts.answerVerdict === false;
  const again = wrongAnswer && ctx.stepQs.slice(0, i).some((q2) => q2.claims.some((c2) => c2.holds && sameNumber(c2.result, c.result) && c2.lhs.text === c.lhs.text));
  if (wrongAnswer && (!ctx.refProv.has(c.result, prov) || again) && (relationTakenAsAmount(ctx.relational, ctx.refTrue, c) || fractionOfWrongBase(ctx.refTrue, c, again)))
    return { ...fixed, kind: "wrong-quantity", rule: "ref.relation-as-amount" };
  return null;
}

/**
 * The wrong final value equals a quantity the reference works out on the way, but the solution
 * computed it from MORE given numbers than the reference needs for it ("81 ÷ 9 = 9 cookies",
 * then "9 × 3 = 27 cookies in a batch", where the reference's 27 is 81 ÷ 3 chips): the extra
 * number shows another route that lands on that value by chance, through a quantity of the
 * solution's own that the reference never works out (the 9 cookies). The student did not stop
 * one step short; the step that computes it went wrong.
 */
function coincidentRoute(ctx: WordContext, trail: Trail, value: number, prov: Prov, leaves: number[]): boolean {
  const { finalValue } = ctx;
  if (ctx.opts.answerVerdict !== false || !finalValue || !sameNumber(finalValue.value, value) || sameNumber(value, ctx.answerValue)) return false;
  const ownQuantity = leaves.some((l) => !ctx.refResults.has(Math.abs(l)) && trail.prov.entries().some((e) => sameNumber(e.value, Math.abs(l))));
  if (!ownQuantity) return false;
  const refs = ctx.refComputedProv.entries().filter((e) => sameNumber(e.value, value));
  return refs.length > 0 && refs.every((e) => e.prov.length < prov.length && withinMultiset(e.prov, prov));
}

/** The same quantity as the reference's, or one step from it when the solution goes on from it. */
function onReferencePath(ctx: WordContext, at: ClaimAt, miscombined: boolean): boolean {
  const { c, i, prov, operandsKnown } = at;
  const { leaves, op } = c.lhs;
  // (a negative count or amount is off the path when the reference has none: "6 - 10 = -4 hours")
  if (c.result < 0 && !ctx.refHasNegative) return false;
  // (a partial sum of the reference's numbers that the solution stops at left something out:
  // "8 + 14 + 2 = 24" and the answer 24 where the reference adds 4 + 8 + 14 + 2)
  // (taking a second amount from the same total ignores what the first took: "20 - 10 = 10",
  // then "20 - 2 = 18")
  const takenTwice = op === "-" && ctx.stepQs.slice(0, i).some((q2) => q2.claims.some((c2) => c2.lhs.op === "-" && sameNumber(Math.abs(c2.lhs.leaves[0]), Math.abs(leaves[0]))));
  const final = ctx.finalValue;
  const partial = () => partOfReference(ctx, leaves, op) && !takenTwice && !(final && i <= final.index && sameNumber(final.value, c.result) && !usedLater(ctx, i, c.result));
  const neverConverted = (f: number) =>
    !ctx.stepQs.slice(i + 1).some((q2) => q2.claims.some((c2) => c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), c.result)) && c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), f))));
  // (a total of like givens that the solution goes on computing with is true; the blame, if
  // any, falls where it is used)
  const likeTotal = () => usedLater(ctx, i, c.result) && !(final && sameNumber(final.value, c.result)) && totalOfLikeGivens(ctx.problem, ctx.steps[i], op, leaves);
  return (
    distributes(ctx, c, i) ||
    ctx.refProv.has(c.result, prov) ||
    // (a number the solution worked out is that quantity even when a given has its value: "25
    // words ÷ 5 min = 5 words a minute", then "120 × 5 = 600 words" is the reference's 24 × 25)
    ctx.refProv.has(c.result, at.computedProv) ||
    partial() ||
    writtenInReference(ctx, leaves, op, c.result) ||
    (operandsKnown && differenceOfRates(ctx.problem, op, leaves)) ||
    (operandsKnown && restOfOwnPart(ctx.refTrue, ctx.problemNums, leaves, op)) ||
    (!miscombined && onValidPath(ctx, c.result, prov, neverConverted) && usedLater(ctx, i, c.result)) ||
    likeTotal()
  );
}

/**
 * One piece of a distributed sum that the solution goes on computing with is on the path only
 * when something is added to it ("5 min × 5 days = 25", then "25 × 4" left the pants' 3 × 5 out;
 * stopping at it is blamed where the answer is stated); a piece of a distributed difference only
 * when something is taken away from it later ("200 - 2" is where that solution goes wrong).
 */
function distributes(ctx: WordContext, c: ArithClaim, i: number): boolean {
  if (c.lhs.op !== "*" || c.lhs.leaves.length !== 2) return false;
  const later = ctx.stepQs.slice(i + 1);
  const subtractedLater = () => later.some((q2) => q2.claims.some((c2) => c2.lhs.op === "-" && c2.lhs.leaves.length >= 2 && sameNumber(Math.abs(c2.lhs.leaves[0]), c.result)));
  const addedLater = () => later.some((q2) => q2.claims.some((c2) => c2.lhs.op === "+" && c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), c.result))));
  const key = provKey(c.lhs.leaves);
  return (ctx.distributed.has(key) && (addedLater() || !usedLater(ctx, i, c.result))) || (ctx.distributedMinuends.some((d) => d.key === key) && subtractedLater());
}

/** Mistakes proven once the claim is off the path: another operation, another grouping, the reference's operands recombined. */
function provenOffPath(ctx: WordContext, at: ClaimAt, miscombined: boolean): NewQuantity | null {
  const { c, prov } = at;
  const [x, y] = c.lhs.leaves;
  // the same two operands combined another way would have been on the reference's path
  // (only when that other result IS a reference quantity from the same given numbers: with
  // one more step allowed, some operation of two numbers hits something by coincidence;
  // and not for a reference gap worked out, as in recombined: "15 - 5 = 10" for the $10 of
  // "3 x 10 = 30", where 15 x 5 = 75 multiplies another 5)
  const otherOp = c.lhs.leaves.length === 2 && !referenceGap(ctx, c.result) && OPS.some((op) => !sameNumber(op(x, y), c.result) && ctx.refProv.has(op(x, y), prov));
  const fixed = { value: c.result, trivial: false, strong: true, proven: true } as const;
  if (otherOp) return { ...fixed, claim: true, kind: "wrong-operation", rule: "ref.other-operation-on-path" };
  if (regroupedToReference(ctx, c.lhs.text, c.result)) return { ...fixed, claim: true, kind: "order-of-operations", rule: "ref.regrouped-to-reference" };
  if (miscombined) return { ...fixed, kind: "wrong-operation", rule: "ref.recombined-operands" };
  return null;
}

/**
 * A result at hand (given, the reference's, a constant): computing a number the problem already
 * states ("12 ÷ 4 = 3" when 3 is given) is odd unless the reference computes it too.
 */
function availableResult(ctx: WordContext, trail: Trail, at: ClaimAt): ClaimVerdict {
  const { c, operandsKnown } = at;
  const { problemNums, refResults, refAll } = ctx;
  // (a reference result in dollars for cents, "1.08 x 4 = 4.32" for 432 cents, is that result)
  const scaledResult = !problemNums.has(c.result) && refResults.list().some((r) => sameNumber(r / 100, c.result) || sameNumber(r * 100, c.result));
  // (stated numbers only: a discount multiplier such as 0.95 is at hand, not given)
  // (nor one the reference computes with but leaves to the reader: working it out is its path)
  const onlyGiven =
    !scaledResult &&
    !referenceGap(ctx, c.result) &&
    !refResults.has(c.result) &&
    c.lhs.leaves.length > 1 &&
    (problemNums.has(c.result) || refAll.has(c.result) || CONSTANTS.includes(Math.abs(c.result))) &&
    !ctx.percentParts.has(c.result);
  const omitted = c.lhs.op === "+" && leftOutOfReferenceSum(ctx, c.lhs.leaves);
  const kind = operationOrQuantity(ctx, c.lhs.leaves, c.lhs.op, !omitted && operandsKnown && otherNumber(ctx, c.lhs.leaves, c.lhs.op, c.lhs.text) < 0);
  const news: NewQuantity | null =
    onlyGiven && !byIdentity(ctx, at) && !trail.computed.has(c.result) && !converts(ctx, c) && !rateOrTotal(ctx, at) ? { value: c.result, kind, trivial: false, strong: true, rule: "ref.recomputed-given" } : null;
  // "5 albums x 9 = 45" hits the reference's 45 from a 5 nobody gave: the result is
  // explained, the operand is not; it is judged like any other number the step brings in
  // (only for reference results: a constant such as 24 hours explains its operands)
  const unexplained = refResults.has(c.result) ? c.lhs.leaves.filter((l) => !known(ctx, trail, l) && !known(ctx, trail, Math.abs(l))).map(Math.abs) : [];
  return { news, unexplained };
}

/**
 * (a given number used as an operand earlier is still not a result: "10 x 1.50", then "40 - 30 =
 * 10"; a unit change is no recomputation: "100 mm is 100 ÷ 10 = 10 cm")
 */
function converts(ctx: WordContext, c: ArithClaim): boolean {
  const [a, b] = c.lhs.leaves.map(Math.abs);
  return (
    c.lhs.leaves.length === 2 &&
    (c.lhs.op === "*" || c.lhs.op === "/") &&
    [a, b].some((f) => ctx.unitFactorsInText.includes(f)) &&
    [a * b, a / b, b / a].some((x) => sameNumber(x, Math.abs(c.lhs.value)))
  );
}

/**
 * (nor a rate or total one operation short of the answer that happens to equal a given number:
 * "81 ÷ 9 = 9 cookies" in all where a cookie has nine chips and 9 ÷ 3 batches is the answer; a
 * sum or difference that lands on one has most likely left a number out)
 */
const rateOrTotal = (ctx: WordContext, at: ClaimAt) => (at.c.lhs.op === "*" || at.c.lhs.op === "/") && at.operandsKnown && onValidPath(ctx, at.c.result, at.prov);

/**
 * (nor a given restated through one: "Barney (1 minute): 45 × 1 = 45 sit-ups", llm-o dev; unless
 * the reference pairs that 1 with another number: "go-karts: 1 x 5" for its 1 × 4)
 */
function byIdentity(ctx: WordContext, at: ClaimAt): boolean {
  const { c } = at;
  const identity = c.lhs.op === "*" || c.lhs.op === "/" ? 1 : c.lhs.op === "+" || c.lhs.op === "-" ? 0 : null;
  return (
    at.operandsKnown &&
    identity !== null &&
    c.lhs.leaves.length === 2 &&
    c.lhs.leaves.some((l) => sameNumber(Math.abs(l), identity)) &&
    !ctx.refTrue.some((r) => r.lhs.op === c.lhs.op && r.lhs.leaves.some((l) => sameNumber(Math.abs(l), identity)))
  );
}

/**
 * The same two operands combined another way give a reference result ("18 + 2" for 18 x 2 =
 * 36): the operation is what went wrong, even when swapping an operand would also hit one (only
 * the confusions students make: adding for multiplying or subtracting, dividing for multiplying
 * or subtracting, and back).
 */
const PARTNER: Record<string, Array<(a: number, b: number) => number>> = {
  "+": [(a, b) => a * b, (a, b) => a - b],
  "-": [(a, b) => a / b, (a, b) => a + b],
  "*": [(a, b) => a + b, (a, b) => a / b],
  "/": [(a, b) => a - b, (a, b) => a * b],
};

/** A true computation that nothing at hand explains: how it was computed and what kind of error it shows. */
function unexplainedComputation(ctx: WordContext, trail: Trail, at: ClaimAt): NewQuantity {
  const { c, operandsKnown, prov } = at;
  const swapAt = otherNumber(ctx, c.lhs.leaves, c.lhs.op, c.lhs.text);
  // "8 × 7" looks like a days-per-week conversion, but the problem says 5 days and the
  // reference does 8 × 5: a factor the problem never states, replaced, is no conversion
  // (only a plain product: in "10% of 120" neither 10 nor 100 is a unit factor)
  const swappedFactor = swapAt >= 0 && c.lhs.leaves.length === 2 && UNIT_FACTORS.includes(Math.abs(c.lhs.leaves[swapAt])) && !ctx.problemNums.has(Math.abs(c.lhs.leaves[swapAt]));
  // a sum that falls one number at hand short of a reference result left that number out
  const omitted = c.lhs.op === "+" && leftOutOfReferenceSum(ctx, c.lhs.leaves);
  const isKnown = (l: number) => known(ctx, trail, l) || known(ctx, trail, Math.abs(l));
  return {
    value: c.result,
    claim: true,
    computation: { leaves: c.lhs.leaves.map(Math.abs), op: c.lhs.op, prov, omitted },
    // (the same operands another way hitting a reference result settles it: an operation)
    kind: operandsKnown && !omitted && otherOperationHits(ctx, at) ? "wrong-operation" : operationOrQuantity(ctx, c.lhs.leaves, c.lhs.op, operandsKnown && !omitted && swapAt < 0),
    // (the exact value: "160/60 = 2.67" is the conversion, rounded)
    trivial: !swappedFactor && isTrivial(ctx, trail, c.lhs.value, c.lhs.leaves, prov),
    strong: !operandsKnown || swappedFactor || sameOperandsAsReference(ctx, c.lhs.leaves) || addsFactors(ctx, c.lhs.leaves, c.lhs.op),
    misread: c.lhs.leaves.some((l) => !isKnown(l) && nearGiven(ctx, Math.abs(l))),
    rule: "ref.unexplained-computation",
  };
}

/** Another operation students confuse with this one, on the same two known operands, gives a reference result. */
function otherOperationHits(ctx: WordContext, at: ClaimAt): boolean {
  const { c, i } = at;
  if (c.lhs.leaves.length !== 2) return false;
  const alts = c.lhs.op ? (PARTNER[c.lhs.op] ?? []) : [];
  // (not 0 or 1: "4 ÷ 4 = 1" hits a count the reference states by chance; a result in cents for
  // dollars is that result)
  const hitsReference = (x: number) => !sameNumber(x, 0) && !sameNumber(x, 1) && (ctx.inCents ? [x, x * 100, x / 100] : [x]).some((y) => ctx.refResults.has(y));
  // (nor the other way that only undoes the solution's own computation of an operand: "40 x 5"
  // for 4 weeks after "8 x 5 = 40" a week, where 40 ÷ 5 gives back the 8, student-blind-66
  // dev; the 5 is a wrong number, not a wrong operation; another operation that gives the
  // answer itself still names the operation: measured on a held-out test half, answer only)
  const undoes = (x: number) =>
    c.lhs.leaves.some((a, k) => {
      const other = Math.abs(c.lhs.leaves[1 - k]);
      const has = (p: ArithClaim, v: number) => p.lhs.leaves.some((l) => sameNumber(Math.abs(l), v));
      return ctx.stepQs.slice(0, i).some((q) => q.claims.some((p) => p.holds && p.lhs.leaves.length === 2 && sameNumber(p.result, Math.abs(a)) && has(p, x) && has(p, other)));
    });
  return alts.some((alt) => {
    const x = alt(c.lhs.leaves[0], c.lhs.leaves[1]);
    return hitsReference(x) && (sameNumber(x, ctx.answerValue) || !undoes(x));
  });
}
