// Whether a student's quantity is on the reference's path (or one valid step from it): predicates
// that read only the frozen per-request context (reference-word-context.ts).
import { sameNumber, withinMultiset } from "./quantities";
import { evaluateWithPrecedence, type PrecedenceVariant } from "../math/evaluate";
import { parseExpr } from "../math/parse";
import { toNumber } from "../math/rational";
import { beyond } from "./reference-restated";
import { insideReference } from "./reference-inner";
import { provKey, type Prov } from "./reference-word-provenance";
import type { WordContext } from "./reference-word-context";
import { OPS } from "./reference-word-tables";

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

/**
 * "t = 5 + 3 × 5 × 4" for (5 + 3) × 5 × 4 minutes: worked with the addition first (or left to
 * right) the expression gives a reference quantity, so the numbers are right and the grouping,
 * the order of operations, is what went wrong.
 */
export const regroupedToReference = (ctx: WordContext, text: string, result: number): boolean => regroupsTo(text, result, (v) => ctx.refResults.has(v));

export const sameMultiset = (a: number[], b: number[]) => a.length === b.length && withinMultiset(a, b);

/**
 * "50 + 20 = 70" where the reference adds 50 + 20 + 210 + 420: a partial sum of the same numbers.
 * Where it takes several amounts from one ("450 - 150 - 36 - 50"), taking some of them first
 * ("450 - 150") or adding some of them up ("50 + 20 + 10") is on its path too.
 */
export function partOfReference(ctx: WordContext, leaves: number[], op: string | undefined): boolean {
  if (op === "-" && leaves.length === 2 && ctx.takenFromSummand.some(([a, d]) => sameNumber(Math.abs(leaves[0]), a) && sameNumber(Math.abs(leaves[1]), d))) return true;
  return (
    leaves.length >= 2 &&
    ctx.refGroups.some((g) =>
      g.op !== "-"
        ? g.op === op && withinMultiset(leaves, g.leaves)
        : (op === "-" && sameNumber(Math.abs(leaves[0]), g.leaves[0]) && withinMultiset(leaves.slice(1), g.leaves.slice(1))) ||
          (op === "+" && withinMultiset(leaves, g.leaves.slice(1))),
    )
  );
}

export const leftOutOfReferenceSum = (ctx: WordContext, leaves: number[]) => ctx.refSums.some((g) => g.length > leaves.length && withinMultiset(leaves, g));

/**
 * A student's quantity (value v from given numbers `prov`) is on a valid path when one more
 * operation with a given number or a reference quantity yields a reference quantity from
 * exactly the same given numbers: "20 * 8 = 160" is the reference's 640 ← {4, 8, 20} one step
 * early (160 * 4), although the reference never writes 160. A coincidence such as
 * "20 + 8 = 28", 28 + 4 = 32, fails: 32 comes from {4, 8}, not {4, 8, 20}.
 */
export function onValidPath(ctx: WordContext, v: number, prov: Prov, unitLeftOut?: (factor: number) => boolean): boolean {
  const { refProv, problemNums, unitFactorsInText } = ctx;
  if (refProv.has(v, prov)) return true;
  const partners: Array<{ value: number; prov: Prov }> = [...problemNums.list().map((n) => ({ value: n, prov: [Math.abs(n)] })), ...refProv.entries()];
  for (const target of refProv.entries()) {
    if (target.prov.length <= prov.length) continue;
    for (const x of partners) {
      if (provKey([...prov, ...x.prov]) !== provKey(target.prov)) {
        if (sharedGivenTakenTwice(v, prov, x, target)) return true;
        continue;
      }
      // (the one step left being a unit conversion the solution never applies is a conversion
      // forgotten, not a path: "5 x 1.50" for 5 dozen truffles, then added up)
      if (unitLeftOut && unitFactorsInText.includes(Math.abs(x.value)) && unitLeftOut(Math.abs(x.value))) continue;
      if (OPS.some((op) => sameNumber(op(v, x.value), target.value))) return true;
    }
  }
  return false;
}

