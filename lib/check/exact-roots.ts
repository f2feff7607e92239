// Rule exact.roots-false: a line that names the roots, zeros or solutions of the problem's
// polynomial ("The roots are x = -1 and x = -5" for (x - 1)(x - 5) ≤ 0) must name values that make
// it zero. Equations to solve are checked by their solution sets already (exact-equations.ts); an
// inequality's or an expression's roots were compared with nothing.
import type { Chain } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { neg, valEquals, type Val } from "../math/rational";
import type { ProblemContext } from "./exact-context";
import { EXACT_P, type Finding } from "./exact-findings";
import { ROOTS_RULE } from "./rules/exact-line-rules";

const NAMES_ROOTS = /\b(?:roots?|zeros?|zeroes|x-intercepts?)\b/i;
// (the roots of a derivative or of a factor are not the polynomial's own: "f'(x) = 0 at x = 1")
const OTHER_POLYNOMIAL = /\b(?:derivative|slope|gradient|differentiat\w*|factor|numerator|denominator|quotient)\b|[a-z]'\s*\(|\\prime|\bd\s*\/\s*dx/i;

/** The one-letter polynomial whose zeros the problem is about: an inequality's sides moved to one, or the expression to work on. */
function problemPolynomial(ctx: ProblemContext): ParsedExpr | null {
  const chain = ctx.inequality?.chains.length === 1 ? ctx.inequality.chains[0] : null;
  const poly = chain && chain.parts.length === 2 ? parseExpr(`(${chain.parts[0].text}) - (${chain.parts[1].text})`) : ctx.kind === "expression" ? ctx.expression : null;
  return poly && poly.vars.length === 1 ? poly : null;
}

/** The values a line assigns to the letter ("x = -1 and x = -5", "x = 1, 5"). */
function assigned(chains: readonly Chain[], letter: string): Val[] {
  const out: Val[] = [];
  for (const c of chains) {
    const [a, ...rest] = c.parts;
    if (!a || a.expr.text !== letter || c.rels.some((r) => r !== "=")) continue;
    for (const p of rest) {
      const v = p.expr.vars.length ? null : evaluate(p.expr.node);
      if (v !== null) out.push(v);
    }
  }
  return out;
}

/** The line names the polynomial's roots wrongly; null when it names none, or names them right. */
export function wrongRoots(step: string, chains: readonly Chain[], ctx: ProblemContext): Finding | null {
  if (!NAMES_ROOTS.test(step) || OTHER_POLYNOMIAL.test(step) || ctx.kind === "equation") return null;
  const poly = problemPolynomial(ctx);
  if (!poly) return null;
  const letter = poly.vars[0];
  const at = (v: Val) => evaluate(poly.node, new Map([[letter, v]]));
  const zero = (v: Val) => {
    const y = at(v);
    return y === null ? null : valEquals(y, 0);
  };
  const values = assigned(chains, letter);
  const wrong = values.filter((v) => zero(v) === false);
  if (!wrong.length) return null;
  // (every wrong root is a root with its sign flipped: "(x - 1)(x - 5)" read as roots -1 and -5)
  const type = wrong.every((v) => zero(neg(v)) === true) ? "sign" : "arithmetic";
  return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: type, ruleId: ROOTS_RULE.id, context: { subject: "claim" } };
}
