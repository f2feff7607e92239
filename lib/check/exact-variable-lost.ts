// Rule exact.variable-lost: while solving a one-variable equation, a line that keeps one side of
// it and writes the other without the unknown ("-8 = 8 - y/3 - 8" → "-8 = 0 - 8", "y/1 = 5/4" →
// "1 = 5/4") has lost the unknown, whether the numbers happen to agree or not. A check that puts
// the root back in ("3(5) + 2 = 17") writes the root and is no such line.
import { evaluate } from "../math/evaluate";
import type { Part } from "../math/claims";
import { toNumber } from "../math/rational";
import { isAssignment, type EqState } from "./exact-equations";
import { EXACT_P, type Finding } from "./exact-findings";
import { VARIABLE_LOST_RULE } from "./rules/exact-rules";

const compact = (s: string) => s.replace(/\s+/g, "").replace(/^\((.*)\)$/, "$1");
/** Without spaces, brackets or times signs: "3(5) + 2" and "3*5+2" read alike. */
const bare = (s: string) => s.replace(/[\s()*×·]/g, "");

/** The parts of a line that is one numeric equality, or null. */
function numericPair(parts: readonly Part[]): [Part, Part] | null {
  if (parts.length !== 2 || parts.some((p) => p.expr.vars.length || p.unit)) return null;
  return [parts[0], parts[1]];
}

export function lostVariable(prev: EqState | null, parts: readonly Part[]): Finding | null {
  if (!prev || prev.equations.length !== 1 || prev.set.kind !== "finite" || !prev.set.values.length) return null;
  const eq = prev.equations[0];
  if (eq.vars.length !== 1 || isAssignment(eq)) return null;
  const pair = numericPair(parts);
  if (!pair) return null;
  const keeps = compact(pair[0].expr.text) === compact(eq.lhs.text) || compact(pair[1].expr.text) === compact(eq.rhs.text);
  if (!keeps) return null;
  // (a check puts the root in for the letter: "3(5) + 2 = 17" for 3x + 2 = 17)
  const roots = prev.set.values.map((v) => String(toNumber(v)));
  const written = [pair[0].expr.text, pair[1].expr.text].map(bare);
  const sides = [eq.lhs, eq.rhs].filter((side) => side.vars.length).map((side) => side.text);
  if (roots.some((r) => sides.some((side) => written.includes(bare(side.replace(new RegExp(eq.vars[0], "g"), `(${r})`)))))) return null;
  // (or works with the root on the side that lost the letter: "4 x 4 = 16" for x^2 = 16)
  const kept = compact(pair[0].expr.text) === compact(eq.lhs.text) ? 0 : 1;
  const other = pair[1 - kept].expr;
  const tokens: string[] = other.text.match(/\d+(?:\.\d+)?/g) ?? [];
  if (other.hasOp && roots.some((r) => tokens.includes(r.replace(/^-/, "")))) return null;
  if (evaluate(pair[0].expr.node) === null || evaluate(pair[1].expr.node) === null) return null;
  return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: "not-equivalent", context: { subject: "equation", misconception: "variable-lost" }, ruleId: VARIABLE_LOST_RULE.id };
}
