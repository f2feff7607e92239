// The context a reference complaint was made in, so that its precision can be measured per
// context (`npm run calibrate`) and a context measured below the bar gated (rules/gate.ts): an
// unexplained quantity is a different claim when it is worked from the problem's givens alone on
// the first line than when it is worked from the solution's own results and never used again.
import { sameNumber } from "./quantities";
import type { NewQuantity, StepInfo, WordContext } from "./reference-word-context";

/** What the flagged quantity was worked from: only given numbers, an earlier result, or no computation (a stated number). */
export type FlagOperands = "givens" | "worked" | "stated";

/** "operands/use/position", e.g. "givens/used-later/first-line". */
export function flagContext(ctx: WordContext, infos: readonly StepInfo[], flagged: number, n: NewQuantity): string {
  return [operandsOf(ctx, infos[flagged], n), usedLater(infos, flagged, n.value) ? "used-later" : "unused", firstLine(infos, flagged) ? "first-line" : "later-line"].join("/");
}

function operandsOf(ctx: WordContext, info: StepInfo, n: NewQuantity): FlagOperands {
  // (a quantity found without its computation, "ref.recomputed-given": the true claim that gives it)
  const leaves = n.computation?.leaves ?? info.q.claims.find((c) => c.holds && sameNumber(c.result, n.value))?.lhs.leaves;
  if (!leaves?.length) return "stated";
  return leaves.every((l) => ctx.problemNums.has(l) || ctx.problemNums.has(Math.abs(l))) ? "givens" : "worked";
}

/** A later line computes with the value or states it again. */
function usedLater(infos: readonly StepInfo[], flagged: number, value: number): boolean {
  return infos.slice(flagged + 1).some((info) => info.q.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), Math.abs(value)))) || info.q.numbers.some((x) => sameNumber(x, value)));
}

/** No line before it holds a number: the solution's first move. */
function firstLine(infos: readonly StepInfo[], flagged: number): boolean {
  return infos.slice(0, flagged).every((info) => !info.q.numbers.length);
}
