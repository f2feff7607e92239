// Two linear equations in two unknowns ("x + y = 10, x - y = 2"), solved exactly by Cramer's
// rule. Any equation a student derives from the system must hold at its solution, so later
// lines can be checked by substitution.
import { evaluate } from "./evaluate";
import { add, div, frac, mul, sub, valEquals, type Val } from "./rational";
import type { Equation } from "./solution-set";

function residualAt(eq: Equation, scope: ReadonlyMap<string, Val>): Val | null {
  const a = evaluate(eq.lhs.node, scope);
  const b = evaluate(eq.rhs.node, scope);
  return a === null || b === null ? null : sub(a, b);
}

interface Linear {
  a: Val;
  b: Val;
  c: Val;
}

/** a·u + b·v + c = 0 for the equation, or null when it is not linear in u, v. */
function linearForm(eq: Equation, u: string, v: string): Linear | null {
  const at = (x: number, y: number) => residualAt(eq, new Map([[u, frac(x)], [v, frac(y)]]));
  const c = at(0, 0);
  const fu = at(1, 0);
  const fv = at(0, 1);
  const check = at(2, 3);
  const check2 = at(-1, 5);
  if (c === null || fu === null || fv === null || check === null || check2 === null) return null;
  const a = sub(fu, c)!;
  const b = sub(fv, c)!;
  const predict = (x: number, y: number) => add(add(c, mul(a, frac(x))!)!, mul(b, frac(y))!)!;
  if (!valEquals(predict(2, 3), check) || !valEquals(predict(-1, 5), check2)) return null;
  return { a, b, c };
}

/** The unique solution of a 2×2 linear system, or null. */
export function solveLinearSystem(eqs: Equation[]): Map<string, Val> | null {
  const vars = [...new Set(eqs.flatMap((e) => e.vars))].sort();
  if (eqs.length !== 2 || vars.length !== 2) return null;
  const [u, v] = vars;
  const f1 = linearForm(eqs[0], u, v);
  const f2 = linearForm(eqs[1], u, v);
  if (!f1 || !f2) return null;
  const det = sub(mul(f1.a, f2.b)!, mul(f1.b, f2.a)!);
  if (det === null || valEquals(det, 0)) return null;
  // a1 u + b1 v = -c1, a2 u + b2 v = -c2
  const x = div(sub(mul(f1.b, f2.c)!, mul(f2.b, f1.c)!)!, det);
  const y = div(sub(mul(f2.a, f1.c)!, mul(f1.a, f2.c)!)!, det);
  if (x === null || y === null) return null;
  return new Map([[u, x], [v, y]]);
}

/** true when the equation holds at the solution, false when it does not, null if undefined there. */
export function holdsAt(eq: Equation, solution: ReadonlyMap<string, Val>): boolean | null {
  if (!eq.vars.every((v) => solution.has(v))) return null;
  const r = residualAt(eq, solution);
  return r === null ? null : valEquals(r, 0);
}
