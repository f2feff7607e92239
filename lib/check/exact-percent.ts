// "To find 25% of 60 I divide: 60 ÷ 25 = 2.4": in a problem that asks for p% of an amount, a line
// that divides the amount by the percent's number. The claim is true; dividing by p instead of
// taking p hundredths is the wrong operation, as a false "25% of 60 = 60 ÷ 25" is named
// (exact-classify.ts; student-blind-14 dev). Not 10%: 60 ÷ 10 is 10% of 60.
import type { Chain } from "../math/claims";
import { evaluate } from "../math/evaluate";
import { percentOf, strip } from "../math/misconceptions";
import type { ParsedExpr } from "../math/parse";
import { frac, valEquals } from "../math/rational";

export function dividesByPercent(expression: ParsedExpr | null, chains: readonly Chain[]): boolean {
  const p = expression ? percentOf(expression.node) : null;
  const base = p ? evaluate(p.base) : null;
  if (!p || base === null || p.percent * p.percent === 100n) return false;
  return chains.some((c) => {
    if (c.parts.length < 2) return false;
    const x = strip(c.parts[0].expr.node) as unknown as { type: string; fn?: string; args?: Array<{ type: string }> };
    if (x.type !== "OperatorNode" || x.fn !== "divide" || x.args?.length !== 2) return false;
    const [a, b] = (x.args as unknown as Parameters<typeof evaluate>[0][]).map((n) => evaluate(n));
    return a !== null && b !== null && valEquals(a, base) && valEquals(b, frac(Number(p.percent)));
  });
}
