// The reference's route worked out again with one quantity changed: an error model. When a
// solution's wrong answer is exactly what the reference's route gives with one of its quantities
// replaced (the part for the whole, a partial sum for the total, one given for another), that
// replacement is what went wrong.
import { sameNumber, type ArithClaim } from "./quantities";
import { evaluate } from "../math/evaluate";
import { parseExpr } from "../math/parse";
import { toNumber } from "../math/rational";
import { REL_TOL } from "../math/vocabulary/tolerance";

/**
 * "(3/4)*8000" with 8000 replaced: a claim that mixes operations is worked out again from its own
 * text, every number in it that was replaced written anew. Null when it does not evaluate.
 */
function substituted(text: string, valueOf: (v: number) => number): number | null {
  const written = (x: number) => (Number.isFinite(x) && (x === 0 || (Math.abs(x) >= REL_TOL && Math.abs(x) < 1e15)) ? `(${x.toFixed(12)})` : "nothing");
  const parsed = parseExpr(text.replace(/\d+(?:\.\d+)?/g, (n) => written(valueOf(Number(n)))));
  const v = parsed && !parsed.vars.length ? evaluate(parsed.node) : null;
  return v === null ? null : toNumber(v);
}

/** The four operations by their sign. */
export const APPLY: Record<string, (a: number, b: number) => number> = { "+": (a, b) => a + b, "-": (a, b) => a - b, "*": (a, b) => a * b, "/": (a, b) => a / b };

/**
 * The reference's last result when `from` is replaced by `to` from the claim that computes it on
 * (each later claim worked out again with one operation over its operands), or null where a claim
 * mixes operations and can't be worked out again that way.
 */
export function replay(claims: ArithClaim[], start: number, from: number, to: number): number | null {
  const now = new Map<number, number>([[from, to]]);
  const valueOf = (v: number) => [...now.entries()].find(([k]) => sameNumber(k, v))?.[1] ?? v;
  let last = to;
  for (const c of claims.slice(start + 1)) {
    const leaves = c.lhs.leaves.map(Math.abs);
    if (!leaves.some((l) => [...now.keys()].some((k) => sameNumber(k, l)))) continue;
    // ("(28/2)": the normaliser's brackets around a written quotient)
    const quotient = /^\(+\s*[\d.]+\s*\/\s*[\d.]+\s*\)+$/.test(c.lhs.text);
    const op = quotient ? "/" : c.lhs.op;
    const f = op ? APPLY[op] : undefined;
    const again = f && (quotient || !/[()]/.test(c.lhs.text)) ? leaves.map(valueOf).reduce((a, b) => f(a, b)) : substituted(c.lhs.text, valueOf);
    if (again === null) return null;
    last = again;
    now.set(c.result, last);
  }
  return last;
}
