// The reference's route worked out again with one quantity changed: an error model. When a
// solution's wrong answer is exactly what the reference's route gives with one of its quantities
// replaced (the part for the whole, a partial sum for the total, one given for another), that
// replacement is what went wrong.
import { sameNumber, type ArithClaim } from "./quantities";

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
    if (!f || (!quotient && /[()]/.test(c.lhs.text))) return null;
    last = leaves.map(valueOf).reduce((a, b) => f(a, b));
    now.set(c.result, last);
  }
  return last;
}
