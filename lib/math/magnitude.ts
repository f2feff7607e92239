// Lower bounds on the size of expressions too big to evaluate exactly ("10^10000", "9^9^9^9",
// "2^(2^64)"). A bound is a proof: "10^10000 = 10" is false because 10^10000 ≥ 10^9999, without
// ever holding the number. Only positive sums, products and powers are bounded; anything that
// could cancel (a difference, a quotient, a negative base) has no bound, and the claim stays
// unchecked ("unsure") rather than guessed.
import type { MathNode } from "mathjs";
import { evaluate } from "./evaluate";
import { toNumber } from "./rational";
import { REL_TOL } from "./vocabulary/tolerance";

interface OpNode {
  type: "OperatorNode";
  fn: string;
  args: MathNode[];
}

/** A lower bound L with value ≥ 10^L (L may be Infinity: beyond any double), or null. */
export function log10LowerBound(node: MathNode): number | null {
  if (node.type === "ParenthesisNode") return log10LowerBound((node as unknown as { content: MathNode }).content);
  const exact = evaluate(node);
  if (exact !== null) {
    const x = toNumber(exact);
    return x > 0 ? Math.log10(x) - REL_TOL : null;
  }
  if (node.type !== "OperatorNode") return null;
  const op = node as unknown as OpNode;
  const parts = op.args.map(log10LowerBound);
  if (parts.some((p) => p === null)) return null;
  const ls = parts as number[];
  switch (op.fn) {
    case "add":
      return Math.max(...ls); // positive terms: the sum is at least its largest term
    case "multiply":
      return ls.every((l) => l >= 0) ? ls.reduce((a, b) => a + b, 0) : null; // factors ≥ 1
    case "pow": {
      const [base, exp] = ls;
      // base ≥ 10^base > 1, exponent ≥ 10^exp: value ≥ 10^(10^exp · base)
      if (op.args.length !== 2 || base <= 0) return null;
      const e = 10 ** exp;
      return e * base;
    }
    default:
      return null;
  }
}

/** True when `node` has an operation whose exact value is too big to hold (see rational.ts). */
export function tooBigToEvaluate(node: MathNode): boolean {
  return evaluate(node) === null && log10LowerBound(node) !== null;
}
