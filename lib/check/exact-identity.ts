// Rule exact.identity-or-contradiction: while solving a one-variable equation with solutions, a
// line where the unknown cancels out ("-24 + x + 24 = x", "x = x") says nothing about it any more:
// the move before it went wrong. A side identity written on the way ("3(x + 2) = 3x + 6" while
// solving 3(x + 2) = 12) rewrites a piece of the equation and stays fine.
import { equivalent } from "../math/equivalence";
import { parseExpr, type ParsedExpr } from "../math/parse";
import type { Equation } from "../math/solution-set";
import type { EqState } from "./exact-equations";
import { EXACT_P, type Finding } from "./exact-findings";
import { IDENTITY_RULE } from "./rules/exact-rules";

/** Pieces of an equation's sides that compute with the unknown: "3(x + 2)" in 3(x + 2) + 1 = 13. */
function compoundPieces(eq: Equation): ParsedExpr[] {
  const out: ParsedExpr[] = [];
  for (const side of [eq.lhs, eq.rhs]) {
    side.node.traverse((n) => {
      if (n.type === "ConstantNode" || n.type === "SymbolNode") return;
      const p = parseExpr(n.toString());
      if (p && p.hasOp && p.vars.length) out.push(p);
    });
  }
  return out;
}

/** "x = x" reached from an equation with solutions; null when the identity only rewrites a piece of it. */
export function reachedIdentity(prev: EqState, cur: Equation): Finding | null {
  if (prev.equations.length !== 1 || prev.set.kind !== "finite" || !prev.set.values.length) return null;
  const eq = prev.equations[0];
  if (eq.vars.length !== 1 || cur.vars.some((v) => v !== eq.vars[0])) return null;
  const pieces = compoundPieces(eq);
  const rewritesPiece = [cur.lhs, cur.rhs].some((side) => side.hasOp && pieces.some((p) => equivalent(p, side) === true));
  if (rewritesPiece) return null;
  return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: "not-equivalent", context: { subject: "equation", misconception: "identity" }, ruleId: IDENTITY_RULE.id };
}
