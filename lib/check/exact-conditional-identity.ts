// Rule exact.false-under-condition: a line that bounds its letter ("for x < 2: |x - 2| = x - 2",
// "for -2 <= x < 1: |x - 1| + |x + 2| = 3") compares expressions that need only agree inside those
// bounds. The comparison is made there, at points strictly inside, and it is wrong when the sides
// differ there (underRange, called by exact-steps.ts); outside the bounds nothing is claimed.
import { evaluate } from "../math/evaluate";
import type { ParsedExpr } from "../math/parse";
import { fromNumber, neg, valEquals } from "../math/rational";
import { conditionedFinding, differentLetters, functionLetters, pointsIn, type ConditionRange } from "./exact-conditioned";
import { EXACT_P, type Finding } from "./exact-findings";
import { CONDITIONAL_IDENTITY_RULE } from "./rules/exact-rules";

/** An identity in the letter the line bounds, judged inside its bounds only; null when the sides use another letter too. */
export function underRange(a: ParsedExpr, b: ParsedExpr, range: ConditionRange): Finding | null {
  const vars = new Set([...a.vars, ...b.vars]);
  if (vars.size !== 1 || !vars.has(range.variable)) return null;
  let defined = 0;
  let failed = false;
  // ("for x < 2: |x - 2| = x - 2": the value with its sign lost, everywhere in the case, is a sign slip)
  let negated = true;
  for (const x of pointsIn(range)) {
    const scope = new Map([[range.variable, fromNumber(x)!]]);
    const p = evaluate(a.node, scope);
    const q = evaluate(b.node, scope);
    if (p === null || q === null) continue;
    if (!valEquals(p, q)) failed = true;
    if (!valEquals(neg(p), q) || valEquals(p, q)) negated = false;
    defined++;
  }
  if (failed) return { verdict: "incorrect", pCorrect: EXACT_P.notEquivalentExpression, errorType: negated && defined >= 3 ? "sign" : "not-equivalent", ruleId: CONDITIONAL_IDENTITY_RULE.id, underCondition: true, context: { subject: "expression" } };
  return defined >= 3 ? { verdict: "correct", pCorrect: EXACT_P.trueClaim, underCondition: true } : null;
}

/**
 * One link "a = b" of a chain, both sides with letters: inside a case's bounds it is judged there;
 * a failed identity between sides in different letters ("x = y + 2 = 4" in a system, "p(x) =
 * x(x^2 - 4)") relates unknowns or names a function and is left unsure; one that uses none of the
 * functions the line may apply stands even on a line with function notation.
 */
export function linkIdentity(a: ParsedExpr, b: ParsedExpr, range: ConditionRange | null, fns: readonly string[], identity: (a: ParsedExpr, b: ParsedExpr) => Finding | null): Finding | null {
  const f = (range && underRange(a, b, range)) || identity(a, b);
  if (f?.verdict !== "incorrect") return f;
  const letters = functionLetters(fns);
  if (!f.underCondition && differentLetters(a, b, letters)) return conditionedFinding();
  return [...a.vars, ...b.vars].some((v) => letters.has(v)) ? f : { ...f, unconditional: true };
}
