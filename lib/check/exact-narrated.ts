// A misconception a student tells in words, with no computation to check: "I flipped 1/4 to 4/1
// and timesed it by 2/3" for 1/4 ÷ 2/3 (the dividend turned over, not the divisor), "I moved the
// 6 over to the -2 side and kept it + 6" for -2 = x + 6 (a term moved across without its sign
// changing). The line that tells it is the first faulty one (student-blind-64 dev).
import type { ErrorType } from "./types";
import type { ProblemContext } from "./exact-context";
import { evaluate } from "../math/evaluate";
import { binaryArgs, simpleFraction, terms } from "../math/misconceptions";
import { frac, valEquals } from "../math/rational";

/** "flipped 1/4", "flip the first fraction". */
const FLIPPED = /\bflip(?:ped|s|ping)?\s+(?:over\s+)?(?:the\s+)?(?:(first)\s+(?:one|fraction)|(\d+)\s*\/\s*(\d+))/i;
/** "moved the 6 over ... and kept it + 6", "moved 5 across, it stayed positive". */
const MOVED_KEPT = /\bmov(?:ed|e|ing)\s+(?:the\s+)?([-+]?\s*\d+)\b[^.;]*?\b(?:kept|keep|keeping|left|leave|stayed|stays?)\s+(?:it\s+)?(?:as\s+)?(?:a\s+)?(\+|plus|positive|-|−|minus|negative)/i;

/** The dividend of a division of two fractions, a/b ÷ c/d, or null. */
function dividend(ctx: ProblemContext): [bigint, bigint] | null {
  const args = ctx.expression ? binaryArgs(ctx.expression.node, "divide") : null;
  const [a, b] = args ? args.map((n) => simpleFraction(n)) : [null, null];
  return a && b ? a : null;
}

/** The sign of the constant term `n` on the equation's side with the variable, or null. */
function termSign(ctx: ProblemContext, n: number): 1 | -1 | null {
  const eq = ctx.equation;
  if (!eq) return null;
  for (const side of [eq.lhs, eq.rhs]) {
    if (!side.vars.length) continue;
    for (const t of terms(side.node)) {
      const v = evaluate(t.node);
      if (v !== null && valEquals(v, frac(n))) return t.sign;
    }
  }
  return null;
}

export function narratedMisconception(step: string, ctx: ProblemContext): ErrorType | null {
  const flip = FLIPPED.exec(step);
  const d = flip && (ctx.kind === "numeric" || ctx.kind === "expression") ? dividend(ctx) : null;
  if (flip && d && (flip[1] || (BigInt(flip[2]) === d[0] && BigInt(flip[3]) === d[1]))) return "fraction";
  const moved = ctx.kind === "equation" ? MOVED_KEPT.exec(step) : null;
  if (moved) {
    const n = Math.abs(Number(moved[1].replace(/\s/g, "")));
    const kept = /^(?:\+|plus|positive)$/i.test(moved[2]) ? 1 : -1;
    if (termSign(ctx, n) === kept) return "sign";
  }
  return null;
}
