// Rule exact.invalid-move: an equation step must follow by a valid move — the same thing added to
// (or subtracted from) both sides, both sides multiplied (or divided) by the same thing, a side
// rewritten into an equal one — not only keep the root. "4x + 7 = 27" → "x + 7 = 12" has the same
// root, but the 4 was divided out of one term only. Lines that state the solution ("x = 5",
// "3x/3 = 15/3": a multiple of the unknown against a number) may combine moves.
import { equivalent } from "../math/equivalence";
import { evaluate } from "../math/evaluate";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { fromLiteral, valEquals } from "../math/rational";
import type { Equation } from "../math/solution-set";
import { sameNumber } from "../math/vocabulary/tolerance";
import { EXACT_P, type Finding } from "./exact-findings";
import { INVALID_MOVE_RULE } from "./rules/exact-rules";

const parse = (a: ParsedExpr, op: string, b: ParsedExpr) => parseExpr(`(${a.text}) ${op} (${b.text})`);

/** l = L + c and r = R + c for one c: the same thing added to both sides (null: can't tell). */
function sameAdded(prev: Equation, l: ParsedExpr, r: ParsedExpr): boolean | null {
  const a = parse(l, "-", prev.lhs);
  const b = parse(r, "-", prev.rhs);
  return a && b ? equivalent(a, b) : null;
}

/** l = k·L and r = k·R for one k (cross-multiplied, so no side is divided by). */
function sameFactor(prev: Equation, l: ParsedExpr, r: ParsedExpr): boolean | null {
  const a = parse(l, "*", prev.rhs);
  const b = parse(r, "*", prev.lhs);
  return a && b ? equivalent(a, b) : null;
}

/** "x = 5", "5 = x", "x = 20/4", "3x = 15", "3x/3 = 15/3": a multiple of the unknown against a number. */
function solvedForm(eq: Equation): boolean {
  for (const [side, other] of [[eq.lhs, eq.rhs], [eq.rhs, eq.lhs]] as const) {
    if (other.vars.length || side.vars.length !== 1) continue;
    const atZero = evaluate(side.node, new Map([[side.vars[0], fromLiteral("0")!]]));
    if (atZero !== null && valEquals(atZero, 0)) return true;
  }
  return false;
}

/** lhs - rhs is a·x + b: equal steps between values 0, 1, 2 and 3 of the unknown. */
function linear(eq: Equation): boolean {
  const d = parseExpr(`(${eq.lhs.text}) - (${eq.rhs.text})`);
  if (!d) return false;
  const at = (x: number) => evaluate(d.node, new Map([[eq.vars[0], fromLiteral(String(x))!]]));
  const v = [0, 1, 2, 3].map(at);
  if (v.some((x) => x === null)) return false;
  const [a, b, c, e] = v.map((x) => Number(x!.valueOf()));
  return sameNumber(b - a, c - b) && sameNumber(c - b, e - c);
}

/** The step keeps the solutions but is no valid move (checked for equations with the same solutions). */
export function invalidMove(prev: Equation, cur: Equation): Finding | null {
  if (prev.vars.length !== 1 || !cur.vars.length || cur.vars.some((v) => v !== prev.vars[0]) || solvedForm(prev) || solvedForm(cur)) return null;
  // ("2^(x + 1) = 2^5" → "x + 1 = 5", "1/x = 3" → "x = 1/3": equating exponents or taking
  // reciprocals are valid moves too; only a linear equation must move by the same operation on both sides)
  if (!linear(prev)) return null;
  for (const [l, r] of [[cur.lhs, cur.rhs], [cur.rhs, cur.lhs]] as const) {
    if (sameAdded(prev, l, r) !== false || sameFactor(prev, l, r) !== false) return null;
  }
  return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: "not-equivalent", context: { subject: "equation", misconception: "invalid-move" }, ruleId: INVALID_MOVE_RULE.id };
}
