// "I took the tops away 7 - 1 = 6 and the bottoms 10 - 4 = 6" for 7/10 - 1/4, "add the tops and
// the bottoms: 1+1 = 2 and 3+4 = 7" for 1/3 + 1/4: a line whose computations combine the two
// numerators and the two denominators, each pair on its own, by the sum's operation. Each claim
// is true; together they add (or take away) across the fractions, the fraction rule misused
// (student-blind-10 and -64 dev), before the line that writes the fraction they make.
import type { Chain } from "../math/claims";
import type { ParsedExpr } from "../math/parse";
import { binaryArgs, intConst, simpleFraction, terms } from "../math/misconceptions";
import type { MathNode } from "mathjs";

type Pair = { op: "add" | "subtract"; a: bigint; b: bigint };

/** "7 - 1", "3+4": two whole numbers added or taken away. */
function pairOf(node: MathNode): Pair | null {
  for (const op of ["add", "subtract"] as const) {
    const args = binaryArgs(node, op);
    const [a, b] = args ? args.map(intConst) : [null, null];
    if (a !== null && b !== null) return { op, a, b };
  }
  return null;
}

export function addedAcross(expression: ParsedExpr | null, chains: readonly Chain[]): boolean {
  if (!expression) return false;
  const parts = terms(expression.node);
  if (parts.length !== 2 || parts[0].sign < 0) return false;
  const [p, q] = parts.map((t) => simpleFraction(t.node));
  if (!p || !q) return false;
  const op = parts[1].sign > 0 ? "add" : "subtract";
  const pairs = chains.filter((c) => c.parts.length >= 2).map((c) => pairOf(c.parts[0].expr.node)).filter((x): x is Pair => x !== null && x.op === op);
  const has = (a: bigint, b: bigint) => pairs.some((x) => (x.a === a && x.b === b) || (op === "add" && x.a === b && x.b === a));
  return has(p[0], q[0]) && has(p[1], q[1]);
}
