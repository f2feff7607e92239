// Stage 2 of the word-problem check: which new quantities later lines turn back into reference
// results (a valid alternative path), and so which ones stay suspicious.
import { NumberSet, sameNumber, type ArithClaim } from "./quantities";
import type { NewQuantity, StepInfo, WordContext } from "./reference-word-context";
import { detour, sameMultiset } from "./reference-word-paths";

/** The values vindicated, and for each the earliest step whose claim turns it into a vindicated one. */
export interface Vindication {
  readonly vindicated: NumberSet;
  readonly usedFrom: ReadonlyArray<{ value: number; step: number }>;
}

/** Whether a step's new quantity still counts against it once later lines are taken into account. */
export type Suspicion = (n: NewQuantity, i: number) => boolean;

/**
 * A new quantity that later steps turn back into a reference result is a valid alternative path.
 * Only a later use vindicates: "10 x 1.50 = 15" before "40 - 30 = 10" says nothing of that 10.
 */
export function vindicate(ctx: WordContext, infos: readonly StepInfo[]): Vindication {
  const vindicated = new NumberSet(ctx.refResults.list());
  const usedFrom: Array<{ value: number; step: number }> = [];
  for (let round = 0; round < 4; round++) {
    infos.forEach((info, j) => {
      for (const c of info.q.claims)
        if (c.holds && vindicated.has(c.result) && !wrongFinal(ctx, c) && !c.lhs.leaves.some((l) => info.unexplained.has(Math.abs(l))))
          for (const l of c.lhs.leaves) {
            vindicated.add(l);
            usedFrom.push({ value: l, step: j });
          }
    });
  }
  return { vindicated, usedFrom };
}

/**
 * (a wrong final value vindicates nothing when the reference works that value out from other
 * operands: "6 + 8 = 14" for two chips at $3 and two pretzels, where the chips cost 7 × 2 = 14;
 * "3 + 4 = 7" as the reference adds them is that quantity, the answer stopped short of it)
 */
function wrongFinal(ctx: WordContext, c: ArithClaim): boolean {
  const { finalValue } = ctx;
  if (ctx.opts.answerVerdict !== false || !finalValue || !sameNumber(c.result, finalValue.value) || sameNumber(c.result, ctx.answerValue)) return false;
  const same = ctx.refClaims.filter((rc) => sameNumber(rc.result, c.result));
  const leaves = c.lhs.leaves.map(Math.abs).filter((l) => l !== 1);
  return same.length > 0 && !same.some((rc) => sameMultiset(leaves, rc.leaves.filter((l) => l !== 1)));
}

/** Suspicious: a false computation, a proven mistake, or a value no later line vindicates and that is no side remark. */
export function suspicionOf(ctx: WordContext, v: Vindication): Suspicion {
  const vindicatedAfter = (value: number, i: number) => ctx.refResults.has(value) || v.usedFrom.some((u) => u.step > i && sameNumber(Math.abs(u.value), Math.abs(value)));
  return (n, i) => n.kind === "arithmetic" || n.proven === true || (!vindicatedAfter(n.value, i) && !(n.claim && detour(ctx, i, n.value)));
}