/**
 * ("22000 − 9000 = 13000", then less half the 22000: the one given both sides share, taken away
 * in part, is counted twice; only that, and only by a subtraction)
 */
function sharedGivenTakenTwice(v: number, prov: Prov, x: { value: number; prov: Prov }, target: { value: number; prov: Prov }): boolean {
  const extra = beyond([...prov, ...x.prov], target.prov);
  const shared = extra.length === 1 && prov.some((p) => sameNumber(p, extra[0])) && x.prov.some((p) => sameNumber(p, extra[0])) && withinMultiset(target.prov, [...prov, ...x.prov]);
  return shared && (sameNumber(v - x.value, target.value) || sameNumber(x.value - v, target.value));
}

/**
 * A number the reference computes with but never works out, states or is given ("3 x 10 = 30"
 * with no line for the $10). One it names in words ("each jump shot counts as 2 points") is
 * a fact it brings in, not a gap.
 */
export function referenceGap(ctx: WordContext, v: number): boolean {
  if (ctx.problemNums.has(v) || ctx.refResults.has(v)) return false;
  const asOperand = ctx.refOps.filter((u) => sameNumber(u.value, Math.abs(v))).length;
  const mentioned = ctx.refMentions.filter((n) => sameNumber(n, Math.abs(v))).length;
  return asOperand > 0 && mentioned <= asOperand;
}

/**
 * The reference computes something from exactly these operands and gets another result: the
 * student combined the right numbers the wrong way ("14 - 4" where the reference has 14 + 4),
 * even when the wrong result happens to be some other reference quantity.
 */
export function recombined(ctx: WordContext, leaves: number[], result: number): boolean {
  const abs = leaves.map(Math.abs);
  if (abs.length < 2 || abs.every((x) => x <= 2 || x === 100)) return false;
  // (the same quantities, not just equal values: the reference's "10 - 2" subtracts from the
  // $10 left, {20, 10}, while "10 + 2" adds the hat and the pencil)
  const same = ctx.refClaims.filter((rc) => sameMultiset(abs, rc.leaves));
  // (a reference gap worked out is its path: "15 - 5 = 10" for the $10 price in "3 x 10 = 30",
  // where "5 x 15 = 75" multiplies another 5 with the 15)
  return same.length > 0 && !referenceGap(ctx, result) && same.every((rc) => !sameNumber(rc.result, result));
}

/** Numbers combined the way a reference line writes them, or inside one of its computations. */
export function writtenInReference(ctx: WordContext, leaves: number[], op: string | undefined, result?: number): boolean {
  const abs = leaves.map(Math.abs);
  if (abs.length >= 2 && result !== undefined && insideReference(ctx.inner, abs, result)) return true;
  return abs.length >= 2 && ctx.refWritten.some((w) => w.op === op && (w.group ? withinMultiset(abs, w.leaves) : sameMultiset(abs, w.leaves)));
}

/** A later claim computes with v: the student's path goes on from it. */
export const usedLater = (ctx: WordContext, i: number, v: number) =>
  ctx.stepQs.slice(i + 1).some((q) => q.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), Math.abs(v)))));

/** Neither used later nor the final answer: a side remark, not part of the path to the answer. */
export function detour(ctx: WordContext, i: number, v: number): boolean {
  const { finalValue, stepQs } = ctx;
  // any later mention counts, also as a percent (0.2 → "20%") or without its sign, and a rate
  // as the multiplier it makes ("25% off", then "× 0.75")
  const rate = Math.abs(v) > 0 && Math.abs(v) < 1 ? [1 - Math.abs(v), 1 + Math.abs(v)] : [];
  const forms = [v, v * 100, v / 100, ...rate].map(Math.abs);
  const mentioned = (n: number) => forms.some((f) => sameNumber(Math.abs(n), f));
  return !usedLater(ctx, i, v) && !(finalValue && mentioned(finalValue.value)) && !stepQs.slice(i + 1).some((q) => q.numbers.some(mentioned));
}
