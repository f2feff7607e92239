// What kind of error a student's quantity off the reference's path shows (wrong operation or wrong
// quantity, a fraction slip), and which operand another number replaced: predicates on the frozen
// per-request context (reference-word-context.ts).
import type { ErrorType } from "./types";
import { sameNumber, withinMultiset } from "./quantities";
import { APPLY } from "./reference-replay";
import type { WordContext } from "./reference-word-context";
import { sameMultiset } from "./reference-word-paths";

/**
 * "20 + 8" where the reference only ever multiplies 20 and 8 (8 * 4, 32 * 20): rates and counts
 * added together, hard to explain as another valid route.
 */
export const addsFactors = (ctx: WordContext, leaves: number[], op: string | undefined) =>
  (op === "+" || op === "-") &&
  leaves.length === 2 &&
  leaves.every((l) => {
    const uses = ctx.refOps.filter((u) => sameNumber(u.value, Math.abs(l)));
    return uses.length > 0 && uses.every((u) => u.op === "*" || u.op === "/");
  });

/** The reference combines these same operands (with some operation). */
export const sameOperandsAsReference = (ctx: WordContext, leaves: number[]) => leaves.length >= 2 && ctx.refOperandSets.some((ref) => withinMultiset(leaves, ref));

/** A number as the reference computes with it: a percent the problem states is its rate ("15%" is 0.15). */
const asStated = (ctx: WordContext, l: number) => (new RegExp(`(?<![\\d.])${Math.abs(l)}\\s*%`).test(ctx.problem) ? Math.abs(l) / 100 : Math.abs(l));

/**
 * The reference never combines these numbers, and one of them is a number the problem states:
 * a wrong number was taken ("$20 - $2" where the reference takes the pencil from the $10 left,
 * "16 cards × 75" for the 36 used), not a wrong operation on the right ones. ("180 ÷ 15" for
 * 0.15 × 180 combines the reference's numbers; rates and counts added, "20 + 8" for $20 an hour
 * × 8 hours, stay a wrong operation.)
 */
const strayGiven = (ctx: WordContext, leaves: number[], op: string | undefined) =>
  leaves.length >= 2 &&
  !sameOperandsAsReference(ctx, leaves.map((l) => asStated(ctx, l))) &&
  !sameOperandsAsReference(ctx, leaves.map(Math.abs)) &&
  !addsFactors(ctx, leaves, op) &&
  leaves.some((l) => ctx.problemNums.has(Math.abs(l)));

/**
 * The reference repeats one multiplication ("50 × 2 = 100", "100 × 2 = 200", … doubling each
 * hour): multiplying by how many times it repeats ("2 × 5 = 10 times", "100 × 5") or repeating it
 * once more than the problem asks ("week 5: 32 × 2") misses what the repetition means: a wrong
 * operation, however the numbers fall.
 */
function misrepeats(ctx: WordContext, leaves: number[], op: string | undefined): boolean {
  const { repeated } = ctx;
  if (!repeated || op !== "*" || leaves.length < 2) return false;
  const abs = leaves.map(Math.abs);
  const inChain = (l: number) => sameNumber(l, repeated.factor) || repeated.values.some((v) => sameNumber(v, l));
  const count = abs.filter((l) => !inChain(l));
  if (count.length === 0) return abs.some((l) => sameNumber(l, repeated.values.at(-1)!));
  return count.length === 1 && ctx.problemNums.has(count[0]) && !ctx.refOps.some((u) => sameNumber(u.value, count[0]));
}

/**
 * Wrong operation or wrong quantity for a true computation off the reference's path: a
 * misread repetition is an operation; otherwise an operation when the caller's evidence says so
 * (`operationLikely`) and no given number stands where the reference never puts it.
 */
export const operationOrQuantity = (ctx: WordContext, leaves: number[], op: string | undefined, operationLikely: boolean): ErrorType =>
  misrepeats(ctx, leaves, op) || (operationLikely && !strayGiven(ctx, leaves, op)) ? "wrong-operation" : "wrong-quantity";

/**
 * "2/5 of the 150" where the reference takes 2/5 × 150: "150 / 5 = 30" is one fifth, and a
 * solution that never multiplies it by the 2 took one part for the fraction (a fraction slip;
 * one more step would have made it a valid path, so it is checked before that path).
 */
export function onePartOnly(ctx: WordContext, leaves: number[], op: string | undefined, result: number, i: number): boolean {
  if (op !== "/" || leaves.length !== 2) return false;
  const [whole, parts] = leaves.map(Math.abs);
  const numerators = ctx.refClaims
    .filter((rc) => rc.leaves.length === 3 && sameMultiset([whole, parts], rc.leaves.filter((l) => sameNumber(l, whole) || sameNumber(l, parts))))
    .flatMap((rc) => rc.leaves.filter((l) => !sameNumber(l, whole) && !sameNumber(l, parts)))
    .filter((a) => Number.isInteger(a) && a >= 2 && a < parts);
  if (!numerators.length) return false;
  const scaledLater = ctx.stepQs
    .slice(i)
    .some((q) => q.claims.some((c2) => c2.lhs.op === "*" && c2.lhs.leaves.some((l) => sameNumber(Math.abs(l), result)) && c2.lhs.leaves.some((l) => numerators.some((a) => sameNumber(Math.abs(l), a)))));
  return !scaledLater;
}

/**
 * The same operation with one operand swapped for another number at hand gives a reference
 * quantity ("15 × 5" where the reference has 15 × 7): the student used the wrong number, not
 * the wrong operation. The index of the operand that another number replaces, or -1.
 */
export function otherNumber(ctx: WordContext, leaves: number[], written: string | undefined, text = ""): number {
  // "72 / 3" is read as one written fraction "(72/3)": its operation is still a division
  const op = written ?? (/^\(\s*[\d.]+\s*\/\s*[\d.]+\s*\)$/.test(text) ? "/" : undefined);
  // "2/5 of 200", "50% of 300" are read as 2 / 5 * 200: the fraction and its base are the two operands
  const fracOf = text.match(/^\(*\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)*\s*\*/);
  if (op === "*" && leaves.length === 3 && fracOf) return [-1, 0, 2][otherNumber(ctx, [leaves[0] / leaves[1], leaves[2]], "*") + 1];
  const f = op ? APPLY[op] : undefined;
  if (!f || leaves.length !== 2) return -1;
  const pool = [...ctx.problemNums.list(), ...ctx.refAll.list(), ...ctx.refResults.list()];
  return [0, 1].findIndex((j) =>
    pool.some((x) => {
      if (sameNumber(x, Math.abs(leaves[j]))) return false;
      const args = j === 0 ? [x, leaves[1]] : [leaves[0], x];
      return ctx.refResults.has(f(args[0], args[1]));
    }),
  );
}

/** A number near a given one (46 for 48): most likely misread. */
export const nearGiven = (ctx: WordContext, n: number) => ctx.problemNums.list().some((g) => g >= 3 && !sameNumber(g, n) && Math.abs(g - n) <= Math.max(2, 0.1 * g));

/** Two of the values and an operation that give the target, or null. */
export function combos(values: readonly number[], target: number): { leaves: [number, number]; op: string } | null {
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
export function ofTwoGiven(values: readonly number[], target: number): boolean {
  return values.some((a) => values.some((b) => !sameNumber(a, b) && [a + b, a - b, a * b, a / b].some((r) => sameNumber(r, target))));
}
