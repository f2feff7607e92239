// "To find 25% of 60 I divide: 60 ÷ 25 = 2.4": in a problem that asks for p% of an amount, a line
// that divides the amount by the percent's number. The claim is true; dividing by p instead of
// taking p hundredths is the wrong operation, as a false "25% of 60 = 60 ÷ 25" is named
// (exact-classify.ts; student-blind-14 dev). Not 10%: 60 ÷ 10 is 10% of 60.
import type { Chain } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { binaryArgs, percentOf } from "../math/misconceptions";
import type { ParsedExpr } from "../math/parse";
import { frac, valEquals } from "../math/rational";

export function dividesByPercent(expression: ParsedExpr | null, chains: readonly Chain[]): boolean {
  const p = expression ? percentOf(expression.node) : null;
  const base = p ? evaluate(p.base) : null;
  if (!p || base === null || p.percent * p.percent === 100n) return false;
  return chains.some((c) => {
    const args = c.parts.length >= 2 ? binaryArgs(c.parts[0].expr.node, "divide") : null;
    const [a, b] = args ? args.map((n) => evaluate(n)) : [null, null];
    return a !== null && b !== null && valEquals(a, base) && valEquals(b, frac(Number(p.percent)));
  });
}
