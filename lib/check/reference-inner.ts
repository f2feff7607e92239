// A computation the reference writes inside a longer one: "$40 - (1/5)*40 = $32" takes a fifth of
// the 40 without a line of its own, so "40 × 1/5 = 8" (what he spent on Tuesday) is on its path,
// though 8 is no result the reference states. The same numbers, the same value: the same quantity.
import type { MathNode } from "mathjs";
import { type ArithClaim, sameNumber, withinMultiset } from "./quantities";
import { evaluate } from "../math/evaluate";
import { parseExpr } from "../math/parse";
import { toNumber } from "../math/rational";

const ARITHMETIC = new Set(["add", "subtract", "multiply", "divide"]);
/** Operations of one precedence: a run of them is one chain. */
const KIND: Record<string, string> = { add: "sum", subtract: "sum", multiply: "product", divide: "product" };
const fnOf = (n: MathNode) => (n as unknown as { fn: string }).fn;

export interface Inner {
  leaves: number[];
  value: number;
}

const constants = (node: MathNode): number[] =>
  node.filter((n) => n.type === "ConstantNode").map((n) => Math.abs(Number((n as unknown as { value: unknown }).value)));

/** Every proper sub-computation of the reference's true claims, with its numbers and value. */
export function innerComputations(claims: readonly ArithClaim[]): Inner[] {
  const out: Inner[] = [];
  for (const c of claims) {
    const parsed = parseExpr(c.lhs.text);
    if (!parsed) continue;
    parsed.node.traverse((n, _path, parent) => {
      if (n === parsed.node || n.type !== "OperatorNode" || !ARITHMETIC.has(fnOf(n))) return;
      // (not a part of a chain of one kind: "120 - 30" of "120 - 30 - 15" is a partial
      // difference, which a solution that stops there has left something out of)
      const above = parent && (parent.type === "ParenthesisNode" ? null : parent);
      if (above && above.type === "OperatorNode" && KIND[fnOf(above)] === KIND[fnOf(n)]) return;
      const v = evaluate(n);
      const leaves = constants(n);
      if (v === null || leaves.length < 2) return;
      out.push({ leaves, value: toNumber(v) });
    });
  }
  return out;
}

/** The step computes exactly one of those: the same numbers (in any order) and the same value. */
export function insideReference(inner: readonly Inner[], leaves: readonly number[], result: number): boolean {
  const abs = leaves.map(Math.abs);
  return inner.some((x) => x.leaves.length === abs.length && withinMultiset(abs, x.leaves) && sameNumber(x.value, result));
}
